export const common = {
  appName: 'Tabang',
  tagline: 'Help that reaches Davao: give, volunteer and lift up local charities.',
  /** A wait inside a sentence ("Please try again in {{after}}"), from waitText(). */
  wait: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  nav: {
    home: 'Home',
    charities: 'Charities',
    events: 'Events',
    leaderboard: 'Leaderboard',
    login: 'Login',
    dashboard: 'Dashboard',
    profile: 'My profile',
    myGiving: 'My giving',
    myVolunteering: 'My volunteering',
    myPledges: 'My pledges',
    notifications: 'Notifications',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userMenu: 'Account menu',
    mainNavigation: 'Main navigation',
  },
  footer: {
    contactHeading: 'Contact us',
    phone: '(082) 224 1234',
    email: 'hello@tabang.ph',
    address: 'Roxas Avenue, Poblacion District, Davao City 8000',
    credits: 'Made in Davao by the Tabang team. Charity photos and logos are illustrations.',
  },
  loading: 'Loading...',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  moreLoaded_one: '{{count}} more loaded',
  moreLoaded_other: '{{count}} more loaded',
  loadMoreFailed: 'Could not load more. Try again.',
  close: 'Close',
  notFoundTitle: 'Page not found',
  skipToContent: 'Skip to main content',
  verified: 'Verified',
  backToHome: 'Back to Home',
} as const;

/** Texts of the API client and of the server's error responses. */
export const errors = {
  requestTimeout: 'Request timeout',
  offline: "Can't reach Tabang. Please check your internet connection and try again.",
  generic: 'Something went wrong on our side. Please try again in a moment.',
  /**
   * The technical text for a failure without a message: kept on the error (`ApiError.detail`) for logs and
   * support, never shown.
   */
  httpError: 'HTTP error! status: {{code}}',
  databaseUnavailable: "Tabang can't reach its database right now. Please try again in a minute.",
  shuttingDown: 'This Tabang server is restarting. Please try again in a few seconds.',
  notFound: 'Not found.',
  routeNotFound: 'There is no such page or API route.',
  methodNotAllowed: 'That method is not allowed here.',
  invalidJson: 'The request body is not valid JSON.',
  invalidData:
    'Some of the information sent cannot be stored (for example a hidden control character). Please check it and try again.',
  invalidInput: 'Invalid input: {{details}}',
  unauthorized: 'Please log in first.',
  forbidden: 'You are not allowed to do that.',
  crossOrigin: 'Requests that change data must come from this site.',
  tooManyRequests: 'Too many requests. Please try again in {{after}}.',
  payloadTooLarge: 'The upload is too large. The limit is 5 MB per image.',
  bodyTooLarge: 'That request is too large (the limit is 1 MB).',
  unsupportedMediaType: 'Only JPEG, PNG or WebP images are accepted.',
  imageWidth: 'w must be one of {{widths}}.',
} as const;
