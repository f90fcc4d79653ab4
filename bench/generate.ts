/**
 * Fills a fresh database with a large, realistic data set for the benchmarks (bench/run.ts).
 *
 *   node --import tsx bench/generate.ts
 *
 * PGlite by default (files under BENCH_DATA_DIR, default data/bench, wiped first); PostgreSQL when DATABASE_URL
 * is set (the database must be empty: bench/run.ts creates a fresh one). Image blobs always go to
 * BENCH_DATA_DIR/blobs.
 * Sizes: BENCH_USERS, BENCH_CHARITIES, BENCH_EVENTS, BENCH_DONATIONS, BENCH_ENGAGEMENT (rows per like/volunteer
 * table). Random choices come from a seeded generator, so the same sizes give the same data.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { donationDescription } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, openDatabase } from '../apps/api/src/db/client';
import {
  categories,
  donations,
  eventCategories,
  eventLikes,
  events,
  eventVolunteers,
  organizationCategories,
  organizationLikes,
  organizations,
  organizationVolunteers,
  users,
} from '../apps/api/src/db/schema';
import { drawLogo, drawPoster, drawScene } from '../apps/api/src/db/seed/artwork';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { prepareImage, saveImage } from '../apps/api/src/modules/images/service';
import { diskBlobStore } from '../apps/api/src/storage/blob-store';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SIZES = {
  users: size('BENCH_USERS', 20_000),
  charities: size('BENCH_CHARITIES', 2_000),
  events: size('BENCH_EVENTS', 20_000),
  donations: size('BENCH_DONATIONS', 200_000),
  engagement: size('BENCH_ENGAGEMENT', 100_000),
};
const rawDataDir = process.env.BENCH_DATA_DIR ?? 'data/bench';
const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(REPO_ROOT, rawDataDir);
const databaseUrl = process.env.DATABASE_URL || undefined;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const now = Date.now();

// mulberry32: small, fast and seeded, so runs are repeatable.
let seed = 0x7a5b1e;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

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
const description = (sentences: number) => Array.from({ length: sentences }, () => pick(SENTENCES)).join(' ');

function log(message: string) {
  console.info(`[generate ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
}
const started = performance.now();

/** Inserts rows in batches, several batches per transaction; returns the inserted ids when asked. */
async function insertAll<T extends Record<string, unknown>>(
  db: Db,
  label: string,
  table: PgTable,
  rows: T[],
  options: { batch?: number; returnIds?: boolean } = {},
): Promise<number[]> {
  const batch = options.batch ?? 2_000;
  const perTransaction = batch * 5;
  const ids: number[] = [];
  const t0 = performance.now();
  for (let start = 0; start < rows.length; start += perTransaction) {
    const slice = rows.slice(start, start + perTransaction);
    await db.transaction(async (tx) => {
      for (let i = 0; i < slice.length; i += batch) {
        const insert = tx.insert(table).values(slice.slice(i, i + batch) as never);
        if (options.returnIds) {
          const returned = (await insert.returning()) as { id: number }[];
          for (const row of returned) ids.push(row.id);
        } else await insert;
      }
    });
    const done = Math.min(start + perTransaction, rows.length);
    if (done === rows.length || done % (perTransaction * 4) === 0)
      log(`${label}: ${done.toLocaleString('en')} / ${rows.length.toLocaleString('en')}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  log(
    `${label}: done in ${seconds.toFixed(1)} s (${Math.round(rows.length / seconds).toLocaleString('en')} rows/s)`,
  );
  return ids;
}

/** `count` distinct (user, target) pairs, spread at random. */
function pairs(count: number, userIds: number[], targetIds: number[], oldest: number) {
  const wanted = Math.min(count, userIds.length * targetIds.length);
  const seen = new Set<number>();
  const rows: { userId: number; targetId: number; createdAt: Date }[] = [];
  while (rows.length < wanted) {
    const u = Math.floor(random() * userIds.length);
    const t = Math.floor(random() * targetIds.length);
    const key = u * targetIds.length + t;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      userId: userIds[u]!,
      targetId: targetIds[t]!,
      createdAt: new Date(now - Math.floor(random() * oldest)),
    });
  }
  return rows;
}

/** The rows of a raw query; both drivers answer with `{ rows }`, which the shared Db type leaves unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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

  const categoryIds = await insertAll(
    db,
    'categories',
    categories,
    CATEGORY_NAMES.map((name) => ({ name })),
    { returnIds: true },
  );

  // One argon2 hash for everybody: hashing 20,000 passwords would take longer than everything else.
  const passwordHash = await hashPassword('bench-password-not-for-login');
  const userRows = Array.from({ length: SIZES.users }, (_, i) => {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    return {
      firstName,
      lastName,
      username: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${i}`,
      email: `bench-user-${i}@example.ph`,
      contactNumber: `0917${String(i).padStart(7, '0')}`,
      passwordHash,
      dob: `${int(1950, 2005)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
      location: pick(CITIES),
      interestedIn: pick(CATEGORY_NAMES),
      createdAt: new Date(now - int(1, 700) * DAY),
    };
  });
  const userIds = await insertAll(db, 'users', users, userRows, { returnIds: true });

  const charityRows = Array.from({ length: SIZES.charities }, (_, i) => {
    const name = `${pick(CAUSES)} ${pick(KINDS)} ${i + 1}`;
    const roll = random();
    return {
      name,
      abbreviation: name
        .split(' ')
        .map((word) => word[0])
        .join('')
        .toUpperCase(),
      description: description(int(2, 5)),
      address: `${int(1, 999)} ${pick(['Rizal', 'Bonifacio', 'Quezon', 'Roxas'])} St., ${pick(CITIES)}`,
      phoneNumber: `082${String(int(0, 9_999_999)).padStart(7, '0')}`,
      email: `charity-${i}@example.ph`,
      representativeName: `${pick(FIRST)} ${pick(LAST)}`,
      representativeContactNumber: `0918${String(i).padStart(7, '0')}`,
      representativeUserId: random() < 0.5 ? pick(userIds) : null,
      facebookLink: random() < 0.6 ? `https://www.facebook.com/bench-charity-${i}` : null,
      instagramLink: random() < 0.3 ? `https://www.instagram.com/bench_charity_${i}` : null,
      websiteLink: random() < 0.4 ? `https://charity-${i}.example.ph` : null,
      type: pick(ORGANIZATION_TYPES),
      logoImageId: pick(logoIds),
      featureImageId: pick(sceneIds),
      // About 5% wait for verification and about 1% are suspended.
      verified: roll >= 0.05,
      suspended: roll >= 0.05 && roll < 0.06,
      createdAt: new Date(now - int(30, 900) * DAY),
    };
  });
  const charityIds = await insertAll(db, 'organizations', organizations, charityRows, { returnIds: true });
  const charityName = new Map(charityIds.map((id, i) => [id, charityRows[i]!.name]));
  const representative = new Map(charityIds.map((id, i) => [id, charityRows[i]!.representativeUserId]));
  const charityCategoryRows = charityIds.flatMap((organizationId) => {
    const chosen = new Set(Array.from({ length: int(1, 3) }, () => pick(categoryIds)));
    return [...chosen].map((categoryId) => ({ organizationId, categoryId }));
  });
  await insertAll(db, 'organization_categories', organizationCategories, charityCategoryRows, {
    batch: 5_000,
  });

  // Events from 120 days ago to 180 days ahead; about one in ten has no end.
  const eventRows = Array.from({ length: SIZES.events }, () => {
    const organizationId = pick(charityIds);
    const startsAt = new Date(now - 120 * DAY + Math.floor(random() * 300 * DAY));
    return {
      organizationId,
      name: `${pick(CAUSES)} ${pick(EVENT_WORDS)}`,
      description: description(int(1, 4)),
      location: `${pick(['Barangay Hall', 'Plaza', 'Covered Court', 'Beach Park'])}, ${pick(CITIES)}`,
      startsAt,
      endsAt: random() < 0.1 ? null : new Date(startsAt.getTime() + int(2, 8) * HOUR),
      whoCanJoin: pick(['Everyone', 'Adults 18 and over', 'Students', 'Families']),
      status: 0,
      imageId: pick(posterIds),
      createdByUserId: representative.get(organizationId) ?? null,
      createdAt: new Date(Math.min(now, startsAt.getTime()) - int(5, 60) * DAY),
    };
  });
  const eventIds = await insertAll(db, 'events', events, eventRows, { returnIds: true });
  const eventsByCharity = new Map<number, { id: number; name: string }[]>();
  eventIds.forEach((id, i) => {
    const row = eventRows[i]!;
    const list = eventsByCharity.get(row.organizationId) ?? [];
    list.push({ id, name: row.name });
    eventsByCharity.set(row.organizationId, list);
  });
  const eventCategoryRows = eventIds.flatMap((eventId) => {
    const chosen = new Set(Array.from({ length: int(1, 2) }, () => pick(categoryIds)));
    return [...chosen].map((categoryId) => ({ eventId, categoryId }));
  });
  await insertAll(db, 'event_categories', eventCategories, eventCategoryRows, { batch: 5_000 });

  // Completed donations: donors are skewed (a few give often) and about a quarter name an event of the charity.
  const donationRows = Array.from({ length: SIZES.donations }, (_, i) => {
    const organizationId = pick(charityIds);
    const charityEvents = eventsByCharity.get(organizationId);
    const event = charityEvents && random() < 0.25 ? pick(charityEvents) : null;
    const createdAt = new Date(now - Math.floor(random() * 365 * DAY));
    const completedAt = new Date(createdAt.getTime() + int(1, 15) * 60 * 1000);
    return {
      reqId: `bench-${i}`,
      userId: userIds[Math.floor(random() ** 2 * userIds.length)]!,
      organizationId,
      eventId: event?.id ?? null,
      amountCentavos: int(100, 20_000) * 100,
      description: donationDescription(charityName.get(organizationId)!, event?.name),
      status: 'completed',
      provider: 'sandbox',
      providerRef: `sandbox-${i}`,
      expiresAt: new Date(createdAt.getTime() + HOUR),
      completedAt,
      createdAt,
      updatedAt: completedAt,
    };
  });
  await insertAll(db, 'donations', donations, donationRows);

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

  await insertAll(
    db,
    'organization_likes',
    organizationLikes,
    pairs(SIZES.engagement, userIds, charityIds, 365 * DAY),
    {
      batch: 5_000,
    },
  );
  await insertAll(db, 'event_likes', eventLikes, pairs(SIZES.engagement, userIds, eventIds, 365 * DAY), {
    batch: 5_000,
  });
  await insertAll(
    db,
    'organization_volunteers',
    organizationVolunteers,
    pairs(SIZES.engagement, userIds, charityIds, 365 * DAY),
    { batch: 5_000 },
  );
  await insertAll(
    db,
    'event_volunteers',
    eventVolunteers,
    pairs(SIZES.engagement, userIds, eventIds, 365 * DAY),
    {
      batch: 5_000,
    },
  );

  // Fresh statistics, as autovacuum would give a live database, so the planner sees the real sizes.
  const t1 = performance.now();
  await db.execute(sql`analyze`);
  log(`analyze: done in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

  const [check] = rowsOf<{ charities: string; donations: string; donors: string }>(
    await db.execute(sql`
      select (select sum(total_donation_centavos) from organizations)::text as charities,
             (select sum(amount_centavos) from donations where status = 'completed')::text as donations,
             (select sum(total_centavos) from donor_totals)::text as donors`),
  );
  if (!check) throw new Error('The totals query returned nothing');
  if (check.charities !== check.donations || check.donors !== check.donations)
    throw new Error(`Totals do not match the donations: ${JSON.stringify(check)}`);
  log(`totals check: charities = donors = donations = ${check.donations} centavos`);

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
  const seconds = (performance.now() - started) / 1000;
  // bench/run.ts reads this to describe the data set and to pick real ids.
  const summary = {
    database: database.kind,
    seconds: Math.round(seconds),
    counts,
    sample: {
      charityId: charityIds.find((_, i) => charityRows[i]!.verified && !charityRows[i]!.suspended),
      eventId: eventIds.find((_, i) => {
        const row = eventRows[i]!;
        const charity = charityRows[charityIds.indexOf(row.organizationId)]!;
        return row.startsAt.getTime() > now && !charity.suspended;
      }),
    },
  };
  writeFileSync(join(dataDir, 'dataset.json'), `${JSON.stringify(summary, null, 2)}\n`);
  log(`finished: ${JSON.stringify(counts)}`);
} finally {
  await database.close();
}
