import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVolunteers, organizationVolunteers } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let ctx: TestApp;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/get/dashboard/summary', () => {
  it('is for signed-in users only', async () => {
    expect((await get('/api/get/dashboard/summary')).statusCode).toBe(401);
    expect((await get('/api/get/dashboard/mine')).statusCode).toBe(401);
  });

  it('counts totals over charities that are not suspended', async () => {
    const user = await createUser(ctx.db);
    const { headers } = await loginAs(ctx.db, user);
    const before = (await get('/api/get/dashboard/summary', headers)).json();

    const open = await createOrganization(ctx.db, { totalDonationCentavos: 125_050 });
    const pending = await createOrganization(ctx.db, { verified: false, totalDonationCentavos: 1_000 });
    const hidden = await createOrganization(ctx.db, { suspended: true, totalDonationCentavos: 999_999 });
    const upcoming = await createEvent(ctx.db, open.id);
    // Ended an hour ago: not upcoming. No end, started an hour ago: not upcoming either.
    await createEvent(ctx.db, open.id, {
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    await createEvent(ctx.db, open.id, { startsAt: new Date(Date.now() - HOUR), endsAt: null });
    // Started an hour ago, ends in an hour: still upcoming (not ended).
    await createEvent(ctx.db, pending.id, {
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
    });
    const hiddenEvent = await createEvent(ctx.db, hidden.id);

    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const c = await createUser(ctx.db);
    await ctx.db.insert(organizationVolunteers).values([
      { userId: a.userID, targetId: open.id },
      { userId: b.userID, targetId: pending.id },
      { userId: c.userID, targetId: hidden.id },
    ]);
    await ctx.db.insert(eventVolunteers).values([
      { userId: a.userID, targetId: upcoming.id },
      { userId: c.userID, targetId: hiddenEvent.id },
    ]);

    const after = (await get('/api/get/dashboard/summary', headers)).json();
    expect(after.totalDonated - before.totalDonated).toBeCloseTo(1260.5, 2);
    expect(after.charities - before.charities).toBe(2);
    expect(after.upcomingEvents - before.upcomingEvents).toBe(2);
    // a (twice) and b count once each; c volunteers only for a suspended charity and its event.
    expect(after.volunteers - before.volunteers).toBe(2);
  });
});

describe('GET /api/get/dashboard/mine', () => {
  it("lists the user's charities with their status and events, and where they may add events", async () => {
    const user = await createUser(ctx.db);
    const { headers } = await loginAs(ctx.db, user);
    const empty = (await get('/api/get/dashboard/mine', headers)).json();
    expect(empty).toEqual({ charities: [], eventCharities: [] });

    const mine = await createOrganization(ctx.db, { representativeUserId: user.userID, verified: false });
    const suspended = await createOrganization(ctx.db, {
      representativeUserId: user.userID,
      suspended: true,
    });
    await createOrganization(ctx.db); // someone else's
    const event = await createEvent(ctx.db, mine.id, { name: 'Feeding Program' });

    const body = (await get('/api/get/dashboard/mine', headers)).json();
    expect(body.charities.map((c: { organizationID: number }) => c.organizationID).sort()).toEqual(
      [mine.id, suspended.id].sort(),
    );
    const pending = body.charities.find((c: { organizationID: number }) => c.organizationID === mine.id);
    expect(pending).toMatchObject({ verified: false, suspended: false, organizationName: mine.name });
    expect(pending.events).toEqual([
      expect.objectContaining({
        eventID: event.id,
        nameOfEvent: 'Feeding Program',
        organizationName: mine.name,
        status: 0,
      }),
    ]);
    // A suspended charity takes no new events.
    expect(body.eventCharities).toEqual([{ organizationID: mine.id, organizationName: mine.name }]);
  });

  it('lets an admin add events to every charity that is not suspended', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const { headers } = await loginAs(ctx.db, admin);
    const open = await createOrganization(ctx.db);
    const hidden = await createOrganization(ctx.db, { suspended: true });
    const ids = (await get('/api/get/dashboard/mine', headers))
      .json()
      .eventCharities.map((c: { organizationID: number }) => c.organizationID);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(hidden.id);
  });
});
