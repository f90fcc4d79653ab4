import { t as msg } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, organizations } from '../src/db/schema';
import { paymentDeps } from '../src/modules/donations/payment-deps';
import { reconcilePendingDonations } from '../src/modules/donations/reconcile';
import { createEvent, createOrganization } from './factories';
import { type FakeXendit, startFakeXendit } from './fakes/xendit';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

const SECRET_KEY = 'xnd_development_tabang_test_key';
const CALLBACK_TOKEN = 'tabang-test-callback-token';

let fake: FakeXendit;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeXendit({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
  t = await createTestApp({
    publicUrl: 'https://tabang.example',
    payments: {
      provider: 'xendit',
      sandboxWebhookSecret: 'unused',
      xendit: { secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, baseUrl: fake.url },
      paymongo: { baseUrl: 'http://127.0.0.1:9' },
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
async function start(
  headers: { authorization: string },
  organizationID: number,
  amount: number,
  eventID?: number,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount, organizationID, eventID: eventID ?? null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { req_id: string; payment_url: string };
}
const callbackDelivery = (delivery: { headers: Record<string, string>; payload: string }) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/xendit', ...delivery });
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

describe('Xendit driver against a fake Invoice API', () => {
  it('creates an invoice as the Invoice API documents it and returns its invoice_url', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db, { name: 'Davao Med Mission' });
    const event = await createEvent(t.db, charity.id, { name: 'Clinic Day' });
    const before = fake.requests.length;
    const { req_id, payment_url } = await start(headers, charity.id, 250.5, event.id);

    const create = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v2/invoices')!;
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    const back = `https://tabang.example/payment-success?req_id=${req_id}&organizationID=${charity.id}&eventID=${event.id}&amount=250.50`;
    expect(create.body).toEqual({
      external_id: req_id,
      amount: 250.5,
      currency: 'PHP',
      description: 'Tabang - Donation for Clinic Day by Davao Med Mission',
      invoice_duration: 86_400,
      // Without a chosen method: every offered channel (XENDIT_METHODS unset: GCash, GrabPay, 7-Eleven) that takes ₱250.50.
      payment_methods: ['GCASH', 'GRABPAY', '7ELEVEN'],
      success_redirect_url: back,
      failure_redirect_url: back,
      should_send_email: false,
    });
    const invoice = fake.invoiceFor(req_id);
    expect(payment_url).toBe(invoice.invoice_url);
    expect(await row(req_id)).toMatchObject({
      provider: 'xendit',
      providerRef: invoice.id,
      status: 'pending',
    });
  });

  it('completes on a PAID callback confirmed with the gateway, once, whatever is redelivered after', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 500);
    const invoice = fake.invoiceFor(req_id);

    const paid = fake.pay(invoice.id, '7ELEVEN');
    const response = await callbackDelivery(paid);
    expect(response.statusCode).toBe(200);
    expect(await status(headers, req_id)).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 50_000, donor: 50_000, count: 1 });
    // The receipt says how it was paid: the invoice's payment_channel.
    expect((await row(req_id)).paymentMethod).toBe('7ELEVEN');
    // The webhook was confirmed by asking the gateway for the invoice.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v2/invoices/${invoice.id}`)).toBe(
      true,
    );

    // A redelivery, the later SETTLED callback and a stray EXPIRED change nothing more.
    expect((await callbackDelivery(paid)).statusCode).toBe(200);
    expect((await callbackDelivery(fake.settle(invoice.id))).statusCode).toBe(200);
    expect((await callbackDelivery(fake.callback({ ...invoice, status: 'EXPIRED' }))).statusCode).toBe(200);
    expect(await status(headers, req_id)).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 50_000, donor: 50_000, count: 1 });
  });

  it('refuses a callback without the right x-callback-token and changes nothing', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    const forged = fake.callback({ ...invoice, status: 'PAID' }, 'guessed-token');
    expect((await callbackDelivery(forged)).statusCode).toBe(401);
    const { 'x-callback-token': _, ...noToken } = forged.headers;
    expect((await callbackDelivery({ headers: noToken, payload: forged.payload })).statusCode).toBe(401);
    expect((await row(req_id)).status).toBe('pending');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 0, donor: 0, count: 0 });
  });

  it('answers a PAID callback the gateway does not confirm yet with a 503, so Xendit delivers it again', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    // Authentic token, but the invoice is still PENDING at Xendit: nothing is recorded, and Xendit (which retries
    // any non-2xx) is told to come back.
    const early = fake.callback({ ...invoice, status: 'PAID' });
    const response = await callbackDelivery(early);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'gateway_unavailable' });
    expect((await row(req_id)).status).toBe('pending');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 0, donor: 0, count: 0 });
    // Xendit's redelivery of that same callback, once the invoice really is paid, completes the donation once.
    fake.pay(invoice.id);
    expect((await callbackDelivery(early)).statusCode).toBe(200);
    expect((await callbackDelivery(early)).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 10_000, donor: 10_000, count: 1 });
  });

  it('answers 503 to a callback the gateway cannot confirm right now, so Xendit delivers it again', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    const paid = fake.pay(invoice.id);
    // Asked for the invoice, the gateway answers 404 this time.
    fake.invoices.delete(invoice.id);
    const response = await callbackDelivery(paid);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: msg('errors.generic'), code: 'gateway_unavailable' });
    expect((await row(req_id)).status).toBe('pending');
    // Once the gateway answers again, the redelivery goes through.
    fake.invoices.set(invoice.id, invoice);
    expect((await callbackDelivery(paid)).statusCode).toBe(200);
    expect((await row(req_id)).status).toBe('completed');
  });

  it('refuses to complete when the gateway reports another amount or currency, and flags the donation', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    invoice.amount = 1;
    expect((await callbackDelivery(fake.pay(invoice.id))).statusCode).toBe(200);
    expect(await row(req_id)).toMatchObject({ status: 'pending', needsReview: true });
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 0, donor: 0, count: 0 });
  });

  it('expires on an EXPIRED callback; a payment that lands later still counts and is flagged', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    expect((await callbackDelivery(fake.expire(invoice.id))).statusCode).toBe(200);
    expect(await status(headers, req_id)).toBe('expired');
    expect((await callbackDelivery(fake.pay(invoice.id))).statusCode).toBe(200);
    expect(await row(req_id)).toMatchObject({ status: 'completed', needsReview: true });
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 10_000, donor: 10_000, count: 1 });
  });

  it('finds a missed payment by asking the gateway when the donor polls, at most once every few seconds', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    const asks = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path === `/v2/invoices/${invoice.id}`).length;

    expect(await status(headers, req_id)).toBe('pending');
    expect(asks()).toBe(1);
    fake.pay(invoice.id); // The callback never arrives.
    expect(await status(headers, req_id)).toBe('pending'); // Asked a moment ago: not asked again yet.
    expect(asks()).toBe(1);
    await t.db
      .update(donations)
      .set({ lastCheckedAt: new Date(Date.now() - 60_000) })
      .where(eq(donations.reqId, req_id));
    expect(await status(headers, req_id)).toBe('completed');
    expect(asks()).toBe(2);
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 10_000, donor: 10_000, count: 1 });
  });

  it('expires overdue donations in the background job, closing the invoice at the gateway first', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    const invoice = fake.invoiceFor(req_id);
    await t.db
      .update(donations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donations.reqId, req_id));
    await reconcilePendingDonations(paymentDeps(t.app));
    expect((await row(req_id)).status).toBe('expired');
    expect(fake.invoices.get(invoice.id)!.status).toBe('EXPIRED');
    expect(
      fake.requests.some((r) => r.method === 'POST' && r.path === `/invoices/${invoice.id}/expire!`),
    ).toBe(true);
  });

  it('the background job completes an overdue donation the gateway says was paid', async () => {
    const { user, headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    fake.pay(fake.invoiceFor(req_id).id);
    await t.db
      .update(donations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donations.reqId, req_id));
    await reconcilePendingDonations(paymentDeps(t.app));
    expect(await row(req_id)).toMatchObject({ status: 'completed', needsReview: false });
    expect(await totals(charity.id, user.userID)).toEqual({ charity: 10_000, donor: 10_000, count: 1 });
  });

  it('reuses the invoice when the create call is lost after Xendit made it (no second payable page)', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    fake.faults.nextCreate = 'drop-after-create';
    const { req_id, payment_url } = await start(headers, charity.id, 100);
    const made = [...fake.invoices.values()].filter((invoice) => invoice.external_id === req_id);
    expect(made).toHaveLength(1);
    expect(payment_url).toBe(made[0]!.invoice_url);
    expect(await row(req_id)).toMatchObject({ status: 'pending', providerRef: made[0]!.id });
  });

  it.each(['server-error', 'bad-request'] as const)(
    'answers 502 with a clear message and fails the donation when the gateway gives %s',
    async (fault) => {
      const { headers } = await donor();
      const charity = await createOrganization(t.db);
      fake.faults.nextCreate = fault;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/post/donation/create',
        headers,
        payload: { amount: 100, organizationID: charity.id },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'We could not start the payment with our payment provider. Nothing was charged. Please try again in a few minutes.',
      );
      const [stored] = await t.db.select().from(donations).where(eq(donations.organizationId, charity.id));
      expect(stored!.status).toBe('failed');
    },
  );

  it('ignores an authentic callback for an invoice that is not ours', async () => {
    const response = await callbackDelivery(
      fake.callback({
        ...fake.invoices.values().next().value!,
        id: 'someone-else',
        external_id: 'not-ours',
        status: 'PAID',
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('serves no sandbox pages and no other provider webhooks', async () => {
    const { headers } = await donor();
    const charity = await createOrganization(t.db);
    const { req_id } = await start(headers, charity.id, 100);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${req_id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${req_id}/pay` })).statusCode).toBe(
      404,
    );
    for (const provider of ['sandbox', 'paymongo'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/webhooks/${provider}`,
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          })
        ).statusCode,
      ).toBe(404);
  });
});

describe('Xendit fake speaks the protocol', () => {
  it('refuses a wrong key and a request without the required fields, as Xendit does', async () => {
    const wrongKey = await fetch(`${fake.url}/v2/invoices`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('xnd_wrong:').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ external_id: 'x', amount: 1 }),
    });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
    const missing = await fetch(`${fake.url}/v2/invoices`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 1 }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });
});

describe('monthly giving on Xendit', () => {
  it('reminds every plan each month rather than charging it: without XENDIT_AUTO_CHARGE_METHODS nothing is charged automatically', async () => {
    const charity = await createOrganization(t.db);
    const { headers } = await donor();
    const methods = await t.app.inject({ method: 'GET', url: '/api/get/payment/methods' });
    expect(methods.json().methods.every((m: { autoCharge: boolean }) => m.autoCharge === false)).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/post/recurring/create',
      headers,
      payload: { amount: 300, organizationID: charity.id, method: 'gcash' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mode).toBe('reminder');
    // The first gift is an ordinary invoice at the gateway.
    expect(response.json().checkout_url).toMatch(/^https?:\/\//);
    expect(response.json().checkout_url).not.toContain('save=1');
  });
});
