import type { offline as english } from '../en/offline';
import type { Translation } from '../types';

export const offline = {
  banner: 'Offline ka — ipinapakita ang huling nakita mo',
  savedAt: 'Na-save {{time}}',
  pageTitle: 'Offline ka',
  pageBody:
    'Hindi pa nabubuksan ang page na ito sa device na ito, kaya walang naka-save na maipapakita. Tingnan ang koneksyon mo at subukan ulit.',
  tryAgain: 'Subukan ulit',
  needsConnection: 'Kailangan nito ng koneksyon. Walang naipadala — subukan ulit kapag online ka na.',
  updateReady: 'May bagong bersyon ng Tabang.',
  reload: 'I-reload para sa bagong bersyon',
  later: 'Mamaya na',
  showMap: 'Ipakita ang mapa',
  mapSaved: 'Nakatago ang mapa para makatipid sa data.',
} satisfies Translation<typeof english>;
