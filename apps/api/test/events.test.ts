import { randomUUID } from 'node:crypto';
import { type EventDateFilter, eventDateRange, t as text, textIn, ZEvent } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { donations, eventCategories, eventVolunteers } from '../src/db/schema';
import { createCategory, createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/get/events/all/upcoming', () => {
  it("lists every visible charity's events that have not ended, soonest first", async () => {
    const now = Date.now();
    const a = await createOrganization(t.db);
    const pending = await createOrganization(t.db, { verified: false });
    const suspended = await createOrganization(t.db, { suspended: true });

    const inTwoDays = await createEvent(t.db, a.id, { startsAt: new Date(now + 2 * DAY) });
    const tomorrow = await createEvent(t.db, pending.id, { startsAt: new Date(now + DAY) });
    const ongoing = await createEvent(t.db, a.id, {
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + MINUTE),
    });
    const ended = await createEvent(t.db, a.id, {
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now - MINUTE),
    });
    const startedNoEnd = await createEvent(t.db, a.id, { startsAt: new Date(now - MINUTE), endsAt: null });
    const hidden = await createEvent(t.db, suspended.id, { startsAt: new Date(now + DAY) });
    const draft = await createEvent(t.db, a.id, { status: 1 });

    const response = await get('/api/get/events/all/upcoming');
    expect(response.statusCode).toBe(200);
    const list = z.array(ZEvent.strict()).parse(response.json());
    const ids = list.map((e) => e.eventID);
    expect(ids).toEqual([ongoing.id, tomorrow.id, inTwoDays.id]);
    for (const id of [ended.id, startedNoEnd.id, hidden.id, draft.id]) expect(ids).not.toContain(id);
    expect(list[1]).toMatchObject({ organizationID: pending.id, organizationName: pending.name, status: 0 });
  });
});

describe('GET /api/get/events/all/upcoming: finding an event', () => {
  const idsOf = async (params: Record<string, string | number>, app = t.app) => {
    const response = await app.inject(
      `/api/get/events/all/upcoming?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return z
      .array(ZEvent.strict())
      .parse(response.json())
      .map((event) => event.eventID);
  };

  it('keeps the events under way at some moment of today, this weekend or this month, in Philippine time', async () => {
    const q = `when${randomUUID().slice(0, 8)}`;
    // The server's clock stands still at the test's "now", so a run that crosses Philippine midnight cannot move
    // "today" between the events made here and the lists read.
    const now = new Date();
    const still = await createTestApp({}, {}, { now: () => now.getTime() });
    onTestFinished(() => still.close());
    const ids = (params: Record<string, string | number>) => idsOf(params, still.app);
    const range = (filter: EventDateFilter) => eventDateRange(filter, now);
    const charity = await createOrganization(still.db);
    const at = (time: number, hours: number | null, label: string) =>
      createEvent(still.db, charity.id, {
        name: `${q} ${label}`,
        startsAt: new Date(time),
        endsAt: hours === null ? null : new Date(time + hours * HOUR),
      });
    // Under way now and still going on into the weekend: in all three.
    const weekendFrom = range('weekend').from.getTime();
    const underWay = await createEvent(still.db, charity.id, {
      name: `${q} under way`,
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(Math.max(now.getTime(), weekendFrom) + HOUR),
    });
    const tomorrow = await at(range('today').to.getTime() + MINUTE, null, 'tomorrow');
    const afterWeekend = await at(range('weekend').to.getTime() + HOUR, 2, 'after the weekend');
    const nextMonth = await at(range('month').to.getTime() + HOUR, 2, 'next month');
    const all = [underWay, tomorrow, afterWeekend, nextMonth];

    // What each span must hold, by the shared rule: starts before its end, ends after its start.
    const expected = (filter: EventDateFilter) =>
      all
        .filter((event) => {
          const { from, to } = range(filter);
          const end = (event.endsAt ?? event.startsAt).getTime();
          return event.startsAt.getTime() < to.getTime() && end > from.getTime();
        })
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
        .map((event) => event.id);
    expect(await ids({ q, date: 'today' })).toEqual([underWay.id]);
    for (const date of ['weekend', 'month'] as const) {
      const found = await ids({ q, date });
      expect(found, date).toEqual(expected(date));
      expect(found[0]).toBe(underWay.id);
    }
    expect(await ids({ q, date: 'weekend' })).not.toContain(afterWeekend.id);
    expect(await ids({ q, date: 'month' })).not.toContain(nextMonth.id);
    expect(await ids({ q })).toHaveLength(4);
  });

  it('keeps an event in the category, or of a charity in it; and one with no limit or a free slot', async () => {
    const q = `what${randomUUID().slice(0, 8)}`;
    const feeding = await createCategory(t.db);
    const other = await createCategory(t.db);
    const feedingCharity = await createOrganization(t.db, { categoryIds: [feeding.id] });
    const otherCharity = await createOrganization(t.db, { categoryIds: [other.id] });
    const soon = (days: number) => new Date(Date.now() + days * DAY);
    const ofCharity = await createEvent(t.db, feedingCharity.id, {
      name: `${q} a`,
      startsAt: soon(1),
      volunteerCapacity: 2,
    });
    const tagged = await createEvent(t.db, otherCharity.id, {
      name: `${q} b`,
      startsAt: soon(2),
      volunteerCapacity: 1,
    });
    await t.db.insert(eventCategories).values({ eventId: tagged.id, categoryId: feeding.id });
    const neither = await createEvent(t.db, otherCharity.id, { name: `${q} c`, startsAt: soon(3) });
    const full = await createEvent(t.db, otherCharity.id, {
      name: `${q} d`,
      startsAt: soon(4),
      volunteerCapacity: 1,
    });
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    await t.db.insert(eventVolunteers).values([
      { userId: people[0]!.userID, targetId: full.id },
      // One holds a slot of two; someone waitlisted on a full event does not free one.
      { userId: people[1]!.userID, targetId: ofCharity.id },
      { userId: people[2]!.userID, targetId: full.id, status: 'waitlisted' },
    ]);

    expect(await idsOf({ q, category: feeding.id })).toEqual([ofCharity.id, tagged.id]);
    expect(await idsOf({ q, category: other.id })).toEqual([tagged.id, neither.id, full.id]);
    expect(await idsOf({ q, openSlots: 1 })).toEqual([ofCharity.id, tagged.id, neither.id]);
    // Combined: every filter holds.
    expect(await idsOf({ q, category: other.id, openSlots: 1 })).toEqual([tagged.id, neither.id]);
    expect(await idsOf({ q, category: other.id, openSlots: 1, date: 'today' })).toEqual([]);
    // Taking the last slot takes the event out of the open ones.
    await t.db.insert(eventVolunteers).values({ userId: people[0]!.userID, targetId: tagged.id });
    await changesHeard(t.app);
    expect(await idsOf({ q, openSlots: 1 })).toEqual([ofCharity.id, neither.id]);
  });

  it('refuses a bad date, category or openSlots with 400 in the reader’s language', async () => {
    const cases: [string, Parameters<typeof text>[0]][] = [
      ['date=tomorrow', 'lists.invalidDate'],
      ['date=', 'lists.invalidDate'],
      ['date=today&date=month', 'lists.invalidDate'],
      ['category=abc', 'lists.invalidCategory'],
      ['category=0', 'lists.invalidCategory'],
      ['openSlots=true', 'lists.invalidOpenSlots'],
      ['openSlots=0', 'lists.invalidOpenSlots'],
    ];
    for (const [query, key] of cases) {
      const response = await get(`/api/get/events/all/upcoming?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message: text(key), code: 'validation_failed' });
    }
    const inCebuano = await t.app.inject({
      method: 'GET',
      url: '/api/get/events/all/upcoming?date=bukas',
      headers: { 'accept-language': 'ceb' },
    });
    expect(inCebuano.statusCode).toBe(400);
    expect(inCebuano.json().message).toBe(textIn(ceb, 'lists.invalidDate'));
  });
});

describe('GET /api/get/events/{id}', () => {
  it('gives a one-item list with the event, past or upcoming', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 2 * DAY),
      whoCanJoin: 'Volunteers aged 16 and up',
    });
    const response = await get(`/api/get/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(z.array(ZEvent.strict()).parse(response.json())).toEqual([
      {
        eventID: event.id,
        organizationID: charity.id,
        organizationName: charity.name,
        organizationVerified: true,
        nameOfEvent: event.name,
        descriptionOfEvent: event.description,
        location: event.location,
        dateAndTimeStart: event.startsAt.toISOString(),
        dateAndTimeEnd: event.endsAt!.toISOString(),
        whoCanJoin: 'Volunteers aged 16 and up',
        status: 0,
        eventImage: null,
        donationsAfterEnd: false,
        goalAmount: null,
        raisedAmount: 0,
        donorCount: 0,
        offlineAmount: 0,
        hasReport: false,
        volunteerCapacity: null,
        volunteerCount: 0,
        waitlistCount: 0,
        cancelledAt: null,
        cancelReason: null,
        reliefDrive: false,
        urgent: false,
        acceptanceRules: null,
        permit: null,
      },
    ]);
  });

  it("says whether the event's charity is verified and whether it takes donations after it ends", async () => {
    const pending = await createOrganization(t.db, { verified: false });
    const event = await createEvent(t.db, pending.id, { donationsAfterEnd: true });
    const [body] = (await get(`/api/get/events/${event.id}`)).json();
    expect(body).toMatchObject({ organizationVerified: false, donationsAfterEnd: true });
  });

  it("gives 404 'Event not found' for an unpublished event or one of a suspended charity", async () => {
    const charity = await createOrganization(t.db);
    const draft = await createEvent(t.db, charity.id, { status: 2 });
    const suspended = await createOrganization(t.db, { suspended: true });
    const hidden = await createEvent(t.db, suspended.id);
    for (const id of [draft.id, hidden.id, 7_654_321]) {
      const response = await get(`/api/get/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Event not found', code: 'not_found' });
    }
  });

  it('gives 404 with a message, never a 500, for a malformed id', async () => {
    for (const id of ['abc', '-3', '0', '2.5', '12345678901', '%27%3B--', 'null']) {
      const response = await get(`/api/get/events/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });
});

describe('donating to an event that has ended', () => {
  const donate = async (organizationID: number, eventID: number | null) => {
    const { headers } = await loginAs(t.db, await createUser(t.db));
    return t.app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers,
      payload: { amount: 250, organizationID, eventID },
    });
  };
  const endedEvent = (organizationId: number, fields: Parameters<typeof createEvent>[2] = {}) =>
    createEvent(t.db, organizationId, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
      ...fields,
    });

  it('is refused (409) with a message pointing to the charity, and nothing is stored', async () => {
    const charity = await createOrganization(t.db, { name: 'Davao Food Bank' });
    const ended = await endedEvent(charity.id);
    const startedWithoutEnd = await createEvent(t.db, charity.id, {
      startsAt: new Date(Date.now() - MINUTE),
      endsAt: null,
    });
    for (const event of [ended, startedWithoutEnd]) {
      const response = await donate(charity.id, event.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'This event has ended and no longer takes donations. You can still donate to Davao Food Bank on its page.',
        code: 'conflict',
      });
    }
    const stored = await t.db.select().from(donations).where(eq(donations.organizationId, charity.id));
    expect(stored).toEqual([]);
    // The charity itself still takes gifts.
    expect((await donate(charity.id, null)).statusCode).toBe(200);
  });

  it('is accepted when the event keeps taking donations after it ends, and before any event ends', async () => {
    const charity = await createOrganization(t.db);
    const kept = await endedEvent(charity.id, { donationsAfterEnd: true });
    expect((await donate(charity.id, kept.id)).statusCode).toBe(200);
    const upcoming = await createEvent(t.db, charity.id);
    expect((await donate(charity.id, upcoming.id)).statusCode).toBe(200);
  });
});
