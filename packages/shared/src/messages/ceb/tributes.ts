import type { tributes as english } from '../en/tributes';
import type { Translation } from '../types';

/**
 * Tributes (decision 031): a gift given in memory or in honour of someone. The catalogue holds what several pages
 * and the server say: the form's checks and the line on a gift; the dialog's and the gifts list's texts come with
 * them (tribute-pages.ts), the family's email is the server's (tribute-emails.ts).
 */
export const tributes = {
  validation: {
    kind: 'Pilia ang "Isip handumanan ni" o "Isip pasidungog ni".',
    nameRequired: 'Ibutang ang ngalan sa tawo nga gihalaran niining donasyon.',
    nameTooLong: 'Hangtod {{max}} ka character ra ang ngalan.',
    email: 'Ibutang ang sakto nga email sa pamilya, o biyai nga blangko.',
    showAmount: 'Kinahanglan true o false ang showAmount.',
  },
  line: { memory: 'Isip handumanan ni {{name}}', honour: 'Isip pasidungog ni {{name}}' },
} satisfies Translation<typeof english>;
