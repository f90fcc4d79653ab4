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
  loading: 'Nag-load sa mga charity...',
  loadFailed: 'Wala ma-load ang mga charity.',
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
    cancel: 'Kanselahon',
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
    failed: 'Wala ma-update ang charity: {{message}}',
  },
} satisfies Translation<typeof english>;
