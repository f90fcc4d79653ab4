#!/usr/bin/env node
// Fails when the JavaScript a first screen loads before anything else (index.html's entry script and the chunks
// it preloads) grows past the budget, or when one page's JavaScript (entry plus that page's chunks, listed by the
// build in .vite/page-scripts.json, see page-budget.mjs) grows past its own, gzipped at level 9 as
// bench/lib/bundle.ts counts it. Reads a finished build: node scripts/check-entry-size.mjs [web out dir, default
// apps/web/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageTotals } from './page-budget.mjs';

const BUDGET_BYTES = 110 * 1024;
/**
 * Each page's budget in KiB, a little above its size when set (docs/architecture.md, "The first screen"):
 * a page that grows past it fails here instead of in the next benchmark. Raise one only with a reason in the commit.
 * Relief drives and solicitation permits added about 2.5 KiB to every page (their texts in the catalogue
 * every page loads) and 1–2 KiB more to the pages with forms (their schemas); the catalogue is the next thing to
 * split. Updates from charities and the notification choices added about 1 KiB more to every page, the
 * same way (the updates section itself loads as its own chunk, after the page). Where it went added up to 1 KiB more:
 * the API's texts (its errors, the CSV headers, the PDF's and the email's words) are in that catalogue; the report and
 * organiser pages' own texts come with those pages (decision 029). The event page and the dashboard hold its totals
 * line and links too (+2).
 * Chunks under 1 kB merged into others (apps/web/vite.config.ts, a third fewer requests per page) moved each page by
 * -0.7 to +2.2 KiB: the pages that went over are set to their size, rounded up, plus 0.5 KiB.
 */
const PAGE_BUDGETS_KIB = {
  // Dates written out instead of by Intl (packages/shared/src/dates.ts: en, fil and ceb names) took twelve pages
  // that sat at their budget up to 0.4 KiB over (+0.5 each): a page's first Intl object costs its main thread more.
  // Pesos formatted by hand instead of by Intl (packages/shared/src/format.ts) took the five pages that sat at their
  // budget 0.1 KiB over: admin, Charities, the monthly plan link and both where-it-went reports (+0.5 each).
  // All set again to each page's size, rounded up, plus 0.5 KiB when the web app stopped loading i18next and
  // react-i18next (decision 034): about 16.5 KiB less on every page. The public pages with Like and Volunteer
  // buttons (Home, Events, a charity, an event) then lost react-hot-toast too (4.6 KiB): their toasts fetch it when
  // raised (lib/later-toasts.ts). The notes below say what each grew by before.
  // Updates, notifications, where it went, ways to pay and the certificates (BIR Form 2322) together added 2–3 KiB
  // to every page, almost all of it their texts in the catalogue every page loads, most of which only the server
  // uses (its refusals, the PDFs' and emails' words): keeping those out of the web's catalogue is the next saving.
  // The edit charity page has the donee status form, the admin page its check, My giving the certificate buttons,
  // yearly statements and tax details (their form loads when opened).
  'account/profile-page': 167,
  // The events' permits to check joined the charities and failed jobs.
  // Monthly giving's two job kinds and email purposes joined the failed jobs' words.
  // The entry asks for the session before the first render, and three lists draw their first answer in slices (+0.1).
  'admin/admin-page': 177.5,
  // Requests started one per task and the first service worker's reads asked one per task (the entry chunk, +0.1 on
  // every page) took these two, which sat at their budget, over (+0.5 each).
  'auth/forgot-password-page': 130.5,
  'auth/login-page': 135.5,
  'auth/register-page': 173.5,
  'auth/reset-password-page': 157.5,
  // The entry ends its first task after React DOM (lib/next-task.ts), a few bytes over (+0.5).
  'charities/charities-page': 136.5,
  // Its sections ask for their own reads and draw the first answer in slices (lib/use-drawn-in-slices.ts).
  // Home, a charity and an event draw what is below their first screen in a render of its own
  // (components/below-the-fold.tsx): a few bytes over on Home, a charity and its gifts page (+0.5 each).
  'charities/charity-page': 146.5,
  // Monthly giving and tributes, merged, each added a little to the shared catalogue (+0.5 on the pages below).
  'charities/edit-charity-page': 192,
  // Load more moves focus in the commit that draws the new cards (a layout effect), a few bytes over.
  'dashboard/dashboard-page': 201,
  // Reads after a write say when it was done (decision 010): about 0.1 KiB on every page, which took this one, the
  // event page and the Events page over (+0.5 each).
  // The entry notes the reads a first visit makes around the service worker (37 bytes), a few over (+0.5).
  'donations/payment-success-page': 138,
  'drives/desk-page': 137.5,
  'drives/my-pledges-page': 138,
  // The edit page of a drive also manages its needs and drop-off points.
  'events/edit-event-page': 191.5,
  'events/event-page': 148,
  'events/events-page': 141,
  // My giving lists the monthly plans with their buttons (their texts load with them, decision 029).
  // A gift's tribute line beside them.
  'giving/giving-page': 138,
  // A plan email's link: reads it, asks, then pauses, resumes, cancels or starts the month's checkout.
  'giving/monthly-link-page': 134.5,
  // The reads a page came with in its HTML (lib/first-reads.ts, its own small chunk) joined the charities' queries.
  'home/home-page': 141.5,
  'leaderboard/leaderboard-page': 130.5,
  'notifications/notifications-page': 136,
  'notifications/unsubscribe-page': 131,
  // The monthly donors' count and the Gifts section's loader (the section itself loads with its own chunk).
  'reports/reports-page': 135,
  'volunteering/my-volunteering-page': 139.5,
  // The hours correction form validates with the shared zod schema, as every form does.
  'volunteering/roster-page': 168,
  // Where it went: no zod (the forms' checks are plain functions), their texts loaded with them.
  'where-it-went/charity-gifts-page': 146.5,
  'where-it-went/event-report-page': 137,
  'where-it-went/organiser-report-page': 150.5,
};
/** A page not in the table (a new one) gets the largest budget above until it is given its own. */
const NEW_PAGE_BUDGET_KIB = 200.5;
const dist = process.argv[2] ?? 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
if (files.length === 0) {
  console.error(`check-entry-size: no entry script found in ${join(dist, 'index.html')}`);
  process.exit(1);
}
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const sizes = files.map((file) => ({ file, gzip: sizeOf(file) }));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const list = sizes.map(({ file, gzip }) => `${file} ${kib(gzip)}`).join(', ');
if (total > BUDGET_BYTES) {
  console.error(
    `check-entry-size: the first screen's JavaScript is ${kib(total)} gzipped, over ${kib(BUDGET_BYTES)}: ${list}`,
  );
  console.error(
    'Split off what the first screen does not need (see docs/architecture.md, "The first screen").',
  );
  process.exit(1);
}
process.stdout.write(`check-entry-size: ${kib(total)} gzipped of ${kib(BUDGET_BYTES)} (${list})\n`);

const scripts = JSON.parse(readFileSync(join(dist, '.vite/page-scripts.json'), 'utf8'));
const budgets = Object.fromEntries(
  Object.entries(PAGE_BUDGETS_KIB).map(([page, size]) => [page, size * 1024]),
);
const pages = pageTotals(scripts, sizeOf, budgets, NEW_PAGE_BUDGET_KIB * 1024);
const over = pages.filter((page) => page.over);
for (const { page, total, budget } of over)
  console.error(
    `check-entry-size: the page ${page} needs ${kib(total)} of JavaScript gzipped, over its ${kib(budget)}`,
  );
if (over.length > 0) {
  console.error(
    "Split off what those pages do not need to show (a dialog, a chart: import it on use), or raise the page's budget in scripts/check-entry-size.mjs with a reason.",
  );
  process.exit(1);
}
const largest = pages.reduce((a, b) => (b.total / b.budget > a.total / a.budget ? b : a));
process.stdout.write(
  `check-entry-size: ${pages.length} pages within their budgets (closest: ${largest.page} ${kib(largest.total)} of ${kib(largest.budget)})\n`,
);
