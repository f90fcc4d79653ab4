import type { tributes as english } from '../en/tributes';
import type { Translation } from '../types';

/**
 * Tributes: a gift given in memory or in honour of someone, printed on the receipt, shown in My giving and on the
 * charity's list of gifts, and, when the donor asks, announced once to the family by email.
 */
export const tributes = {
  toggle: 'Ihalad kining donasyon',
  toggleHint:
    'Mohatag isip handumanan o pasidungog sa usa ka tawo. Ma-print ang iyang ngalan sa imong resibo.',
  kindLegend: 'Kining donasyon',
  kinds: { memory: 'Isip handumanan ni', honour: 'Isip pasidungog ni' },
  nameLabel: 'Iyang ngalan',
  emailLabel: 'Email sa pamilya (opsyonal)',
  emailHint:
    'Kausa ra namo sila i-email inig kompleto sa imong donasyon: kinsa ang mihatag ug alang kang kinsa. Wala nay laing gamit kining address.',
  showAmountLabel: 'Iapil ang kantidad sa email',
  showAmountHint: 'Kung dili, dili isulti sa email kung pila ang imong gihatag.',
  validation: {
    kind: 'Pilia ang "Isip handumanan ni" o "Isip pasidungog ni".',
    nameRequired: 'Ibutang ang ngalan sa tawo nga gihalaran niining donasyon.',
    nameTooLong: 'Hangtod {{max}} ka character ra ang ngalan.',
    email: 'Ibutang ang sakto nga email sa pamilya, o biyai nga blangko.',
    showAmount: 'Kinahanglan true o false ang showAmount.',
  },
  line: { memory: 'Isip handumanan ni {{name}}', honour: 'Isip pasidungog ni {{name}}' },
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
  gifts: {
    heading: 'Mga donasyon',
    intro:
      'Mga kompleto nga donasyon, pinakabag-o una. Ma-download diri ang Certificate of Donation sa usa ka donasyon kung gipangayo na kini sa donor.',
    loading: 'Nag-load sa mga donasyon...',
    failed: 'Dili ma-load ang mga donasyon.',
    empty: 'Wala pay kompleto nga donasyon.',
    end: 'Wala nay laing donasyon.',
    date: 'Petsa',
    donor: 'Donor',
    amount: 'Kantidad',
    event: 'Kalihokan',
    method: 'Gibayad pinaagi sa',
    tribute: 'Gihalad',
    certificate: 'Certificate',
    certificateLabel: 'Certificate (BIR 2322) sa donasyon ni {{donor}} niadtong {{date}}',
    noCertificate: 'Wala pa gipangayo',
    noEvent: 'Ang charity',
  },
} satisfies Translation<typeof english>;
