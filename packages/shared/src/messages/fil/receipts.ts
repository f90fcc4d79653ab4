import type { receipts as english } from '../en/receipts';
import type { Translation } from '../types';

/** The acknowledgement receipt (PDF), its email, and the button that opens it. */
export const receipts = {
  brand: 'Tabang',
  tagline: 'Pagbibigay at pag-volunteer para sa Davao',
  title: 'Acknowledgement receipt',
  number: 'Numero ng resibo',
  date: 'Petsa',
  donor: 'Tinanggap mula kay',
  charity: 'Ibinigay sa',
  event: 'Para sa event',
  amount: 'Halaga',
  // The amount in words itself stays English (docs/i18n.md); only its label is translated.
  amountInWords: 'Halaga sa salita',
  paymentMethod: 'Paraan ng pagbabayad',
  gatewayReference: 'Reference ng bayad',
  requestId: 'Reference sa Tabang (req_id)',
  none: '—',
  note: 'Pinapatunayan nito na may natanggap na donasyon sa pamamagitan ng Tabang para sa charity na nakasaad sa itaas. Itago ito para sa iyong records.',
  methods: {
    gcash: 'GCash',
    grabpay: 'GrabPay',
    sevenEleven: '7-Eleven',
    maya: 'Maya',
    card: 'Card',
    qrph: 'QR Ph',
  },
  // Server rules. {{status}} is the English status word, so it stands after a label.
  notCompleted: 'Makukuha lang ang resibo kapag kumpleto na ang bayad. Status ng donasyong ito: {{status}}.',
  // The email sent when a donation completes.
  emailSubject: 'Ang iyong resibo sa Tabang {{number}}',
  emailBody:
    'Kumusta, {{name}}!\n\nSalamat po sa iyong donasyong {{amount}} sa {{charity}}. Kalakip ang iyong resibo {{number}}.\n\nTabang',
  // The web app.
  download: 'I-download ang resibo',
  downloading: 'Binubuksan ang resibo...',
  downloadFailed: 'Hindi namin mabuksan ang resibo. Subukan ulit.',
} satisfies Translation<typeof english>;
