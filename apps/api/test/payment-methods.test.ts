import { t as msg, PAYMENT_METHOD_LIMITS, QRPH_CODE_LIFETIME_SECONDS } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../src/db/schema';
import { createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp, testConfig } from './helpers';
import { decodeQrSvg, firstSvg } from './qr';

/** The ways to pay on the sandbox: what the server offers, the limits it holds to, and QR Ph's code. */

let t: TestApp;
let narrow: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An account where only GCash and QR Ph are activated.
  narrow = await createTestApp({}, { SANDBOX_METHODS: 'qrph, gcash' });
});
afterAll(async () => {
  await t.close();
  await narrow.close();
});

async function donor(app: TestApp) {
  const user = await createUser(app.db);
  return { user, headers: (await loginAs(app.db, user)).headers };
}
async function give(app: TestApp, body: Record<string, unknown>) {
  const { user, headers } = await donor(app);
  const charity = await createOrganization(app.db);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { organizationID: charity.id, eventID: null, ...body },
  });
  const rows = await app.db.select().from(donations).where(eq(donations.userId, user.userID));
  return { response, rows };
}
const page = (app: TestApp, reqId: string) =>
  app.app.inject({ method: 'GET', url: `/sandbox/checkout/${reqId}` });
/** The methods a sandbox page offers, by the radio buttons' values. */
const radios = (html: string) =>
  [...html.matchAll(/name="method" value="([^"]+)"/g)].map((match) => match[1]);

describe('GET /api/get/payment/methods', () => {
  it('lists every method the sandbox offers with its limits, for anyone, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/payment/methods' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      methods: [
        // The sandbox saves cards and Maya and charges them each month; the wallets are reminded (decision 030).
        { method: 'gcash', min: 1, max: 100_000, autoCharge: false },
        { method: 'grabpay', min: 1, max: 100_000, autoCharge: false },
        { method: '7eleven', min: 50, max: 50_000, autoCharge: false },
        { method: 'qrph', min: 1, max: 50_000, autoCharge: false },
        { method: 'maya', min: 1, max: 100_000, autoCharge: true },
        { method: 'card', min: 1, max: 1_000_000, autoCharge: true },
      ],
    });
  });

  it('lists only the methods the setting activates, in Tabang order', async () => {
    const response = await narrow.app.inject({ method: 'GET', url: '/api/get/payment/methods' });
    expect(response.json().methods.map((m: { method: string }) => m.method)).toEqual(['gcash', 'qrph']);
  });

  it('refuses to start with a method the gateway cannot take', async () => {
    expect(() => testConfig({}, { SANDBOX_METHODS: 'gcash,bitcoin' })).toThrow(/SANDBOX_METHODS/);
  });
});

describe('limits, before the gateway is asked', () => {
  it('refuses QR Ph above ₱50,000 with a 400 naming the limit, storing nothing', async () => {
    const { response, rows } = await give(t, { amount: 50_000.01, method: 'qrph' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: msg('donations.methodAboveMax', { method: 'QR Ph (any bank or e-wallet)', max: '₱50,000' }),
      code: 'invalid_request',
    });
    expect(rows).toEqual([]);
  });

  it('refuses 7-Eleven below its ₱50 minimum', async () => {
    const { response, rows } = await give(t, { amount: 49.5, method: '7eleven' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(msg('donations.methodBelowMin', { method: '7-Eleven', min: '₱50' }));
    expect(rows).toEqual([]);
  });

  it('takes each method at its own limits', async () => {
    for (const method of ['qrph', '7eleven', 'gcash'] as const) {
      const { max } = PAYMENT_METHOD_LIMITS[method];
      const { response } = await give(t, { amount: max, method });
      expect(response.statusCode, `${method} at ₱${max}`).toBe(200);
    }
  });

  it('refuses an unknown method, and one the setting does not activate', async () => {
    const unknown = await give(t, { amount: 100, method: 'bitcoin' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json().message).toContain(msg('donations.methodInvalid'));
    const inactive = await give(narrow, { amount: 100, method: 'card' });
    expect(inactive.response.statusCode).toBe(400);
    expect(inactive.response.json().message).toBe(
      msg('donations.methodUnavailable', { method: 'Credit or debit card' }),
    );
    expect(inactive.rows).toEqual([]);
  });

  it('refuses an amount no offered method takes, saying the most one payment can be', async () => {
    const { response, rows } = await give(narrow, { amount: 150_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      msg('donations.noMethodTakes', { amount: '₱150,000', max: '₱100,000' }),
    );
    expect(rows).toEqual([]);
  });

  it('without a method, offers on the page only the methods that take the amount', async () => {
    const large = await give(t, { amount: 200_000 });
    expect(large.response.statusCode).toBe(200);
    expect(large.rows[0]!.method).toBeNull();
    expect(radios((await page(t, large.rows[0]!.reqId)).body)).toEqual(['card']);
    const middle = await give(t, { amount: 75_000 });
    expect(radios((await page(t, middle.rows[0]!.reqId)).body)).toEqual(['gcash', 'grabpay', 'maya', 'card']);
    const small = await give(t, { amount: 20 });
    expect(radios((await page(t, small.rows[0]!.reqId)).body)).toEqual([
      'gcash',
      'grabpay',
      'qrph',
      'maya',
      'card',
    ]);
  });
});

describe('QR Ph on the sandbox', () => {
  it('draws a code that decodes to the pay link, with the amount and the 30 minutes it lasts', async () => {
    const { response, rows } = await give(t, { amount: 1_234.5, method: 'qrph' });
    expect(response.statusCode).toBe(200);
    const { payment_url } = response.json() as { payment_url: string };
    const row = rows[0]!;
    expect(row.method).toBe('qrph');
    // The donation expires with its code, not after the sandbox's usual hour.
    const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - QRPH_CODE_LIFETIME_SECONDS)).toBeLessThan(60);

    const html = (await page(t, row.reqId)).body;
    const svg = firstSvg(html);
    expect(svg).not.toBeNull();
    expect(await decodeQrSvg(svg!)).toBe(payment_url);
    expect(html).toContain(msg('payment.sandbox.qrAlt', { amount: '₱1,234.50' }));
    expect(html).toMatch(/expires at [^:]+:\d\d\s?[AP]M: (30|29) minutes left/);
    expect(radios(html)).toEqual(['qrph']);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${row.reqId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=qrph',
    });
    expect(paid.statusCode).toBe(303);
    const [done] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(done).toMatchObject({ status: 'completed', paymentMethod: 'qrph' });
  });

  it('cannot be paid once its code has expired', async () => {
    const { rows } = await give(t, { amount: 300, method: 'qrph' });
    const row = rows[0]!;
    await t.db
      .update(donations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donations.id, row.id));
    const html = (await page(t, row.reqId)).body;
    expect(html).toContain(msg('payment.sandbox.qrExpired'));
    expect(firstSvg(html)).toBeNull();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${row.reqId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=qrph',
    });
    expect(pay.statusCode).toBe(409);
    const [still] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(still!.status).toBe('pending');
  });
});
