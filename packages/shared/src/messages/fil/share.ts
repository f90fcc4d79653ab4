import type { share as english } from '../en/share';
import type { Translation } from '../types';

/** Sharing a charity or an event: the page's link preview (Open Graph) and the Share buttons. */
export const share = {
  // The link preview of every page that is not a charity's or an event's.
  siteTitle: 'Tabang',
  siteDescription: 'Magbigay at mag-volunteer para sa mga charity sa Davao at sa buong Pilipinas.',
  siteImageAlt: 'Tabang, pagbibigay at pag-volunteer sa charity sa Davao',
  pageTitle: '{{name}} · Tabang',
  charityImageAlt: 'Larawan ng {{name}}',
  eventImageAlt: 'Poster ng {{name}}',
  // The text a phone's share sheet sends with the link.
  charityText: 'Magbigay o mag-volunteer para sa {{name}} sa Tabang.',
  eventText: 'Sumali o suportahan ang {{name}} sa Tabang.',
  heading: 'Ibahagi',
  share: 'Ibahagi',
  shareLabel: 'Ibahagi ang {{name}}',
  facebook: 'Facebook',
  facebookLabel: 'Ibahagi ang {{name}} sa Facebook (magbubukas sa bagong tab)',
  messenger: 'Messenger',
  messengerLabel: 'Ipadala ang {{name}} sa Messenger (bubuksan ang app)',
  copyLink: 'Kopyahin ang link',
  copied: 'Nakopya ang link',
  copyFallback:
    'Hindi puwedeng kumopya rito. Naka-select na ang link: kopyahin ito gamit ang keyboard o pindutin ito nang matagal.',
  linkLabel: 'Link ng page na ito',
  failed: 'Hindi gumana ang pagbabahagi. Gamitin na lang ang isa sa mga link sa ibaba.',
} satisfies Translation<typeof english>;
