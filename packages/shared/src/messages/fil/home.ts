import type { home as english } from '../en/home';
import type { Translation } from '../types';

export const home = {
  title: 'Home',
  heroHeading: 'Tulong na umaabot sa Davao',
  heroText:
    'Magbigay sa mga lokal na charity, sumali sa kanilang mga event at makitang lumalago ang kabutihan mo.',
  introHeading: 'Ang Tabang ay tulong sa Bisaya',
  introText:
    'Pinagsasama ng Tabang ang mga charity ng Davao at ang mga taong gustong tumulong sa kanila. Tingnan ang mga beripikadong charity, sumali sa feeding program o coastal cleanup, o mag-donate gamit ang GCash, GrabPay o 7-Eleven.',
  introCharities: 'Maghanap ng charity na pinaniniwalaan mo',
  introEvents: 'Mag-volunteer sa event na malapit sa iyo',
  introDonate: 'Mag-donate nang ligtas sa ilang tap lang',
  spotlightHeading: 'Tampok na charity',
  spotlightVisit: 'Bisitahin ang {{name}}',
  monthEvents: 'Mga event ngayong buwan',
  seeAllEvents: 'Tingnan lahat ng event',
  seeFullLeaderboard: 'Tingnan ang buong listahan ng mga nangunguna',
  spotlightFailed: 'Hindi ma-load ang tampok na charity.',
} satisfies Translation<typeof english>;
