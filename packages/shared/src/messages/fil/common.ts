import type { common as english, errors as englishErrors } from '../en/common';
import type { Translation } from '../types';

export const common = {
  appName: 'Tabang',
  tagline: 'Tulong na umaabot sa Davao: magbigay, mag-volunteer at iangat ang mga lokal na charity.',
  wait: {
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundo',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minuto',
  },
  nav: {
    home: 'Home',
    charities: 'Mga Charity',
    events: 'Mga Event',
    leaderboard: 'Mga Nangunguna',
    login: 'Mag-log in',
    dashboard: 'Dashboard',
    profile: 'Profile ko',
    myGiving: 'Mga donasyon ko',
    myVolunteering: 'Pag-volunteer ko',
    myPledges: 'Mga pledge ko',
    notifications: 'Mga abiso',
    logout: 'Mag-log out',
    openMenu: 'Buksan ang menu',
    closeMenu: 'Isara ang menu',
    userMenu: 'Menu ng account',
    mainNavigation: 'Pangunahing navigation',
  },
  footer: {
    contactHeading: 'Makipag-ugnayan sa amin',
    phone: '(082) 224 1234',
    email: 'hello@tabang.ph',
    address: 'Roxas Avenue, Poblacion District, Davao City 8000',
    credits: 'Gawa sa Davao ng Tabang team. Mga ilustrasyon lang ang mga larawan at logo ng mga charity.',
  },
  loading: 'Naglo-load...',
  retry: 'Subukan ulit',
  loadMore: 'Mag-load pa',
  loadingMore: 'Naglo-load pa...',
  moreLoaded_one: '{{count}} pa ang na-load',
  moreLoaded_other: '{{count}} pa ang na-load',
  loadMoreFailed: 'Hindi ma-load ang iba pa. Subukan ulit.',
  close: 'Isara',
  notFoundTitle: 'Hindi makita ang page',
  skipToContent: 'Lumaktaw sa pangunahing nilalaman',
  verified: 'Beripikado',
  backToHome: 'Bumalik sa Home',
} satisfies Translation<typeof english>;

/** Texts of the API client and of the server's error responses. */
export const errors = {
  requestTimeout: 'Masyadong natagalan ang request',
  offline: 'Hindi maabot ang Tabang. Pakitingnan ang koneksyon mo sa internet at subukan ulit.',
  generic: 'May problema sa aming system. Pakisubukan ulit maya-maya.',
  /** Kept on the error (`ApiError.detail`), never shown. */
  httpError: 'May problema sa server (error {{code}}). Subukan ulit.',
  databaseUnavailable:
    'Hindi maabot ng Tabang ang database nito ngayon. Pakisubukan ulit pagkalipas ng isang minuto.',
  shuttingDown: 'Nagre-restart ang server na ito ng Tabang. Pakisubukan ulit pagkalipas ng ilang segundo.',
  notFound: 'Hindi makita.',
  routeNotFound: 'Walang ganitong page o API route.',
  methodNotAllowed: 'Hindi puwede ang method na iyan dito.',
  invalidJson: 'Hindi valid na JSON ang body ng request.',
  invalidData:
    'May bahagi ng ipinadalang impormasyon na hindi ma-save (halimbawa, isang nakatagong control character). Pakitingnan ito at subukan ulit.',
  invalidInput: 'Mali ang input: {{details}}',
  unauthorized: 'Mag-log in ka muna para magpatuloy.',
  forbidden: 'Pasensya na, wala kang pahintulot na gawin ito.',
  crossOrigin: 'Ang mga request na nagbabago ng data ay dapat galing sa site na ito.',
  tooManyRequests: 'Sobrang dami ng request. Pakisubukan ulit pagkalipas ng {{after}}.',
  payloadTooLarge: 'Masyadong malaki ang upload. Hanggang 5 MB lang bawat larawan.',
  bodyTooLarge: 'Masyadong malaki ang request na iyan (hanggang 1 MB lang).',
  unsupportedMediaType: 'JPEG, PNG o WebP na larawan lang ang tinatanggap.',
  imageWidth: 'Ang w ay dapat isa sa {{widths}}.',
} satisfies Translation<typeof englishErrors>;
