import type { leaderboard as english } from '../en/leaderboard';
import type { Translation } from '../types';

export const leaderboard = {
  heading: 'MGA NANGUNGUNA',
  loading: 'Naglo-load ang Mga Nangunguna...',
  failure: 'Hindi ma-load ang Mga Nangunguna',
  empty: 'Wala pang donasyon. Mauna kang magbigay!',
  intro: 'Mga donor ayon sa kabuuang naibigay nila sa Tabang.',
  podium: 'Mga nangungunang donor',
  others: 'Iba pang donor',
  rank: 'Ika-{{rank}} na puwesto',
  totalDonated: 'Kabuuang donasyon',
  donationCount: 'Mga donasyon: {{count}}',
} satisfies Translation<typeof english>;
