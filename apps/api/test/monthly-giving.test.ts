import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, events, organizations, recurringCycles, recurringPlans } from '../src/db/schema';
import { reconcilePendingDonations } from '../src/modules/donations/reconcile';
import { createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import {
  createTestApp,
  createUser,
  jobsOf,
  loginAs,
  runMonthlySchedule,
  type TestApp,
  testClock,
} from './helpers';

// Monthly giving (decision 030) through the sandbox gateway: plans started with a real first checkout, the schedule
// driven by the app's clock (set to Philippine dates; there is no clock endpoint), emails caught by a real SMTP server.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://tabang.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
const clock = testClock();
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, {}, { now: clock.now });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  h.app.inject({ method: 'POST', url, headers, payload });

async function donor(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, fields);
  return { ...user, ...(await loginAs(h.db, user)) };
}

async function startPlan(
  headers: Record<string, string>,
  organizationID: number,
  fields: { method?: string; amount?: number; eventID?: number } = {},
) {
  const response = await post('/api/post/recurring/create', headers, {
    amount: fields.amount ?? 500,
    organizationID,
    eventID: fields.eventID ?? null,
    method: fields.method ?? 'gcash',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { recurringID: number; checkout_url: string; req_id: string; mode: string };
}

/** Pays a checkout on the sandbox page; `save` is how the saved method's later charges go (auto plans). */
async function pay(reqId: string, method: string, save?: 'ok' | 'decline') {
  const response = await h.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reqId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `method=${method}${save ? `&save=${save}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(303);
}

const runSchedule = () => runMonthlySchedule(h);

const emailsTo = (address: string) =>
  smtp.messages
    .map((message) => Buffer.from(decodeQuotedPrintable(message), 'latin1').toString('utf8'))
    .filter((text) => text.includes(`To: ${address}`));
const subjectsTo = (address: string) =>
  emailsTo(address).map((text) => /^Subject: (.*)$/m.exec(text)?.[1] ?? '');
/** A plan link of the latest email to `address` that has one for `action` (pause, resume, cancel, pay-YYYY-MM). */
function linkIn(address: string, action: string): string {
  const pattern = new RegExp(`/monthly-giving\\?token=(\\d+\\.${action}[\\w-]*\\.[\\w-]{43})`);
  for (const text of emailsTo(address).reverse()) {
    const match = pattern.exec(text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${action} link emailed to ${address}`);
}

const planRow = async (id: number) =>
  (await h.db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
const giftsOf = (planId: number) =>
  h.db.select().from(donations).where(eq(donations.recurringPlanId, planId)).orderBy(donations.id);
const cyclesOf = (planId: number) =>
  h.db.select().from(recurringCycles).where(eq(recurringCycles.planId, planId)).orderBy(recurringCycles.id);
const myPlans = async (headers: Record<string, string>) => {
  const response = await h.app.inject({ method: 'GET', url: '/api/get/my/recurring', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    recurringID: number;
    status: string;
    gifts: number;
    nextDueOn: string | null;
  }[];
};

describe('starting a monthly plan', () => {
  it('makes the plan and its first gift, a normal donation through the checkout; My giving lists it', async () => {
    clock.setTo('2031-01-15');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, { method: 'gcash', amount: 500 });
    expect(plan.mode).toBe('reminder');
    expect(plan.checkout_url).toBe(`${PUBLIC_URL}/sandbox/checkout/${plan.req_id}`);
    const [first] = await giftsOf(plan.recurringID);
    expect(first).toMatchObject({
      reqId: plan.req_id,
      status: 'pending',
      amountCentavos: 50_000,
      method: 'gcash',
      recurringPeriod: '2031-01',
    });
    expect((await myPlans(me.headers))[0]).toMatchObject({
      recurringID: plan.recurringID,
      amount: 500,
      organizationID: charity.id,
      organizationName: charity.name,
      method: 'gcash',
      mode: 'reminder',
      status: 'active',
      nextDueOn: '2031-02-15',
      gifts: 0,
    });
    // Nothing is said before the first gift is paid: an unpaid checkout has started nothing yet.
    await h.app.jobs.runDue();
    const startedEmails = () => emailsTo(me.email).filter((text) => text.includes('has started'));
    expect(startedEmails()).toEqual([]);
    await pay(plan.req_id, 'gcash');
    expect((await giftsOf(plan.recurringID))[0]!.receiptNumber).toMatch(/^TB-/);
    expect((await myPlans(me.headers))[0]!.gifts).toBe(1);
    // The plan's first email comes with its first gift, enqueued by the same move as the receipt, with its links
    // from the first day.
    await h.app.jobs.runDue();
    const started = startedEmails();
    expect(started).toHaveLength(1);
    expect(started[0]).toContain('₱500.00 every month');
    expect(started[0]).toContain('This month’s gift is paid');
    expect(started[0]).toContain('we email you a link to pay');
    expect(started[0]).toContain('February 15, 2031');
    for (const action of ['pause', 'resume', 'cancel'])
      expect(started[0]).toContain(`${plan.recurringID}.${action}.`);
    // Somebody else sees none of it.
    expect(await myPlans((await donor()).headers)).toEqual([]);
  });

  it('is automatic for a card (the first checkout saves it) and a reminder for GCash', async () => {
    clock.setTo('2031-01-20');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const card = await startPlan(me.headers, charity.id, { method: 'card' });
    expect(card.mode).toBe('auto');
    expect(card.checkout_url).toMatch(/\?save=1$/);
    const page = await h.app.inject({ method: 'GET', url: `/sandbox/checkout/${card.req_id}?save=1` });
    expect(page.body).toContain('name="save" value="decline"');
    await pay(card.req_id, 'card');
    expect((await planRow(card.recurringID)).savedMethodRef).toMatch(/^sbx_pm_ok_/);
  });

  it('refuses what a one-off gift refuses, and leaves no plan behind', async () => {
    clock.setTo('2031-01-20');
    const me = await donor();
    const charity = await createOrganization(h.db);
    const before = await myPlans(me.headers);
    // QR Ph takes at most ₱50,000 a payment; 7-Eleven at least ₱50.
    for (const [method, amount] of [
      ['qrph', 60_000],
      ['7eleven', 20],
    ] as const) {
      const response = await post('/api/post/recurring/create', me.headers, {
        amount,
        organizationID: charity.id,
        method,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const noMethod = await post('/api/post/recurring/create', me.headers, {
      amount: 100,
      organizationID: charity.id,
    });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toMatch(/payment method/);
    const pending = await createOrganization(h.db, { verified: false });
    const unverified = await post('/api/post/recurring/create', me.headers, {
      amount: 100,
      organizationID: pending.id,
      method: 'gcash',
    });
    expect(unverified.statusCode).toBe(409);
    expect(await myPlans(me.headers)).toEqual(before);
    const anonymous = await post(
      '/api/post/recurring/create',
      {},
      { amount: 100, organizationID: charity.id, method: 'gcash' },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pausing, resuming and cancelling', () => {
  it('is for the owner: another person’s plan is not found', async () => {
    clock.setTo('2031-03-10');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const other = await donor();
    const { recurringID } = await startPlan(me.headers, charity.id);
    const change = (action: string, headers = me.headers) =>
      post(`/api/post/recurring/${action}`, headers, { recurringID });

    expect((await change('pause', other.headers)).statusCode).toBe(404);
    expect((await planRow(recurringID)).status).toBe('active');
    const paused = await change('pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ plan: { status: 'paused', nextDueOn: null } });
    expect(paused.json().message).toContain('paused');
    // Resumed a month later: the month paused through is not made up, the next gift is on the plan's day.
    clock.setTo('2031-04-12');
    const resumed = await change('resume');
    expect(resumed.json()).toMatchObject({ plan: { status: 'active', nextDueOn: '2031-05-10' } });
    expect((await change('cancel')).json()).toMatchObject({ plan: { status: 'cancelled' } });
    const again = await change('resume');
    expect(again.statusCode).toBe(409);
    expect((await change('cancel')).statusCode).toBe(200);
    expect((await post('/api/post/recurring/pause', me.headers, { recurringID: 'x' })).statusCode).toBe(400);
  });

  it('works from the signed links of the plan’s emails without signing in; opening one changes nothing', async () => {
    clock.setTo('2031-05-03');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id);
    await pay(req_id, 'gcash');
    clock.setTo('2031-06-03');
    await runSchedule();
    const pause = linkIn(me.email, 'pause');
    expect(pause.startsWith(`${recurringID}.pause.`)).toBe(true);

    const read = await h.app.inject({ method: 'GET', url: `/api/get/recurring/link?token=${pause}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ action: 'pause', recurringID, status: 'active', amount: 500 });
    expect((await planRow(recurringID)).status).toBe('active');

    const done = await h.app.inject({ method: 'POST', url: `/api/post/recurring/link?token=${pause}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'paused' });
    expect((await planRow(recurringID)).status).toBe('paused');
    const resume = linkIn(me.email, 'resume');
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/post/recurring/link?token=${resume}` })).json(),
    ).toMatchObject({
      status: 'active',
    });

    // Forged: another plan's id under this signature, another action, a changed MAC, nonsense.
    const [, , mac] = pause.split('.');
    for (const forged of [
      `${recurringID + 1}.pause.${mac}`,
      `${recurringID}.cancel.${mac}`,
      // The MAC's first character changed (the last one's low bits are padding: some changes decode the same).
      `${recurringID}.pause.${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`,
      'x',
    ]) {
      const refused = await h.app.inject({
        method: 'POST',
        url: `/api/post/recurring/link?token=${encodeURIComponent(forged)}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('invalid_recurring_link');
    }
    expect((await planRow(recurringID)).status).toBe('active');
  });
});

describe('the monthly schedule', () => {
  it('reminds a GCash plan once on its due day, however often it runs, and again three days later if unpaid', async () => {
    clock.setTo('2031-07-08');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id, { amount: 750 });
    await pay(req_id, 'gcash');
    // The day before: nothing.
    clock.setTo('2031-08-07');
    await runSchedule();
    expect(await cyclesOf(recurringID)).toEqual([]);

    clock.setTo('2031-08-08');
    await runSchedule();
    await runSchedule();
    // Two runs at once too (two servers): still one month.
    await Promise.all([runMonthlyOnce(), runMonthlyOnce()]);
    await h.app.jobs.runDue();
    expect(await cyclesOf(recurringID)).toEqual([
      expect.objectContaining({ period: '2031-08', state: 'reminded', reminders: 1 }),
    ]);
    expect(subjectsTo(me.email).filter((subject) => subject.includes('is due'))).toHaveLength(1);
    const reminder = emailsTo(me.email).find((text) => text.includes('is due today'))!;
    expect(reminder).toContain('₱750.00');
    expect(reminder).toContain('GCash cannot be charged automatically');
    for (const action of ['pause', 'resume', 'cancel', 'pay-2031-08'])
      expect(reminder).toContain(`.${action}.`);
    expect((await planRow(recurringID)).nextDueOn).toBe('2031-09-08');
    expect(await giftsOf(recurringID)).toHaveLength(1);

    clock.setTo('2031-08-10');
    await runSchedule();
    expect(subjectsTo(me.email).filter((subject) => subject.includes('still unpaid'))).toHaveLength(0);
    clock.setTo('2031-08-11');
    await runSchedule();
    await runSchedule();
    expect(subjectsTo(me.email).filter((subject) => subject.includes('still unpaid'))).toHaveLength(1);
    expect((await cyclesOf(recurringID))[0]!.reminders).toBe(2);
  });

  it('starts the month’s gift from the pay link, and sends no second reminder once it is paid', async () => {
    clock.setTo('2031-07-09');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id, { amount: 300 });
    await pay(req_id, 'gcash');
    clock.setTo('2031-08-09');
    await runSchedule();
    const token = linkIn(me.email, 'pay-2031-08');
    const state = await h.app.inject({ method: 'GET', url: `/api/get/recurring/link?token=${token}` });
    expect(state.json()).toMatchObject({ action: 'pay', period: '2031-08', paid: false });
    expect(await giftsOf(recurringID)).toHaveLength(1);

    const started = await h.app.inject({ method: 'POST', url: `/api/post/recurring/link?token=${token}` });
    expect(started.statusCode, started.body).toBe(200);
    const gifts = await giftsOf(recurringID);
    expect(gifts).toHaveLength(2);
    expect(gifts[1]).toMatchObject({
      status: 'pending',
      amountCentavos: 30_000,
      recurringPeriod: '2031-08',
      userId: me.userID,
    });
    expect(started.json().checkout_url).toBe(`${PUBLIC_URL}/sandbox/checkout/${gifts[1]!.reqId}`);
    await pay(gifts[1]!.reqId, 'gcash');
    const paidAgain = await h.app.inject({ method: 'POST', url: `/api/post/recurring/link?token=${token}` });
    expect(paidAgain.statusCode).toBe(409);

    clock.setTo('2031-08-12');
    await runSchedule();
    expect(subjectsTo(me.email).filter((subject) => subject.includes('still unpaid'))).toHaveLength(0);
    expect((await myPlans(me.headers)).find((plan) => plan.recurringID === recurringID)!.gifts).toBe(2);
  });

  it('charges a card plan once a month, with its receipt, however often it runs', async () => {
    clock.setTo('2031-09-05');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id, { method: 'card', amount: 1000 });
    await pay(req_id, 'card');
    const totalBefore = (await h.db.select().from(organizations).where(eq(organizations.id, charity.id)))[0]!
      .totalDonationCentavos;

    clock.setTo('2031-10-05');
    await runSchedule();
    await runSchedule();
    await Promise.all([runMonthlyOnce(), runMonthlyOnce()]);
    await h.app.jobs.runDue();
    const gifts = await giftsOf(recurringID);
    expect(gifts.map((gift) => [gift.recurringPeriod, gift.status])).toEqual([
      ['2031-09', 'completed'],
      ['2031-10', 'completed'],
    ]);
    expect(gifts[1]!.receiptNumber).toMatch(/^TB-\d{4}-\d{6}$/);
    expect(await cyclesOf(recurringID)).toEqual([
      expect.objectContaining({ period: '2031-10', state: 'paid', attempts: 1 }),
    ]);
    const total = (await h.db.select().from(organizations).where(eq(organizations.id, charity.id)))[0]!
      .totalDonationCentavos;
    expect(total - totalBefore).toBe(100_000);
    // The receipt is emailed; no reminder is.
    expect(subjectsTo(me.email).some((subject) => subject.includes('is due'))).toBe(false);
    expect((await jobsOf(h.db, 'email')).filter((job) => job.data.donationId === gifts[1]!.id)).toHaveLength(
      1,
    );
    expect((await planRow(recurringID)).nextDueOn).toBe('2031-11-05');
    // Started once: the month's gift is not the plan's first.
    expect(emailsTo(me.email).filter((text) => text.includes('has started'))).toHaveLength(1);
  });

  it('tries a month again whose charge job gave up, once its pending gift expired, rather than leave it charging', async () => {
    clock.setTo('2032-06-10');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id, { method: 'card', amount: 300 });
    await pay(req_id, 'card');

    clock.setTo('2032-07-10');
    await runMonthlyOnce();
    const [month] = await cyclesOf(recurringID);
    expect(month).toMatchObject({ state: 'charging', attempts: 1 });
    // Every try of its charge failed (the gateway unreachable throughout): the queue gave the job up.
    await h.db.execute(sql`update pgboss.job set state = 'failed'
      where name = 'monthly-charge' and (data->>'donationId')::int = ${month!.donationId}`);
    await runSchedule();
    expect((await cyclesOf(recurringID))[0]!.state).toBe('charging');
    // Reconciling expires the pending gift after its time, as any other; the next run records the failed try.
    clock.setTo('2032-07-11');
    await reconcilePendingDonations(h.app.payments, clock.now());
    expect((await giftsOf(recurringID))[1]!.status).toBe('expired');
    await runSchedule();
    expect(await cyclesOf(recurringID)).toEqual([
      expect.objectContaining({ state: 'retry', attempts: 1, retryOn: '2032-07-14' }),
    ]);
    clock.setTo('2032-07-14');
    await runSchedule();
    expect(await cyclesOf(recurringID)).toEqual([expect.objectContaining({ state: 'paid', attempts: 2 })]);
    expect((await giftsOf(recurringID)).map((gift) => gift.status)).toEqual([
      'completed',
      'expired',
      'completed',
    ]);
  });

  it('tries a failed charge again three days later, then pauses the plan and tells the donor', async () => {
    clock.setTo('2031-09-06');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const { recurringID, req_id } = await startPlan(me.headers, charity.id, { method: 'maya', amount: 200 });
    await pay(req_id, 'maya', 'decline');

    clock.setTo('2031-10-06');
    await runSchedule();
    expect(await cyclesOf(recurringID)).toEqual([
      expect.objectContaining({ state: 'retry', attempts: 1, retryOn: '2031-10-09' }),
    ]);
    expect((await planRow(recurringID)).status).toBe('active');
    expect(subjectsTo(me.email).some((subject) => subject.includes('paused'))).toBe(false);

    clock.setTo('2031-10-08');
    await runSchedule();
    expect((await cyclesOf(recurringID))[0]!.attempts).toBe(1);
    clock.setTo('2031-10-09');
    await runSchedule();
    await runSchedule();
    expect(await cyclesOf(recurringID)).toEqual([expect.objectContaining({ state: 'failed', attempts: 2 })]);
    expect((await giftsOf(recurringID)).map((gift) => gift.status)).toEqual([
      'completed',
      'failed',
      'failed',
    ]);
    expect((await planRow(recurringID)).status).toBe('paused');
    const told = emailsTo(me.email).filter((text) => text.includes('is paused'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('could not charge your Maya');
    expect(told[0]).toContain(`${recurringID}.resume.`);
  });

  it('skips the month while the charity is suspended or awaiting verification, and tells the donor', async () => {
    clock.setTo('2031-11-02');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const card = await startPlan(me.headers, charity.id, { method: 'card' });
    await pay(card.req_id, 'card');
    await h.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, charity.id));
    clock.setTo('2031-12-02');
    await runSchedule();
    await runSchedule();
    expect(await cyclesOf(card.recurringID)).toEqual([
      expect.objectContaining({ period: '2031-12', state: 'skipped' }),
    ]);
    expect(await giftsOf(card.recurringID)).toHaveLength(1);
    const told = emailsTo(me.email).filter((text) => text.includes('was not taken'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('it is suspended');
    // Still on: next month it is charged again once the charity is back.
    await h.db.update(organizations).set({ suspended: false }).where(eq(organizations.id, charity.id));
    clock.setTo('2032-01-02');
    await runSchedule();
    expect((await giftsOf(card.recurringID)).map((gift) => gift.status)).toEqual(['completed', 'completed']);
    // Sent back to verification (an edit of who it is): skipped again, and said so.
    await h.db.update(organizations).set({ verified: false }).where(eq(organizations.id, charity.id));
    clock.setTo('2032-02-02');
    await runSchedule();
    expect((await cyclesOf(card.recurringID)).map((cycle) => cycle.state)).toEqual([
      'skipped',
      'paid',
      'skipped',
    ]);
    expect(await giftsOf(card.recurringID)).toHaveLength(2);
    expect(emailsTo(me.email).filter((text) => text.includes('it is awaiting verification'))).toHaveLength(1);
  });

  it('ends an event’s plan when the event is cancelled, and tells the donor', async () => {
    clock.setTo('2032-02-04');
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, { startsAt: new Date(clock.now() + 100 * DAY) });
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, { eventID: event.id });
    await pay(plan.req_id, 'gcash');
    await h.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    clock.setTo('2032-03-04');
    await runSchedule();
    expect((await planRow(plan.recurringID)).status).toBe('cancelled');
    expect(await cyclesOf(plan.recurringID)).toEqual([]);
    const told = emailsTo(me.email).filter((text) => text.includes('has ended'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('is cancelled');
  });

  it('sends no reminder to someone who turned monthly giving emails off', async () => {
    clock.setTo('2032-02-05');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id);
    await pay(plan.req_id, 'gcash');
    expect((await post('/api/post/my/notifications', me.headers, { monthlyGiving: false })).statusCode).toBe(
      200,
    );
    clock.setTo('2032-03-05');
    await runSchedule();
    expect(await cyclesOf(plan.recurringID)).toEqual([expect.objectContaining({ state: 'reminded' })]);
    expect(subjectsTo(me.email).some((subject) => subject.includes('is due'))).toBe(false);

    // Their card plan failing twice: the paused notice still goes, as money was not taken.
    const card = await startPlan(me.headers, charity.id, { method: 'card' });
    await pay(card.req_id, 'card', 'decline');
    clock.setTo('2032-04-05');
    await runSchedule();
    clock.setTo('2032-04-08');
    await runSchedule();
    expect((await planRow(card.recurringID)).status).toBe('paused');
    expect(subjectsTo(me.email).filter((subject) => subject.includes('is paused'))).toHaveLength(1);
  });

  it('texts the reminder too when the donor opted in to texts, in one SMS', async () => {
    clock.setTo('2032-02-06');
    const charity = await createOrganization(h.db, {
      name: 'A charity with a rather long name for a text message',
    });
    const me = await donor({ contactNumber: '09181234567', smsOptIn: true });
    const plan = await startPlan(me.headers, charity.id);
    await pay(plan.req_id, 'gcash');
    clock.setTo('2032-03-06');
    await runSchedule();
    const texts = (await jobsOf(h.db, 'sms')).filter((job) => job.data.userId === me.userID);
    expect(texts).toHaveLength(1);
    const text = texts[0]!.data.text as string;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(new RegExp(`/monthly-giving\\?token=${plan.recurringID}\\.pay-2032-03\\.`));
  });
});

describe('when the donor deletes their account', () => {
  it('cancels their plans: nothing more is taken or reminded', async () => {
    clock.setTo('2032-04-07');
    const charity = await createOrganization(h.db);
    const me = await donor();
    const plan = await startPlan(me.headers, charity.id, { method: 'card' });
    await pay(plan.req_id, 'card');
    const deleted = await post('/api/post/my/delete', me.headers, { password: me.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const row = await planRow(plan.recurringID);
    expect(row).toMatchObject({ status: 'cancelled', savedMethodRef: null });
    clock.setTo('2032-05-07');
    await runSchedule();
    expect(await cyclesOf(plan.recurringID)).toEqual([]);
    expect(await giftsOf(plan.recurringID)).toHaveLength(1);
  });
});

describe('the charity’s reports', () => {
  it('count its monthly donors: people with an active plan', async () => {
    clock.setTo('2032-04-08');
    const rep = await createUser(h.db);
    const charity = await createOrganization(h.db, { representativeUserId: rep.userID });
    const a = await donor();
    const b = await donor();
    await startPlan(a.headers, charity.id);
    await startPlan(a.headers, charity.id, { method: 'card' });
    const cancelled = await startPlan(b.headers, charity.id);
    await post('/api/post/recurring/cancel', b.headers, { recurringID: cancelled.recurringID });
    const { headers } = await loginAs(h.db, rep);
    const stats = await h.app.inject({
      method: 'GET',
      url: `/api/get/dashboard/organizations/${charity.id}/stats`,
      headers,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().monthlyDonors).toBe(1);
    expect(
      (
        await h.db
          .select()
          .from(recurringPlans)
          .where(and(eq(recurringPlans.organizationId, charity.id)))
      ).length,
    ).toBe(3);
  });
});

/** The schedule's handler once, as one server's worker runs it (for two at once). */
async function runMonthlyOnce() {
  const { runMonthlyGiving } = await import('../src/modules/recurring/schedule');
  await runMonthlyGiving({ payments: h.app.payments, publicUrl: PUBLIC_URL });
}

describe('a server that has sent no plan message yet', () => {
  it('reminds from its first schedule run: the links’ key is read outside the schedule’s transactions', async () => {
    // Its own app and database, so nothing has read the key before (the embedded database has one connection: a
    // read of it inside a transaction's wait would never end).
    const fresh = await createTestApp({ publicUrl: PUBLIC_URL }, {}, { now: clock.now });
    try {
      clock.setTo('2033-01-10');
      const charity = await createOrganization(fresh.db);
      const user = await createUser(fresh.db);
      const { headers } = await loginAs(fresh.db, user);
      const started = await fresh.app.inject({
        method: 'POST',
        url: '/api/post/recurring/create',
        headers,
        payload: { amount: 100, organizationID: charity.id, eventID: null, method: 'gcash' },
      });
      expect(started.statusCode, started.body).toBe(200);
      clock.setTo('2033-02-10');
      const { runMonthlyGiving } = await import('../src/modules/recurring/schedule');
      expect(await runMonthlyGiving({ payments: fresh.app.payments, publicUrl: PUBLIC_URL })).toMatchObject({
        taken: 1,
      });
      const reminders = (await jobsOf(fresh.db, 'email')).filter(
        (job) => job.data.purpose === 'monthlyReminder',
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.data.text).toContain(
        `/monthly-giving?token=${started.json().recurringID}.pay-2033-02.`,
      );
    } finally {
      await fresh.close();
    }
  });
});
