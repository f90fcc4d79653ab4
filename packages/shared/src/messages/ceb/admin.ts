import type { admin as english } from '../en/admin';
import type { Translation } from '../types';

export const admin = {
  heading: 'Admin',
  intro:
    'Susiha ang mga bag-ong charity: i-verify sila, o i-suspend ang usa aron matago kini sa tanang publikong page.',
  tabsLabel: 'Status sa charity',
  tabs: {
    pending: 'Naghulat',
    verified: 'Beripikado',
    suspended: 'Gi-suspend',
    all: 'Tanan',
  },
  loading: 'Gina-load ang mga charity...',
  loadFailed: 'Dili ma-load ang mga charity.',
  empty: {
    pending: 'Walay charity nga naghulat sa beripikasyon.',
    verified: 'Walay beripikado nga charity.',
    suspended: 'Walay gi-suspend nga charity.',
    all: 'Wala pay charity.',
  },
  details: {
    abbreviation: 'Mubo nga ngalan',
    type: 'Klase',
    address: 'Address',
    phone: 'Telepono',
    email: 'Email',
    representative: 'Representante',
    representativeContact: 'Contact sa representante',
    representativeAccount: 'Gidugang ni',
    noAccount: 'Walay account',
    website: 'Website',
    facebook: 'Facebook',
    instagram: 'Instagram',
    categories: 'Mga kategorya',
    createdAt: 'Gidugang niadtong',
    totalDonated: 'Natigom nga donasyon',
  },
  status: {
    pending: 'Naghulat sa beripikasyon',
    verified: 'Beripikado',
    suspended: 'Gi-suspend',
  },
  actions: {
    verify: 'I-verify',
    suspend: 'I-suspend',
    unsuspend: 'Tangtanga ang suspensyon',
    viewPage: 'Tan-awa ang public page',
    confirmSuspend:
      'I-suspend ang {{name}}? Mawala kini sa tanang publikong page ug dili makadawat og donasyon hangtod matangtang ang suspensyon.',
    confirm: 'I-suspend ang charity',
    cancel: 'Ayaw na lang',
    confirmTitle: 'I-suspend kini nga charity?',
  },
  registration: {
    heading: 'Mga detalye sa rehistro',
    none: 'Walay gihatag nga detalye sa rehistro.',
    notChecked: 'Wala pa nasusi.',
    checkedOn: 'Nasusi niadtong {{date}}.',
    markChecked: 'Markahi nga nasusi ang rehistro',
    nothingToCheck: 'Walay gihatag nga detalye sa rehistro kini nga charity nga masusi.',
  },
  identity: {
    heading: 'Giusab sukad na-verify',
    intro:
      'Gibalik sa beripikasyon kini nga charity tungod sa usa ka pag-edit. Susiha kini nga mga kausaban una kini i-verify pag-usab.',
    before: 'Kaniadto',
    after: 'Karon',
    none: '(wala)',
    logoBefore: 'Logo kaniadto',
    logoAfter: 'Logo karon',
    changedMeanwhile:
      'Nausab ang mga detalye niini nga charity samtang imong gisusi. Susiha kini pag-usab una i-verify.',
  },
  toasts: {
    verified: 'Beripikado na ang {{name}}.',
    suspended: 'Gi-suspend na ang {{name}}.',
    unsuspended: 'Gitangtang na ang suspensyon sa {{name}}.',
    registrationChecked: 'Gimarkahan nga nasusi ang mga detalye sa rehistro sa {{name}}.',
    doneeChecked:
      'Gimarkahan nga nasusi ang donee status sa {{name}}: moingon na ang mga page niini nga tax-deductible ang mga gasa.',
    failed: 'Wala ma-update ang charity: {{message}}',
  },
  jobs: {
    heading: 'Mga napakyas nga job',
    intro:
      'Mga buluhaton human sa tubag (email, text, pahinumdom, pagsusi sa bayad, housekeeping) nga napakyas sa matag sulay. Sulayi pag-usab ang usa kon naayo na ang hinungdan.',
    loading: 'Gina-load ang mga napakyas nga job...',
    loadFailed: 'Dili ma-load ang mga napakyas nga job.',
    empty: 'Walay napakyas nga job.',
    endOfList: 'Wala nay laing napakyas nga job.',
    kinds: {
      email: 'Email',
      'reconcile-donations': 'Pagsusi sa bayad',
      housekeeping: 'Housekeeping',
      sms: 'Text',
      'volunteer-reminders': 'Pahinumdom sa mga volunteer',
    },
    tries: 'Mga sulay',
    lastError: 'Katapusang error',
    noError: '(walay natala)',
    failedAt: 'Napakyas niadtong',
    retry: 'Sulayi pag-usab',
    retried: 'Sulayan pag-usab ang job.',
    retryFailed: 'Dili masulayan pag-usab ang job: {{message}}',
    notFailed: 'Wala mapakyas kini nga job (naghulat, nagdagan o nahuman na), busa walay sulayan pag-usab.',
    about: {
      receipt: 'Resibo {{number}} para kang {{to}}',
      passwordReset: 'Link sa pag-reset sa password para kang {{to}}',
      waitlistPromotion: 'Lugar sa {{event}} gikan sa waitlist para kang {{to}}',
      eventCancelled: 'Pagkansela sa {{event}} para kang {{to}}',
      reconcile: 'Pagsusi sa payment gateway sa mga naghulat nga donasyon',
      housekeeping: 'Pagtangtang sa mga expired nga session, reset link ug daang napakyas nga login',
      pledgeSlip: 'Pledge slip para sa {{event}} ngadto kang {{to}}',
      volunteerReminder: 'Pahinumdom sa {{event}} para kang {{to}}',
      volunteerReminders: 'Pagpadala og pahinumdom sa mga volunteer sa mga kalihokan ugma',
      /** A text message (SMS), by what it was for. */
      texts: {
        volunteerReminder: 'Text nga pahinumdom sa {{event}} para kang {{to}}',
      },
    },
  },
} satisfies Translation<typeof english>;
