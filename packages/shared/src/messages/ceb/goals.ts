import type { goals as english } from '../en/goals';
import type { Translation } from '../types';

/** Event fundraising goals and amounts raised (event cards, the Event page, the Charity page, Add event). */
export const goals = {
  fieldLabel: 'Target nga matigom (opsyonal)',
  fieldHint: 'Sa pesos, sama sa 50000 o 50000.50. Biyai nga blangko kung walay target ang kalihokan.',
  invalid: 'Ang target kinahanglan kantidad sa pesos nga hangtod 2 ka decimal, sama sa 50000 o 50000.50.',
  tooSmall: 'Ang target kinahanglan labaw sa ₱0.',
  tooLarge: 'Hangtod {{max}} lang ang target.',
  progressLabel: 'Progreso sa pagtigom',
  /** The progress bar's spoken value. */
  progressText: '{{raised}} natigom sa target nga {{goal}}, {{percent}}',
  raisedOfGoal: '{{raised}} natigom sa {{goal}}',
  percent: '{{percent}}%',
  underOnePercent: 'ubos sa 1%',
  donors_one: '{{count}} ka donor',
  donors_other: '{{count}} ka donor',
  raisedNoGoal_one: '{{amount}} natigom · {{count}} ka donor',
  raisedNoGoal_other: '{{amount}} natigom · {{count}} ka donor',
  firstToGive: 'Ikaw na ang unang mohatag',
  charityRaised_one: '{{amount}} natigom gikan sa {{count}} ka donor',
  charityRaised_other: '{{amount}} natigom gikan sa {{count}} ka donor',
  /** While the donor count loads, or if it fails. */
  raisedNoDonors: '{{amount}} natigom',
  charityNoGifts: 'Wala pay donasyon. Ikaw na ang unang mohatag.',
} satisfies Translation<typeof english>;
