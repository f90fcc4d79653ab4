import type { donations as english, payment as englishPayment } from '../en/donations';
import type { Translation } from '../types';

export const donations = {
  loginRequired: 'Kailangan mong mag-log in para makapag-donate.',
  goToLogin: 'Mag-log in',
  processing: 'Pinoproseso',
  invalidAmount: 'Pakilagay ang tamang halaga',
  failure: 'Hindi naproseso ang donasyon. Subukan ulit.',
  noPaymentUrl: 'Hindi nagawa ang payment link - walang natanggap na payment URL',
  linkOpened: 'Nabuksan ang payment link sa bagong tab. Doon mo tapusin ang iyong bayad.',
  descriptionForEvent: '{{product}} - Donasyon para sa {{event}} ng {{charity}}',
  descriptionForCharity: '{{product}} - Donasyon para sa {{charity}}',
  // The donation modal.
  modalTitle: 'Magbigay ng donasyon',
  checkingLogin: 'Tinitingnan ang iyong login...',
  donatingTo: 'Magdo-donate ka sa {{charity}}.',
  donatingToEvent: 'Magdo-donate ka sa {{event}} ng {{charity}}.',
  amountLabel: 'Halaga (PHP)',
  quickAmounts: 'Pumili ng halaga',
  submit: 'Mag-donate',
  submitAmount: 'Mag-donate ng {{amount}}',
  // Ways to pay: the dialog's choice, their limits, and the server's refusals.
  howToPay: 'Paano magbabayad',
  methodOnPaymentPage: 'Pipiliin sa payment page',
  methodOnPaymentPageHint:
    'Ipapakita ng payment page ang bawat paraan sa ibaba na tumatanggap ng halagang ito.',
  methodUpTo: 'Hanggang {{max}} sa isang bayad',
  methodFromTo: '{{min}} hanggang {{max}} sa isang bayad',
  methodTooLarge: 'Hindi puwede sa halagang ito: hanggang {{max}} lang sa isang bayad.',
  methodTooSmall: 'Hindi puwede sa halagang ito: hindi bababa sa {{min}} sa isang bayad.',
  methodsLoading: 'Kinukuha ang mga paraan ng pagbabayad…',
  methodsFailed: 'Hindi namin makuha ang mga paraan ng pagbabayad. Puwede ka pa ring pumili sa payment page.',
  methodInvalid: 'Hindi ito paraan ng pagbabayad na kilala ng Tabang (method).',
  methodUnavailable:
    'Hindi puwede ang {{method}} para sa donasyon ngayon. Pumili ng ibang paraan ng pagbabayad.',
  methodBelowMin:
    'Hindi bababa sa {{min}} ang tinatanggap ng {{method}} sa isang bayad. Dagdagan ang halaga, o pumili ng ibang paraan.',
  methodAboveMax:
    'Hanggang {{max}} lang ang tinatanggap ng {{method}} sa isang bayad. Bawasan ang halaga, o pumili ng ibang paraan.',
  noMethodTakes:
    'Walang paraan ng pagbabayad dito na tumatanggap ng {{amount}} sa isang bayad: {{max}} ang pinakamalaki. Magbigay ng mas maliit na halaga, o hatiin ang regalo sa ilang donasyon.',
  noMethodTakesSmall:
    'Walang paraan ng pagbabayad dito na tumatanggap ng mas mababa sa {{min}} sa isang bayad. Magbigay ng hindi bababa sa {{min}}.',
  methodNames: {
    gcash: 'GCash',
    grabpay: 'GrabPay',
    '7eleven': '7-Eleven',
    qrph: 'QR Ph (kahit anong bangko o e-wallet)',
    maya: 'Maya',
    card: 'Credit o debit card',
  },
  // Server-side rules.
  amountTooSmall: 'Ang pinakamaliit na donasyon ay ₱1.00.',
  amountTooLarge: 'Ang pinakamalaking donasyon ay ₱1,000,000.00.',
  amountDecimals: 'Hanggang 2 decimal lang ang halaga.',
  charityRequired: 'Pumili ng charity na bibigyan ng donasyon (organizationID).',
  eventInvalid: 'Hindi tama ang event na bibigyan ng donasyon (eventID).',
  charityUnavailable: 'Walang ganitong charity, o hindi ito tumatanggap ng donasyon.',
  eventNotFound: 'Walang ganitong event.',
  eventOfOtherCharity: 'Sa ibang charity ang event na ito. Piliin ang charity na nag-oorganisa nito.',
  gatewayFailed:
    'Hindi namin masimulan ang bayad sa aming payment provider. Walang nasingil sa iyo. Subukan ulit pagkalipas ng ilang minuto.',
  donationNotFound: 'Walang donasyon sa account mo na may ganitong request ID.',
  reqIdRequired: 'Kailangan ang req_id.',
  reqIdInvalid: 'Hindi ito tamang payment request ID (req_id).',
  resultNotFound: 'Walang donasyon na may ganitong request ID.',
  webhookRejected: 'Hindi ma-verify ang signature ng webhook.',
} satisfies Translation<typeof english>;

export const payment = {
  missingRequestId: 'Kulang ang impormasyon ng bayad - walang request ID',
  // {{status}} is the English status word (failed, cancelled, expired), so it stands after a label.
  statusInSentence: {
    pending: 'Naghihintay',
    completed: 'Kumpleto',
    failed: 'Hindi natuloy',
    expired: 'Nag-expire',
    cancelled: 'Kinansela',
  },
  failed: '❌ {{status}} ang bayad. Subukan ulit o kontakin ang support.',
  checkFailed:
    '❌ Nagkaproblema sa pag-check ng status ng bayad mo. Kontakin ang support kung may nabawas na sa pera o balance mo.',
  success: '🎉 Salamat po sa iyong donasyon! Matagumpay na naproseso ang iyong ambag.',
  pending: '⏳ Pinoproseso pa ang bayad mo. Sandali lang...',
  pageTitle: 'Resulta ng bayad',
  backHome: 'Bumalik sa Home',
  redirectingIn_one: 'Dadalhin ka sa home page sa loob ng {{count}} segundo.',
  redirectingIn_other: 'Dadalhin ka sa home page sa loob ng {{count}} segundo.',
  stay: 'Manatili sa page na ito',
  stayed: 'Ginagamit mo ang page na ito, kaya hindi ito isasara. Bumalik sa Home kapag tapos ka na.',
  receiptEmailed: 'Na-email na ang resibo mo sa address ng Tabang account mo.',
  receiptLogIn: 'Para ma-download ito rito, mag-log in.',
  logInForReceipt: 'Mag-log in para makuha ang resibo',
  myGiving: 'Tingnan sa Pagbibigay ko',
  shareLead: 'Yayain ang barkada mo na mag-donate din:',
  gave: 'Nagbigay ka ng {{amount}} sa {{charity}}.',
  gaveForEvent: 'Nagbigay ka ng {{amount}} sa {{charity}} para sa {{event}}.',
  notGiven: 'Hindi natuloy ang donasyon mong {{amount}} sa {{charity}}.',
  notGivenForEvent: 'Hindi natuloy ang donasyon mong {{amount}} sa {{charity}} para sa {{event}}.',
  tryAgain: 'Subukan ulit',
  contactSupport: 'Kontakin ang support ({{email}})',
  supportSubject: 'Bayad sa Tabang {{reqId}}',
  // The sandbox's hosted checkout page (server-rendered; no money moves).
  sandbox: {
    title: 'Pansubok na checkout · Tabang',
    banner: 'PANSUBOK NA BAYAD — walang totoong pera',
    intro: 'Ang page na ito ang pumapalit sa payment gateway. Piliin kung ano ang iuulat ng gateway.',
    amount: 'Halaga',
    charity: 'Charity',
    event: 'Event',
    description: 'Paglalarawan',
    method: 'Paraan ng pagbabayad',
    pay: 'Magbayad',
    fail: 'I-fail',
    cancel: 'Kanselahin',
    expire: 'Hayaang mag-expire',
    qrHeading: 'I-scan para magbayad gamit ang QR Ph',
    qrHint:
      'Buksan ang app ng kahit anong bangko o e-wallet, piliin ang Scan QR, at itutok ito sa code na ito.',
    qrAlt: 'QR Ph code para magbayad ng {{amount}}',
    qrExpires_one: 'Mag-e-expire ang code nang {{time}}: {{count}} minuto na lang.',
    qrExpires_other: 'Mag-e-expire ang code nang {{time}}: {{count}} minuto na lang.',
    qrExpired: 'Nag-expire na ang QR Ph code na ito. Magsimula ng bagong donasyon para sa bagong code.',
    notFound: 'Walang pansubok na bayad na may ganitong request ID.',
    notPending: 'Hindi na naghihintay ang pansubok na bayad na ito. Status: {{status}}.',
    viewResult: 'Tingnan ang resulta ng bayad',
  },
} satisfies Translation<typeof englishPayment>;
