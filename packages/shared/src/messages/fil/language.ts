import type { language as english } from '../en/language';
import type { Translation } from '../types';

export const language = {
  label: 'Wika',
} satisfies Translation<typeof english>;
