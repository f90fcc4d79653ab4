import type { gifts as english } from '../en/gifts';
import type { Translation } from '../types';

/**
 * Anonymous giving and the public "Recent gifts" lists: an anonymous gift names no donor on the public lists
 * ("Anonymous") or the leaderboard, still counts in the charity's total, and stays in the donor's own giving
 * history and receipt.
 */
export const gifts = {
  // The donation dialog.
  anonymousLabel: 'Mohatag nga dili magpaila',
  anonymousHint:
    'Dili ipakita ang imong ngalan sa publiko nga mga lista o sa Mga Nanguna sa Tabang; maihap gihapon ang imong hatag sa total sa charity. Makita gihapon nimo kini sa imong kaugalingong history sa paghatag ug sa imong resibo.',
  anonymousInvalid: 'Ang anonymous kinahanglan true o false.',
  // Public lists of recent gifts.
  anonymousName: 'Wala nagpaila',
  recentHeading: 'Bag-ong mga donasyon',
  recentLoading: 'Gina-load ang bag-ong mga donasyon...',
  recentFailed: 'Dili ma-load ang bag-ong mga donasyon. Susiha ang imong koneksyon ug sulayi pag-usab.',
  recentEmpty: 'Wala pay donasyon. Ikaw na ang unang mohatag!',
  forEvent: 'para sa {{event}}',
} satisfies Translation<typeof english>;
