/**
 * Fills a fresh database with a large, realistic data set for the benchmarks (bench/run.ts).
 *
 *   node --import tsx bench/generate.ts
 *
 * PGlite by default (files under BENCH_DATA_DIR, default data/bench, wiped first); PostgreSQL when DATABASE_URL
 * is set (the database must be empty: bench/run.ts creates a fresh one). Image blobs always go to
 * BENCH_DATA_DIR/blobs.
 * Sizes: BENCH_USERS (100,000), BENCH_CHARITIES (2,000), BENCH_EVENTS (20,000), BENCH_DONATIONS (1,000,000),
 * BENCH_ENGAGEMENT (rows per like/volunteer table, 100,000).
 * The rows are made by the database itself (multi-row INSERT … SELECT over generate_series), which is what makes
 * a million donations take seconds rather than minutes. Every "random" choice is a hash of the row number and a
 * salt, so the same sizes give the same data.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { donationDescription } from '@tabang/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import { categories } from '../apps/api/src/db/schema';
import { drawLogo, drawPoster, drawScene } from '../apps/api/src/db/seed/artwork';
import { prepareImage, saveImage } from '../apps/api/src/lib/images';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { diskBlobStore } from '../apps/api/src/storage/blob-store';
import { mismatchedTotals } from './lib/totals';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SIZES = {
  users: size('BENCH_USERS', 100_000),
  charities: size('BENCH_CHARITIES', 2_000),
  events: size('BENCH_EVENTS', 20_000),
  donations: size('BENCH_DONATIONS', 1_000_000),
  engagement: size('BENCH_ENGAGEMENT', 100_000),
};
const rawDataDir = process.env.BENCH_DATA_DIR ?? 'data/bench';
const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(REPO_ROOT, rawDataDir);
const databaseUrl = process.env.DATABASE_URL || undefined;

const FIRST = [
  'Maria',
  'Jose',
  'Ana',
  'Juan',
  'Rosa',
  'Carlo',
  'Liza',
  'Paolo',
  'Grace',
  'Mark',
  'Joy',
  'Rey',
];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Ramos', 'Lim'];
const CITIES = ['Davao City', 'Tagum City', 'Digos City', 'Panabo City', 'Samal', 'Mati City', 'Cebu City'];
const CAUSES = [
  'Hope',
  'Bayanihan',
  'Kalinga',
  'Sagip',
  'Tulong',
  'Lingap',
  'Pag-asa',
  'Ginhawa',
  'Alay',
  'Diwa',
];
const KINDS = ['Foundation', 'Outreach', 'Youth Council', 'Relief Network', 'Learning Center', 'Shelter'];
const CATEGORY_NAMES = [
  'Education',
  'Health',
  'Disaster Relief',
  'Environment',
  'Animal Welfare',
  'Children',
  'Elderly',
  'Women',
  'Indigenous Peoples',
  'Feeding Program',
  'Livelihood',
  'Housing',
  'Arts and Culture',
  'Sports',
  'Ocean Life',
  'Mental Health',
  'Persons with Disability',
  'Community Support',
  'Water and Sanitation',
  'Faith-based',
];
const SENTENCES = [
  'We work with barangays across Mindanao to reach families who need help the most.',
  'Volunteers run weekend programmes for children and their parents.',
  'Every peso donated goes to supplies, transport and the people who deliver them.',
  'Our team has served the community since the typhoon season of 2012.',
  'We partner with local schools, clinics and parishes to keep the work going all year.',
  'Join us on the ground or support us from wherever you are.',
];
const ORGANIZATION_TYPES = ['non-profit', 'community', 'educational', 'other'] as const;
const EVENT_WORDS = ['Clean-up', 'Feeding Day', 'Fun Run', 'Blood Drive', 'Book Drive', 'Tree Planting'];

/** How many signed-in donors the benchmark's donation phase can use (sessions made here, tokens in dataset.json). */
const SESSIONS = size('BENCH_SESSIONS', 200);

function log(message: string) {
  console.info(`[generate ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
}
const started = performance.now();

/** A SQL string literal (the values are ours, but quoting them properly costs nothing). */
const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const array = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === 'number' ? String(v) : lit(v))).join(',')}]`;
/** A repeatable pseudo-random whole number ≥ 0 (31 bits) from a row-number expression and a salt. */
const h = (row: string, salt: number) => `(hashint8((${row})::bigint * 1009 + ${salt}) & 2147483647)`;
/** The same as a fraction in [0, 1). */
const r = (row: string, salt: number) => `(${h(row, salt)}::float8 / 2147483648)`;
/** One element of `values`, chosen by row and salt. */
const pickSql = (values: readonly (string | number)[], row: string, salt: number) =>
  `(${array(values)})[1 + ${h(row, salt)} % ${values.length}]`;
/** 1–max sentences from SENTENCES. */
const sentences = (row: string, salt: number, min: number, max: number) =>
  `array_to_string(array(select (${array(SENTENCES)})[1 + ${h(`(${row}) * 8 + k`, salt)} % ${SENTENCES.length}]
     from generate_series(1, ${min} + ${h(row, salt + 1)} % ${max - min + 1}) k), ' ')`;

/** The rows of a raw query; both drivers answer with `{ rows }`, which the shared Db type leaves unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function run(db: Db, label: string, statement: string | SQL): Promise<void> {
  const t0 = performance.now();
  await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
  log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Inserts `count` rows in slices (so progress shows and no statement holds everything at once). */
async function inSlices(
  db: Db,
  label: string,
  count: number,
  slice: number,
  statement: (lo: number, hi: number) => string,
) {
  const t0 = performance.now();
  for (let lo = 1; lo <= count; lo += slice) {
    const hi = Math.min(count, lo + slice - 1);
    await db.execute(sql.raw(statement(lo, hi)));
    if (hi < count) log(`${label}: ${hi.toLocaleString('en')} / ${count.toLocaleString('en')}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  log(
    `${label}: ${count.toLocaleString('en')} in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')} rows/s)`,
  );
}

/** The id range of a table filled here; the generator relies on the ids being consecutive (a fresh sequence). */
async function idRange(db: Db, table: string): Promise<{ first: number; count: number }> {
  const [row] = rowsOf<{ first: number; last: number; count: number }>(
    await db.execute(
      sql.raw(`select min(id)::int as first, max(id)::int as last, count(*)::int as count from ${table}`),
    ),
  );
  if (!row || row.last - row.first + 1 !== row.count) throw new Error(`${table} ids are not consecutive`);
  return { first: row.first, count: row.count };
}

/** Up to `count` distinct (user, target) pairs for a like/volunteer table, dated within the last year. */
function engagement(
  table: string,
  column: string,
  users: { first: number; count: number },
  targets: { first: number; count: number },
  count: number,
  salt: number,
) {
  const wanted = Math.min(count, users.count * targets.count);
  // A few more draws than rows, so the duplicates dropped still leave enough.
  const draws = Math.ceil(wanted * 1.2) + 100;
  return `insert into ${table} (user_id, ${column}, created_at)
    select u, t, now() - ${r('g', salt + 2)} * interval '365 days'
    from (select min(g) as g, u, t from (
            select g, ${users.first} + ${h('g', salt)} % ${users.count} as u, ${targets.first} + ${h('g', salt + 1)} % ${targets.count} as t
            from generate_series(1, ${draws}) g) d
          group by u, t order by min(g) limit ${wanted}) s
    on conflict do nothing`;
}

const database = openDatabase({ url: databaseUrl, dataDir });
try {
  if (!databaseUrl) rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
  rmSync(join(dataDir, 'blobs'), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log(
    `${database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'}; sizes ${JSON.stringify(SIZES)}`,
  );
  await database.migrate();
  const { db } = database;
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users`),
  );
  if (Number(n) > 0) throw new Error('The database is not empty: the benchmark needs a fresh one.');

  // Ten pictures, drawn and stored once, shared by every charity and event.
  const blobs = diskBlobStore(join(dataDir, 'blobs'));
  const colours = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f'];
  const store = async (png: Promise<Buffer>) =>
    (await saveImage(db, blobs, await prepareImage(await png))).id;
  const logoIds = await Promise.all(
    ['HOP', 'BAY', 'KAL'].map((abbr, i) => store(drawLogo(abbr, colours[i]!))),
  );
  const sceneIds = await Promise.all([1, 2, 3, 4].map((i) => store(drawScene(colours[i]!, i))));
  const posterIds = await Promise.all(
    ['Coastal Clean-up', 'Feeding Day', 'Fun Run'].map((title, i) =>
      store(drawPoster(title, colours[i]!, i + 7)),
    ),
  );
  log(`images: ${logoIds.length + sceneIds.length + posterIds.length} stored`);

  const categoryIds = (
    await db
      .insert(categories)
      .values(CATEGORY_NAMES.map((name) => ({ name })))
      .returning({ id: categories.id })
  ).map((row) => row.id);

  // One argon2 hash for everybody: hashing 100,000 passwords would take longer than everything else.
  const passwordHash = await hashPassword('bench-password-not-for-login');
  await inSlices(
    db,
    'users',
    SIZES.users,
    50_000,
    (lo, hi) => `
    insert into users (first_name, last_name, username, email, contact_number, password_hash, dob, location,
                       interested_in, created_at)
    select f, l, lower(f) || '.' || lower(l) || '.' || (g - 1), 'bench-user-' || (g - 1) || '@example.ph',
           '0917' || lpad((g - 1)::text, 7, '0'), ${lit(passwordHash)},
           make_date(1950 + ${h('g', 3)} % 56, 1 + ${h('g', 4)} % 12, 1 + ${h('g', 5)} % 28),
           ${pickSql(CITIES, 'g', 6)}, ${pickSql(CATEGORY_NAMES, 'g', 7)}, now() - (1 + ${h('g', 8)} % 700) * interval '1 day'
    from (select g, ${pickSql(FIRST, 'g', 1)} as f, ${pickSql(LAST, 'g', 2)} as l from generate_series(${lo}, ${hi}) g) s`,
  );
  const userRange = await idRange(db, 'users');

  await run(
    db,
    `organizations: ${SIZES.charities.toLocaleString('en')}`,
    `
    insert into organizations (name, abbreviation, description, address, phone_number, email, representative_name,
      representative_contact_number, representative_user_id, facebook_link, instagram_link, website_link, type,
      logo_image_id, feature_image_id, verified, suspended, created_at)
    select name, upper(regexp_replace(name, '(\\S)\\S*\\s*', '\\1', 'g')), ${sentences('g', 20, 2, 5)},
      (1 + ${h('g', 22)} % 999) || ' ' || ${pickSql(['Rizal', 'Bonifacio', 'Quezon', 'Roxas'], 'g', 23)} || ' St., ' || ${pickSql(CITIES, 'g', 24)},
      '082' || lpad((${h('g', 25)} % 10000000)::text, 7, '0'), 'charity-' || (g - 1) || '@example.ph',
      ${pickSql(FIRST, 'g', 26)} || ' ' || ${pickSql(LAST, 'g', 27)}, '0918' || lpad((g - 1)::text, 7, '0'),
      case when ${r('g', 28)} < 0.5 then ${userRange.first} + ${h('g', 29)} % ${userRange.count} end,
      case when ${r('g', 30)} < 0.6 then 'https://www.facebook.com/bench-charity-' || (g - 1) end,
      case when ${r('g', 31)} < 0.3 then 'https://www.instagram.com/bench_charity_' || (g - 1) end,
      case when ${r('g', 32)} < 0.4 then 'https://charity-' || (g - 1) || '.example.ph' end,
      ${pickSql(ORGANIZATION_TYPES, 'g', 33)}, ${pickSql(logoIds, 'g', 34)}, ${pickSql(sceneIds, 'g', 35)},
      -- About 5% wait for verification and about 1% are suspended.
      roll >= 0.05, roll >= 0.05 and roll < 0.06, now() - (30 + ${h('g', 36)} % 871) * interval '1 day'
    from (select g, ${pickSql(CAUSES, 'g', 37)} || ' ' || ${pickSql(KINDS, 'g', 38)} || ' ' || g as name, ${r('g', 39)} as roll
          from generate_series(1, ${SIZES.charities}) g) s`,
  );
  const charityRange = await idRange(db, 'organizations');
  await run(
    db,
    'organization_categories',
    `
    insert into organization_categories (organization_id, category_id)
    select distinct o.id, (${array(categoryIds)})[1 + ${h('o.id * 4 + k', 40)} % ${categoryIds.length}]
    from organizations o cross join generate_series(1, 3) k where k <= 1 + ${h('o.id', 41)} % 3`,
  );

  // Events from 120 days ago to 180 days ahead; about one in ten has no end.
  await inSlices(
    db,
    'events',
    SIZES.events,
    50_000,
    (lo, hi) => `
    insert into events (organization_id, name, description, location, starts_at, ends_at, who_can_join, status,
                        image_id, created_by_user_id, created_at)
    select o.id, ${pickSql(CAUSES, 'g', 51)} || ' ' || ${pickSql(EVENT_WORDS, 'g', 52)}, ${sentences('g', 53, 1, 4)},
      ${pickSql(['Barangay Hall', 'Plaza', 'Covered Court', 'Beach Park'], 'g', 55)} || ', ' || ${pickSql(CITIES, 'g', 56)},
      s.starts_at, case when ${r('g', 57)} >= 0.1 then s.starts_at + (2 + ${h('g', 58)} % 7) * interval '1 hour' end,
      ${pickSql(['Everyone', 'Adults 18 and over', 'Students', 'Families'], 'g', 59)}, 0, ${pickSql(posterIds, 'g', 60)},
      o.representative_user_id, least(now(), s.starts_at) - (5 + ${h('g', 61)} % 56) * interval '1 day'
    from (select g, ${charityRange.first} + ${h('g', 50)} % ${charityRange.count} as organization_id,
                 now() - interval '120 days' + ${r('g', 54)} * interval '300 days' as starts_at
          from generate_series(${lo}, ${hi}) g) s
    join organizations o on o.id = s.organization_id`,
  );
  await idRange(db, 'events');
  await run(
    db,
    'event_categories',
    `
    insert into event_categories (event_id, category_id)
    select distinct e.id, (${array(categoryIds)})[1 + ${h('e.id * 4 + k', 62)} % ${categoryIds.length}]
    from events e cross join generate_series(1, 2) k where k <= 1 + ${h('e.id', 63)} % 2`,
  );

  // Completed donations: donors are skewed (a few give often) and about a quarter name an event of the charity.
  // The description is the app's own text, with the names put in by the database.
  const forCharity = donationDescription('{C}');
  const forEvent = donationDescription('{C}', '{E}');
  await inSlices(
    db,
    'donations',
    SIZES.donations,
    100_000,
    (lo, hi) => `
    with ev as (select organization_id, array_agg(id order by id) as ids, array_agg(name order by id) as names
                from events group by organization_id)
    insert into donations (req_id, user_id, organization_id, event_id, amount_centavos, description, status, provider,
                           provider_ref, expires_at, completed_at, created_at, updated_at)
    select 'bench-' || (g - 1), ${userRange.first} + floor(${r('g', 71)} ^ 2 * ${userRange.count})::int, o.id,
      ev.ids[k], (100 + ${h('g', 72)} % 19901) * 100,
      case when k is null then replace(${lit(forCharity)}, '{C}', o.name)
           else replace(replace(${lit(forEvent)}, '{C}', o.name), '{E}', ev.names[k]) end,
      'completed', 'sandbox', 'sandbox-' || (g - 1), s.created_at + interval '1 hour',
      s.created_at + (1 + ${h('g', 73)} % 15) * interval '1 minute', s.created_at,
      s.created_at + (1 + ${h('g', 73)} % 15) * interval '1 minute'
    from (select g, ${charityRange.first} + ${h('g', 70)} % ${charityRange.count} as organization_id,
                 now() - ${r('g', 74)} * interval '365 days' as created_at from generate_series(${lo}, ${hi}) g) s
    join organizations o on o.id = s.organization_id
    left join ev on ev.organization_id = o.id
    cross join lateral (select case when ev.ids is not null and ${r('g', 75)} < 0.25
                                    then 1 + ${h('g', 76)} % cardinality(ev.ids) end as k) pick`,
  );

  // The totals equal the completed donations exactly, computed by the database.
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update organizations o set total_donation_centavos = s.total
      from (select organization_id, sum(amount_centavos) as total from donations
            where status = 'completed' group by organization_id) s
      where o.id = s.organization_id`);
    await tx.execute(sql`
      insert into donor_totals (user_id, total_centavos, donation_count)
      select user_id, sum(amount_centavos), count(*) from donations
      where status = 'completed' group by user_id`);
  });
  log(`totals: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const eventRange = await idRange(db, 'events');
  await run(
    db,
    'organization_likes',
    engagement('organization_likes', 'organization_id', userRange, charityRange, SIZES.engagement, 80),
  );
  await run(
    db,
    'event_likes',
    engagement('event_likes', 'event_id', userRange, eventRange, SIZES.engagement, 83),
  );
  await run(
    db,
    'organization_volunteers',
    engagement('organization_volunteers', 'organization_id', userRange, charityRange, SIZES.engagement, 86),
  );
  await run(
    db,
    'event_volunteers',
    engagement('event_volunteers', 'event_id', userRange, eventRange, SIZES.engagement, 89),
  );

  // Signed-in donors for the donation phase: a 30-day session each for the first users (the token is shown to
  // the benchmark only; the table keeps its SHA-256, as createSession does).
  const sessions = Array.from({ length: Math.min(SESSIONS, userRange.count) }, (_, i) => ({
    userId: userRange.first + i,
    token: randomBytes(32).toString('base64url'),
  }));
  await run(
    db,
    `sessions: ${sessions.length}`,
    `
    insert into sessions (token_hash, user_id, persistent, expires_at)
    select encode(sha256(convert_to(t, 'UTF8')), 'hex'), u, true, now() + interval '30 days'
    from unnest(${array(sessions.map((s) => s.token))}, ${array(sessions.map((s) => s.userId))}) as x(t, u)`,
  );

  // As autovacuum would leave a live database after a bulk load: fresh statistics, so the planner sees the real sizes,
  // and the rows marked visible to all, so an index-only scan need not visit the table (and no reader later pays for
  // the versions the events' totals triggers rewrote as the gifts went in).
  await run(db, 'vacuum analyze', 'vacuum (analyze)');

  // The charities' and donors' totals were filled in above; the events' by the database's triggers as the gifts went
  // in (migrations 0028 and 0029).
  const mismatched = await mismatchedTotals(db);
  if (mismatched.charities !== 0 || mismatched.donors !== 0 || mismatched.events !== 0)
    throw new Error(`Totals differ from the donations: ${JSON.stringify(mismatched)}`);
  log("totals check: every charity's, donor's and event's total equals its donations'");

  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*) from users)::int as users,
             (select count(*) from organizations)::int as charities,
             (select count(*) from organizations where verified and not suspended)::int as "publicCharities",
             (select count(*) from events)::int as events,
             (select count(*) from donations)::int as donations,
             (select count(*) from donor_totals)::int as donors,
             (select count(*) from organization_likes)::int as "organizationLikes",
             (select count(*) from event_likes)::int as "eventLikes",
             (select count(*) from organization_volunteers)::int as "organizationVolunteers",
             (select count(*) from event_volunteers)::int as "eventVolunteers",
             (select count(*) from images)::int as images`),
  );
  // Real ids and search words for the endpoints that take them: a public charity with upcoming events, one of
  // its upcoming events, and the category most public charities are in.
  const [sample] = rowsOf<{ charityId: number; eventId: number; categoryId: number }>(
    await db.execute(sql`
      select e.organization_id as "charityId", e.id as "eventId",
             (select oc.category_id from organization_categories oc join organizations o on o.id = oc.organization_id
              where o.verified and not o.suspended group by oc.category_id order by count(*) desc, oc.category_id
              limit 1) as "categoryId"
      from events e join organizations o on o.id = e.organization_id
      where o.verified and not o.suspended and e.starts_at > now() + interval '1 day'
      order by (select count(*) from events e2 where e2.organization_id = o.id and e2.starts_at > now()) desc, e.id
      limit 1`),
  );
  if (!sample) throw new Error('No public charity with an upcoming event: make the data set larger');
  const seconds = (performance.now() - started) / 1000;
  // bench/run.ts reads this to describe the data set, to pick real ids and to sign donors in.
  const summary = {
    database: database.kind,
    seconds: Math.round(seconds),
    sizes: SIZES,
    counts,
    sample: {
      ...sample,
      // Words of the generated names: each matches about a tenth of the charities / a sixth of the events.
      charityWord: 'bayanihan',
      eventWord: 'fun run',
    },
    sessions,
  };
  writeFileSync(join(dataDir, 'dataset.json'), `${JSON.stringify(summary, null, 2)}\n`);
  log(`finished in ${seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
} finally {
  await database.close();
}
