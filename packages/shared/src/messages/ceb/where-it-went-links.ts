import type { whereItWentLinks as english } from '../en/where-it-went-links';
import type { Translation } from '../types';

export const whereItWentLinks = {
  totalsLine: '{{online}} online · {{offline}} nga girekord sa charity',
  link: 'Asa kini napadulong',
  organiserLink: 'Asa kini napadulong (organizer)',
  charityGiftsLink: 'Mga hatag gawas sa Tabang',
} satisfies Translation<typeof english>;
