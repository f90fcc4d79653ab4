/** The server's texts of a tribute: the receipt's label and the family's email (decision 031). */
export const tributeEmails = {
  receiptLabel: 'Dedication',
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
} as const;
