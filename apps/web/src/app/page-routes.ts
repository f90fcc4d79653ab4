/**
 * The pages anyone may open, by path, and the module under features/ each one shows. The router builds its routes
 * from this list, and the build (vite.config.ts) writes which chunks each page needs into page-preloads.json, so
 * the server can name them in the page's `<link rel="modulepreload">`s: they download alongside the entry chunk
 * instead of after it. Signed-in pages (dashboard, admin) are left out: their guard may send the person elsewhere.
 */
export const PAGE_ROUTES = [
  { path: '/', page: 'home/home-page' },
  { path: '/charities', page: 'charities/charities-page' },
  { path: '/charity/:organizationId', page: 'charities/charity-page' },
  { path: '/event/:eventID', page: 'events/event-page' },
  { path: '/event/:eventID/report', page: 'where-it-went/event-report-page' },
  { path: '/events', page: 'events/events-page' },
  { path: '/leaderboards', page: 'leaderboard/leaderboard-page' },
  { path: '/login', page: 'auth/login-page' },
  { path: '/register', page: 'auth/register-page' },
  { path: '/forgot-password', page: 'auth/forgot-password-page' },
  { path: '/reset-password', page: 'auth/reset-password-page' },
  { path: '/payment-success', page: 'donations/payment-success-page' },
  { path: '/unsubscribe', page: 'notifications/unsubscribe-page' },
  { path: '/monthly-giving', page: 'giving/monthly-link-page' },
] as const;
