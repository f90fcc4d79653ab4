import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donations, organizations, recurringCycles, recurringPlans } from '../src/db/schema';
import { createPaymongoGateway } from '../src/payments/paymongo';
import { createOrganization } from './factories';
import { type FakePaymongo, startFakePaymongo } from './fakes/paymongo';
import {
  createTestApp,
  createUser,
  jobsOf,
  loginAs,
  runMonthlySchedule,
  type TestApp,
  testClock,
  testConfig,
} from './helpers';

// Monthly Maya plans charged through PayMongo's on-demand subscriptions (decision 033), against the fake PayMongo
// server; the schedule is driven by the app's clock, as in monthly-giving.test.ts.
const SECRET_KEY = 'sk_test_tabangTestKey0000000000';
const WEBHOOK_SECRET = 'whsk_tabangTestWebhookSecret000';
const PUBLIC_URL = 'https://tabang.example';

const clock = testClock();

let fake: FakePaymongo;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      payments: {
        provider: 'paymongo',
        sandboxWebhookSecret: 'unused',
        xendit: { baseUrl: 'http://127.0.0.1:9' },
        paymongo: {
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          baseUrl: fake.url,
          autoChargeMethods: ['maya'],
        },
      },
    },
    {},
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.subscriptions.declineCharges(false);
  fake.subscriptions.failNextChargesAfterCharging(0);
});

const deliver = (delivery: { headers: Record<string, string>; payload: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paymongo',
    headers: delivery.headers,
    payload: delivery.payload,
  });

async function startMayaPlan(amount: number) {
  const user = await createUser(t.db, { firstName: 'Juan', lastName: 'dela Cruz' });
  const { headers } = await loginAs(t.db, user);
  const charity = await createOrganization(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/post/recurring/create',
    headers,
    payload: { amount, organizationID: charity.id, eventID: null, method: 'maya' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const plan = response.json() as { recurringID: number; checkout_url: string; req_id: string; mode: string };
  return { user, charity, plan, subscription: fake.subscriptions.subscriptionOf(user.email) };
}

const planRow = async (id: number) =>
  (await t.db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
const giftsOf = (planId: number) =>
  t.db.select().from(donations).where(eq(donations.recurringPlanId, planId)).orderBy(donations.id);
const cyclesOf = (planId: number) =>
  t.db.select().from(recurringCycles).where(eq(recurringCycles.planId, planId)).orderBy(recurringCycles.id);
const charityTotal = async (id: number) =>
  (await t.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.totalDonationCentavos;
const chargesOf = (subscriptionId: string) =>
  fake.subscriptions.charges().filter((invoice) => invoice.subscription_id === subscriptionId);

const runSchedule = () => runMonthlySchedule(t);
/** Makes the charge jobs waiting for their next try due now (their delay is the queue's, not the app clock's). */
async function retryChargesNow() {
  await t.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'monthly-charge' and state = 'retry'`,
  );
  await t.app.jobs.runDue();
}

/** A plan whose first gift was paid on Maya's page, confirmed by the signed webhook. */
async function paidMayaPlan(date: string, amount = 300) {
  clock.setTo(date);
  const started = await startMayaPlan(amount);
  expect((await deliver(fake.authoriseSubscription(started.subscription.id))).statusCode).toBe(200);
  return started;
}

describe('PayMongo on-demand subscriptions for monthly Maya plans', () => {
  it('says Maya is charged automatically, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/payment/methods' });
    expect(response.statusCode).toBe(200);
    const methods = response.json().methods as { method: string; autoCharge: boolean }[];
    expect(methods.filter((m) => m.autoCharge).map((m) => m.method)).toEqual(['maya']);
    expect(methods.map((m) => m.method)).toContain('card');
  });

  it('starts a Maya plan with a plan, a customer, a subscription and Maya attached to its payment intent, and keeps the subscription once paid', async () => {
    clock.setTo('2032-01-10');
    const before = fake.requests.length;
    const { user, charity, plan, subscription } = await startMayaPlan(300);
    expect(plan.mode).toBe('auto');
    const sent = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    const intentId = subscription.invoices[0]!.payment_intent.id;
    expect(sent).toEqual([
      'POST /v1/subscriptions/plans',
      'POST /v1/customers',
      'POST /v1/subscriptions',
      'POST /v1/payment_methods',
      `POST /v1/payment_intents/${intentId}/attach`,
    ]);
    const bodies = fake.requests
      .slice(before)
      .map((r) => (r.body as { data: { attributes: unknown } }).data.attributes);
    expect(bodies[0]).toMatchObject({
      amount: 30_000,
      currency: 'PHP',
      interval: 'monthly',
      interval_count: 1,
    });
    // The customer gets a name and an email, nothing more.
    expect(bodies[1]).toEqual({
      first_name: 'Juan dela',
      last_name: 'Cruz',
      email: user.email,
      default_device: 'email',
    });
    expect(bodies[3]).toEqual({ type: 'paymaya' });
    expect(bodies[4]).toEqual({
      payment_method: expect.stringMatching(/^pm_/),
      return_url: expect.stringContaining(`${PUBLIC_URL}/payment-success?req_id=${plan.req_id}`),
    });
    expect(plan.checkout_url).toBe(`${fake.url}/maya/authorize/${intentId}`);
    expect((await giftsOf(plan.recurringID))[0]).toMatchObject({
      status: 'pending',
      providerRef: subscription.id,
    });

    // The donor authorises on Maya's page; the signed invoice event completes the gift and the plan keeps the
    // subscription to charge the months after.
    expect((await deliver(fake.authoriseSubscription(subscription.id))).statusCode).toBe(200);
    const [first] = await giftsOf(plan.recurringID);
    expect(first).toMatchObject({ status: 'completed', amountCentavos: 30_000 });
    expect(first!.receiptNumber).toMatch(/^TB-\d{4}-\d{6}$/);
    expect(await charityTotal(charity.id)).toBe(30_000);
    expect((await planRow(plan.recurringID)).savedMethodRef).toBe(subscription.id);
  });

  it('charges the next month once, however often the schedule and its jobs run, with its receipt', async () => {
    const { charity, plan, subscription } = await paidMayaPlan('2032-02-03', 450);
    clock.setTo('2032-03-03');
    await runSchedule();
    await runSchedule();
    await t.app.jobs.runDue();
    expect(chargesOf(subscription.id)).toHaveLength(1);
    const [charge] = chargesOf(subscription.id);
    const gifts = await giftsOf(plan.recurringID);
    expect(gifts.map((gift) => [gift.recurringPeriod, gift.status])).toEqual([
      ['2032-02', 'completed'],
      ['2032-03', 'completed'],
    ]);
    expect(charge!.metadata).toEqual({ req_id: gifts[1]!.reqId });
    expect(gifts[1]!.receiptNumber).toMatch(/^TB-\d{4}-\d{6}$/);
    expect((await jobsOf(t.db, 'email')).filter((job) => job.data.donationId === gifts[1]!.id)).toHaveLength(
      1,
    );
    expect(await charityTotal(charity.id)).toBe(90_000);
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ period: '2032-03', state: 'paid', attempts: 1 }),
    ]);
  });

  it('tries a declined charge again three days later, then pauses the plan', async () => {
    const { plan, subscription } = await paidMayaPlan('2032-04-07');
    fake.subscriptions.declineCharges(true);
    clock.setTo('2032-05-07');
    await runSchedule();
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ state: 'retry', attempts: 1, retryOn: '2032-05-10' }),
    ]);
    expect((await planRow(plan.recurringID)).status).toBe('active');
    clock.setTo('2032-05-10');
    await runSchedule();
    expect(chargesOf(subscription.id)).toHaveLength(2);
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 2 }),
    ]);
    expect((await giftsOf(plan.recurringID)).map((gift) => gift.status)).toEqual([
      'completed',
      'failed',
      'failed',
    ]);
    expect((await planRow(plan.recurringID)).status).toBe('paused');
  });

  it('leaves the month pending when PayMongo answers 5xx, and the retried job charges nothing twice', async () => {
    const { plan, subscription } = await paidMayaPlan('2032-06-08');
    fake.subscriptions.failNextChargesAfterCharging(1);
    clock.setTo('2032-07-08');
    await runSchedule();
    const [, month] = await giftsOf(plan.recurringID);
    expect(month!.status).toBe('pending');
    expect((await jobsOf(t.db, 'monthly-charge')).filter((job) => job.data.donationId === month!.id)).toEqual(
      [expect.objectContaining({ state: 'retry' })],
    );
    await retryChargesNow();
    expect(chargesOf(subscription.id)).toHaveLength(1);
    const gifts = await giftsOf(plan.recurringID);
    expect(gifts.map((gift) => gift.status)).toEqual(['completed', 'completed']);
    expect(await cyclesOf(plan.recurringID)).toEqual([expect.objectContaining({ state: 'paid' })]);
  });
});

describe('PayMongo subscription webhooks', () => {
  it('refuses a badly signed invoice event and ignores an event of no use', async () => {
    const { plan, subscription } = await paidMayaPlan('2032-08-09');
    const invoice = subscription.invoices[0]!;
    const forged = fake.deliver('subscription.invoice.paid', fake.subscriptions.invoiceResource(invoice), {
      secret: 'not-the-secret',
    });
    expect((await deliver(forged)).statusCode).toBe(401);
    const unused = fake.deliver('subscription.updated', {
      id: subscription.id,
      type: 'subscription',
      attributes: {},
    });
    expect((await deliver(unused)).statusCode).toBe(200);
    expect((await giftsOf(plan.recurringID)).map((gift) => gift.status)).toEqual(['completed']);
  });

  it('fails the first gift when its invoice event says the payment failed and PayMongo agrees', async () => {
    clock.setTo('2032-09-10');
    const { plan, subscription } = await startMayaPlan(250);
    const invoice = subscription.invoices[0]!;
    invoice.payment_intent.status = 'awaiting_payment_method';
    invoice.payment_intent.last_payment_error = { code: 'payment_declined', detail: 'Declined.' };
    const failed = fake.deliver(
      'subscription.invoice.payment_failed',
      fake.subscriptions.invoiceResource(invoice),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await giftsOf(plan.recurringID)).map((gift) => gift.status)).toEqual(['failed']);
    expect((await planRow(plan.recurringID)).savedMethodRef).toBeNull();
  });

  it('reads the event key, status and subscription of a signed invoice event', () => {
    const gateway = createPaymongoGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.url,
      autoChargeMethods: ['maya'],
    });
    const body = JSON.stringify({
      data: {
        id: 'evt_abc',
        type: 'event',
        attributes: {
          type: 'subscription.invoice.paid',
          livemode: false,
          data: {
            id: 'inv_1',
            type: 'invoice',
            attributes: {
              subscription_id: 'subs_1',
              amount: 500,
              currency: 'PHP',
              metadata: { req_id: 'r1' },
            },
          },
        },
      },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`1700000000.${body}`).digest('hex');
    const event = gateway.parseWebhook(
      { 'paymongo-signature': `t=1700000000,te=${signature},li=` },
      Buffer.from(body),
    );
    expect(event).toEqual({
      eventKey: 'evt_abc',
      status: 'completed',
      providerRef: 'subs_1',
      reqId: 'r1',
      amountCentavos: 500,
      currency: 'PHP',
    });
  });
});

describe('PAYMONGO_AUTO_CHARGE_METHODS', () => {
  const paymongo = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, baseUrl: 'http://127.0.0.1:9' };
  it('is empty by default: every monthly plan is reminded', () => {
    expect(createPaymongoGateway(paymongo).autoChargeMethods).toEqual([]);
  });
  it('stops the server at start for a method PayMongo does not charge on demand, or one not offered', () => {
    expect(() => testConfig({}, { PAYMONGO_AUTO_CHARGE_METHODS: 'maya,bitcoin' })).toThrow(
      /PAYMONGO_AUTO_CHARGE_METHODS/,
    );
    expect(() => createPaymongoGateway({ ...paymongo, autoChargeMethods: ['card'] })).toThrow(
      /PAYMONGO_AUTO_CHARGE_METHODS may list only maya \(the gateway cannot charge card without the payer\)/,
    );
    expect(() =>
      createPaymongoGateway({ ...paymongo, methods: ['gcash'], autoChargeMethods: ['maya'] }),
    ).toThrow(/PAYMONGO_METHODS does not offer/);
  });
  it('is read from the environment', () => {
    expect(
      testConfig({}, { PAYMONGO_AUTO_CHARGE_METHODS: 'Maya' }).payments.paymongo.autoChargeMethods,
    ).toEqual(['maya']);
  });
});
