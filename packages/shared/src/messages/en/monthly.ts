/** Monthly giving (decision 030): the dialog's option, the plans on My giving, the plan links' page, the refusals. */
export const monthly = {
  giveMonthly: 'Give monthly',
  giveMonthlyHint: 'The same gift every month, starting with this one. Pause or cancel at any time.',
  chooseMethod: 'Choose how you will pay to give monthly.',
  modeAuto: 'Your {{method}} is charged automatically each month, on the day of this first gift.',
  modeReminder:
    '{{method}} cannot be charged automatically, so each month we email you (and text you, if texts are on) a link to pay that month’s gift.',
  submit: 'Give {{amount}} monthly',
  methodRequired: 'Choose how you will pay: monthly giving needs a payment method.',
  planInvalid: 'That monthly plan is not valid.',
  linkInvalid: 'This link is not valid. Sign in and open My giving to manage your monthly gifts.',
  /** The plan links' page's title, shown while its own texts arrive. */
  linkTitle: 'Monthly giving',
  monthlyDonors: 'Monthly donors',
  monthlyDonorsHint: 'People with an active monthly gift to this charity',
} as const;
