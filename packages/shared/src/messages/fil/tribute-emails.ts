import type { tributeEmails as english } from '../en/tribute-emails';
import type { Translation } from '../types';

/** The server's texts of a tribute: the receipt's label and the family's email (decision 031). */
export const tributeEmails = {
  receiptLabel: 'Inialay',
  someone: 'May isang tao',
  forEvent: '{{event}} ng {{charity}}',
  emailSubject: {
    memory: 'Isang donasyon bilang alaala kay {{name}}',
    honour: 'Isang donasyon bilang parangal kay {{name}}',
  },
  emailBody: {
    memory: 'Kumusta,\n\nSi {{donor}} ay nagbigay ng donasyon sa {{recipient}} bilang alaala kay {{name}}.',
    honour: 'Kumusta,\n\nSi {{donor}} ay nagbigay ng donasyon sa {{recipient}} bilang parangal kay {{name}}.',
  },
  emailAmount: 'Ang halaga ng donasyon ay {{amount}}.',
  emailClosing:
    'Hiniling ng nagbigay na ipaalam namin ito sa iyo. Ito lang ang email na ipapadala namin sa address na ito tungkol dito; hindi ito idinagdag sa anumang listahan.',
} satisfies Translation<typeof english>;
