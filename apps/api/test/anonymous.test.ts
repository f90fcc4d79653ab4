import { randomBytes } from 'node:crypto';
import { ZRecentDonation } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { donations, donorTotals } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

// Anonymous gifts: stored with the donation, counted in every total, never shown with the donor publicly.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };

async function donor(firstName: string, lastName: string) {
  const user = await createUser(t.db, { firstName, lastName });
  const { headers } = await loginAs(t.db, user);
  return { user, headers };
}

const create = (headers: Headers, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/post/donation/create', headers, payload: body });

/** Starts a donation and pays it on the sandbox's hosted checkout, as the browser's form post does. */
async function give(headers: Headers, body: Record<string, unknown>) {
  const created = await create(headers, body);
  expect(created.statusCode, created.body).toBe(200);
  const { req_id } = created.json() as { req_id: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${req_id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=gcash',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return req_id;
}

const row = async (reqId: string) =>
  (await t.db.select().from(donations).where(eq(donations.reqId, reqId)))[0]!;

const ZRecentList = z.array(ZRecentDonation.strict());

/**
 * A public read, asked again until `ready` holds: public answers may be up to a moment old after a write (the
 * cache hears of it asynchronously). Returns the raw body and the parsed list.
 */
async function publicRead<T>(url: string, parse: (body: unknown) => T, ready: (value: T) => boolean) {
  let last: { body: string; value: T } | undefined;
  await expect
    .poll(async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      last = { body: response.body, value: parse(response.json()) };
      return ready(last.value);
    })
    .toBe(true);
  return last!;
}

const recent = (kind: 'organizations' | 'events', id: number, ready: (list: RecentList) => boolean) =>
  publicRead(`/api/get/${kind}/${id}/recent-donations`, (body) => ZRecentList.parse(body), ready);
type RecentList = z.infer<typeof ZRecentList>;

const charityTotal = (id: number, pesos: number) =>
  publicRead(
    `/api/get/organizationsByID/${id}`,
    (body) => (body as { totalDonationCollected: number }[])[0]!.totalDonationCollected,
    (total) => total === pesos,
  );

const leaderboard = (ready: (list: { userID: number; totalDonated: number }[]) => boolean) =>
  publicRead('/api/get/leaderboard', (body) => body as { userID: number; totalDonated: number }[], ready);

describe('POST /api/post/donation/create with anonymous', () => {
  it('stores anonymous true, and false when it is false or left out', async () => {
    const { headers } = await donor('Ana', 'Reyes');
    const charity = await createOrganization(t.db);
    for (const [anonymous, stored] of [
      [true, true],
      [false, false],
      [undefined, false],
    ] as const) {
      const response = await create(headers, { amount: 100, organizationID: charity.id, anonymous });
      expect(response.statusCode, response.body).toBe(200);
      expect((await row(response.json().req_id)).anonymous).toBe(stored);
    }
  });

  it.each([['yes'], [1], [null], ['true']])(
    'refuses anonymous %j with a 400 and stores nothing',
    async (value) => {
      const { user, headers } = await donor('Ben', 'Cruz');
      const charity = await createOrganization(t.db);
      const response = await create(headers, { amount: 100, organizationID: charity.id, anonymous: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('anonymous must be true or false.');
      expect(await t.db.select().from(donations).where(eq(donations.userId, user.userID))).toEqual([]);
    },
  );
});

describe('a completed anonymous gift', () => {
  it('counts in the charity total but not on the leaderboard; the public lists say "Anonymous"', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const secret = await donor('Josefina', 'Dimaculangan');
    const maria = await donor('Maria', 'Santos');

    await give(maria.headers, { amount: 300, organizationID: charity.id });
    const anonymousReqId = await give(secret.headers, {
      amount: 1234.5,
      organizationID: charity.id,
      eventID: event.id,
      anonymous: true,
    });
    // Maria also gives anonymously: that amount is hers in the totals, not on the leaderboard.
    await give(maria.headers, { amount: 50, organizationID: charity.id, anonymous: true });

    expect((await row(anonymousReqId)).status).toBe('completed');
    await charityTotal(charity.id, 1584.5);

    // The leaderboard ranks named gifts only.
    const board = await leaderboard((list) => list.some((entry) => entry.userID === maria.user.userID));
    expect(board.value.find((entry) => entry.userID === maria.user.userID)?.totalDonated).toBe(300);
    expect(board.value.some((entry) => entry.userID === secret.user.userID)).toBe(false);
    expect(board.body).not.toContain('Josefina');
    expect(board.body).not.toContain(secret.user.username);
    expect(await t.db.select().from(donorTotals).where(eq(donorTotals.userId, secret.user.userID))).toEqual(
      [],
    );

    const forCharity = await recent('organizations', charity.id, (list) => list.length === 3);
    expect(forCharity.value).toEqual([
      expect.objectContaining({ donorName: 'Anonymous', anonymous: true, amount: 50, eventID: null }),
      {
        donorName: 'Anonymous',
        anonymous: true,
        amount: 1234.5,
        completedAt: (await row(anonymousReqId)).completedAt!.toISOString(),
        eventID: event.id,
        nameOfEvent: event.name,
      },
      expect.objectContaining({ donorName: 'Maria S.', anonymous: false, amount: 300, nameOfEvent: null }),
    ]);
    for (const word of ['Josefina', 'Dimaculangan', secret.user.username, maria.user.username, 'Santos'])
      expect(forCharity.body).not.toContain(word);

    const forEvent = await recent('events', event.id, (list) => list.length === 1);
    expect(forEvent.value).toEqual([expect.objectContaining({ donorName: 'Anonymous', amount: 1234.5 })]);
    for (const word of ['Josefina', 'Dimaculangan', secret.user.username])
      expect(forEvent.body).not.toContain(word);
  });

  it('stays in its donor’s own giving history', async () => {
    const { headers } = await donor('Carlo', 'Lim');
    const charity = await createOrganization(t.db);
    await give(headers, { amount: 75, organizationID: charity.id, anonymous: true });
    const mine = await t.app.inject({ method: 'GET', url: '/api/get/organizations/donations', headers });
    expect(mine.json()).toEqual([
      expect.objectContaining({ OrganizationID: charity.id, DonationAmount: 75 }),
    ]);
  });
});

describe('GET /api/get/{organizations,events}/:id/recent-donations', () => {
  it('shows a deleted account’s gift as "Anonymous"', async () => {
    const { user, headers } = await donor('Rosario', 'Villanueva');
    const charity = await createOrganization(t.db);
    await give(headers, { amount: 200, organizationID: charity.id });
    await recent('organizations', charity.id, (list) => list[0]?.donorName === 'Rosario V.');

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/post/my/delete',
      headers,
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await recent('organizations', charity.id, (list) => list[0]?.anonymous === true);
    expect(after.value).toEqual([expect.objectContaining({ donorName: 'Anonymous', amount: 200 })]);
    expect(after.body).not.toContain('Rosario');
  });

  it('lists the last 10 completed gifts, newest first, naming only published events', async () => {
    const { user } = await donor('Lito', 'Ramos');
    const charity = await createOrganization(t.db);
    const draft = await createEvent(t.db, charity.id, { name: 'Secret draft', status: 1 });
    const base = Date.now() - 60 * 60 * 1000;
    const completed = (minutes: number, fields: Partial<typeof donations.$inferInsert> = {}) => ({
      reqId: randomBytes(24).toString('base64url'),
      userId: user.userID,
      organizationId: charity.id,
      amountCentavos: (minutes + 1) * 100,
      description: 'test',
      status: 'completed' as const,
      provider: 'sandbox',
      expiresAt: new Date(base + 60 * 60 * 1000),
      completedAt: new Date(base + minutes * 60 * 1000),
      ...fields,
    });
    await t.db
      .insert(donations)
      .values([
        ...Array.from({ length: 11 }, (_, minute) => completed(minute)),
        completed(20, { status: 'pending', completedAt: null }),
        completed(30, { eventId: draft.id }),
      ]);
    const list = await recent('organizations', charity.id, (items) => items.length > 0);
    expect(list.value.map((item) => item.amount)).toEqual([31, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(list.value[0]).toMatchObject({ eventID: null, nameOfEvent: null });
    expect(list.body).not.toContain('Secret draft');
  });

  it('is an empty list when nothing was given, cacheable by anyone', async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    for (const url of [
      `/api/get/organizations/${charity.id}/recent-donations`,
      `/api/get/events/${event.id}/recent-donations`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['cache-control']).toContain('public');
    }
  });

  it('is a 404 for an unknown, hidden or malformed charity or event', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    const visible = await createOrganization(t.db);
    const draft = await createEvent(t.db, visible.id, { status: 1 });
    const ofSuspended = await createEvent(t.db, suspended.id);
    for (const url of [
      '/api/get/organizations/999999/recent-donations',
      `/api/get/organizations/${suspended.id}/recent-donations`,
      '/api/get/events/999999/recent-donations',
      `/api/get/events/${draft.id}/recent-donations`,
      `/api/get/events/${ofSuspended.id}/recent-donations`,
      '/api/get/events/abc/recent-donations',
      '/api/get/organizations/0/recent-donations',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
