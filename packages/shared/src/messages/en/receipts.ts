/** The acknowledgement receipt (PDF), its email, and the button that opens it. */
export const receipts = {
  brand: 'Tabang',
  tagline: 'Giving and volunteering for Davao',
  title: 'Acknowledgement receipt',
  number: 'Receipt number',
  date: 'Date',
  donor: 'Received from',
  charity: 'Given to',
  event: 'For the event',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  paymentMethod: 'Payment method',
  gatewayReference: 'Payment reference',
  requestId: 'Tabang reference (req_id)',
  none: '—',
  note: 'This acknowledges a donation received through Tabang for the charity named above. Keep it for your records.',
  methods: {
    gcash: 'GCash',
    grabpay: 'GrabPay',
    sevenEleven: '7-Eleven',
    maya: 'Maya',
    card: 'Card',
    qrph: 'QR Ph',
  },
  // Server rules.
  notCompleted: 'A receipt is available only once the payment is completed. This donation is {{status}}.',
  // The email sent when a donation completes.
  emailSubject: 'Your Tabang receipt {{number}}',
  emailBody:
    'Hello {{name}},\n\nThank you for your gift of {{amount}} to {{charity}}. Your acknowledgement receipt {{number}} is attached.\n\nTabang',
  // The web app.
  download: 'Download receipt',
  downloading: 'Opening the receipt...',
  downloadFailed: 'We could not open the receipt. Please try again.',
} as const;
