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
  // calendar, share, reports, roster, volunteering: product names, formats and glossary loanwords.
  'calendar.add.google', // product name
  'share.siteTitle', // app name
  'share.pageTitle', // "{{name}} · Tabang" format
  'share.facebook', // product name
  'share.messenger', // product name
  'reports.event', // Filipino says "Event" (glossary); Cebuano translates it
  'reports.csv.donations.event', // as reports.event
  'reports.csv.donations.donor', // "donor" in the glossary
  'reports.csv.roster.email', // "email" in the glossary
  'roster.waitlistHeading', // "waitlist" in the glossary
  'roster.statusVolunteered', // "volunteer" (person) in the glossary
  'roster.statusWaitlisted', // "Waitlist #{{position}}": glossary word and a number
  'volunteering.waitlisted', // as roster.statusWaitlisted
]);
