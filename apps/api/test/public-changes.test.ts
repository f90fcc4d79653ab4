import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  distributions,
  donations,
  eventCategories,
  eventReports,
  events,
  eventVolunteers,
  offlineGifts,
  organizationCategories,
  organizations,
  users,
} from '../src/db/schema';
import { createCategory, createDonation, createEvent, createOrganization } from './factories';
import {
  changesHeard,
  createTestApp,
  createUser,
  giveThroughSandbox,
  loginAs,
  publicChangesOf,
  type TestApp,
} from './helpers';

// Which writes tell the public cache what (migration 0015, decision 022), and what a gift leaves cached.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { DEMO_SEED: '0' });
});
afterAll(() => t.close());

const changesOf = (write: () => Promise<unknown>) => publicChangesOf(t.database, write);

/** A gift of ₱250 from a new donor, paid through the sandbox's checkout page. */
async function give(organizationID: number, eventID: number | null = null) {
  const { headers } = await loginAs(t.db, await createUser(t.db));
  await giveThroughSandbox(t.app, headers, organizationID, eventID);
}

describe('what a write tells the public cache', () => {
  it('nothing for what no public read shows: sign-ins, private profile fields, pending gifts, bookkeeping', async () => {
    const charity = await createOrganization(t.db);
    const user = await createUser(t.db);
    expect(
      await changesOf(async () => {
        await loginAs(t.db, user);
        await t.db
          .update(users)
          .set({ language: 'ceb', smsOptIn: true, contactNumber: '09181234567', location: 'Tagum' })
          .where(eq(users.id, user.userID));
        const pending = await createDonation(t.db, { userId: user.userID, organizationId: charity.id });
        await t.db.update(donations).set({ status: 'expired' }).where(eq(donations.id, pending.id));
      }),
    ).toEqual([]);
    const completed = await createDonation(t.db, {
      userId: user.userID,
      organizationId: charity.id,
      status: 'completed',
    });
    // A charity's private columns: its representative's number, the identity an admin last verified.
    expect(
      await changesOf(() =>
        t.db
          .update(organizations)
          .set({ representativeContactNumber: '09181112222', verifiedIdentity: { name: 'x' } })
          .where(eq(organizations.id, charity.id)),
      ),
    ).toEqual([]);
    expect(
      await changesOf(() =>
        t.db
          .update(donations)
          .set({ needsReview: true, lastCheckedAt: new Date(), updatedAt: new Date() })
          .where(eq(donations.id, completed.id)),
      ),
    ).toEqual([]);
  });

  it('a gift, "soon": its charity, the charity lists, the leaderboard; for an event also the event and its lists', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    expect(await changesOf(() => give(charity.id))).toEqual([
      `soon charities charity:${charity.id}`,
      `soon charity:${charity.id}`,
      'soon leaderboard',
    ]);
    expect(await changesOf(() => give(charity.id, event.id))).toEqual([
      `soon charities charity:${charity.id}`,
      `soon charity:${charity.id} event:${event.id} events`,
      'soon leaderboard',
    ]);
  });

  it('a change to a charity, "now": it, the lists and each of its events, which show its name', async () => {
    const charity = await createOrganization(t.db);
    const [first, second] = [await createEvent(t.db, charity.id), await createEvent(t.db, charity.id)];
    expect(
      await changesOf(() =>
        t.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, charity.id)),
      ),
    ).toEqual([`now charities charity:${charity.id} event:${first.id} event:${second.id} events`]);
    const category = await createCategory(t.db);
    expect(
      await changesOf(() =>
        t.db.insert(organizationCategories).values({ organizationId: charity.id, categoryId: category.id }),
      ),
    ).toEqual([`now charities charity:${charity.id} events`]);
  });

  it('a change to an event or its sign-ups, "now": the event, its charity and the events lists', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const user = await createUser(t.db);
    const topics = `now charity:${charity.id} event:${event.id} events`;
    expect(
      await changesOf(() => t.db.update(events).set({ name: 'Renamed' }).where(eq(events.id, event.id))),
    ).toEqual([topics]);
    expect(
      await changesOf(() => t.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id })),
    ).toEqual([topics]);
    expect(
      await changesOf(() =>
        t.db
          .update(eventVolunteers)
          .set({ status: 'waitlisted' })
          .where(eq(eventVolunteers.targetId, event.id)),
      ),
    ).toEqual([topics]);
    const category = await createCategory(t.db);
    expect(
      await changesOf(() =>
        t.db.insert(eventCategories).values({ eventId: event.id, categoryId: category.id }),
      ),
    ).toEqual([`now event:${event.id} events`]);
  });

  it('a record of where it went, "now": its event, charity and lists once, not again for the figures it moves', async () => {
    // Each write below also moves the figures kept on the event's and the charity's rows (migration 0033); those
    // columns notify nobody, so the record's own notification is the only one.
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const topics = `now charity:${charity.id} event:${event.id} events`;
    expect(
      await changesOf(() =>
        t.db.insert(distributions).values({
          eventId: event.id,
          barangay: 'Bucana',
          distributedOn: '2026-11-21',
          households: 40,
        }),
      ),
    ).toEqual([topics]);
    expect(
      await changesOf(() => t.db.insert(eventReports).values({ eventId: event.id, publishedAt: new Date() })),
    ).toEqual([topics]);
    // The charity's own cash (no event): the charity and the charity lists, not each of its events.
    expect(
      await changesOf(() =>
        t.db.insert(offlineGifts).values({
          organizationId: charity.id,
          kind: 'cash',
          amountCentavos: 50_000,
          receivedOn: '2026-11-20',
        }),
      ),
    ).toEqual([`now charities charity:${charity.id}`]);
  });

  it('everything for a category, a public name, or more than a notification can list', async () => {
    const user = await createUser(t.db);
    expect(await changesOf(() => createCategory(t.db))).toEqual(['now *']);
    expect(await changesOf(() => t.db.update(categories).set({ name: sql`name` }))).toEqual(['now *']);
    expect(
      await changesOf(() =>
        t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.userID)),
      ),
    ).toEqual(['now *']);
    const charity = await createOrganization(t.db);
    // 800 events' topics are more than a notification's 8000 bytes.
    const many = Array.from({ length: 800 }, (_, i) => ({
      organizationId: charity.id,
      name: `Bulk ${i}`,
      description: 'One of many.',
      location: 'Davao City',
      startsAt: new Date(Date.now() + 86_400_000),
    }));
    expect(await changesOf(() => t.db.insert(events).values(many))).toEqual(['now *']);
  });
});

describe('a gift, in the cache', () => {
  it('ends the answers it shows on, within a second, and keeps the categories, the events list and other charities', async () => {
    const given = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const kept = [
      '/api/get/categories/all',
      '/api/get/events/all/upcoming',
      `/api/get/organizationsByID/${other.id}`,
    ];
    const ended = [
      `/api/get/organizationsByID/${given.id}`,
      '/api/get/leaderboard',
      '/api/get/organizations/top',
    ];
    await changesHeard(t.app);
    for (const url of [...kept, ...ended]) expect((await t.app.inject({ url })).statusCode).toBe(200);

    const before = t.app.publicCache.now();
    const clears = t.app.publicCache.stats.clears;
    await give(given.id);
    const applied = () => !t.app.publicCache.current(`charity:${given.id}`, before);
    // Heard at once, applied within a second: the gifts of that second together.
    await changesHeard(t.app);
    await expect.poll(applied, { timeout: 10_000 }).toBe(true);
    expect(t.app.publicCache.stats.clears).toBe(clears);

    const servedFromMemory = async (url: string) => {
      const hits = t.app.publicCache.stats.hits;
      expect((await t.app.inject({ url })).statusCode).toBe(200);
      return t.app.publicCache.stats.hits > hits;
    };
    for (const url of kept) expect(await servedFromMemory(url), url).toBe(true);
    for (const url of ended) expect(await servedFromMemory(url), url).toBe(false);
    const [charity] = (await t.app.inject({ url: ended[0]! })).json() as { totalDonationCollected: number }[];
    expect(charity!.totalDonationCollected).toBe(250);
  });
});
