import { ZEvent } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { donations } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

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
        volunteerCapacity: null,
        volunteerCount: 0,
        waitlistCount: 0,
        cancelledAt: null,
        cancelReason: null,
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
