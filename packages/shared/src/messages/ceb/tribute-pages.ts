import type { tributePages as english } from '../en/tribute-pages';
import type { Translation } from '../types';

/**
 * Texts of the donation dialog's "Dedicate this gift" section and the reports page's Gifts list, loaded with them
 * (decision 029), not with every page.
 */
export const tributePages = {
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
