import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  categories,
  distributions,
  eventReports,
  events,
  eventVolunteers,
  offlineGifts,
  organizationCategories,
  organizations,
} from '../src/db/schema';
import { createCategory, createEvent, createOrganization } from './factories';
import { createTestDatabase, createUser } from './helpers';
import { databaseBefore } from './older-database';

// What an event and a charity show of "where it went" (offlineAmount, hasReport), an event's sign-ups
// (volunteerCount, waitlistCount) and a charity's categories are kept on their rows by the database with every change
// to what they show (migrations 0033, 0034, 0035). Here: what is kept always equals the rows gathered again, whoever
// writes and however.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each event's and charity's figures as kept, beside the same figures counted from the records. */
async function figures(eventIds: number[], charityIds: number[]) {
  const { db } = database;
  const kept = await db
    .select({ id: events.id, cash: events.offlineCentavos, records: events.records })
    .from(events)
    .where(inArray(events.id, eventIds))
    .orderBy(events.id);
  const counted = rowsOf<{ id: number; cash: number; records: number }>(
    await db.execute(sql`select e.id,
        (select coalesce(sum(coalesce(amount_centavos, 0)), 0) from offline_gifts g
          where g.event_id = e.id and g.voided_at is null)::bigint::int as cash,
        ((select count(*) from offline_gifts g where g.event_id = e.id and g.voided_at is null)
          + (select count(*) from distributions d where d.event_id = e.id and d.voided_at is null)
          + (select count(*) from event_reports r where r.event_id = e.id))::int as records
      from events e where e.id in ${eventIds} order by e.id`),
  );
  const keptCharities = await db
    .select({ id: organizations.id, cash: organizations.offlineCashCentavos })
    .from(organizations)
    .where(inArray(organizations.id, charityIds))
    .orderBy(organizations.id);
  const countedCharities = rowsOf<{ id: number; cash: number }>(
    await db.execute(sql`select o.id, (select coalesce(sum(amount_centavos), 0) from offline_gifts g
        where g.organization_id = o.id and g.kind = 'cash' and g.voided_at is null)::bigint::int as cash
      from organizations o where o.id in ${charityIds} order by o.id`),
  );
  expect(kept).toEqual(counted);
  expect(keptCharities).toEqual(countedCharities);
  return { events: kept, charities: keptCharities };
}

const cash = (organizationId: number, eventId: number | null, amountCentavos: number) =>
  ({ organizationId, eventId, kind: 'cash', amountCentavos, receivedOn: '2026-11-20' }) as const;
const goods = (organizationId: number, eventId: number) =>
  ({
    organizationId,
    eventId,
    kind: 'goods',
    item: 'Rice',
    unit: 'sack',
    quantity: 5,
    receivedOn: '2026-11-20',
  }) as const;
const distribution = (eventId: number) =>
  ({ eventId, barangay: 'Bucana', distributedOn: '2026-11-21', households: 40 }) as const;
const voided = { voidedAt: new Date(), voidReason: 'Entered twice' };

describe("an event's and a charity's records, kept by the database (migration 0033)", () => {
  it('follow every gift, distribution and report written, corrected, voided, moved or deleted', async () => {
    const { db } = database;
    const charity = await createOrganization(db);
    const [drive, other] = [await createEvent(db, charity.id), await createEvent(db, charity.id)];
    const ids = [drive.id, other.id];
    expect(await figures(ids, [charity.id])).toEqual({
      events: [
        { id: drive.id, cash: 0, records: 0 },
        { id: other.id, cash: 0, records: 0 },
      ],
      charities: [{ id: charity.id, cash: 0 }],
    });

    // Two gifts in one statement, goods (no amount) and the charity's own cash (no event).
    const [big, small] = await db
      .insert(offlineGifts)
      .values([cash(charity.id, drive.id, 50_000), cash(charity.id, drive.id, 2_500)])
      .returning();
    await db.insert(offlineGifts).values([goods(charity.id, drive.id), cash(charity.id, null, 10_000)]);
    const [handedOut] = await db.insert(distributions).values(distribution(drive.id)).returning();
    await db.insert(eventReports).values({ eventId: other.id, publishedAt: new Date() });
    expect(await figures(ids, [charity.id])).toEqual({
      events: [
        { id: drive.id, cash: 52_500, records: 4 },
        { id: other.id, cash: 0, records: 1 },
      ],
      charities: [{ id: charity.id, cash: 62_500 }],
    });

    await db.update(offlineGifts).set({ amountCentavos: 60_000 }).where(eq(offlineGifts.id, big!.id));
    await db.update(offlineGifts).set({ eventId: other.id }).where(eq(offlineGifts.id, small!.id));
    await db.update(offlineGifts).set(voided).where(eq(offlineGifts.id, big!.id));
    await db.update(distributions).set(voided).where(eq(distributions.id, handedOut!.id));
    await db.delete(eventReports).where(eq(eventReports.eventId, other.id));
    expect(await figures(ids, [charity.id])).toEqual({
      events: [
        { id: drive.id, cash: 0, records: 1 },
        { id: other.id, cash: 2_500, records: 1 },
      ],
      charities: [{ id: charity.id, cash: 12_500 }],
    });

    await db.delete(offlineGifts).where(inArray(offlineGifts.eventId, ids));
    expect(await figures(ids, [charity.id])).toEqual({
      events: [
        { id: drive.id, cash: 0, records: 0 },
        { id: other.id, cash: 0, records: 0 },
      ],
      charities: [{ id: charity.id, cash: 10_000 }],
    });
  });

  it('do not touch an event or a charity for a change that moves nothing', async () => {
    const { db } = database;
    const charity = await createOrganization(db);
    const event = await createEvent(db, charity.id);
    const [gift] = await db
      .insert(offlineGifts)
      .values(cash(charity.id, event.id, 7_000))
      .returning();
    await db.insert(eventReports).values({ eventId: event.id, publishedAt: new Date() });
    // A row's version: any update of it, even to the same values, makes a new one.
    const versions = async () =>
      rowsOf<{ v: string }>(
        await db.execute(sql`select (select xmin::text from events where id = ${event.id})
          || '/' || (select xmin::text from organizations where id = ${charity.id}) as v`),
      )[0]!.v;
    const before = await versions();
    await db.update(offlineGifts).set({ note: 'Counted at the chapel' }).where(eq(offlineGifts.id, gift!.id));
    await db.update(eventReports).set({ publishedAt: new Date() }).where(eq(eventReports.eventId, event.id));
    // A voided gift's note: it did not count before and does not now.
    const [old] = await db
      .insert(offlineGifts)
      .values({ ...cash(charity.id, event.id, 1_000), ...voided })
      .returning();
    await db.update(offlineGifts).set({ note: 'Duplicate' }).where(eq(offlineGifts.id, old!.id));
    expect(await versions()).toBe(before);
    await figures([event.id], [charity.id]);
  });

  it('count every gift recorded at the same moment for one event', async () => {
    const { db } = database;
    const charity = await createOrganization(db);
    const event = await createEvent(db, charity.id);
    // Each in its own transaction, all at once: a trigger that counted again would miss the others' rows.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction((tx) => tx.insert(offlineGifts).values(cash(charity.id, event.id, 1_000 + i))),
      ),
    );
    expect((await figures([event.id], [charity.id])).events).toEqual([
      { id: event.id, cash: 8_028, records: 8 },
    ]);
  });
});

/** An event's sign-up counts as kept, beside the same counted from event_volunteers. */
async function signUps(eventId: number) {
  const { db } = database;
  const [kept] = await db
    .select({ volunteered: events.volunteerCount, waitlisted: events.waitlistCount })
    .from(events)
    .where(eq(events.id, eventId));
  const [counted] = rowsOf<{ volunteered: number; waitlisted: number }>(
    await db.execute(sql`select count(*) filter (where status = 'volunteered')::int as volunteered,
        count(*) filter (where status = 'waitlisted')::int as waitlisted
      from event_volunteers where event_id = ${eventId}`),
  );
  expect(kept).toEqual(counted);
  return kept;
}

describe("an event's sign-ups, kept by the database (migration 0034)", () => {
  it('follow every sign-up, move off the waitlist, withdrawal and deleted account, and nothing else', async () => {
    const { db } = database;
    const charity = await createOrganization(db);
    const event = await createEvent(db, charity.id, { volunteerCapacity: 2 });
    const people = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    const [ana, ben, cora, dino] = people.map((person) => person.userID) as [number, number, number, number];
    const join = (userId: number, status: 'volunteered' | 'waitlisted') => ({
      userId,
      targetId: event.id,
      status,
    });
    await db.insert(eventVolunteers).values([join(ana, 'volunteered'), join(ben, 'volunteered')]);
    await db.insert(eventVolunteers).values([join(cora, 'waitlisted'), join(dino, 'waitlisted')]);
    expect(await signUps(event.id)).toEqual({ volunteered: 2, waitlisted: 2 });

    // A check-in and a reminder count nothing: the event's row is not touched.
    const version = async () =>
      rowsOf<{ v: string }>(
        await db.execute(sql`select xmin::text as v from events where id = ${event.id}`),
      )[0]!.v;
    const before = await version();
    await db.update(eventVolunteers).set({ checkedInAt: new Date() }).where(eq(eventVolunteers.userId, ana));
    await db
      .update(eventVolunteers)
      .set({ remindedAt: new Date() })
      .where(eq(eventVolunteers.targetId, event.id));
    expect(await version()).toBe(before);

    // Ben withdraws and Cora takes his slot; Dino's account is deleted.
    await db.delete(eventVolunteers).where(eq(eventVolunteers.userId, ben));
    await db.update(eventVolunteers).set({ status: 'volunteered' }).where(eq(eventVolunteers.userId, cora));
    await db.execute(sql`delete from users where id = ${dino}`);
    expect(await signUps(event.id)).toEqual({ volunteered: 2, waitlisted: 0 });
  });
});

/** A charity's categories as kept on its row. */
async function categoryList(charityId: number) {
  const [row] = await database.db
    .select({ list: organizations.categoryList })
    .from(organizations)
    .where(eq(organizations.id, charityId));
  return row!.list;
}

describe("a charity's categories, kept by the database (migration 0035)", () => {
  it('follow every category added, taken away, renamed or deleted, in the order of their names', async () => {
    const { db } = database;
    const [water, books, meals] = [
      await createCategory(db, `Water ${Date.now()}`),
      await createCategory(db, `Books ${Date.now()}`),
      await createCategory(db, `Meals ${Date.now()}`),
    ];
    const charity = await createOrganization(db, { categoryIds: [water.id, books.id] });
    const other = await createOrganization(db, { categoryIds: [water.id] });
    expect(await categoryList(charity.id)).toEqual([
      { categoryID: books.id, category: books.name },
      { categoryID: water.id, category: water.name },
    ]);
    await db.insert(organizationCategories).values({ organizationId: charity.id, categoryId: meals.id });
    await db
      .delete(organizationCategories)
      .where(
        and(
          eq(organizationCategories.organizationId, charity.id),
          eq(organizationCategories.categoryId, books.id),
        ),
      );
    // Renamed to come first: both charities in it show the new name, in its new place.
    await db
      .update(categories)
      .set({ name: `Aqua ${Date.now()}` })
      .where(eq(categories.id, water.id));
    const [aqua] = await db.select().from(categories).where(eq(categories.id, water.id));
    expect(await categoryList(charity.id)).toEqual([
      { categoryID: water.id, category: aqua!.name },
      { categoryID: meals.id, category: meals.name },
    ]);
    expect(await categoryList(other.id)).toEqual([{ categoryID: water.id, category: aqua!.name }]);
    await db.delete(categories).where(eq(categories.id, water.id));
    expect(await categoryList(charity.id)).toEqual([{ categoryID: meals.id, category: meals.name }]);
    expect(await categoryList(other.id)).toEqual([]);
  });

  it('keep both of two editors changing one charity at once', async () => {
    const { db } = database;
    const [first, second] = [
      await createCategory(db, `Shelter ${Date.now()}`),
      await createCategory(db, `Trees ${Date.now()}`),
    ];
    const charity = await createOrganization(db);
    await Promise.all(
      [first, second].map((category) =>
        db.transaction((tx) =>
          tx.insert(organizationCategories).values({ organizationId: charity.id, categoryId: category.id }),
        ),
      ),
    );
    expect(await categoryList(charity.id)).toEqual([
      { categoryID: first.id, category: first.name },
      { categoryID: second.id, category: second.name },
    ]);
  });
});

describe('what a database held before these migrations', () => {
  it('is counted from its records, sign-ups and categories', async () => {
    const older = await databaseBefore('0033_offline-records');
    try {
      const { db, query } = older;
      const {
        charityId,
        eventIds: [drive, quiet],
      } = await older.charityWithTwoEvents();
      await query(
        `insert into offline_gifts (organization_id, event_id, kind, amount_centavos, received_on, voided_at, void_reason)
         values ($1, $2, 'cash', 30000, '2026-11-20', null, null), ($1, $2, 'cash', 999, '2026-11-20', now(), 'Twice'),
                ($1, null, 'cash', 5000, '2026-11-20', null, null)`,
        [charityId, drive],
      );
      await query(
        `insert into distributions (event_id, barangay, distributed_on, households) values ($1, 'Bucana', '2026-11-21', 40)`,
        [drive],
      );
      await query('insert into event_reports (event_id, published_at) values ($1, now())', [drive]);
      const [category] = await query<{ id: number }>(
        "insert into categories (name) values ('Before') returning id",
      );
      await query('insert into organization_categories (organization_id, category_id) values ($1, $2)', [
        charityId,
        category!.id,
      ]);
      const [ana, ben] = [await createUser(db), await createUser(db)];
      await query(
        `insert into event_volunteers (user_id, event_id, status) values ($1, $3, 'volunteered'), ($2, $3, 'waitlisted')`,
        [ana.userID, ben.userID, drive],
      );

      await older.upgrade();
      expect(
        await db
          .select({
            id: events.id,
            cash: events.offlineCentavos,
            records: events.records,
            volunteered: events.volunteerCount,
            waitlisted: events.waitlistCount,
          })
          .from(events)
          .orderBy(events.id),
      ).toEqual([
        { id: drive, cash: 30_000, records: 3, volunteered: 1, waitlisted: 1 },
        { id: quiet, cash: 0, records: 0, volunteered: 0, waitlisted: 0 },
      ]);
      expect(
        await db
          .select({ cash: organizations.offlineCashCentavos, categories: organizations.categoryList })
          .from(organizations),
      ).toEqual([{ cash: 35_000, categories: [{ categoryID: category!.id, category: 'Before' }] }]);
    } finally {
      await older.close();
    }
  });
});
