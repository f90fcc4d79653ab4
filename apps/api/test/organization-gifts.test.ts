import { randomBytes } from 'node:crypto';
import { t as message, philippineToday, ZOrganizationGift } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations } from '../src/db/schema';
import { createDonation, createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

// A charity's list of gifts for its representative, with their certificates. On PGlite by default; on PostgreSQL
// with TEST_DATABASE_URL.
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

type Headers = Record<string, string>;
async function signedIn(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, fields);
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });
const giftsUrl = (id: number, query = '') => `/api/get/organizations/${id}/donations${query}`;
const parse = (body: unknown) => z.array(ZOrganizationGift).parse(body);
const DAY = 86_400_000;

/** A completed gift straight in the database, completed `minutesAgo` minutes ago. */
const gift = (
  userId: number,
  organizationId: number,
  minutesAgo: number,
  fields: Partial<Parameters<typeof createDonation>[1]> = {},
) =>
  createDonation(h.db, {
    userId,
    organizationId,
    status: 'completed',
    completedAt: new Date(Date.now() - minutesAgo * 60_000),
    receiptNumber: `TB-T${randomBytes(5).toString('hex')}`,
    paymentMethod: 'GCASH',
    ...fields,
  });

async function charityWithRep(fields: Partial<typeof organizations.$inferInsert> = {}) {
  const rep = await signedIn();
  const charity = await createOrganization(h.db, { representativeUserId: rep.user.userID, ...fields });
  return { rep, charity };
}

describe('GET /api/get/organizations/{id}/donations', () => {
  it('is for the representative and admins: 401 signed out, 403 for anyone else, 404 for no such charity', async () => {
    const { rep, charity } = await charityWithRep();
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    expect((await get(giftsUrl(charity.id))).statusCode).toBe(401);
    const refused = await get(giftsUrl(charity.id), other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const unknown = await get(giftsUrl(2_000_000_000), admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(message('charities.notFound'));
    for (const who of [rep, admin]) {
      const allowed = await get(giftsUrl(charity.id), who.headers);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['cache-control']).toContain('no-store');
      expect(allowed.json()).toEqual([]);
    }
  });

  it('lists completed gifts only, newest first, a page at a time with a Link to the next', async () => {
    const { rep, charity } = await charityWithRep();
    const donor = await createUser(h.db, { firstName: 'Pedro', lastName: 'Penduko' });
    const event = await createEvent(h.db, charity.id);
    const oldest = await gift(donor.userID, charity.id, 30, { amountCentavos: 10_000 });
    const middle = await gift(donor.userID, charity.id, 20, { amountCentavos: 25_050, eventId: event.id });
    const newest = await gift(donor.userID, charity.id, 10, { amountCentavos: 50_000 });
    await createDonation(h.db, { userId: donor.userID, organizationId: charity.id, status: 'pending' });
    await createDonation(h.db, { userId: donor.userID, organizationId: charity.id, status: 'failed' });
    const elsewhere = await createOrganization(h.db);
    await gift(donor.userID, elsewhere.id, 5);

    const first = await get(giftsUrl(charity.id, '?limit=2'), rep.headers);
    expect(first.statusCode).toBe(200);
    const page1 = parse(first.json());
    expect(page1.map((g) => g.reqId)).toEqual([newest.reqId, middle.reqId]);
    expect(page1[1]).toMatchObject({
      amount: 250.5,
      donorName: 'Pedro Penduko',
      eventName: event.name,
      method: 'GCash',
      tribute: null,
      certificateAvailable: false,
      completedAt: middle.completedAt!.toISOString(),
    });
    const link = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    expect(link).toMatch(new RegExp(`^/api/get/organizations/${charity.id}/donations\\?limit=2&cursor=`));
    const second = await get(link, rep.headers);
    expect(parse(second.json()).map((g) => g.reqId)).toEqual([oldest.reqId]);
    expect(second.headers.link).toBeUndefined();

    // A cursor is for this charity's list only.
    const { charity: another, rep: otherRep } = await charityWithRep();
    const cursor = new URL(link, 'http://x').searchParams.get('cursor')!;
    const misused = await get(giftsUrl(another.id, `?cursor=${cursor}`), otherRep.headers);
    expect(misused.statusCode).toBe(400);
    expect(misused.json().message).toBe(message('lists.cursorOtherList'));
    expect((await get(giftsUrl(charity.id, '?limit=0'), rep.headers)).statusCode).toBe(400);
  });

  it('names donors as the donations CSV does, and shows the tribute but never the family address', async () => {
    const { rep, charity } = await charityWithRep();
    const named = await createUser(h.db, { firstName: 'Named', lastName: 'Giver' });
    const hidden = await createUser(h.db, { firstName: 'Hidden', lastName: 'Giver' });
    const leaving = await signedIn({ firstName: 'Leaving', lastName: 'Giver' });
    await gift(named.userID, charity.id, 3, {
      tributeKind: 'memory',
      tributeName: 'Lola Rosa',
      tributeNotifyEmail: 'family@example.com',
      tributeShowAmount: false,
    });
    await gift(hidden.userID, charity.id, 2, { anonymous: true });
    await gift(leaving.user.userID, charity.id, 1);
    const deleted = await h.app.inject({
      method: 'POST',
      url: '/api/post/my/delete',
      headers: leaving.headers,
      payload: { password: leaving.user.password },
    });
    expect(deleted.statusCode).toBe(200);

    const response = await get(giftsUrl(charity.id), rep.headers);
    const gifts = parse(response.json());
    expect(gifts.map((g) => g.donorName)).toEqual([
      message('account.deleted.name'),
      message('reports.csv.anonymous'),
      'Named Giver',
    ]);
    expect(gifts[2]!.tribute).toEqual({ kind: 'memory', name: 'Lola Rosa' });
    expect(response.body).not.toContain('Hidden');
    expect(response.body).not.toContain('family@example.com');
  });

  it('offers the certificate once the donor asked for it, while the charity was a checked donee on that day', async () => {
    const today = (days: number) => philippineToday(Date.now() + days * DAY);
    const { rep, charity } = await charityWithRep({
      tin: '123-456-789-000',
      birRegistrationNumber: 'BIR-DI-2026-0042',
      birRegistrationValidUntil: today(365),
      deductibility: 'full',
      doneeCheckedAt: new Date(),
    });
    const donor = await signedIn();
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/post/my/tax-details',
      headers: donor.headers,
      payload: { tin: '987-654-321', registeredAddress: '12 Quimpo Boulevard, Davao City' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = await gift(donor.user.userID, charity.id, 2);
    const notAsked = await gift(donor.user.userID, charity.id, 1);
    const certificateOf = (reqId: string, headers: Headers) =>
      get(`/api/get/donations/${encodeURIComponent(reqId)}/certificate.pdf`, headers);
    expect((await certificateOf(asked.reqId, donor.headers)).statusCode).toBe(200);

    const gifts = parse((await get(giftsUrl(charity.id), rep.headers)).json());
    expect(gifts.map((g) => [g.reqId, g.certificateAvailable])).toEqual([
      [notAsked.reqId, false],
      [asked.reqId, true],
    ]);
    // What the list offers, the certificate route gives the representative; what it does not, it refuses.
    expect((await certificateOf(asked.reqId, rep.headers)).statusCode).toBe(200);
    expect((await certificateOf(notAsked.reqId, rep.headers)).statusCode).toBe(409);

    // A change to the charity's donee details clears the admin's check: no certificate can be made meanwhile.
    await h.db.update(organizations).set({ doneeCheckedAt: null }).where(eq(organizations.id, charity.id));
    const unchecked = parse((await get(giftsUrl(charity.id), rep.headers)).json());
    expect(unchecked.every((g) => !g.certificateAvailable)).toBe(true);
    expect((await certificateOf(asked.reqId, rep.headers)).statusCode).toBe(409);
  });
});
