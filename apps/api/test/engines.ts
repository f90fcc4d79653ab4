/**
 * Which API test files CI runs on both databases. `npm test` runs every API file once: on the embedded PGlite, or
 * on PostgreSQL when TEST_DATABASE_URL is set (as `.ci/run` does, PostgreSQL being the faster of the two). `.ci/run`
 * then runs every file again on PGlite except these: files whose subject is a feature's rules, which reach the
 * database only through SQL that both run alike (PGlite is PostgreSQL itself, compiled to WebAssembly).
 *
 * What differs between the two is how the database is reached, so every other file runs on both: transactions,
 * locks and simultaneous writes (one connection in PGlite, a pool on PostgreSQL), the job queue's scheduling and
 * retries, change notifications (the public cache), migrations, the seed, the embedded database's own files, and
 * the database failing or slow. A new file runs on both until it is listed here.
 *
 * Simultaneous requests in the files below (likes, sign-ups, check-ins) race for real only on PostgreSQL, where
 * they run.
 */
export const ENGINE_NEUTRAL_FILES = [
  'src/modules/calendar/ics.test.ts',
  'src/modules/reports/csv.test.ts',
  'src/modules/texts/quiet-hours.test.ts',
  'src/plugins/public-cache.test.ts',
  'test/account.test.ts',
  'test/add-charity.test.ts',
  'test/add-event.test.ts',
  'test/admin.test.ts',
  'test/anonymous.test.ts',
  'test/auth-reset.test.ts',
  'test/auth.test.ts',
  'test/calendar.test.ts',
  'test/categories.test.ts',
  'test/dashboard.test.ts',
  'test/donations-result.test.ts',
  'test/donations-state.test.ts',
  'test/editing.test.ts',
  'test/engines.test.ts',
  'test/engagement.test.ts',
  'test/event-report.test.ts',
  'test/events.test.ts',
  'test/i18n.test.ts',
  'test/image-variants.test.ts',
  'test/images.test.ts',
  'test/lists-paging.test.ts',
  'test/log-redaction-payments.test.ts',
  'test/log-redaction.test.ts',
  'test/my-donations.test.ts',
  'test/openapi.test.ts',
  'test/organization-gifts.test.ts',
  'test/organizations.test.ts',
  'test/payment-methods.test.ts',
  'test/payments-paymongo.test.ts',
  'test/payments-qrph-limits.test.ts',
  'test/payments-xendit.test.ts',
  'test/permits.test.ts',
  'test/personal-data.test.ts',
  'test/private-cache.test.ts',
  'test/reports.test.ts',
  'test/reverification.test.ts',
  'test/roster-checkin.test.ts',
  'test/roster-contacts.test.ts',
  'test/s3.test.ts',
  'test/serializer.test.ts',
  'test/top-charities.test.ts',
  'test/uploads.test.ts',
  'test/web-app.test.ts',
];
