import type { common as english, errors as englishErrors } from '../en/common';
import type { Translation } from '../types';

export const common = {
  appName: 'Tabang',
  tagline: 'Tabang nga moabot sa Davao: mohatag, mag-volunteer ug suportahi ang mga lokal nga charity.',
  wait: {
    seconds_one: '{{count}} ka segundo',
    seconds_other: '{{count}} ka segundo',
    minutes_one: '{{count}} ka minuto',
    minutes_other: '{{count}} ka minuto',
  },
  nav: {
    home: 'Home',
    charities: 'Mga Charity',
    events: 'Mga Kalihokan',
    leaderboard: 'Mga Nanguna',
    login: 'Pag-log in',
    dashboard: 'Dashboard',
    profile: 'Akong profile',
    myGiving: 'Akong mga donasyon',
    myVolunteering: 'Akong pag-volunteer',
    myPledges: 'Akong mga pledge',
    notifications: 'Mga pahibalo',
    logout: 'Pag-log out',
    openMenu: 'Ablihi ang menu',
    closeMenu: 'Isira ang menu',
    userMenu: 'Menu sa account',
    mainNavigation: 'Panguna nga navigation',
  },
  footer: {
    contactHeading: 'Kontaka mi',
    phone: '(082) 224 1234',
    email: 'hello@tabang.ph',
    address: 'Roxas Avenue, Poblacion District, Davao City 8000',
    credits: 'Gihimo sa Davao sa Tabang team. Ilustrasyon lang ang mga litrato ug logo sa mga charity.',
  },
  loading: 'Naga-load...',
  retry: 'Sulayi pag-usab',
  loadMore: 'Pag-load pa',
  loadingMore: 'Naga-load pa...',
  moreLoaded_one: '{{count}} pa ang na-load',
  moreLoaded_other: '{{count}} pa ang na-load',
  loadMoreFailed: 'Dili ma-load ang uban pa. Sulayi pag-usab.',
  close: 'Isira',
  notFoundTitle: 'Wala makit-an ang page',
  skipToContent: 'Laktaw sa panguna nga sulod',
  verified: 'Beripikado',
  backToHome: 'Balik sa Home',
} satisfies Translation<typeof english>;

/** Texts of the API client and of the server's error responses. */
export const errors = {
  requestTimeout: 'Dugay kaayo ang request',
  offline: 'Dili maabot ang Tabang. Palihug tan-awa ang imong koneksyon sa internet ug sulayi pag-usab.',
  generic: 'Naay problema sa among bahin. Palihug sulayi pag-usab unya-unya.',
  /** Kept on the error (`ApiError.detail`), never shown. */
  httpError: 'Naay problema sa server (error {{code}}). Sulayi pag-usab.',
  databaseUnavailable:
    'Dili maabot sa Tabang ang database karon. Palihug sulayi pag-usab human sa usa ka minuto.',
  shuttingDown: 'Naga-restart kining server sa Tabang. Palihug sulayi pag-usab human sa pipila ka segundo.',
  notFound: 'Wala makit-an.',
  routeNotFound: 'Walay ingon ana nga page o API route.',
  methodNotAllowed: 'Dili puwede dinhi ang maong method.',
  invalidJson: 'Dili valid nga JSON ang body sa request.',
  invalidData:
    'Naay bahin sa gipadala nga impormasyon nga dili matipigan (pananglitan, usa ka tinago nga control character). Palihug tan-awa kini ug sulayi pag-usab.',
  invalidInput: 'Sayop nga input: {{details}}',
  unauthorized: 'Palihug pag-log in una.',
  forbidden: 'Dili ka gitugotan nga mobuhat ana.',
  crossOrigin: 'Ang mga request nga mousab sa data kinahanglan gikan niining site.',
  tooManyRequests: 'Daghan kaayo nga request. Palihug sulayi pag-usab human sa {{after}}.',
  payloadTooLarge: 'Dako kaayo ang upload. Hangtod 5 MB lang matag litrato.',
  bodyTooLarge: 'Dako kaayo ang maong request (hangtod 1 MB lang).',
  unsupportedMediaType: 'JPEG, PNG o WebP nga litrato lang ang gidawat.',
  imageWidth: 'Ang w kinahanglan usa sa {{widths}}.',
} satisfies Translation<typeof englishErrors>;
