import type { receipts as english } from '../en/receipts';
import type { Translation } from '../types';

/** The acknowledgement receipt (PDF), its email, and the button that opens it. */
export const receipts = {
  brand: 'Tabang',
  tagline: 'Paghatag ug pag-volunteer para sa Davao',
  title: 'Acknowledgement receipt',
  number: 'Numero sa resibo',
  date: 'Petsa',
  donor: 'Nadawat gikan kang',
  charity: 'Gihatag sa',
  event: 'Para sa kalihokan',
  amount: 'Kantidad',
  // The amount in words itself stays English (docs/i18n.md); only its label is translated.
  amountInWords: 'Kantidad sa pulong',
  paymentMethod: 'Paagi sa pagbayad',
  gatewayReference: 'Reference sa bayad',
  requestId: 'Reference sa Tabang (req_id)',
  none: '—',
  note: 'Kini nagpamatuod nga adunay donasyon nga nadawat pinaagi sa Tabang para sa charity nga nahisgotan sa ibabaw. Tipigi kini para sa imong records.',
  methods: {
    gcash: 'GCash',
    grabpay: 'GrabPay',
    sevenEleven: '7-Eleven',
    maya: 'Maya',
    card: 'Card',
    qrph: 'QR Ph',
  },
  // Server rules. {{status}} is the English status word, so it stands after a label.
  notCompleted: 'Makuha lang ang resibo kung kompleto na ang bayad. Status niini nga donasyon: {{status}}.',
  // The email sent when a donation completes.
  emailSubject: 'Imong resibo sa Tabang {{number}}',
  emailBody:
    'Maayong adlaw, {{name}}!\n\nDaghang salamat sa imong donasyon nga {{amount}} sa {{charity}}. Gi-attach dinhi ang imong resibo {{number}}.\n\nTabang',
  // The web app.
  download: 'I-download ang resibo',
  downloading: 'Gina-abli ang resibo...',
  downloadFailed: 'Dili namo maabli ang resibo. Sulayi pag-usab.',
} satisfies Translation<typeof english>;
