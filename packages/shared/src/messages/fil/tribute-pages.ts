import type { tributePages as english } from '../en/tribute-pages';
import type { Translation } from '../types';

/**
 * Texts of the donation dialog's "Dedicate this gift" section and the reports page's Gifts list, loaded with them
 * (decision 029), not with every page.
 */
export const tributePages = {
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
