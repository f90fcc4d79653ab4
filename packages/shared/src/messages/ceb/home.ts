import type { home as english } from '../en/home';
import type { Translation } from '../types';

export const home = {
  title: 'Home',
  heroHeading: 'Tabang nga moabot sa Davao',
  heroText:
    'Mohatag sa mga lokal nga charity, moapil sa ilang mga kalihokan, ug tan-awa kung unsa kadako ang imong natabang.',
  introHeading: 'Tabang: kay magtinabangay ta',
  introText:
    'Gitigom sa Tabang ang mga charity sa Davao ug ang mga tawo nga gustong motabang nila. Tan-awa ang mga beripikado nga charity, apil sa feeding program o coastal cleanup, o mag-donate og pesos pinaagi sa GCash, GrabPay o 7-Eleven.',
  introCharities: 'Pangitag charity nga imong gituohan',
  introEvents: 'Mag-volunteer sa kalihokan duol nimo',
  introDonate: 'Mag-donate nga luwas sa pipila ka tap',
  spotlightHeading: 'Bida nga charity',
  spotlightVisit: 'Bisitaha ang {{name}}',
  monthEvents: 'Mga kalihokan karong bulana',
  seeAllEvents: 'Tan-awa tanang kalihokan',
  seeFullLeaderboard: 'Tan-awa ang tibuok lista sa mga nanguna',
  spotlightFailed: 'Dili ma-load ang bida nga charity.',
} satisfies Translation<typeof english>;
