import type { notifications as english } from '../en/notifications';
import type { Translation } from '../types';

/** What reaches a person and how (/profile/notifications), the emails' footer, and unsubscribe links. */
export const notifications = {
  title: 'Mga pahibalo',
  intro: 'Pilia kung unsa ang ipadala kanimo sa Tabang, ug kung giunsa.',
  loading: 'Gi-load ang imong mga gipili...',
  loadError: 'Dili ma-load ang imong mga gipili.',
  emailHeading: 'Mga email',
  topics: {
    charityUpdates: {
      label: 'Mga update gikan sa mga charity nga akong gisuportahan',
      hint: 'Kung mag-post og update ang charity o kalihokan nga imong gi-donate-an, gi-volunteer-an o gi-like.',
      name: 'mga email bahin sa update sa mga charity nga imong gisuportahan',
    },
    volunteerReminders: {
      label: 'Pahinumdom sa pag-volunteer',
      hint: 'Usa ka adlaw sa dili pa ang kalihokan nga imong gi-volunteer-an, uban sa oras, lugar ug imong check-in code.',
      name: 'mga email nga pahinumdom sa pag-volunteer',
    },
    monthlyGiving: {
      label: 'Pahinumdom sa binulan nga paghatag',
      hint: 'Ang mga pahinumdom nga adunay link sa pagbayad sa imong binulan nga donasyon (kanunay moabot ang pahibalo nga napakyas, gilaktawan o nahuman ang usa ka donasyon).',
      name: 'mga email nga pahinumdom sa binulan nga paghatag',
    },
  },
  alwaysSent:
    'Kanunay i-email ang mga resibo, pag-reset sa password, pledge slip, lugar gikan sa waitlist ug gikanselar nga kalihokan: bahin kini sa usa ka butang nga imong gihimo.',
  textsHeading: 'Mga text message',
  textsNeedMobile:
    'Sa Philippine mobile number lang ipadala ang mga text. Usba una ang imong contact number sa Akong profile.',
  textsOn: 'Moabot usab pinaagi sa text sa {{number}} ang mga pahinumdom sa pag-volunteer.',
  textsOff: 'Naka-off ang mga text message.',
  changeTexts: 'I-on o i-off ang mga text sa Akong profile, tupad sa imong number',
  manageLink: 'Pilia kung unsang mga email ug text ang ipadala kanimo sa Tabang',
  saved: 'Na-save ang imong mga gipili.',
  saveFailed: 'Wala ma-save ang imong gipili: {{message}}',
  invalidChoice: 'Ablihan (true) o sirado (false) ang matag pilianan.',
  invalidLink:
    'Dili valid kini nga unsubscribe link. Pag-sign in aron mapili ang imong mga email sa page sa Mga pahibalo.',
  unsubscribed: 'Nahuman na. Dili na ka makadawat og {{topic}}.',
  resubscribed: 'Makadawat ka na usab og {{topic}}.',
  emailFooter: 'Pilia kung unsang mga email ang ipadala kanimo sa Tabang: {{link}}',
  emailFooterUnsubscribe: 'Hunonga ang {{topic}}: {{link}}',
  unsubscribe: {
    title: 'Pag-unsubscribe',
    checking: 'Gisusi ang imong link...',
    question: 'Hunongon ba ang {{topic}}?',
    explain: 'Mahimo nimo kini nga ablihan pag-usab bisan kanus-a sa page sa Mga pahibalo.',
    confirm: 'Mag-unsubscribe',
    working: 'Gi-unsubscribe...',
    alreadyOff: 'Wala na gyud ka makadawat og {{topic}}.',
    undo: 'Mag-subscribe pag-usab',
    manage: 'Dumalaha ang tanan nimong gipili nga email',
    failed: 'Wala kini molampos: {{message}}',
  },
} satisfies Translation<typeof english>;
