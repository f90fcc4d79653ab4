import { t as msg } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { donations } from '../src/db/schema';
import { GatewayError } from '../src/payments/gateway';
import { createPaymongoGateway } from '../src/payments/paymongo';
import { createXenditGateway } from '../src/payments/xendit';
import { createOrganization } from './factories';
import { type FakePaymongo, startFakePaymongo } from './fakes/paymongo';
import { type FakeXendit, startFakeXendit } from './fakes/xendit';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

/**
 * QR Ph and the limits real gateways enforce, through the Xendit and PayMongo drivers against fakes that refuse as
 * the gateways do: an amount no requested channel takes, a channel not activated on the account.
 */

const XENDIT_KEY = 'xnd_development_tabang_methods_key';
const XENDIT_TOKEN = 'tabang-methods-callback-token';
const PAYMONGO_KEY = 'sk_test_tabang_methods_key';
const PAYMONGO_SECRET = 'whsk_tabang_methods_secret';

function xenditApp(fake: FakeXendit, methods?: Config['payments']['xendit']['methods']) {
  return createTestApp({
    publicUrl: 'https://tabang.example',
    payments: {
      provider: 'xendit',
      sandboxWebhookSecret: 'unused',
      xendit: { secretKey: XENDIT_KEY, callbackToken: XENDIT_TOKEN, baseUrl: fake.url, methods },
      paymongo: { baseUrl: 'http://127.0.0.1:9' },
    },
  });
}
function paymongoApp(fake: FakePaymongo, methods?: Config['payments']['paymongo']['methods']) {
  return createTestApp({
    publicUrl: 'https://tabang.example',
    payments: {
      provider: 'paymongo',
      sandboxWebhookSecret: 'unused',
      xendit: { baseUrl: 'http://127.0.0.1:9' },
      paymongo: { secretKey: PAYMONGO_KEY, webhookSecret: PAYMONGO_SECRET, baseUrl: fake.url, methods },
    },
  });
}

async function give(app: TestApp, body: Record<string, unknown>) {
  const user = await createUser(app.db);
  const { headers } = await loginAs(app.db, user);
  const charity = await createOrganization(app.db);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { organizationID: charity.id, eventID: null, ...body },
  });
  const [row] = await app.db.select().from(donations).where(eq(donations.userId, user.userID));
  return { response, row };
}
const creates = (requests: { method: string; path: string }[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path).length;
const request = (
  reqId: string,
  amountCentavos: number,
  methods: Parameters<typeof createXenditGateway>[0]['methods'],
) => ({
  reqId,
  amountCentavos,
  currency: 'PHP',
  description: 'Tabang - Donation for Test',
  successUrl: 'https://tabang.example/payment-success',
  failureUrl: 'https://tabang.example/payment-success',
  durationSeconds: 1800,
  methods: methods ?? [],
});

describe('Xendit: QR Ph and the channels activated on the account', () => {
  let fake: FakeXendit;
  let withQr: TestApp;
  beforeAll(async () => {
    // An account with GCash, GrabPay and QR Ph activated, and no 7-Eleven.
    fake = await startFakeXendit({
      secretKey: XENDIT_KEY,
      callbackToken: XENDIT_TOKEN,
      activated: ['GCASH', 'GRABPAY', 'QRPH'],
    });
    withQr = await xenditApp(fake, ['gcash', 'grabpay', 'qrph']);
  });
  afterAll(async () => {
    await withQr.close();
    await fake.close();
  });

  it('creates a QR Ph invoice: the QRPH channel alone, for the 30 minutes a code lasts', async () => {
    const before = fake.requests.length;
    const { response, row } = await give(withQr, { amount: 2_500, method: 'qrph' });
    expect(response.statusCode, response.body).toBe(200);
    const create = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v2/invoices')!;
    expect(create.body).toMatchObject({ amount: 2_500, payment_methods: ['QRPH'], invoice_duration: 1800 });
    const invoice = fake.invoiceFor(row!.reqId);
    expect(invoice.available_qr_codes).toEqual([{ qr_code_type: 'QRPH' }]);
    expect(response.json().payment_url).toBe(invoice.invoice_url);

    // Paid by QR: Xendit reports the QR_CODE family and the QRPH channel; the receipt keeps the channel.
    const paid = await withQr.app.inject({
      method: 'POST',
      url: '/api/webhooks/xendit',
      ...fake.pay(invoice.id, 'QRPH'),
    });
    expect(paid.statusCode).toBe(200);
    const [done] = await withQr.db.select().from(donations).where(eq(donations.id, row!.id));
    expect(done).toMatchObject({ status: 'completed', paymentMethod: 'QRPH' });
  });

  it('offers only the activated channels that take the amount when no method is chosen', async () => {
    const before = fake.requests.length;
    const { response } = await give(withQr, { amount: 75_000 });
    expect(response.statusCode).toBe(200);
    const create = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v2/invoices')!;
    expect((create.body as { payment_methods: string[] }).payment_methods).toEqual(['GCASH', 'GRABPAY']);
  });

  it('answers QR Ph above ₱50,000 with a 400 without asking Xendit', async () => {
    const before = creates(fake.requests, '/v2/invoices');
    const { response, row } = await give(withQr, { amount: 60_000, method: 'qrph' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      msg('donations.methodAboveMax', { method: 'QR Ph (any bank or e-wallet)', max: '₱50,000' }),
    );
    expect(row).toBeUndefined();
    expect(creates(fake.requests, '/v2/invoices')).toBe(before);
  });

  it('answers an amount above every activated channel with a 400 without asking Xendit', async () => {
    const before = creates(fake.requests, '/v2/invoices');
    const { response, row } = await give(withQr, { amount: 250_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      msg('donations.noMethodTakes', { amount: '₱250,000', max: '₱100,000' }),
    );
    expect(row).toBeUndefined();
    expect(creates(fake.requests, '/v2/invoices')).toBe(before);
  });

  it('the fake refuses as Xendit does: above every requested channel, and a channel not activated', async () => {
    const gateway = createXenditGateway({
      secretKey: XENDIT_KEY,
      callbackToken: XENDIT_TOKEN,
      baseUrl: fake.url,
    });
    const above = await gateway
      .createCheckout(request('above-qr', 6_000_000, ['qrph']))
      .catch((error) => error);
    expect(above).toBeInstanceOf(GatewayError);
    expect(above.options).toMatchObject({
      status: 400,
      body: { error_code: 'MAXIMUM_TRANSFER_AMOUNT_ERROR' },
    });
    const inactive = await gateway
      .createCheckout(request('no-7eleven', 10_000, ['7eleven']))
      .catch((error) => error);
    expect(inactive.options).toMatchObject({
      status: 400,
      body: { error_code: 'UNAVAILABLE_PAYMENT_METHOD_ERROR' },
    });
  });

  it('with the default channels on an account without 7-Eleven, fails every donation (502) until XENDIT_METHODS says so', async () => {
    const defaults = await xenditApp(fake);
    try {
      const { response, row } = await give(defaults, { amount: 500 });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: msg('donations.gatewayFailed'),
        code: 'gateway_unavailable',
      });
      expect(row!.status).toBe('failed');
    } finally {
      await defaults.close();
    }
    // The setting narrowed to what is activated: the same donation goes through.
    const { response } = await give(withQr, { amount: 500 });
    expect(response.statusCode).toBe(200);
  });
});

describe('PayMongo: QR Ph and the methods enabled on the account', () => {
  let fake: FakePaymongo;
  let withQr: TestApp;
  beforeAll(async () => {
    // An account with GCash and QR Ph enabled only.
    fake = await startFakePaymongo({
      secretKey: PAYMONGO_KEY,
      webhookSecret: PAYMONGO_SECRET,
      allowed: ['gcash', 'qrph'],
    });
    withQr = await paymongoApp(fake, ['gcash', 'qrph']);
  });
  afterAll(async () => {
    await withQr.close();
    await fake.close();
  });

  it('creates a QR Ph checkout session (payment_method_types ["qrph"]) that expires with its code', async () => {
    const before = fake.requests.length;
    const { response, row } = await give(withQr, { amount: 800, method: 'qrph' });
    expect(response.statusCode, response.body).toBe(200);
    const create = fake.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path === '/v1/checkout_sessions')!;
    expect(create.body).toMatchObject({
      data: { attributes: { payment_method_types: ['qrph'], line_items: [{ amount: 80_000 }] } },
    });
    const lifetime = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - 1800)).toBeLessThan(60);

    const session = fake.sessionFor(row!.reqId);
    const paid = await withQr.app.inject({
      method: 'POST',
      url: '/api/webhooks/paymongo',
      ...fake.pay(session.id, 'qrph'),
    });
    expect(paid.statusCode).toBe(200);
    const [done] = await withQr.db.select().from(donations).where(eq(donations.id, row!.id));
    expect(done).toMatchObject({ status: 'completed', paymentMethod: 'qrph' });
  });

  it('answers QR Ph above ₱50,000 with a 400 without asking PayMongo', async () => {
    const before = creates(fake.requests, '/v1/checkout_sessions');
    const { response, row } = await give(withQr, { amount: 50_001, method: 'qrph' });
    expect(response.statusCode).toBe(400);
    expect(row).toBeUndefined();
    expect(creates(fake.requests, '/v1/checkout_sessions')).toBe(before);
  });

  it('refuses a configured method PayMongo has no type for, at start', () => {
    expect(() =>
      createPaymongoGateway({
        secretKey: PAYMONGO_KEY,
        webhookSecret: PAYMONGO_SECRET,
        baseUrl: fake.url,
        methods: ['7eleven'],
      }),
    ).toThrow(/PayMongo cannot take 7eleven/);
  });

  it('the fake refuses as PayMongo does: a type not enabled, and an amount above every requested type', async () => {
    const gateway = createPaymongoGateway({
      secretKey: PAYMONGO_KEY,
      webhookSecret: PAYMONGO_SECRET,
      baseUrl: fake.url,
      methods: ['gcash', 'qrph', 'card'],
    });
    const disabled = await gateway.createCheckout(request('card', 10_000, ['card'])).catch((error) => error);
    expect(disabled.options).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'payment_method_not_allowed' }] },
    });
    const above = await gateway.createCheckout(request('above', 6_000_000, ['qrph'])).catch((error) => error);
    expect(above.options).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'parameter_above_maximum' }] },
    });
  });

  it('with the default methods on an account without Maya and cards, fails (502) until PAYMONGO_METHODS says so', async () => {
    const defaults = await paymongoApp(fake);
    try {
      const { response, row } = await give(defaults, { amount: 500 });
      expect(response.statusCode).toBe(502);
      expect(row!.status).toBe('failed');
    } finally {
      await defaults.close();
    }
    expect((await give(withQr, { amount: 500 })).response.statusCode).toBe(200);
  });
});
