import type { share as english } from '../en/share';
import type { Translation } from '../types';

/** Sharing a charity or an event: the page's link preview (Open Graph) and the Share buttons. */
export const share = {
  // The link preview of every page that is not a charity's or an event's.
  siteTitle: 'Tabang',
  siteDescription: 'Mohatag ug mag-volunteer para sa mga charity sa Davao ug sa tibuok Pilipinas.',
  siteImageAlt: 'Tabang, paghatag ug pag-volunteer sa charity sa Davao',
  pageTitle: '{{name}} · Tabang',
  charityImageAlt: 'Litrato sa {{name}}',
  eventImageAlt: 'Poster sa {{name}}',
  // The text a phone's share sheet sends with the link.
  charityText: 'Mohatag o mag-volunteer para sa {{name}} sa Tabang.',
  eventText: 'Apil o suportahi ang {{name}} sa Tabang.',
  heading: 'I-share',
  share: 'I-share',
  shareLabel: 'I-share ang {{name}}',
  facebook: 'Facebook',
  facebookLabel: 'I-share ang {{name}} sa Facebook (moabli sa bag-ong tab)',
  messenger: 'Messenger',
  messengerLabel: 'Ipadala ang {{name}} sa Messenger (moabli ang app)',
  copyLink: 'Kopyaha ang link',
  copied: 'Nakopya ang link',
  copyFallback:
    'Dili mahimo ang pagkopya diri. Naka-select na ang link: kopyaha gamit ang keyboard o pinduta kini og dugay.',
  linkLabel: 'Link niini nga page',
  failed: 'Wala molihok ang pag-share. Gamita na lang ang usa sa mga link sa ubos.',
} satisfies Translation<typeof english>;
