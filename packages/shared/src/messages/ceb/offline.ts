import type { offline as english } from '../en/offline';
import type { Translation } from '../types';

export const offline = {
  banner: 'Offline ka — mao ni ang ulahi nimong nakita',
  savedAt: 'Na-save {{time}}',
  pageTitle: 'Offline ka',
  pageBody:
    'Wala pa maablihi kini nga page niini nga device, busa walay na-save nga ikapakita. Susiha ang imong koneksyon ug sulayi pag-usab.',
  tryAgain: 'Sulayi pag-usab',
  needsConnection: 'Kinahanglan kini og koneksyon. Walay napadala — sulayi pag-usab inig online na nimo.',
  updateReady: 'Naay bag-ong bersyon sa Tabang.',
  reload: 'I-reload para sa bag-ong bersyon',
  later: 'Unya na lang',
  showMap: 'Ipakita ang mapa',
  mapSaved: 'Gitago ang mapa aron makadaginot sa data.',
} satisfies Translation<typeof english>;
