/**
 * Tributes (decision 031): a gift given in memory or in honour of someone. The catalogue holds what several pages
 * and the server say: the form's checks and the line on a gift; the dialog's and the gifts list's texts come with
 * them (tribute-pages.ts), the family's email is the server's (tribute-emails.ts).
 */
export const tributes = {
  validation: {
    kind: 'Choose "In memory of" or "In honour of".',
    nameRequired: 'Enter the name of the person this gift is for.',
    nameTooLong: 'The name can be at most {{max}} characters.',
    email: 'Enter a valid email for the family, or leave it empty.',
    showAmount: 'showAmount must be true or false.',
  },
  line: { memory: 'In memory of {{name}}', honour: 'In honour of {{name}}' },
} as const;
