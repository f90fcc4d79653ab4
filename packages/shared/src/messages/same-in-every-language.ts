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
  // account, charities, events, engagement: field labels Davao says in English (glossary: email, password,
  // address), brand names, and a count whose noun is the loanword "volunteer" with no plural ending.
  'account.profile.email',
  'account.delete.password',
  'charities.address',
  'charities.email',
  'charities.website',
  'events.email',
  'events.address',
  'events.facebook',
  'events.instagram',
  'engagement.volunteerCount_one',
]);
