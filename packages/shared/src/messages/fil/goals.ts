import type { goals as english } from '../en/goals';
import type { Translation } from '../types';

/** Event fundraising goals and amounts raised (event cards, the Event page, the Charity page, Add event). */
export const goals = {
  fieldLabel: 'Target na malikom (opsyonal)',
  fieldHint: 'Sa piso, gaya ng 50000 o 50000.50. Iwanang blangko kung walang target ang event.',
  invalid: 'Dapat halaga sa piso ang target, na may hanggang 2 decimal, gaya ng 50000 o 50000.50.',
  tooSmall: 'Dapat higit sa ₱0 ang target.',
  tooLarge: 'Hanggang {{max}} lang ang target.',
  progressLabel: 'Progreso ng paglikom',
  /** The progress bar's spoken value. */
  progressText: '{{raised}} ang nalikom sa target na {{goal}}, {{percent}}',
  raisedOfGoal: '{{raised}} nalikom sa {{goal}}',
  percent: '{{percent}}%',
  underOnePercent: 'wala pang 1%',
  donors_one: '{{count}} donor',
  donors_other: '{{count}} donor',
  raisedNoGoal_one: '{{amount}} nalikom · {{count}} donor',
  raisedNoGoal_other: '{{amount}} nalikom · {{count}} donor',
  firstToGive: 'Mauna kang magbigay',
  charityRaised_one: '{{amount}} nalikom mula sa {{count}} donor',
  charityRaised_other: '{{amount}} nalikom mula sa {{count}} donor',
  /** While the donor count loads, or if it fails. */
  raisedNoDonors: '{{amount}} nalikom',
  charityNoGifts: 'Wala pang donasyon. Mauna kang magbigay.',
} satisfies Translation<typeof english>;
