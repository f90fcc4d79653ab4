import type { gifts as english } from '../en/gifts';
import type { Translation } from '../types';

/**
 * Anonymous giving and the public "Recent gifts" lists: an anonymous gift names no donor on the public lists
 * ("Anonymous") or the leaderboard, still counts in the charity's total, and stays in the donor's own giving
 * history and receipt.
 */
export const gifts = {
  // The donation dialog.
  anonymousLabel: 'Magbigay nang hindi nagpapakilala',
  anonymousHint:
    'Hindi ipapakita ang pangalan mo sa mga pampublikong listahan o sa Mga Nangunguna ng Tabang; bilang pa rin ang bigay mo sa kabuuan ng charity. Makikita mo pa rin ito sa sarili mong history ng pagbibigay at sa iyong resibo.',
  anonymousInvalid: 'Dapat true o false ang anonymous.',
  // Public lists of recent gifts.
  anonymousName: 'Hindi nagpakilala',
  recentHeading: 'Mga bagong donasyon',
  recentLoading: 'Naglo-load ng mga bagong donasyon...',
  recentFailed: 'Hindi ma-load ang mga bagong donasyon. Tingnan ang koneksyon mo at subukan ulit.',
  recentEmpty: 'Wala pang donasyon. Mauna kang magbigay!',
  forEvent: 'para sa {{event}}',
} satisfies Translation<typeof english>;
