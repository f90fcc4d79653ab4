import { randomInt } from 'node:crypto';
import { type MyDonation, t, ZGivingSummary, ZMyDonation } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { givingSummary } from '../src/modules/giving/my-donations';
import { createDonation, createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const receiptNumber = () => `TB-2026-${String(randomInt(1_000_000)).padStart(6, '0')}-${randomInt(1e9)}`;

/** A signed-in member with the bearer headers. */
async function member() {
  const user = await createUser(ctx.db);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/** Every page from the first, following the Link headers; checks each page's size and link. */
async function allPages(first: string, headers: Record<string, string>, limit: number) {
  const items: MyDonation[] = [];
  let url: string | null = first;
  while (url) {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = z.array(ZMyDonation).parse(response.json());
    items.push(...page);
    const link = response.headers.link;
    if (link === undefined) {
      url = null;
      continue;
    }
    expect(page).toHaveLength(limit);
    const match = /^<(\/api\/get\/my\/donations\?[^>]+)>; rel="next"$/.exec(String(link));
    expect(match, String(link)).not.toBeNull();
    expect(new URL(match![1]!, 'http://x').searchParams.get('limit')).toBe(String(limit));
    url = match![1]!;
  }
  return items;
}

describe('GET /api/get/my/donations', () => {
  it('is for signed-in people only', async () => {
    for (const url of ['/api/get/my/donations', '/api/get/my/donations/summary']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
    }
  });

  it("lists only the caller's own donations, every status, newest first, with their charity and event", async () => {
    const { user, headers } = await member();
    const other = await createUser(ctx.db);
    const charity = await createOrganization(ctx.db, { name: 'Davao Food Bank' });
    const event = await createEvent(ctx.db, charity.id, { name: 'Rice for Toril' });
    const base = Date.now() - 10 * HOUR;
    const statuses = ['completed', 'pending', 'failed', 'expired', 'cancelled'] as const;
    const mine = [];
    for (const [index, status] of statuses.entries())
      mine.push(
        await createDonation(ctx.db, {
          userId: user.userID,
          organizationId: charity.id,
          eventId: index === 0 ? event.id : null,
          status,
          amountCentavos: 12_345 + index,
          anonymous: index === 0,
          receiptNumber: status === 'completed' ? receiptNumber() : null,
          createdAt: new Date(base + index * HOUR),
        }),
      );
    await createDonation(ctx.db, { userId: other.userID, organizationId: charity.id, status: 'completed' });

    const response = await get('/api/get/my/donations', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.link).toBeUndefined();
    const items = z.array(ZMyDonation).parse(response.json());
    expect(items.map((item) => item.req_id)).toEqual(mine.map((d) => d.reqId).reverse());
    expect(items.map((item) => item.status)).toEqual([...statuses].reverse());
    const completed = items.at(-1)!;
    expect(completed).toEqual({
      req_id: mine[0]!.reqId,
      amount: 123.45,
      status: 'completed',
      organizationID: charity.id,
      organizationName: 'Davao Food Bank',
      eventID: event.id,
      nameOfEvent: 'Rice for Toril',
      createdAt: mine[0]!.createdAt.toISOString(),
      completedAt: mine[0]!.completedAt!.toISOString(),
      receiptNumber: mine[0]!.receiptNumber,
      anonymous: true,
      checkoutUrl: null,
      // Its charity has no donee status (certificates.test.ts covers the rest).
      certificateAvailable: false,
      // Given in nobody's name (tributes.test.ts covers one that is).
      tribute: null,
    });
    expect(items[0]).toMatchObject({
      eventID: null,
      nameOfEvent: null,
      completedAt: null,
      receiptNumber: null,
    });

    // The other person sees only their own one.
    const theirs = (await get('/api/get/my/donations', (await loginAs(ctx.db, other)).headers)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0].req_id).not.toBe(mine[0]!.reqId);
  });

  it('gives the checkout link only while a donation is pending and its checkout has not expired', async () => {
    const { user, headers } = await member();
    const charity = await createOrganization(ctx.db);
    const url = (name: string) => `https://checkout.example/${name}`;
    const common = { userId: user.userID, organizationId: charity.id };
    await createDonation(ctx.db, { ...common, status: 'pending', checkoutUrl: url('live') });
    await createDonation(ctx.db, {
      ...common,
      status: 'pending',
      checkoutUrl: url('past-expiry'),
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const status of ['completed', 'failed', 'expired', 'cancelled'] as const)
      await createDonation(ctx.db, { ...common, status, checkoutUrl: url(status) });

    const items = z.array(ZMyDonation).parse((await get('/api/get/my/donations', headers)).json());
    expect(items).toHaveLength(6);
    expect(items.filter((item) => item.checkoutUrl !== null).map((item) => item.checkoutUrl)).toEqual([
      url('live'),
    ]);
  });

  it('pages with Link headers and cursors, covering every donation exactly once (ties on time included)', async () => {
    const { user, headers } = await member();
    const charity = await createOrganization(ctx.db);
    const sameTime = new Date(Date.now() - HOUR);
    const created = [];
    for (let index = 0; index < 7; index += 1)
      created.push(
        await createDonation(ctx.db, {
          userId: user.userID,
          organizationId: charity.id,
          // Three share one instant: the id decides their order.
          createdAt: index < 3 ? sameTime : new Date(sameTime.getTime() + index * 1000),
        }),
      );
    const expected = [...created]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((d) => d.reqId);

    for (const limit of [1, 2, 3, 7]) {
      const items = await allPages(`/api/get/my/donations?limit=${limit}`, headers, limit);
      expect(items.map((item) => item.req_id)).toEqual(expected);
    }
  });

  it(`pages by ${20} without a limit, and the Link keeps that page size`, async () => {
    const { user, headers } = await member();
    const charity = await createOrganization(ctx.db);
    for (let index = 0; index < 21; index += 1)
      await createDonation(ctx.db, {
        userId: user.userID,
        organizationId: charity.id,
        createdAt: new Date(Date.now() - index * 1000),
      });
    const items = await allPages('/api/get/my/donations', headers, 20);
    expect(new Set(items.map((item) => item.req_id)).size).toBe(21);
  });

  it('refuses a bad limit or cursor, and a cursor of another person, with a 400 that says what to do', async () => {
    const { headers } = await member();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1&limit=2']) {
      const response = await get(`/api/get/my/donations?${query}`, headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(t('lists.invalidLimit', { max: 100 }));
    }
    const bad = await get('/api/get/my/donations?cursor=not-a-cursor', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(t('lists.invalidCursor'));

    // A real cursor, made for someone else's list.
    const { user: other, headers: otherHeaders } = await member();
    const charity = await createOrganization(ctx.db);
    for (let index = 0; index < 2; index += 1)
      await createDonation(ctx.db, { userId: other.userID, organizationId: charity.id });
    const link = String((await get('/api/get/my/donations?limit=1', otherHeaders)).headers.link);
    const theirs = /<([^>]+)>/.exec(link)![1]!;
    const refused = await get(theirs, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(t('lists.cursorOtherList'));
  });
});

describe('GET /api/get/my/donations/summary', () => {
  it('totals completed donations only, this year and overall', async () => {
    const { user, headers } = await member();
    const charity = await createOrganization(ctx.db);
    const common = { userId: user.userID, organizationId: charity.id };
    await createDonation(ctx.db, { ...common, status: 'completed', amountCentavos: 150_050 });
    await createDonation(ctx.db, {
      ...common,
      status: 'completed',
      amountCentavos: 20_000,
      completedAt: new Date('2020-06-01T00:00:00Z'),
    });
    for (const status of ['pending', 'failed', 'expired', 'cancelled'] as const)
      await createDonation(ctx.db, { ...common, status, amountCentavos: 99_900 });

    const response = await get('/api/get/my/donations/summary', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(ZGivingSummary.parse(response.json())).toEqual({
      totalThisYear: 1500.5,
      totalOverall: 1700.5,
      completedCount: 2,
    });

    const { headers: newcomer } = await member();
    expect((await get('/api/get/my/donations/summary', newcomer)).json()).toEqual({
      totalThisYear: 0,
      totalOverall: 0,
      completedCount: 0,
    });
  });

  it('counts "this year" in Philippine time: completed 2026-12-31T16:30Z is 1 January 2027 in Davao', async () => {
    const { user } = await member();
    const charity = await createOrganization(ctx.db);
    const common = { userId: user.userID, organizationId: charity.id, status: 'completed' as const };
    await createDonation(ctx.db, {
      ...common,
      amountCentavos: 10_000,
      completedAt: new Date('2026-12-31T16:30:00Z'),
    });
    await createDonation(ctx.db, {
      ...common,
      amountCentavos: 5_000,
      completedAt: new Date('2026-12-31T15:59:59Z'),
    });

    expect(await givingSummary(ctx.db, user.userID, new Date('2027-01-15T00:00:00Z'))).toEqual({
      totalThisYear: 100,
      totalOverall: 150,
      completedCount: 2,
    });
    // Late on 31 December UTC is already 2027 in Davao; in the morning of that day it is still 2026 there.
    expect((await givingSummary(ctx.db, user.userID, new Date('2026-12-31T16:00:00Z'))).totalThisYear).toBe(
      100,
    );
    expect((await givingSummary(ctx.db, user.userID, new Date('2026-12-31T15:00:00Z'))).totalThisYear).toBe(
      50,
    );
  });
});
