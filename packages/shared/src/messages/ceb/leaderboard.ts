import type { leaderboard as english } from '../en/leaderboard';
import type { Translation } from '../types';

export const leaderboard = {
  heading: 'MGA NANGUNA',
  loading: 'Gina-load ang lista sa mga nanguna...',
  failure: 'Dili ma-load ang Mga Nanguna',
  empty: 'Wala pay donasyon. Ikaw na ang unang mohatag!',
  intro: 'Mga donor sumala sa tanan nilang nahatag pinaagi sa Tabang.',
  podium: 'Nanguna nga mga donor',
  others: 'Uban pang mga donor',
  rank: 'Ika-{{rank}} nga puwesto',
  totalDonated: 'Kinatibuk-ang na-donate',
  donationCount: 'Mga donasyon: {{count}}',
} satisfies Translation<typeof english>;
