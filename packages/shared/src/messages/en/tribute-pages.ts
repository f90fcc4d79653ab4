/**
 * Texts of the donation dialog's "Dedicate this gift" section and the reports page's Gifts list, loaded with them
 * (decision 029), not with every page.
 */
export const tributePages = {
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
