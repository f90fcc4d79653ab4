import type { whereItWentLinks as english } from '../en/where-it-went-links';
import type { Translation } from '../types';

export const whereItWentLinks = {
  totalsLine: '{{online}} online · {{offline}} na itinala ng charity',
  link: 'Saan napunta',
  organiserLink: 'Saan napunta (organizer)',
  charityGiftsLink: 'Mga bigay sa labas ng Tabang',
} satisfies Translation<typeof english>;
