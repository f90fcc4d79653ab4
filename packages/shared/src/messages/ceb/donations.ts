import type { donations as english, payment as englishPayment } from '../en/donations';
import type { Translation } from '../types';

export const donations = {
  loginRequired: 'Kinahanglan ka mag-log in aron maka-donate.',
  goToLogin: 'Pag-log in',
  processing: 'Ginaproseso',
  invalidAmount: 'Palihug ibutang ang saktong kantidad',
  failure: 'Wala naproseso ang donasyon. Sulayi pag-usab.',
  noPaymentUrl: 'Wala nahimo ang payment link - walay nadawat nga payment URL',
  linkOpened: 'Naabli ang payment link sa bag-ong tab. Palihug human-a didto ang imong bayad.',
  descriptionForEvent: '{{product}} - Donasyon para sa {{event}} sa {{charity}}',
  descriptionForCharity: '{{product}} - Donasyon para sa {{charity}}',
  // The donation modal.
  modalTitle: 'Paghatag og donasyon',
  checkingLogin: 'Ginasusi ang imong login...',
  donatingTo: 'Para sa {{charity}} ang imong donasyon.',
  donatingToEvent: 'Para sa {{event}} sa {{charity}} ang imong donasyon.',
  amountLabel: 'Kantidad (PHP)',
  quickAmounts: 'Pili og kantidad',
  paymentMethods: 'Paagi sa pagbayad',
  paymentMethodsHint:
    'Ikaw ang mopili kung unsaon pagbayad sa secure nga payment page nga maabli sa bag-ong tab.',
  submit: 'Mag-donate',
  submitAmount: 'Mag-donate og {{amount}}',
  // Server-side rules.
  amountTooSmall: 'Ang pinakagamay nga donasyon kay ₱1.00.',
  amountTooLarge: 'Ang pinakadako nga donasyon kay ₱1,000,000.00.',
  amountDecimals: 'Hangtod 2 ka decimal lang ang kantidad.',
  charityRequired: 'Pili og charity nga imong hatagan og donasyon (organizationID).',
  eventInvalid: 'Dili sakto ang kalihokan nga hatagan og donasyon (eventID).',
  charityUnavailable: 'Walay ingon ani nga charity, o wala kini nagdawat og donasyon.',
  eventNotFound: 'Walay ingon ani nga kalihokan.',
  eventOfOtherCharity: 'Iya sa laing charity kini nga kalihokan. Pilia ang charity nga nagdumala niini.',
  gatewayFailed:
    'Dili namo masugdan ang bayad sa among payment provider. Walay kwarta nga nakaltas. Palihug sulayi pag-usab human sa pipila ka minuto.',
  donationNotFound: 'Walay donasyon sa imong account nga adunay ingon ani nga request ID.',
  reqIdRequired: 'Kinahanglan ang req_id.',
  reqIdInvalid: 'Dili kini sakto nga payment request ID (req_id).',
  resultNotFound: 'Walay donasyon nga adunay ingon ani nga request ID.',
  webhookRejected: 'Dili ma-verify ang signature sa webhook.',
} satisfies Translation<typeof english>;

export const payment = {
  missingRequestId: 'Kulang ang impormasyon sa bayad - walay request ID',
  // {{status}} is the English status word (failed, cancelled, expired), so it stands after a label.
  statusInSentence: {
    pending: 'Naghulat',
    completed: 'Kompleto',
    failed: 'Wala natuloy',
    expired: 'Na-expire',
    cancelled: 'Gikansela',
  },
  failed: '❌ {{status}} ang imong bayad. Sulayi pag-usab o kontaka ang support.',
  checkFailed:
    '❌ Naay problema sa pag-check sa status sa imong bayad. Kontaka ang support kung naay nakaltas na sa imong kwarta o balance.',
  success: '🎉 Daghang salamat sa imong donasyon! Nadawat na ang imong tabang.',
  pending: '⏳ Ginaproseso pa ang imong bayad. Kadiyot lang...',
  pageTitle: 'Resulta sa bayad',
  backHome: 'Balik sa Home',
  redirecting: 'Dad-on ka sa home page sulod sa pipila ka segundo.',
  gave: 'Naghatag ka og {{amount}} sa {{charity}}.',
  gaveForEvent: 'Naghatag ka og {{amount}} sa {{charity}} para sa {{event}}.',
  notGiven: 'Wala natuloy ang imong donasyon nga {{amount}} sa {{charity}}.',
  notGivenForEvent: 'Wala natuloy ang imong donasyon nga {{amount}} sa {{charity}} para sa {{event}}.',
  tryAgain: 'Sulayi pag-usab',
  contactSupport: 'Kontaka ang support ({{email}})',
  supportSubject: 'Bayad sa Tabang {{reqId}}',
  // The sandbox's hosted checkout page (server-rendered; no money moves).
  sandbox: {
    title: 'Sulay nga checkout · Tabang',
    banner: 'SULAY NGA BAYAD — walay tinuod nga kwarta',
    intro: 'Kini nga page nagpuli sa usa ka payment gateway. Pilia kung unsa ang i-report sa gateway.',
    amount: 'Kantidad',
    charity: 'Charity',
    event: 'Kalihokan',
    description: 'Deskripsyon',
    method: 'Paagi sa pagbayad',
    pay: 'Bayri',
    fail: 'I-fail',
    cancel: 'Kanselaha',
    expire: 'Pasagdi nga ma-expire',
    notFound: 'Walay sulay nga bayad nga adunay ingon ani nga request ID.',
    notPending: 'Dili na naghulat kini nga sulay nga bayad. Status: {{status}}.',
    viewResult: 'Tan-awa ang resulta sa bayad',
  },
} satisfies Translation<typeof englishPayment>;
