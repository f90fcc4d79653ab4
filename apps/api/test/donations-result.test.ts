import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { donations } from '../src/db/schema';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp, testConfig } from './helpers';

// GET /api/get/donation/result: the result page's call, answered to whoever holds the req_id, with or without a
// session (the gateway may send the donor back to another browser).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startDonation(organizationID: number, amount: number, eventID: number | null = null) {
  const user = await createUser(t.db, { firstName: 'Maria', lastName: 'Santos' });
  const { headers } = await loginAs(t.db, user);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount, organizationID, eventID },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { user, headers, reqId: (response.json() as { req_id: string }).req_id };
}

const result = (reqId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/get/donation/result?req_id=${encodeURIComponent(reqId)}`,
    headers,
  });

const pay = (reqId: string, outcome: 'pay' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${encodeURIComponent(reqId)}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=gcash',
  });

describe('GET /api/get/donation/result', () => {
  it('answers without a session: the status, amount, charity and event, and nothing about the donor', async () => {
    const charity = await createOrganization(t.db, { name: 'Davao Food Bank' });
    const event = await createEvent(t.db, charity.id, { name: 'Feeding Day' });
    const { user, reqId } = await startDonation(charity.id, 250.5, event.id);

    const pending = await result(reqId);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({
      status: 'pending',
      amount: 250.5,
      organizationID: charity.id,
      organizationName: 'Davao Food Bank',
      eventID: event.id,
      eventName: 'Feeding Day',
    });
    // Only for the holder of this req_id: no cache may keep it.
    expect(pending.headers['cache-control']).toBe('no-store');

    expect((await pay(reqId, 'pay')).statusCode).toBe(303);
    const completed = await result(reqId);
    // Exactly these fields: no donor id, name or email.
    expect(completed.json()).toEqual({ ...pending.json(), status: 'completed' });
    for (const secret of [user.email, 'Maria', 'Santos']) expect(completed.body).not.toContain(secret);
  });

  it('answers a charity donation with no event, and a signed-in stranger sees the same public result', async () => {
    const charity = await createOrganization(t.db, { name: 'Bantay Bata' });
    const { reqId } = await startDonation(charity.id, 100);
    await pay(reqId, 'fail');
    const stranger = await loginAs(t.db, await createUser(t.db));
    for (const headers of [{}, stranger.headers]) {
      const response = await result(reqId, headers);
      expect(response.json()).toEqual({
        status: 'failed',
        amount: 100,
        organizationID: charity.id,
        organizationName: 'Bantay Bata',
        eventID: null,
        eventName: null,
      });
    }
  });

  it('reconciles a pending donation for a caller without a session, as the donor check does', async () => {
    const charity = await createOrganization(t.db);
    const { reqId } = await startDonation(charity.id, 100);
    await t.db
      .update(donations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donations.reqId, reqId));
    expect((await result(reqId)).json()).toMatchObject({ status: 'expired' });
    const [row] = await t.db.select().from(donations).where(eq(donations.reqId, reqId));
    expect(row!.status).toBe('expired');
  });

  it('refuses a missing or malformed req_id with a 400 and an unknown one with a 404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/get/donation/result' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('req_id is required.');
    for (const junk of ['abc', "' or 1=1 --", 'a'.repeat(33), `${'a'.repeat(31)}!`, 'x'.repeat(5000)]) {
      const response = await result(junk);
      expect(response.statusCode, junk).toBe(400);
      expect(response.json().message).toBe('This is not a valid payment request ID (req_id).');
    }
    const unknown = await result('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No donation with this request ID was found.');
  });

  it('is rate limited per client when rate limiting is on', async () => {
    const app = await buildApp(testConfig({}, { RATE_LIMIT: '1' }), {
      database: t.database,
      blobs: memoryBlobStore(),
    });
    try {
      await app.ready();
      const ask = () =>
        app.inject({ method: 'GET', url: `/api/get/donation/result?req_id=${'B'.repeat(32)}` });
      for (let i = 0; i < 60; i += 1) expect((await ask()).statusCode).toBe(404);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
