import { randomUUID } from 'node:crypto';
import { type DonationStatus, ZDonatorCountResponse, ZEvent, ZOrganization } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/client';
import { donations, organizations } from '../src/db/schema';
import { createCategory, createEvent, createOrganization } from './factories';
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

async function donate(db: Db, userId: number, organizationId: number, status: DonationStatus, pesos = 100) {
  await db.insert(donations).values({
    reqId: randomUUID(),
    userId,
    organizationId,
    amountCentavos: pesos * 100,
    description: 'Tabang - Donation for a test',
    status,
    provider: 'sandbox',
    expiresAt: new Date(Date.now() + HOUR),
    completedAt: status === 'completed' ? new Date() : null,
  });
}

describe('GET /api/get/organizations', () => {
  it('lists visible charities oldest first with their categories, hiding suspended ones', async () => {
    const health = await createCategory(t.db, `Health ${randomUUID()}`);
    const animals = await createCategory(t.db, `Animals ${randomUUID()}`);
    const first = await createOrganization(t.db, {
      categoryIds: [health.id, animals.id],
      totalDonationCentavos: 123_456,
      facebookLink: 'https://facebook.com/first',
    });
    const pending = await createOrganization(t.db, { verified: false });
    const suspended = await createOrganization(t.db, { suspended: true });

    const response = await get('/api/get/organizations');
    expect(response.statusCode).toBe(200);
    const list = z.array(ZOrganization.strict()).parse(response.json());
    const ids = list.map((o) => o.organizationID);
    expect(ids).toContain(first.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const shown = list.find((o) => o.organizationID === first.id)!;
    expect(shown).toMatchObject({
      organizationName: first.name,
      organizationAbbreviation: first.abbreviation,
      organizationAddress: first.address,
      organizationFacebookLink: 'https://facebook.com/first',
      organizationInstagramLink: null,
      organizationFeaturePicture: null,
      organizationProfilePicture: null,
      totalDonationCollected: 1234.56,
      verified: true,
    });
    // Categories come sorted by name.
    expect(shown.categories).toEqual([
      { categoryID: animals.id, category: animals.name },
      { categoryID: health.id, category: health.name },
    ]);
    expect(list.find((o) => o.organizationID === pending.id)!.verified).toBe(false);
  });

  it("never shows the representative's phone number", async () => {
    await createOrganization(t.db, { representativeContactNumber: '09998887777' });
    const response = await get('/api/get/organizations');
    expect(response.body).not.toContain('09998887777');
    expect(response.body).not.toContain('representativeContactNumber');
  });
});

describe('GET /api/get/organizationsByID/{id}', () => {
  it('gives a one-item list with the charity', async () => {
    const category = await createCategory(t.db);
    const charity = await createOrganization(t.db, { categoryIds: [category.id] });
    const response = await get(`/api/get/organizationsByID/${charity.id}`);
    expect(response.statusCode).toBe(200);
    const [shown, ...rest] = z.array(ZOrganization.strict()).parse(response.json());
    expect(rest).toEqual([]);
    expect(shown).toMatchObject({ organizationID: charity.id, organizationName: charity.name });
    expect(shown!.categories).toEqual([{ categoryID: category.id, category: category.name }]);
  });

  it('gives 404 with a message for a suspended, unknown or malformed id', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    for (const id of [
      String(suspended.id),
      '999999',
      'abc',
      '-1',
      '0',
      '1.5',
      '99999999999',
      '1%20OR%201=1',
    ]) {
      const response = await get(`/api/get/organizationsByID/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: expect.any(String), code: 'not_found' });
    }
    expect((await get(`/api/get/organizationsByID/${suspended.id}`)).json()).toEqual({
      message: 'Charity not found',
      code: 'not_found',
    });
  });
});

describe("a charity's events", () => {
  it('lists all published events by start, upcoming soonest first and past most recent first', async () => {
    const charity = await createOrganization(t.db);
    const now = Date.now();
    const later = await createEvent(t.db, charity.id, { startsAt: new Date(now + 10 * DAY) });
    const soon = await createEvent(t.db, charity.id, { startsAt: new Date(now + DAY) });
    // Started an hour ago and still going: not over yet, so upcoming.
    const ongoing = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
    // Just over, at the boundary.
    const justEnded = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - 3 * HOUR),
      endsAt: new Date(now - MINUTE),
    });
    // No end: over once it has started.
    const startedNoEnd = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - 2 * MINUTE),
      endsAt: null,
    });
    const noEndSoon = await createEvent(t.db, charity.id, {
      startsAt: new Date(now + 2 * MINUTE),
      endsAt: null,
    });
    const longAgo = await createEvent(t.db, charity.id, { startsAt: new Date(now - 30 * DAY) });
    await createEvent(t.db, charity.id, { status: 1 });
    const other = await createOrganization(t.db);
    await createEvent(t.db, other.id);

    const ids = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      return z
        .array(ZEvent.strict())
        .parse(response.json())
        .map((e) => e.eventID);
    };
    expect(await ids(`/api/get/organizations/events/${charity.id}`)).toEqual([
      longAgo.id,
      justEnded.id,
      ongoing.id,
      startedNoEnd.id,
      noEndSoon.id,
      soon.id,
      later.id,
    ]);
    expect(await ids(`/api/get/organizations/events/upcoming/${charity.id}`)).toEqual([
      ongoing.id,
      noEndSoon.id,
      soon.id,
      later.id,
    ]);
    expect(await ids(`/api/get/organizations/events/past/${charity.id}`)).toEqual([
      justEnded.id, // ended a minute ago
      startedNoEnd.id, // ended (started, with no end) two minutes ago
      longAgo.id,
    ]);
  });

  it('gives events with their charity name and an image path only when there is an image', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id, { endsAt: null, whoCanJoin: '' });
    const [shown] = (await get(`/api/get/organizations/events/${charity.id}`)).json();
    expect(shown).toEqual({
      eventID: event.id,
      organizationID: charity.id,
      organizationName: charity.name,
      organizationVerified: true,
      nameOfEvent: event.name,
      descriptionOfEvent: event.description,
      location: event.location,
      dateAndTimeStart: event.startsAt.toISOString(),
      dateAndTimeEnd: null,
      whoCanJoin: '',
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
    });
  });

  it('gives 404 for a suspended, unknown or malformed charity', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    await createEvent(t.db, suspended.id);
    for (const kind of ['', 'upcoming/', 'past/'])
      for (const id of [String(suspended.id), '987654', 'x1']) {
        const response = await get(`/api/get/organizations/events/${kind}${id}`);
        expect(response.statusCode, `${kind}${id}`).toBe(404);
        expect(response.json()).toHaveProperty('message');
      }
  });
});

describe('GET /api/get/organizations/donations/count/{id}', () => {
  it('counts distinct donors with a completed donation', async () => {
    const charity = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const [ana, ben, cora, dan] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db)));
    await donate(t.db, ana!.userID, charity.id, 'completed');
    await donate(t.db, ana!.userID, charity.id, 'completed');
    await donate(t.db, ben!.userID, charity.id, 'completed');
    await donate(t.db, cora!.userID, charity.id, 'pending');
    await donate(t.db, cora!.userID, charity.id, 'failed');
    await donate(t.db, dan!.userID, other.id, 'completed');

    const response = await get(`/api/get/organizations/donations/count/${charity.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZDonatorCountResponse.parse(response.json())).toEqual([{ DonatorCount: 2 }]);

    const none = await createOrganization(t.db);
    expect((await get(`/api/get/organizations/donations/count/${none.id}`)).json()).toEqual([
      { DonatorCount: 0 },
    ]);
  });

  it('gives 404 for a suspended, unknown or malformed charity', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    for (const id of [String(suspended.id), '424242', 'abc']) {
      const response = await get(`/api/get/organizations/donations/count/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('donations to a charity waiting for verification', () => {
  const waiting =
    'This charity is waiting for verification by the Tabang team. You can still like it and volunteer; donations open once it is verified.';

  it('are refused with a 409 (to the charity and to its events) while likes and volunteering continue', async () => {
    const user = await createUser(t.db);
    const { headers } = await loginAs(t.db, user);
    const charity = await createOrganization(t.db, { verified: false });
    const event = await createEvent(t.db, charity.id);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    const donate = (eventID: number | null) =>
      post('/post/donation/create', { amount: 100, organizationID: charity.id, eventID, description: 'x' });

    for (const eventID of [null, event.id]) {
      const refused = await donate(eventID);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: waiting, code: 'conflict' });
    }
    const stored = await t.db.select().from(donations).where(eq(donations.organizationId, charity.id));
    expect(stored).toHaveLength(0);

    const ids = { userID: user.userID, organizationID: charity.id };
    expect((await post('/post/organizations/like', ids)).statusCode).toBe(200);
    expect((await post('/post/organizations/volunteer', ids)).statusCode).toBe(200);
    const eventIds = { userID: user.userID, eventID: event.id };
    expect((await post('/post/events/like', eventIds)).statusCode).toBe(200);
    expect((await post('/post/events/volunteer', eventIds)).statusCode).toBe(200);

    // Once verified, the same donations go through.
    await t.db.update(organizations).set({ verified: true }).where(eq(organizations.id, charity.id));
    for (const eventID of [null, event.id]) expect((await donate(eventID)).statusCode).toBe(200);
  });
});
