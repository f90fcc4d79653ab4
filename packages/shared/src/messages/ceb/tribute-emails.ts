import type { tributeEmails as english } from '../en/tribute-emails';
import type { Translation } from '../types';

/** The server's texts of a tribute: the receipt's label and the family's email (decision 031). */
export const tributeEmails = {
  receiptLabel: 'Gihalad',
  someone: 'Usa ka tawo',
  forEvent: '{{event}} sa {{charity}}',
  emailSubject: {
    memory: 'Usa ka donasyon isip handumanan ni {{name}}',
    honour: 'Usa ka donasyon isip pasidungog ni {{name}}',
  },
  emailBody: {
    memory:
      'Maayong adlaw,\n\nSi {{donor}} mihatag og donasyon sa {{recipient}} isip handumanan ni {{name}}.',
    honour:
      'Maayong adlaw,\n\nSi {{donor}} mihatag og donasyon sa {{recipient}} isip pasidungog ni {{name}}.',
  },
  emailAmount: 'Ang kantidad sa donasyon kay {{amount}}.',
  emailClosing:
    'Gihangyo sa mihatag nga ipahibalo namo kini kanimo. Kini ra ang email nga among ipadala niining address bahin niini; wala kini idugang sa bisan unsang lista.',
} satisfies Translation<typeof english>;
