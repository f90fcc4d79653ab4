/** Event fundraising goals and amounts raised (event cards, the Event page, the Charity page, Add event). */
export const goals = {
  fieldLabel: 'Fundraising goal (optional)',
  fieldHint: 'In pesos, like 50000 or 50000.50. Leave it empty for an event without a goal.',
  invalid: 'Fundraising goal must be an amount in pesos with at most 2 decimals, like 50000 or 50000.50.',
  tooSmall: 'Fundraising goal must be more than ₱0.',
  tooLarge: 'Fundraising goal can be at most {{max}}.',
  progressLabel: 'Fundraising progress',
  /** The progress bar's spoken value. */
  progressText: '{{raised}} raised of {{goal}} goal, {{percent}}',
  raisedOfGoal: '{{raised}} raised of {{goal}}',
  percent: '{{percent}}%',
  underOnePercent: 'under 1%',
  donors_one: '{{count}} donor',
  donors_other: '{{count}} donors',
  raisedNoGoal_one: '{{amount}} raised · {{count}} donor',
  raisedNoGoal_other: '{{amount}} raised · {{count}} donors',
  firstToGive: 'Be the first to give',
  charityRaised_one: '{{amount}} raised from {{count}} donor',
  charityRaised_other: '{{amount}} raised from {{count}} donors',
  /** While the donor count loads, or if it fails. */
  raisedNoDonors: '{{amount}} raised',
  charityNoGifts: 'No donations yet. Be the first to give.',
} as const;
