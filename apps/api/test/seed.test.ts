import { IMAGE_VARIANT_WIDTHS, philippineToday, receiptNumber, receiptYear } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import {
  donations,
  donorTotals,
  events,
  eventVolunteers,
  images,
  imageVariants,
  organizations,
  receiptCounters,
  users,
} from '../src/db/schema';
import { ANONYMOUS_DONATIONS, CHARITIES, DEMO_USER_DONATIONS, DONORS, EVENTS } from '../src/db/seed/data';
import {
  DEMO_ADMIN,
  DEMO_USER,
  eventStart,
  isDatabaseEmpty,
  seedDemoData,
  seedOnStart,
} from '../src/db/seed/index';
import { verifyPassword } from '../src/lib/passwords';
import { listDropoffs, listMyPledges, listNeeds } from '../src/modules/drives/service';
import { type BlobStore, memoryBlobStore } from '../src/storage/blob-store';
import { createTestDatabase } from './helpers';

let database: Database;
let blobs: BlobStore;
const now = Date.now();
beforeAll(async () => {
  database = await createTestDatabase();
  blobs = memoryBlobStore();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  await seedDemoData(database.db, blobs, { info: () => {} });
});
afterAll(() => database.close());

/** The demo permits drawn as stand-ins for their scans: the DSWD and LGU ones. */
const SCANS = EVENTS.filter((event) => event.permit && event.permit.type !== 'exempt').length;

describe('demo seed', () => {
  it('adds 8 verified charities and their published events, then counts as not empty', async () => {
    const charities = await database.db.select().from(organizations);
    expect(charities).toHaveLength(8);
    expect(charities.every((c) => c.verified && !c.suspended)).toBe(true);
    expect(await database.db.select().from(events)).toHaveLength(EVENTS.length);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('places events in the past, in the rest of this month and in later months', async () => {
    const rows = await database.db.select().from(events);
    const ended = rows.filter((e) => (e.endsAt ?? e.startsAt).getTime() < now);
    const upcoming = rows.filter((e) => (e.endsAt ?? e.startsAt).getTime() > now);
    expect(ended.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.length).toBeGreaterThanOrEqual(15);
    const manila = (d: Date) => new Date(d.getTime() + 8 * 3600_000);
    const thisMonth = manila(new Date(now)).getUTCMonth();
    expect(
      upcoming.filter((e) => manila(e.startsAt).getUTCMonth() === thisMonth).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      upcoming.filter((e) => manila(e.startsAt).getUTCMonth() !== thisMonth).length,
    ).toBeGreaterThanOrEqual(9);
    expect(rows.every((e) => e.status === 0 && e.imageId !== null)).toBe(true);
  });

  it('keeps "this month" events inside the month even on its last days', () => {
    for (const iso of [
      '2026-11-29T03:00:00Z',
      '2026-11-30T10:00:00Z',
      // Five minutes before midnight in Manila on the month's last day.
      '2026-11-30T15:55:00Z',
      '2026-12-31T15:30:00Z',
      '2027-02-01T00:00:00Z',
    ]) {
      const at = Date.parse(iso);
      const month = new Date(at + 8 * 3600_000).getUTCMonth();
      for (const fraction of [0.15, 0.5, 0.9]) {
        const start = eventStart({ thisMonth: fraction }, 9, at);
        expect(start.getTime()).toBeGreaterThan(at);
        expect(new Date(start.getTime() + 8 * 3600_000).getUTCMonth()).toBe(month);
      }
    }
  });

  it('stores every picture as a WebP blob', async () => {
    const rows = await database.db.select().from(images);
    expect(rows).toHaveLength(CHARITIES.length * 2 + EVENTS.length + SCANS);
    for (const row of rows) {
      const bytes = await blobs.get(row.storageKey);
      expect(bytes, row.storageKey).not.toBeNull();
      expect(bytes!.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(row.contentType).toBe('image/webp');
    }
  });

  it('stores the smaller copies of every picture wider than 320 px, as uploads do', async () => {
    const rows = await database.db.select().from(images);
    const copies = await database.db.select().from(imageVariants);
    for (const row of rows) {
      const widths = copies.filter((copy) => copy.imageId === row.id).map((copy) => copy.width);
      expect(
        widths.sort((a, b) => a - b),
        row.storageKey,
      ).toEqual(IMAGE_VARIANT_WIDTHS.filter((width) => width < row.width));
    }
    // The 1200 px feature pictures and posters have 320 and 640 px copies.
    expect(copies.length).toBe((CHARITIES.length + EVENTS.length + SCANS) * 2);
    for (const copy of copies) expect(await blobs.get(copy.storageKey), copy.storageKey).not.toBeNull();
  });

  it('gives every event with a goal a solicitation permit, two of them lapsed', async () => {
    // In the order they were added: a table has no order of its own (a sign-up rewrites its event's row).
    const rows = await database.db.select().from(events).orderBy(events.id);
    const withGoal = rows.filter((row) => row.goalCentavos !== null);
    expect(withGoal.length).toBeGreaterThan(0);
    for (const row of withGoal) expect(row.permitType, row.name).not.toBeNull();
    const today = philippineToday();
    const dated = rows.filter((row) => row.permitValidUntil !== null);
    expect(dated.filter((row) => row.permitValidUntil! < today).map((row) => row.name)).toEqual([
      'Rabies Vaccination Drive',
      'Earthquake Relief for Baganga',
    ]);
    expect(dated.every((row) => /\d{4}/.test(row.permitNumber!) && row.permitScanImageId !== null)).toBe(
      true,
    );
  });

  it("makes each charity's total equal the sum of its completed donations", async () => {
    const sums = await database.db
      .select({ id: donations.organizationId, total: sql<string>`sum(${donations.amountCentavos})` })
      .from(donations)
      .where(eq(donations.status, 'completed'))
      .groupBy(donations.organizationId);
    const charities = await database.db.select().from(organizations);
    for (const charity of charities) {
      const sum = Number(sums.find((s) => s.id === charity.id)?.total ?? 0);
      expect(charity.totalDonationCentavos, charity.name).toBe(sum);
    }
    expect(charities.filter((c) => c.totalDonationCentavos > 0).length).toBe(8);
  });

  it('numbers the completed donations in order of completion per year, mails nobody, and sets the counters', async () => {
    // The seed numbers gifts completed at the same moment in the order it inserts them, which is id order.
    const completed = (
      await database.db.select().from(donations).where(eq(donations.status, 'completed'))
    ).sort((a, b) => a.completedAt!.getTime() - b.completedAt!.getTime() || a.id - b.id);
    const next = new Map<number, number>();
    for (const row of completed) {
      const year = receiptYear(row.completedAt!);
      next.set(year, (next.get(year) ?? 0) + 1);
      expect(row.receiptNumber).toBe(receiptNumber(year, next.get(year)!));
      expect(row.paymentMethod).not.toBeNull();
    }
    const jobs = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'email'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(jobs.rows[0]!.n)).toBe(0);
    const counters = await database.db.select().from(receiptCounters);
    expect(new Map(counters.map((c) => [c.year, c.lastNumber]))).toEqual(next);
  });

  it('makes the leaderboard totals equal each donor’s completed named donations, with one tie', async () => {
    const completed = await database.db.select().from(donations).where(eq(donations.status, 'completed'));
    expect(completed).toHaveLength(
      DONORS.reduce((n, d) => n + d.donations.length, 0) +
        DEMO_USER_DONATIONS.length +
        ANONYMOUS_DONATIONS.length,
    );
    // Anonymous gifts count in the charities' totals (checked above) but not on the leaderboard.
    expect(completed.filter((d) => d.anonymous)).toHaveLength(ANONYMOUS_DONATIONS.length);
    const totals = await database.db.select().from(donorTotals);
    for (const total of totals) {
      const mine = completed.filter((d) => d.userId === total.userId && !d.anonymous);
      expect(total.totalCentavos).toBe(mine.reduce((n, d) => n + d.amountCentavos, 0));
      expect(total.donationCount).toBe(mine.length);
    }
    const amounts = totals.map((t) => t.totalCentavos);
    expect(new Set(amounts).size).toBe(amounts.length - 1);
    const pending = await database.db.select().from(donations).where(eq(donations.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
  });

  it('ties event donations to events of the same charity', async () => {
    const rows = await database.db
      .select({ donationOrg: donations.organizationId, eventOrg: events.organizationId })
      .from(donations)
      .innerJoin(events, eq(events.id, donations.eventId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.donationOrg === r.eventOrg)).toBe(true);
  });

  it('creates the admin and the demo member with working passwords', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    const [member] = await database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(admin!.role).toBe('admin');
    expect(member!.role).toBe('user');
    expect(await verifyPassword(admin!.passwordHash, DEMO_ADMIN.password)).toBe(true);
    expect(await verifyPassword(member!.passwordHash, DEMO_USER.password)).toBe(true);
    const represented = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.representativeUserId, member!.id));
    expect(represented).toHaveLength(1);
  });

  it('shows what a real charity looks like: checked SEC/DSWD registration on most, goals and slot limits on some events', async () => {
    const charities = await database.db.select().from(organizations);
    const registered = charities.filter((c) => c.secRegistrationNumber !== null);
    expect(registered.length).toBeGreaterThan(charities.length / 2);
    expect(registered.length).toBeLessThan(charities.length);
    expect(
      registered.every((c) => c.registrationCheckedAt !== null && c.registrationCheckedAt.getTime() < now),
    ).toBe(true);
    const licensed = charities.filter((c) => c.dswdRegistrationNumber !== null);
    expect(licensed.length).toBeGreaterThan(0);
    // Every permit is still valid, so the page never shows a lapsed one.
    expect(
      licensed.every((c) => c.dswdValidUntil !== null && c.dswdValidUntil > new Date(now).toISOString()),
    ).toBe(true);
    expect(
      charities
        .filter((c) => c.secRegistrationNumber === null)
        .every((c) => c.registrationCheckedAt === null),
    ).toBe(true);

    const rows = await database.db.select().from(events);
    const upcoming = rows.filter((e) => (e.endsAt ?? e.startsAt).getTime() > now);
    expect(upcoming.filter((e) => e.goalCentavos !== null).length).toBeGreaterThanOrEqual(3);
    expect(upcoming.filter((e) => e.volunteerCapacity !== null).length).toBeGreaterThanOrEqual(3);
    expect(
      upcoming.filter((e) => e.goalCentavos === null && e.volunteerCapacity === null).length,
    ).toBeGreaterThan(0);
    // No one waits: each limited event has more slots than the seed's volunteers.
    const taken = await database.db
      .select({ targetId: eventVolunteers.targetId, n: sql<number>`count(*)::int` })
      .from(eventVolunteers)
      .groupBy(eventVolunteers.targetId);
    for (const event of rows.filter((e) => e.volunteerCapacity !== null)) {
      const n = taken.find((row) => row.targetId === event.id)?.n ?? 0;
      expect(n, event.name).toBeLessThan(event.volunteerCapacity!);
    }
  });
});

describe('the demo relief drive', () => {
  it('is open and urgent, with its needs, the goods brought so far, drop-off points and the demo pledge', async () => {
    const [drive] = await database.db.select().from(events).where(eq(events.urgent, true));
    expect(drive).toMatchObject({ reliefDrive: true, permitType: 'dswd-regional' });
    expect(drive!.startsAt.getTime()).toBeLessThan(now);
    expect(drive!.endsAt!.getTime()).toBeGreaterThan(now);
    const needs = await listNeeds(database.db, drive!.id);
    expect(
      needs.map((need) => [need.item, need.quantityNeeded, need.quantityReceived, need.quantityPledged]),
    ).toEqual([
      ['Rice', 120, 35, 2],
      ['Drinking water', 200, 64, 0],
      ['Hygiene kits', 300, 0, 0],
      ['Sleeping mats', 150, 0, 0],
    ]);
    expect(await listDropoffs(database.db, drive!.id)).toHaveLength(2);
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    const [slip] = await listMyPledges(database.db, demo!.id);
    expect(slip).toMatchObject({ code: 'R7K2QD', status: 'pledged', quantity: 2 });
    expect(slip!.expectedOn > philippineToday(now)).toBe(true);
  });
});

describe('seeding on start-up', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    SMTP_URL: 'smtp://mail.example',
    TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  } as const;

  it('is off in production, even on the embedded database, unless DEMO_SEED=1 asks for it', () => {
    expect(loadConfig(production).demoSeed).toBe(false);
    expect(loadConfig({ ...production, DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/tabang' }).demoSeed).toBe(false);
  });

  it('gives the demo accounts fresh passwords in production, shown once, never the published ones', async () => {
    const fresh = await createTestDatabase();
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    try {
      await seedOnStart({ env: 'production', demoSeed: false }, fresh.db, memoryBlobStore(), log);
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);

      await seedOnStart({ env: 'production', demoSeed: true }, fresh.db, memoryBlobStore(), log);
      const shown = lines.filter((line) => line.startsWith('Demo accounts:'));
      expect(shown).toHaveLength(1);
      for (const account of [DEMO_ADMIN, DEMO_USER]) {
        const [row] = await fresh.db.select().from(users).where(eq(users.email, account.email));
        expect(await verifyPassword(row!.passwordHash, account.password)).toBe(false);
        const password = new RegExp(`${account.email.replaceAll('.', '\\.')} / ([\\w-]{20,})`).exec(
          shown[0]!,
        )?.[1];
        expect(password, shown[0]).toBeDefined();
        expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
      }

      // Started again on the seeded database, it neither seeds nor shows any password.
      lines.length = 0;
      await seedOnStart({ env: 'production', demoSeed: true }, fresh.db, memoryBlobStore(), log);
      expect(lines).toEqual([]);
    } finally {
      await fresh.close();
    }
    // Seeding draws 36 pictures: give a busy machine time.
  }, 120_000);
});
