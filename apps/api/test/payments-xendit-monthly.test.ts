import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, organizations, recurringCycles, recurringPlans } from '../src/db/schema';
import { chargeMonth, runMonthlyGiving } from '../src/modules/recurring/schedule';
import { GatewayError } from '../src/payments/gateway';
import { createXenditGateway } from '../src/payments/xendit';
import { createOrganization } from './factories';
import { type FakeXendit, startFakeXendit } from './fakes/xendit';
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

// Monthly giving on Xendit with XENDIT_AUTO_CHARGE_METHODS=card,maya (decision 032): the first gift is a Payment
// Session that saves the method, each later month a Payments API charge of its token, against a fake Xendit that
// speaks both protocols. The schedule goes by the app's clock, set to Philippine dates.
const SECRET_KEY = 'xnd_development_tabang_monthly_key';
const CALLBACK_TOKEN = 'tabang-monthly-callback-token';
const PUBLIC_URL = 'https://tabang.example';

const clock = testClock();

let fake: FakeXendit;
let h: TestApp;
beforeAll(async () => {
  fake = await startFakeXendit({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
  h = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      payments: {
        provider: 'xendit',
        sandboxWebhookSecret: 'unused',
        xendit: {
          secretKey: SECRET_KEY,
          callbackToken: CALLBACK_TOKEN,
          baseUrl: fake.url,
          methods: ['gcash', 'maya', 'card'],
          autoChargeMethods: ['card', 'maya'],
        },
        paymongo: { baseUrl: 'http://127.0.0.1:9' },
      },
    },
    {},
    { now: clock.now },
  );
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

async function donor() {
  const user = await createUser(h.db, { firstName: 'Ma. Niña', lastName: 'Dela Cruz' });
  return { ...user, headers: (await loginAs(h.db, user)).headers };
}

async function startPlan(
  headers: Record<string, string>,
  organizationID: number,
  method: string,
  amount: number,
) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/post/recurring/create',
    headers,
    payload: { amount, organizationID, eventID: null, method },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { recurringID: number; checkout_url: string; req_id: string; mode: string };
}

const deliver = (delivery: { headers: Record<string, string>; payload: string }) =>
  h.app.inject({ method: 'POST', url: '/api/webhooks/xendit', ...delivery });

/** The donor pays the plan's first gift on Xendit's page; the session's webhook arrives. */
async function payFirstGift(reqId: string, options: { declinesLater?: boolean } = {}) {
  const session = fake.sessionsApi.sessionFor(reqId);
  const response = await deliver(fake.sessionsApi.completeSession(session.payment_session_id, options));
  expect(response.statusCode, response.body).toBe(200);
  return session;
}

const deps = () => ({ payments: h.app.payments, publicUrl: PUBLIC_URL });

const runSchedule = () => runMonthlySchedule(h);

const planRow = async (id: number) =>
  (await h.db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
const giftsOf = (planId: number) =>
  h.db.select().from(donations).where(eq(donations.recurringPlanId, planId)).orderBy(donations.id);
const cyclesOf = (planId: number) =>
  h.db.select().from(recurringCycles).where(eq(recurringCycles.planId, planId)).orderBy(recurringCycles.id);
const charityTotal = async (id: number) =>
  (await h.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.totalDonationCentavos;
const chargesOf = (token: string) =>
  fake.sessionsApi.charges.filter((charge) => charge.payment_token_id === token);
const chargeRequests = (reference: string) =>
  fake.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v3/payment_requests' &&
      (request.body as { reference_id?: string }).reference_id === reference,
  );
const receiptEmails = async (donationId: number) =>
  (await jobsOf(h.db, 'email')).filter(
    (job) => job.data.purpose === 'receipt' && job.data.donationId === donationId,
  );

describe('monthly giving on Xendit with XENDIT_AUTO_CHARGE_METHODS=card,maya', () => {
  it('says which methods are charged automatically: card and Maya, not GCash', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/get/payment/methods' });
    expect(response.statusCode).toBe(200);
    const autoCharge = Object.fromEntries(
      (response.json().methods as { method: string; autoCharge: boolean }[]).map((m) => [
        m.method,
        m.autoCharge,
      ]),
    );
    expect(autoCharge).toEqual({ gcash: false, maya: true, card: true });
  });

  it('starts a card plan with a Payment Session that saves the card, and keeps the token once it is paid', async () => {
    clock.setTo('2031-01-15');
    const charity = await createOrganization(h.db, { name: 'Davao Med Mission' });
    const me = await donor();
    const before = fake.requests.length;
    const plan = await startPlan(me.headers, charity.id, 'card', 1000);
    expect(plan.mode).toBe('auto');

    const create = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/sessions')!;
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    const back = `${PUBLIC_URL}/payment-success?req_id=${plan.req_id}&organizationID=${charity.id}&eventID=&amount=1000.00`;
    expect(create.body).toEqual({
      reference_id: plan.req_id,
      session_type: 'PAY',
      mode: 'PAYMENT_LINK',
      allow_save_payment_method: 'FORCED',
      amount: 1000,
      currency: 'PHP',
      country: 'PH',
      // An opaque reference and a given name in the letters Xendit takes: no email, no number.
      customer: {
        reference_id: `tabanguser${me.userID}`,
        type: 'INDIVIDUAL',
        individual_detail: { given_names: 'Ma Nina Dela Cruz' },
      },
      allowed_payment_channels: ['CARDS'],
      channel_properties: {
        cards: {
          card_on_file_type: 'RECURRING',
          recurring_configuration: {
            recurring_frequency: 30,
            recurring_expiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          },
        },
      },
      expires_at: expect.any(String),
      description: 'Tabang - Donation for Davao Med Mission',
      success_return_url: back,
      cancel_return_url: back,
    });
    // The invoice API is not used for it.
    expect(fake.requests.slice(before).some((r) => r.path === '/v2/invoices')).toBe(false);
    const session = fake.sessionsApi.sessionFor(plan.req_id);
    expect(plan.checkout_url).toBe(session.payment_link_url);
    expect((await giftsOf(plan.recurringID))[0]).toMatchObject({
      providerRef: session.payment_session_id,
      status: 'pending',
    });

    const completed = fake.sessionsApi.completeSession(session.payment_session_id);
    expect((await deliver(completed)).statusCode).toBe(200);
    // Confirmed with Xendit before anything moved.
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/sessions/${session.payment_session_id}`),
    ).toBe(true);
    const [first] = await giftsOf(plan.recurringID);
    expect(first).toMatchObject({ status: 'completed', paymentMethod: 'CARDS' });
    expect(first!.receiptNumber).toMatch(/^TB-/);
    expect((await planRow(plan.recurringID)).savedMethodRef).toBe(session.payment_token_id);
    // Redelivered: nothing more.
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await charityTotal(charity.id)).toBe(100_000);
  });

  it('keeps the token too when the first gift is found paid by asking Xendit (its webhook never came)', async () => {
    clock.setTo('2031-01-16');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'card', 300);
    const session = fake.sessionsApi.sessionFor(plan.req_id);
    // Paid on Xendit's page; the webhook it returns is never delivered.
    fake.sessionsApi.completeSession(session.payment_session_id);
    // The donor's result page asks where the payment stands.
    const result = await h.app.inject({
      method: 'GET',
      url: `/api/get/donation/result?req_id=${plan.req_id}`,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ status: 'completed' });
    expect((await planRow(plan.recurringID)).savedMethodRef).toBe(session.payment_token_id);
  });

  it('charges each later month once with the saved token, the month’s req_id as the idempotency key', async () => {
    clock.setTo('2031-02-10');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'card', 750);
    const session = await payFirstGift(plan.req_id);
    const token = session.payment_token_id!;
    const totalBefore = await charityTotal(charity.id);

    clock.setTo('2031-03-10');
    await runSchedule();
    await runSchedule();
    await h.app.jobs.runDue();
    const gifts = await giftsOf(plan.recurringID);
    expect(gifts.map((gift) => [gift.recurringPeriod, gift.status])).toEqual([
      ['2031-02', 'completed'],
      ['2031-03', 'completed'],
    ]);
    const month = gifts[1]!;
    expect(chargesOf(token)).toHaveLength(1);
    const [request] = chargeRequests(month.reqId);
    expect(request!.headers['idempotency-key']).toBe(month.reqId);
    expect(request!.headers['api-version']).toBe('2024-11-11');
    expect(request!.body).toEqual({
      reference_id: month.reqId,
      type: 'PAY',
      payment_token_id: token,
      channel_code: 'CARDS',
      country: 'PH',
      currency: 'PHP',
      request_amount: 750,
      capture_method: 'AUTOMATIC',
      description: month.description,
      channel_properties: { card_on_file_type: 'RECURRING' },
    });
    expect(month.receiptNumber).toMatch(/^TB-\d{4}-\d{6}$/);
    expect(month.paymentMethod).toBe('CARDS');
    expect(await receiptEmails(month.id)).toHaveLength(1);
    expect((await charityTotal(charity.id)) - totalBefore).toBe(75_000);
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ period: '2031-03', state: 'paid', attempts: 1 }),
    ]);

    // Xendit's payment webhook for that charge, and the schedule run again, change nothing more.
    expect((await deliver(fake.sessionsApi.paymentWebhook(chargesOf(token)[0]!))).statusCode).toBe(200);
    await runSchedule();
    expect(chargesOf(token)).toHaveLength(1);
    expect(await giftsOf(plan.recurringID)).toHaveLength(2);
    expect((await charityTotal(charity.id)) - totalBefore).toBe(75_000);
  });

  it('tries a declined charge again three days later, then pauses the plan and tells the donor', async () => {
    clock.setTo('2031-04-06');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'card', 200);
    const session = await payFirstGift(plan.req_id, { declinesLater: true });
    const token = session.payment_token_id!;
    const totalBefore = await charityTotal(charity.id);

    clock.setTo('2031-05-06');
    await runSchedule();
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ state: 'retry', attempts: 1, retryOn: '2031-05-09' }),
    ]);
    expect((await planRow(plan.recurringID)).status).toBe('active');
    expect(chargesOf(token).map((charge) => charge.status)).toEqual(['FAILED']);

    clock.setTo('2031-05-09');
    await runSchedule();
    await runSchedule();
    expect(chargesOf(token).map((charge) => charge.status)).toEqual(['FAILED', 'FAILED']);
    expect(await cyclesOf(plan.recurringID)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 2 }),
    ]);
    expect((await giftsOf(plan.recurringID)).map((gift) => gift.status)).toEqual([
      'completed',
      'failed',
      'failed',
    ]);
    expect((await planRow(plan.recurringID)).status).toBe('paused');
    const notices = (await jobsOf(h.db, 'email')).filter(
      (job) => job.data.purpose === 'monthlyNotice' && job.data.userId === me.userID,
    );
    expect(notices.filter((job) => String(job.data.subject).includes('is paused'))).toHaveLength(1);
    expect(await charityTotal(charity.id)).toBe(totalBefore);
  });

  it('charges a Maya plan the same way, through its saved wallet', async () => {
    clock.setTo('2031-06-03');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'maya', 300);
    expect(plan.mode).toBe('auto');
    const session = await payFirstGift(plan.req_id);
    expect(session.allowed_payment_channels).toEqual(['PAYMAYA']);
    // Card-only properties are for cards.
    expect(session.channel_properties).toEqual({});
    expect((await planRow(plan.recurringID)).savedMethodRef).toBe(session.payment_token_id);

    clock.setTo('2031-07-03');
    await runSchedule();
    const gifts = await giftsOf(plan.recurringID);
    expect(gifts.map((gift) => gift.status)).toEqual(['completed', 'completed']);
    const [request] = chargeRequests(gifts[1]!.reqId);
    expect(request!.body).toMatchObject({
      channel_code: 'PAYMAYA',
      payment_token_id: session.payment_token_id,
    });
    expect(request!.body).not.toHaveProperty('channel_properties');
    expect(chargesOf(session.payment_token_id!)).toHaveLength(1);
  });

  it('keeps the month pending when Xendit answers 5xx after charging, and the retried job charges once', async () => {
    clock.setTo('2031-08-04');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'card', 500);
    const session = await payFirstGift(plan.req_id);
    const token = session.payment_token_id!;
    const totalBefore = await charityTotal(charity.id);

    clock.setTo('2031-09-04');
    // The schedule takes the month (its pending donation and charge job); the job's first try, as a worker runs it.
    await runMonthlyGiving(deps());
    const month = (await giftsOf(plan.recurringID))[1]!;
    fake.sessionsApi.faults.nextCharge = 'error-after-charge';
    await expect(chargeMonth(deps(), month.id)).rejects.toThrow(GatewayError);
    expect((await giftsOf(plan.recurringID))[1]!.status).toBe('pending');
    expect(chargesOf(token)).toHaveLength(1);
    expect(await charityTotal(charity.id)).toBe(totalBefore);

    // The job tried again: the same key gets the same payment request back.
    await h.app.jobs.runDue();
    expect(chargeRequests(month.reqId)).toHaveLength(2);
    expect(chargesOf(token)).toHaveLength(1);
    expect((await giftsOf(plan.recurringID))[1]).toMatchObject({ status: 'completed' });
    expect((await charityTotal(charity.id)) - totalBefore).toBe(50_000);
    expect(await receiptEmails(month.id)).toHaveLength(1);
    expect(await cyclesOf(plan.recurringID)).toEqual([expect.objectContaining({ state: 'paid' })]);
  });
});

describe('the Xendit driver’s Payments API webhooks', () => {
  it('refuses a session webhook without the right x-callback-token, and changes nothing', async () => {
    clock.setTo('2031-10-01');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'card', 100);
    const session = fake.sessionsApi.sessionFor(plan.req_id);
    fake.sessionsApi.completeSession(session.payment_session_id);
    const forged = fake.sessionsApi.sessionWebhook(session, 'guessed-token');
    expect((await deliver(forged)).statusCode).toBe(401);
    const { 'x-callback-token': _, ...noToken } = forged.headers;
    expect((await deliver({ headers: noToken, payload: forged.payload })).statusCode).toBe(401);
    expect((await giftsOf(plan.recurringID))[0]!.status).toBe('pending');
    expect((await planRow(plan.recurringID)).savedMethodRef).toBeNull();
    // The authentic one goes through.
    expect((await deliver(fake.sessionsApi.sessionWebhook(session))).statusCode).toBe(200);
    expect((await giftsOf(plan.recurringID))[0]!.status).toBe('completed');
  });

  it('expires the first gift on payment_session.expired, as Xendit confirms it', async () => {
    clock.setTo('2031-10-02');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, 'maya', 100);
    const session = fake.sessionsApi.sessionFor(plan.req_id);
    Object.assign(session, { status: 'EXPIRED' });
    expect((await deliver(fake.sessionsApi.sessionWebhook(session))).statusCode).toBe(200);
    expect((await giftsOf(plan.recurringID))[0]!.status).toBe('expired');
    expect((await planRow(plan.recurringID)).savedMethodRef).toBeNull();
  });

  it('ignores authentic events it has no use for, and payments that are not ours', async () => {
    const before = await h.db.select().from(donations);
    for (const delivery of [
      fake.sessionsApi.otherWebhook('payment_token.activation', {
        payment_token_id: 'pt-x',
        status: 'ACTIVE',
      }),
      fake.sessionsApi.otherWebhook('payment.authorization', { payment_id: 'py-x', status: 'AUTHORIZED' }),
      fake.sessionsApi.otherWebhook('refund.succeeded', { id: 'rfd-x' }),
    ])
      expect((await deliver(delivery)).statusCode).toBe(200);
    const stranger = fake.sessionsApi.otherWebhook('payment.capture', {
      payment_id: 'py-stranger',
      payment_request_id: 'pr-stranger',
      reference_id: 'not-ours',
      status: 'SUCCEEDED',
      request_amount: 100,
      currency: 'PHP',
      channel_code: 'CARDS',
    });
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect(await h.db.select().from(donations)).toEqual(before);
    // An authentic body of a known event that is not of its shape is a 400.
    const broken = fake.sessionsApi.otherWebhook('payment_session.completed', { reference_id: 'x' });
    expect((await deliver(broken)).statusCode).toBe(400);
  });
});

describe('XENDIT_AUTO_CHARGE_METHODS', () => {
  const xendit = { secretKey: 'k', callbackToken: 't', baseUrl: 'http://127.0.0.1:9' };

  it('stops the server at start when it lists a method Xendit cannot charge, one not offered, or no method', () => {
    expect(() =>
      createXenditGateway({ ...xendit, methods: ['gcash', 'card'], autoChargeMethods: ['gcash'] }),
    ).toThrow(/XENDIT_AUTO_CHARGE_METHODS may list only card, maya/);
    expect(() =>
      createXenditGateway({ ...xendit, methods: ['gcash', 'card'], autoChargeMethods: ['maya'] }),
    ).toThrow(/XENDIT_AUTO_CHARGE_METHODS lists maya, which XENDIT_METHODS does not offer/);
    expect(() =>
      testConfig(
        {},
        {
          PAYMENT_PROVIDER: 'xendit',
          XENDIT_SECRET_KEY: 'k',
          XENDIT_CALLBACK_TOKEN: 't',
          XENDIT_AUTO_CHARGE_METHODS: 'visa',
        },
      ),
    ).toThrow(/XENDIT_AUTO_CHARGE_METHODS/);
  });

  it('is read as a list, and unset charges nothing automatically', () => {
    const env = {
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: 'k',
      XENDIT_CALLBACK_TOKEN: 't',
      XENDIT_METHODS: 'gcash,maya,card',
    };
    const listed = testConfig({}, { ...env, XENDIT_AUTO_CHARGE_METHODS: ' Card, maya ' }).payments.xendit;
    expect(listed.autoChargeMethods).toEqual(['card', 'maya']);
    expect(createXenditGateway(listed).autoChargeMethods).toEqual(['maya', 'card']);
    expect(createXenditGateway(testConfig({}, env).payments.xendit).autoChargeMethods).toEqual([]);
  });
});
