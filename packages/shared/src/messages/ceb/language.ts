import type { language as english } from '../en/language';
import type { Translation } from '../types';

export const language = {
  label: 'Pinulongan',
} satisfies Translation<typeof english>;
