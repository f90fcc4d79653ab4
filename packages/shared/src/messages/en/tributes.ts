/**
 * Tributes: a gift given in memory or in honour of someone, printed on the receipt, shown in My giving and on the
 * charity's list of gifts, and, when the donor asks, announced once to the family by email.
 */
export const tributes = {
  // The donation dialog's "Dedicate this gift" section.
  toggle: 'Dedicate this gift',
  toggleHint: 'Give in memory or in honour of someone. Their name is printed on your receipt.',
  kindLegend: 'This gift is',
  kinds: { memory: 'In memory of', honour: 'In honour of' },
  nameLabel: 'Their name',
  emailLabel: "Family's email (optional)",
  emailHint:
    'We email them once when your gift is complete, saying who gave and in whose name. The address is used for nothing else.',
  showAmountLabel: 'Include the amount in the email',
  showAmountHint: 'Without this, the email does not say how much you gave.',
  validation: {
    kind: 'Choose "In memory of" or "In honour of".',
    nameRequired: 'Enter the name of the person this gift is for.',
    nameTooLong: 'The name can be at most {{max}} characters.',
    email: 'Enter a valid email for the family, or leave it empty.',
    showAmount: 'showAmount must be true or false.',
  },
  // On the receipt, My giving and the charity's list.
  line: { memory: 'In memory of {{name}}', honour: 'In honour of {{name}}' },
  receiptLabel: 'Dedication',
  // The family's email, in the donor's language.
  someone: 'Someone',
  forEvent: '{{event}} of {{charity}}',
  emailSubject: { memory: 'A gift in memory of {{name}}', honour: 'A gift in honour of {{name}}' },
  emailBody: {
    memory: 'Hello,\n\n{{donor}} has given a gift to {{recipient}} in memory of {{name}}.',
    honour: 'Hello,\n\n{{donor}} has given a gift to {{recipient}} in honour of {{name}}.',
  },
  emailAmount: 'The gift was {{amount}}.',
  emailClosing:
    'The giver asked us to let you know. This is the only email we send to this address about it; it was not added to any list.',
  // The charity's list of gifts, on its reports page.
  gifts: {
    heading: 'Gifts',
    intro:
      "Completed gifts, newest first. A gift's Certificate of Donation can be downloaded here once its donor has asked for it.",
    loading: 'Loading gifts...',
    failed: 'Could not load the gifts.',
    empty: 'No completed gifts yet.',
    end: 'No more gifts.',
    date: 'Date',
    donor: 'Donor',
    amount: 'Amount',
    event: 'Event',
    method: 'Paid with',
    tribute: 'Dedication',
    certificate: 'Certificate',
    certificateLabel: 'Certificate (BIR 2322) for the gift of {{donor}} on {{date}}',
    noCertificate: 'Not asked for',
    noEvent: 'The charity',
  },
} as const;
