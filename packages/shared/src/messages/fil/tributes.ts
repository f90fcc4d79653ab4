import type { tributes as english } from '../en/tributes';
import type { Translation } from '../types';

/**
 * Tributes (decision 031): a gift given in memory or in honour of someone. The catalogue holds what several pages
 * and the server say: the form's checks and the line on a gift; the dialog's and the gifts list's texts come with
 * them (tribute-pages.ts), the family's email is the server's (tribute-emails.ts).
 */
export const tributes = {
  validation: {
    kind: 'Piliin ang "Bilang alaala kay" o "Bilang parangal kay".',
    nameRequired: 'Ilagay ang pangalan ng taong pinag-aalayan ng donasyong ito.',
    nameTooLong: 'Hanggang {{max}} na character lang ang pangalan.',
    email: 'Maglagay ng tamang email ng pamilya, o iwanang blangko.',
    showAmount: 'Dapat true o false ang showAmount.',
  },
  line: { memory: 'Bilang alaala kay {{name}}', honour: 'Bilang parangal kay {{name}}' },
} satisfies Translation<typeof english>;
