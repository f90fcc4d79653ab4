import type { MessageKey } from '.';

/**
 * Keys whose Filipino or Cebuano text may be the English one: names, numbers and addresses, and the words Davao
 * says in English (see docs/i18n.md). Any other text identical to English is a text nobody translated, and the
 * catalogue test fails on it. One key a line, by namespace, each with the reason.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<MessageKey> = new Set<MessageKey>([
  // Names, contact details and addresses.
  'common.appName',
  'common.footer.phone',
  'common.footer.email',
  'common.footer.address',
  // common, home, auth: words Davao says in English (glossary: Home, Dashboard, account, email, password).
  'common.nav.home',
  'common.nav.dashboard',
  'home.title',
  'auth.login.email',
  'auth.login.password',
  'auth.register.steps.account',
  'auth.register.email',
  'auth.register.password',
  'auth.forgot.email',
]);
