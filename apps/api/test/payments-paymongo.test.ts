import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, organizations } from '../src/db/schema';
import { paymentDeps } from '../src/modules/donations/payment-deps';
import { reconcilePendingDonations, STALE_PENDING_MS } from '../src/modules/donations/reconcile';
import { createOrganization } from './factories';
import { type FakePaymongo, startFakePaymongo } from './fakes/paymongo';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

const SECRET_KEY = 'sk_test_tabangTestKey0000000000';
const WEBHOOK_SECRET = 'whsk_tabangTestWebhookSecret000';

let fake: FakePaymongo;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    publicUrl: 'https://tabang.example',
    payments: {
      provider: 'paymongo',
      sandboxWebhookSecret: 'unused',
      xendit: { baseUrl: 'http://127.0.0.1:9' },
      paymongo: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, baseUrl: fake.url },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function donor() {
  const user = await createUser(t.db);
  return { user, headers: (await loginAs(t.db, user)).headers };
}
async function start(headers: { authorization: string }, organizationID: number, amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount, organizationID, eventID: null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { req_id: string; payment_url: string; checkout_url: string };
}
const deliver = (delivery: { headers: Record<string, string>; payload: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paymongo',
    headers: delivery.headers,
    payload: delivery.payload,
  });
const status = async (headers: { authorization: string }, reqId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/post/donation/success?req_id=${reqId}`, headers })).json()
    .status;
async function row(reqId: string) {
  const [found] = await t.db.select().from(donations).where(eq(donations.reqId, reqId));
  return found!;
}
async function totals(organizationId: number, userId: number) {
  const [charity] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [donorRow] = await t.db.select().from(donorTotals).where(eq(donorTotals.userId, userId));
  return {
    charity: charity!.totalDonationCentavos,
    donor: donorRow?.totalCentavos ?? 0,
    count: donorRow?.donationCount ?? 0,
  };
}
/** Lets the donor's next status poll ask the gateway again straight away. */
const forgetLastCheck = (reqId: string) =>
  t.db.update(donations).set({ lastCheckedAt: null }).where(eq(donations.reqId, reqId));

describe('PayMongo driver against a fake Checkout Sessions API', () => {
  it('creates a checkout session as PayMongo documents it and returns its checkout_url', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db, { name: 'Mindanao Kids' });
    const before = fake.requests.length;
    const { req_id, payment_url, checkout_url } = await start(headers, charity.id, 250);
    const create = fake.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path === '/v1/checkout_sessions')!;
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    const back = `https://tabang.example/payment-success?req_id=${req_id}&organizationID=${charity.id}&eventID=&amount=250.00`;
    expect(create.body).toEqual({
      data: {
        attributes: {
          line_items: [
            { name: 'Tabang - Donation for Mindanao Kids', amount: 25_000, currency: 'PHP', quantity: 1 },
          ],
          payment_method_types: ['gcash', 'grab_pay', 'paymaya', 'card'],
          success_url: back,
          cancel_url: back,
          description: 'Tabang - Donation for Mindanao Kids',
          reference_number: req_id,
          metadata: { req_id },
          send_email_receipt: false,
          show_description: true,
          show_line_items: true,
        },
      },
    });
    const session = fake.sessionFor(req_id);
    expect(payment_url).toBe(session.attributes.checkout_url);
    expect(checkout_url).toBe(payment_url);
    expect(await row(req_id)).toMatchObject({
      provider: 'paymongo',
      providerRef: session.id,
      status: 'pending',
    });
  });

  it('completes on a signed checkout_session.payment.paid event, once', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 1000);
    const session = fake.sessionFor(req_id);
    const paid = fake.pay(session.id, 'grab_pay');
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await status(headers, req_id)).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 100_000, donor: 100_000, count: 1 });
    // The receipt says how it was paid: the paid payment's source type.
    expect((await row(req_id)).paymentMethod).toBe('grab_pay');
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout_sessions/${session.id}`),
    ).toBe(true);
    // PayMongo retries until it gets a 2xx: redeliveries are no-ops.
    for (let i = 0; i < 3; i += 1) expect((await deliver(paid)).statusCode).toBe(200);
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 100_000, donor: 100_000, count: 1 });
  });

  it('refuses forged, tampered and unsigned events and changes nothing', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 300);
    const session = fake.sessionFor(req_id);
    const genuine = fake.pay(session.id);
    const forgeries = [
      fake.deliver('checkout_session.payment.paid', session, { secret: 'whsk_guessed' }),
      { ...genuine, payload: genuine.payload.replace('"amount":30000', '"amount":3') },
      { headers: { 'content-type': 'application/json' }, payload: genuine.payload },
      // A test-mode event whose signature sits in the live slot.
      {
        ...genuine,
        headers: {
          ...genuine.headers,
          'paymongo-signature': genuine.headers['paymongo-signature'].replace(
            /te=([0-9a-f]+),li=/,
            'te=,li=$1',
          ),
        },
      },
    ];
    for (const forged of forgeries) {
      const response = await deliver(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'The webhook signature could not be verified.',
        code: 'unauthorized',
      });
    }
    expect((await row(req_id)).status).toBe('pending');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 0, donor: 0, count: 0 });
    // The genuine one still works afterwards.
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
  });

  it('handles a retry still carrying its first timestamp, minutes later, once', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 300);
    const session = fake.sessionFor(req_id);
    fake.pay(session.id);
    // PayMongo retries a delivery that got no 2xx; whether it signs the retry anew is not documented.
    const retried = fake.deliver('checkout_session.payment.paid', session, {
      timestamp: Math.floor(Date.now() / 1000) - 20 * 60,
    });
    for (let i = 0; i < 3; i += 1) expect((await deliver(retried)).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 30_000, donor: 30_000, count: 1 });
  });

  it('answers 503 to a paid event the session does not show yet, and completes on its redelivery', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 300);
    const session = fake.sessionFor(req_id);
    // The event arrives before PayMongo's own record shows the payment (and its body shows none either).
    const early = fake.deliver('checkout_session.payment.paid', structuredClone(session));
    const response = await deliver(early);
    expect(response.statusCode).toBe(503);
    expect((await row(req_id)).status).toBe('pending');
    fake.pay(session.id);
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await deliver(early)).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 30_000, donor: 30_000, count: 1 });
  });

  it('acknowledges payment.failed without ending the donation, so the donor can pay another way', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 200);
    const session = fake.sessionFor(req_id);
    expect((await deliver(fake.failPayment(session.id, 'gcash'))).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('pending');
    expect((await deliver(fake.pay(session.id, 'paymaya'))).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 20_000, donor: 20_000, count: 1 });
  });

  it('finds a paid session by polling when the webhook never comes (PayMongo does not resend)', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 150);
    fake.pay(fake.sessionFor(req_id).id);
    expect(await status(headers, req_id)).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 15_000, donor: 15_000, count: 1 });
  });

  it('reports an expired session as expired', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 150);
    expect(await status(headers, req_id)).toBe('pending');
    fake.expire(fake.sessionFor(req_id).id);
    await forgetLastCheck(req_id);
    expect(await status(headers, req_id)).toBe('expired');
  });

  it('the background job reconciles pending donations nobody polls', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 175);
    fake.pay(fake.sessionFor(req_id).id);
    // Not yet stale: the job leaves it to the donor's own polling for now.
    await reconcilePendingDonations(paymentDeps(t.app));
    expect((await row(req_id)).status).toBe('pending');
    await t.db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - STALE_PENDING_MS - 60_000) })
      .where(eq(donations.reqId, req_id));
    await reconcilePendingDonations(paymentDeps(t.app));
    expect((await row(req_id)).status).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 17_500, donor: 17_500, count: 1 });
  });

  it('expires overdue donations and their sessions', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const session = fake.sessionFor(req_id);
    await t.db
      .update(donations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donations.reqId, req_id));
    await reconcilePendingDonations(paymentDeps(t.app));
    expect((await row(req_id)).status).toBe('expired');
    expect(session.attributes.status).toBe('expired');
  });

  it('answers 502 with a clear message when PayMongo refuses the request', async () => {
    const broken = await createTestApp({
      payments: {
        provider: 'paymongo',
        sandboxWebhookSecret: 'unused',
        xendit: { baseUrl: 'http://127.0.0.1:9' },
        paymongo: { secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, baseUrl: fake.url },
      },
    });
    try {
      const user = await createUser(broken.db);
      const organization = await createOrganization(broken.db);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/post/donation/create',
        headers: (await loginAs(broken.db, user)).headers,
        payload: { amount: 100, organizationID: organization.id },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('We could not start the payment');
      const [stored] = await broken.db
        .select()
        .from(donations)
        .where(eq(donations.organizationId, organization.id));
      expect(stored!.status).toBe('failed');
    } finally {
      await broken.close();
    }
  });
});

describe('PayMongo fake speaks the protocol', () => {
  it('refuses a wrong key and a session without line items, with PayMongo error bodies', async () => {
    const auth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    const wrongKey = await fetch(`${fake.url}/v1/checkout_sessions`, {
      method: 'POST',
      headers: { authorization: auth('sk_test_nope'), 'content-type': 'application/json' },
      body: JSON.stringify({ data: { attributes: {} } }),
    });
    expect(wrongKey.status).toBe(401);
    expect(((await wrongKey.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'api_key_invalid',
    );
    const missing = await fetch(`${fake.url}/v1/checkout_sessions`, {
      method: 'POST',
      headers: { authorization: auth(SECRET_KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ data: { attributes: { payment_method_types: ['gcash'] } } }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      code: 'parameter_required',
    });
  });
});
