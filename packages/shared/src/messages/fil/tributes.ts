import type { tributes as english } from '../en/tributes';
import type { Translation } from '../types';

/**
 * Tributes: a gift given in memory or in honour of someone, printed on the receipt, shown in My giving and on the
 * charity's list of gifts, and, when the donor asks, announced once to the family by email.
 */
export const tributes = {
  toggle: 'Ialay ang donasyong ito',
  toggleHint: 'Magbigay bilang alaala o parangal sa isang tao. Nakalimbag ang pangalan niya sa iyong resibo.',
  kindLegend: 'Ang donasyong ito ay',
  kinds: { memory: 'Bilang alaala kay', honour: 'Bilang parangal kay' },
  nameLabel: 'Pangalan niya',
  emailLabel: 'Email ng pamilya (opsyonal)',
  emailHint:
    'Iisang beses namin silang i-email kapag kumpleto na ang donasyon mo: kung sino ang nagbigay at para kanino. Wala nang ibang gamit ang address na ito.',
  showAmountLabel: 'Isama ang halaga sa email',
  showAmountHint: 'Kung hindi, hindi sasabihin ng email kung magkano ang ibinigay mo.',
  validation: {
    kind: 'Piliin ang "Bilang alaala kay" o "Bilang parangal kay".',
    nameRequired: 'Ilagay ang pangalan ng taong pinag-aalayan ng donasyong ito.',
    nameTooLong: 'Hanggang {{max}} na character lang ang pangalan.',
    email: 'Maglagay ng tamang email ng pamilya, o iwanang blangko.',
    showAmount: 'Dapat true o false ang showAmount.',
  },
  line: { memory: 'Bilang alaala kay {{name}}', honour: 'Bilang parangal kay {{name}}' },
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
  gifts: {
    heading: 'Mga donasyon',
    intro:
      'Mga kumpletong donasyon, pinakabago muna. Mada-download dito ang Certificate of Donation ng isang donasyon kapag hiningi na ito ng donor.',
    loading: 'Naglo-load ng mga donasyon...',
    failed: 'Hindi ma-load ang mga donasyon.',
    empty: 'Wala pang kumpletong donasyon.',
    end: 'Wala nang iba pang donasyon.',
    date: 'Petsa',
    donor: 'Donor',
    amount: 'Halaga',
    event: 'Event',
    method: 'Ibinayad gamit ang',
    tribute: 'Inialay',
    certificate: 'Certificate',
    certificateLabel: 'Certificate (BIR 2322) ng donasyon ni {{donor}} noong {{date}}',
    noCertificate: 'Hindi pa hinihingi',
    noEvent: 'Ang charity',
  },
} satisfies Translation<typeof english>;
