import type { admin as english } from '../en/admin';
import type { Translation } from '../types';

export const admin = {
  heading: 'Admin',
  intro:
    'Suriin ang mga bagong charity: i-verify sila, o i-suspend ang isa para maitago ito sa lahat ng pampublikong page.',
  tabsLabel: 'Status ng charity',
  tabs: {
    pending: 'Naghihintay',
    verified: 'Beripikado',
    suspended: 'Naka-suspend',
    all: 'Lahat',
  },
  loading: 'Naglo-load ng mga charity...',
  loadFailed: 'Hindi ma-load ang mga charity.',
  empty: {
    pending: 'Walang charity na naghihintay ng beripikasyon.',
    verified: 'Walang beripikadong charity.',
    suspended: 'Walang naka-suspend na charity.',
    all: 'Wala pang charity.',
  },
  details: {
    abbreviation: 'Pinaikling pangalan',
    type: 'Uri',
    address: 'Address',
    phone: 'Telepono',
    email: 'Email',
    representative: 'Kinatawan',
    representativeContact: 'Contact ng kinatawan',
    representativeAccount: 'Idinagdag ni',
    noAccount: 'Walang account',
    website: 'Website',
    facebook: 'Facebook',
    instagram: 'Instagram',
    categories: 'Mga kategorya',
    createdAt: 'Idinagdag noong',
    totalDonated: 'Nalikom na donasyon',
  },
  status: {
    pending: 'Hinihintay ang beripikasyon',
    verified: 'Beripikado',
    suspended: 'Naka-suspend',
  },
  actions: {
    verify: 'I-verify',
    suspend: 'I-suspend',
    unsuspend: 'Alisin ang suspensyon',
    viewPage: 'Tingnan ang public page',
    confirmSuspend:
      'I-suspend ang {{name}}? Mawawala ito sa lahat ng pampublikong page at hindi makakatanggap ng donasyon hangga’t hindi inaalis ang suspensyon.',
    confirm: 'I-suspend ang charity',
    cancel: 'Huwag na lang',
    confirmTitle: 'I-suspend ang charity na ito?',
  },
  registration: {
    heading: 'Mga detalye ng rehistro',
    none: 'Walang ibinigay na detalye ng rehistro.',
    notChecked: 'Hindi pa nasusuri.',
    checkedOn: 'Nasuri noong {{date}}.',
    markChecked: 'Markahang nasuri ang rehistro',
    nothingToCheck: 'Walang ibinigay na detalye ng rehistro ang charity na ito na puwedeng suriin.',
  },
  identity: {
    heading: 'Binago mula nang ma-verify',
    intro:
      'Ibinalik sa beripikasyon ang charity na ito dahil sa isang pag-edit. Suriin ang mga pagbabagong ito bago ito i-verify ulit.',
    before: 'Dati',
    after: 'Ngayon',
    none: '(wala)',
    logoBefore: 'Dating logo',
    logoAfter: 'Logo ngayon',
    changedMeanwhile:
      'Nagbago ang mga detalye ng charity na ito habang sinusuri mo. Suriin ulit ang mga ito bago i-verify.',
  },
  toasts: {
    verified: 'Beripikado na ang {{name}}.',
    suspended: 'Naka-suspend na ang {{name}}.',
    unsuspended: 'Inalis na ang suspensyon ng {{name}}.',
    registrationChecked: 'Minarkahang nasuri ang mga detalye ng rehistro ng {{name}}.',
    doneeChecked:
      'Minarkahang nasuri ang donee status ng {{name}}: sinasabi na ng mga page nito na tax-deductible ang mga regalo.',
    failed: 'Hindi ma-update ang charity: {{message}}',
  },
  jobs: {
    heading: 'Mga pumalyang job',
    intro:
      'Mga gawaing ginagawa pagkatapos sumagot (email, text, paalala, pagsusuri ng bayad, housekeeping) na pumalya sa bawat subok. Subukan ulit ang isa kapag naayos na ang sanhi.',
    loading: 'Naglo-load ng mga pumalyang job...',
    loadFailed: 'Hindi ma-load ang mga pumalyang job.',
    empty: 'Walang pumalyang job.',
    endOfList: 'Wala nang iba pang pumalyang job.',
    kinds: {
      email: 'Email',
      'reconcile-donations': 'Pagsusuri ng bayad',
      housekeeping: 'Housekeeping',
      sms: 'Text',
      'volunteer-reminders': 'Paalala sa mga volunteer',
      'update-emails': 'Email ng mga update',
    },
    tries: 'Mga subok',
    lastError: 'Huling error',
    noError: '(walang naitala)',
    failedAt: 'Pumalya noong',
    retry: 'Subukan ulit',
    retried: 'Susubukan ulit ang job.',
    retryFailed: 'Hindi masubukan ulit ang job: {{message}}',
    notFailed:
      'Hindi pumalya ang job na ito (naghihintay, tumatakbo o tapos na), kaya walang susubukan ulit.',
    about: {
      receipt: 'Resibo {{number}} para kay {{to}}',
      passwordReset: 'Link para i-reset ang password para kay {{to}}',
      waitlistPromotion: 'Slot sa {{event}} mula sa waitlist para kay {{to}}',
      eventCancelled: 'Pagkansela ng {{event}} para kay {{to}}',
      reconcile: 'Pagsusuri sa payment gateway ng mga naghihintay na donasyon',
      housekeeping: 'Pagbura ng mga expired na session, reset link at lumang pumalyang login',
      pledgeSlip: 'Pledge slip para sa {{event}} kay {{to}}',
      reportPublished: 'Huling ulat ng {{event}} kay {{to}}',
      volunteerReminder: 'Paalala para sa {{event}} kay {{to}}',
      volunteerReminders: 'Pagpapadala ng paalala sa mga volunteer ng mga event kinabukasan',
      charityUpdate: 'Update mula sa {{event}} para kay {{to}}',
      updateEmails: 'Pag-email sa mga tagasuporta ng isang charity tungkol sa update nito',
      /** A text message (SMS), by what it was for. */
      texts: {
        volunteerReminder: 'Text na paalala para sa {{event}} kay {{to}}',
      },
    },
  },
} satisfies Translation<typeof english>;
