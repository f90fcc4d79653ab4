import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, organizations, paymentEvents } from '../src/db/schema';
import { paymentDeps } from '../src/modules/donations/payment-deps';
import { reconcilePendingDonations } from '../src/modules/donations/reconcile';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };

async function signedInDonor() {
  const user = await createUser(t.db);
  const { headers } = await loginAs(t.db, user);
  return { user, headers };
}

async function donate(headers: Headers, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/post/donation/create', headers, payload: body });
}

async function startDonation(
  headers: Headers,
  organizationID: number,
  amount = 250,
  eventID: number | null = null,
) {
  const response = await donate(headers, { amount, organizationID, eventID, description: 'ignored' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { req_id: string; payment_url: string; checkout_url: string };
}

/** Presses a button on the sandbox's hosted checkout page, as the browser's form post does. */
function sandbox(reqId: string, outcome: 'pay' | 'fail' | 'cancel' | 'expire', method = 'gcash') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${encodeURIComponent(reqId)}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `method=${method}`,
  });
}

const status = (headers: Headers, reqId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/post/donation/success?req_id=${encodeURIComponent(reqId)}`,
    headers,
  });

async function donation(reqId: string) {
  const [row] = await t.db.select().from(donations).where(eq(donations.reqId, reqId));
  return row!;
}
async function charityTotal(id: number) {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, id));
  return row!.totalDonationCentavos;
}
async function donorTotal(userId: number) {
  const [row] = await t.db.select().from(donorTotals).where(eq(donorTotals.userId, userId));
  return row ? { total: row.totalCentavos, count: row.donationCount } : { total: 0, count: 0 };
}

/** A signed sandbox webhook for a donation, delivered straight to the webhook route. */
function sandboxWebhook(
  row: { reqId: string; amountCentavos: number; currency: string },
  outcome: 'pay' | 'fail' | 'cancel' | 'expire',
  options: { secret?: string; body?: string; now?: number } = {},
) {
  const { body, signature } = buildSandboxWebhook(
    options.secret ?? t.app.config.payments.sandboxWebhookSecret,
    outcome,
    row,
    outcome === 'pay' ? 'gcash' : null,
    options.now,
  );
  return {
    method: 'POST' as const,
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: options.body ?? body,
  };
}

describe('POST /api/post/donation/create', () => {
  it('needs a signed-in user', async () => {
    const charity = await createOrganization(t.db);
    const response = await donate({ authorization: '' }, { amount: 100, organizationID: charity.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in first.', code: 'unauthorized' });
  });

  it('stores a pending donation in centavos and returns the hosted checkout', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db, { name: 'Davao Food Bank' });
    const event = await createEvent(t.db, charity.id, { name: 'Feeding Day' });
    const created = await startDonation(headers, charity.id, 1234.5, event.id);
    expect(created.req_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.payment_url).toBe(`${t.app.config.publicUrl}/sandbox/checkout/${created.req_id}`);
    expect(created.checkout_url).toBe(created.payment_url);
    const row = await donation(created.req_id);
    expect(row).toMatchObject({
      userId: user.userID,
      organizationId: charity.id,
      eventId: event.id,
      amountCentavos: 123_450,
      currency: 'PHP',
      status: 'pending',
      provider: 'sandbox',
      description: 'Tabang - Donation for Feeding Day by Davao Food Bank',
    });
    // The sandbox's checkout is payable for an hour.
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('gives every donation its own unguessable req_id', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await startDonation(headers, charity.id, 100)).req_id);
    expect(ids.size).toBe(5);
  });

  it.each([
    [{ amount: 0 }, 'Please enter a valid amount'],
    [{ amount: -5 }, 'Please enter a valid amount'],
    [{ amount: 0.5 }, 'The smallest donation is ₱1.00.'],
    [{ amount: 1_000_000.01 }, 'The largest donation is ₱1,000,000.00.'],
    [{ amount: 10.123 }, 'Amounts can have at most 2 decimals.'],
    [{ amount: '100' }, 'Please enter a valid amount'],
    [{ amount: null }, 'Please enter a valid amount'],
  ])('refuses the amount in %j with a clear message', async (fields, message) => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const response = await donate(headers, { organizationID: charity.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select().from(donations).where(eq(donations.organizationId, charity.id))).toEqual([]);
  });

  it('accepts the smallest and the largest amounts', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    expect((await donation((await startDonation(headers, charity.id, 1)).req_id)).amountCentavos).toBe(100);
    expect(
      (await donation((await startDonation(headers, charity.id, 1_000_000)).req_id)).amountCentavos,
    ).toBe(100_000_000);
    expect(
      (await donation((await startDonation(headers, charity.id, 0.1 + 0.2 + 19.7)).req_id)).amountCentavos,
    ).toBe(2_000);
  });

  it('refuses a suspended or unknown charity, and an event of another charity', async () => {
    const { headers } = await signedInDonor();
    const suspended = await createOrganization(t.db, { suspended: true });
    const charity = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const othersEvent = await createEvent(t.db, other.id);

    const refusedSuspended = await donate(headers, { amount: 100, organizationID: suspended.id });
    expect(refusedSuspended.statusCode).toBe(404);
    expect(refusedSuspended.json().message).toBe(
      'This charity does not exist or is not accepting donations.',
    );
    const refusedUnknown = await donate(headers, { amount: 100, organizationID: 999_999 });
    expect(refusedUnknown.statusCode).toBe(404);
    const refusedEvent = await donate(headers, {
      amount: 100,
      organizationID: charity.id,
      eventID: othersEvent.id,
    });
    expect(refusedEvent.statusCode).toBe(400);
    expect(refusedEvent.json().message).toBe(
      'This event belongs to another charity. Choose the charity that runs it.',
    );
    const unknownEvent = await donate(headers, { amount: 100, organizationID: charity.id, eventID: 999_999 });
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().message).toBe('This event does not exist.');
    for (const id of [suspended.id, charity.id])
      expect(await t.db.select().from(donations).where(eq(donations.organizationId, id))).toEqual([]);
  });

  it('says which id is wrong', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const noCharity = await donate(headers, { amount: 100 });
    expect(noCharity.json().message).toBe('Choose a charity to donate to (organizationID).');
    const badEvent = await donate(headers, { amount: 100, organizationID: charity.id, eventID: 'x' });
    expect(badEvent.json().message).toBe('The event to donate to is not valid (eventID).');
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    const { headers } = await signedInDonor();
    for (const payload of [
      {},
      { amount: 100 },
      { amount: 100, organizationID: 'abc' },
      { amount: 100, organizationID: -1 },
    ]) {
      const response = await donate(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('sandbox checkout → webhook → completed', () => {
  it('shows a clearly marked test page with the stored amount, the charity and the three methods', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db, { name: 'Bantay <Bata> & Co' });
    const { req_id } = await startDonation(headers, charity.id, 250);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${req_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST PAYMENT — no money moves');
    expect(page.body).toContain('₱250.00');
    expect(page.body).toContain('Bantay &lt;Bata&gt; &amp; Co');
    expect(page.body).not.toContain('<Bata>');
    for (const method of ['7-Eleven', 'GrabPay', 'GCash']) expect(page.body).toContain(method);
    for (const label of ['>Pay<', '>Fail<', '>Cancel<', '>Let it expire<'])
      expect(page.body).toContain(label);
    expect(page.body).not.toContain('<script');
  });

  it('completes on Pay, moves the charity total and the donor totals once, and redirects to the result page', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const { req_id } = await startDonation(headers, charity.id, 250, event.id);
    expect((await status(headers, req_id)).json()).toEqual({ status: 'pending' });

    const paid = await sandbox(req_id, 'pay', 'grabpay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment-success?req_id=${req_id}&organizationID=${charity.id}&eventID=${event.id}&amount=250.00`,
    );
    expect((await status(headers, req_id)).json()).toEqual({ status: 'completed' });
    expect(await charityTotal(charity.id)).toBe(25_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 25_000, count: 1 });
    const row = await donation(req_id);
    expect(row.completedAt).not.toBeNull();
    expect(row.needsReview).toBe(false);

    // The page no longer offers anything, and pressing a button again changes nothing.
    const again = await sandbox(req_id, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This test payment is already completed.');
    const failLater = await sandbox(req_id, 'fail');
    expect(failLater.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${req_id}` })).body).toContain(
      'already completed',
    );
    expect(await charityTotal(charity.id)).toBe(25_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 25_000, count: 1 });

    // A second donation adds to the same donor's totals.
    const second = await startDonation(headers, charity.id, 100.25);
    await sandbox(second.req_id, 'pay');
    expect(await charityTotal(charity.id)).toBe(35_025);
    expect(await donorTotal(user.userID)).toEqual({ total: 35_025, count: 2 });
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
    ['expire', 'expired'],
  ] as const)('%s ends the donation %s and moves no money', async (outcome, expected) => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 500);
    const response = await sandbox(req_id, outcome);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain(`/payment-success?req_id=${req_id}`);
    expect((await status(headers, req_id)).json()).toEqual({ status: expected });
    expect(await charityTotal(charity.id)).toBe(0);
    expect(await donorTotal(user.userID)).toEqual({ total: 0, count: 0 });
  });

  it("works for a browser holding the donor's session cookie: the page keeps the form's Origin", async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 100);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${req_id}` });
    // With helmet's default no-referrer, a browser would send `Origin: null` with the form post.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const { token } = await loginAs(t.db, user);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${req_id}/pay`,
      cookies: { tabang_session: token },
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(t.app.config.publicUrl).origin,
        'sec-fetch-site': 'same-origin',
      },
      payload: 'method=7eleven',
    });
    expect(posted.statusCode).toBe(303);
    expect((await donation(req_id)).status).toBe('completed');
  });

  it('answers 404 for an unknown sandbox payment', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('There is no test payment with this request ID.');
    expect((await sandbox('nope', 'pay')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/checkout/nope/steal' })).statusCode).toBe(
      404,
    );
  });
});

describe('webhooks', () => {
  it('ignores duplicate deliveries of the same event', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 300);
    const delivery = sandboxWebhook(await donation(req_id), 'pay');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject(delivery);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await charityTotal(charity.id)).toBe(30_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 30_000, count: 1 });
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.donationId, (await donation(req_id)).id)),
    ).toHaveLength(1);
  });

  it('keeps a completed donation completed when a failure or expiry arrives after it (out of order)', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 300);
    const row = await donation(req_id);
    expect((await t.app.inject(sandboxWebhook(row, 'pay'))).statusCode).toBe(200);
    for (const outcome of ['fail', 'cancel', 'expire'] as const)
      expect((await t.app.inject(sandboxWebhook(row, outcome))).statusCode).toBe(200);
    expect((await donation(req_id)).status).toBe('completed');
    expect(await charityTotal(charity.id)).toBe(30_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 30_000, count: 1 });
  });

  it('completes an expired or cancelled donation when a payment arrives late, and flags it for review', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    for (const outcome of ['expire', 'cancel'] as const) {
      const { req_id } = await startDonation(headers, charity.id, 100);
      const row = await donation(req_id);
      await t.app.inject(sandboxWebhook(row, outcome));
      expect((await donation(req_id)).needsReview).toBe(false);
      expect((await t.app.inject(sandboxWebhook(row, 'pay'))).statusCode).toBe(200);
      const late = await donation(req_id);
      expect(late.status).toBe('completed');
      expect(late.needsReview).toBe(true);
    }
    expect(await charityTotal(charity.id)).toBe(20_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 20_000, count: 2 });
  });

  it('keeps a failed donation failed when a payment arrives after it, but flags it for review', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 100);
    const row = await donation(req_id);
    await t.app.inject(sandboxWebhook(row, 'fail'));
    await t.app.inject(sandboxWebhook(row, 'pay'));
    expect(await donation(req_id)).toMatchObject({ status: 'failed', needsReview: true });
    expect(await charityTotal(charity.id)).toBe(0);
    expect(await donorTotal(user.userID)).toEqual({ total: 0, count: 0 });
  });

  it('keeps a failed, cancelled or expired donation as it is when another ending is reported after it', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const endings = { fail: 'failed', cancel: 'cancelled', expire: 'expired' } as const;
    for (const [first, status] of Object.entries(endings) as [keyof typeof endings, string][]) {
      const { req_id } = await startDonation(headers, charity.id, 100);
      const row = await donation(req_id);
      await t.app.inject(sandboxWebhook(row, first));
      for (const later of Object.keys(endings) as (keyof typeof endings)[])
        expect((await t.app.inject(sandboxWebhook(row, later))).statusCode).toBe(200);
      expect(await donation(req_id)).toMatchObject({ status, needsReview: false });
    }
    expect(await charityTotal(charity.id)).toBe(0);
  });

  it('refuses a forged webhook (wrong secret, tampered body, missing signature) and changes nothing', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 400);
    const row = await donation(req_id);
    const genuine = sandboxWebhook(row, 'pay');
    const forgeries = [
      sandboxWebhook(row, 'pay', { secret: 'not-the-secret' }),
      { ...genuine, payload: genuine.payload.replace('"amount_centavos":40000', '"amount_centavos":4') },
      { ...genuine, headers: { 'content-type': 'application/json' } },
      { ...genuine, headers: { ...genuine.headers, [SANDBOX_SIGNATURE_HEADER]: 't=1,v1=00' } },
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'The webhook signature could not be verified.',
        code: 'unauthorized',
      });
    }
    expect((await donation(req_id)).status).toBe('pending');
    expect(await charityTotal(charity.id)).toBe(0);
    expect(await donorTotal(user.userID)).toEqual({ total: 0, count: 0 });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, row.id))).toEqual([]);
  });

  it('handles a delivery signed ten minutes ago (a gateway retrying) once: its age is no reason to refuse it', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 120);
    const row = await donation(req_id);
    const retried = sandboxWebhook(row, 'pay', { now: Date.now() - 10 * 60 * 1000 });
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject(retried)).statusCode).toBe(200);
    expect((await donation(req_id)).status).toBe('completed');
    expect(await charityTotal(charity.id)).toBe(12_000);
    expect(await donorTotal(user.userID)).toEqual({ total: 12_000, count: 1 });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, row.id))).toHaveLength(
      1,
    );
  });

  it('does not complete when a signed report disagrees with the stored amount', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 400);
    const row = await donation(req_id);
    const response = await t.app.inject(sandboxWebhook({ ...row, amountCentavos: 100 }, 'pay'));
    expect(response.statusCode).toBe(200);
    expect(await donation(req_id)).toMatchObject({ status: 'pending', needsReview: true });
    expect(await charityTotal(charity.id)).toBe(0);
  });

  it('counts 100 concurrent deliveries of the same payment once', async () => {
    const { user, headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 777.77);
    const row = await donation(req_id);
    const same = sandboxWebhook(row, 'pay');
    // Half are redeliveries of one event, half are distinct events saying the same thing.
    const deliveries = Array.from({ length: 100 }, (_, i) => (i % 2 ? same : sandboxWebhook(row, 'pay')));
    const responses = await Promise.all(deliveries.map((delivery) => t.app.inject(delivery)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    expect(await charityTotal(charity.id)).toBe(77_777);
    expect(await donorTotal(user.userID)).toEqual({ total: 77_777, count: 1 });
    expect((await donation(req_id)).status).toBe('completed');
  });

  it('refuses a malformed but signed body with a 400', async () => {
    const secret = t.app.config.payments.sandboxWebhookSecret;
    const { createHmac } = await import('node:crypto');
    const body = JSON.stringify({ id: 'x', type: 'payment.paid' });
    const now = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${now},v1=${signature}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('has no webhook routes for providers that are not configured', async () => {
    for (const provider of ['xendit', 'paymongo']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET and POST /api/post/donation/success', () => {
  it('answers the donor and an admin, and gives anyone else a 404', async () => {
    const { headers } = await signedInDonor();
    const stranger = await signedInDonor();
    const admin = await createUser(t.db, { role: 'admin' });
    const adminHeaders = (await loginAs(t.db, admin)).headers;
    const charity = await createOrganization(t.db);
    const { req_id } = await startDonation(headers, charity.id, 100);

    expect((await status(headers, req_id)).json()).toEqual({ status: 'pending' });
    expect((await status(adminHeaders, req_id)).json()).toEqual({ status: 'pending' });
    const other = await status(stranger.headers, req_id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No donation with this request ID was found for your account.');
    expect((await status(headers, 'no-such-request')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/post/donation/success?req_id=${req_id}` })).statusCode,
    ).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/post/donation/success', headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('req_id is required.');

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/post/donation/success',
      headers,
      payload: { req_id },
    });
    expect(posted.json()).toEqual({ status: 'pending' });
    const postedByStranger = await t.app.inject({
      method: 'POST',
      url: '/api/post/donation/success',
      headers: stranger.headers,
      payload: { req_id },
    });
    expect(postedByStranger.statusCode).toBe(404);
  });

  it('expires a pending donation past its expiry when asked, and the job expires the rest', async () => {
    const { headers } = await signedInDonor();
    const charity = await createOrganization(t.db);
    const polled = await startDonation(headers, charity.id, 100);
    const unpolled = await startDonation(headers, charity.id, 100);
    const fresh = await startDonation(headers, charity.id, 100);
    const past = new Date(Date.now() - 1000);
    for (const reqId of [polled.req_id, unpolled.req_id])
      await t.db.update(donations).set({ expiresAt: past }).where(eq(donations.reqId, reqId));

    expect((await status(headers, polled.req_id)).json()).toEqual({ status: 'expired' });
    await reconcilePendingDonations(paymentDeps(t.app));
    expect((await donation(unpolled.req_id)).status).toBe('expired');
    expect((await donation(fresh.req_id)).status).toBe('pending');
  });
});

describe('GET /api/get/organizations/donations', () => {
  it("lists the signed-in donor's own completed donations, newest first", async () => {
    const { headers } = await signedInDonor();
    const someoneElse = await signedInDonor();
    const first = await createOrganization(t.db);
    const second = await createOrganization(t.db);
    const a = await startDonation(headers, first.id, 100);
    const b = await startDonation(headers, second.id, 250.5);
    const notPaid = await startDonation(headers, second.id, 999);
    const theirs = await startDonation(someoneElse.headers, first.id, 50);
    await sandbox(a.req_id, 'pay');
    await sandbox(b.req_id, 'pay');
    await sandbox(notPaid.req_id, 'fail');
    await sandbox(theirs.req_id, 'pay');

    const response = await t.app.inject({ method: 'GET', url: '/api/get/organizations/donations', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      OrganizationID: number;
      DonationAmount: number;
      DonationTimestamp: string;
    }[];
    expect(list.map(({ OrganizationID, DonationAmount }) => ({ OrganizationID, DonationAmount }))).toEqual([
      { OrganizationID: second.id, DonationAmount: 250.5 },
      { OrganizationID: first.id, DonationAmount: 100 },
    ]);
    expect(Number.isNaN(Date.parse(list[0]!.DonationTimestamp))).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(['DonationAmount', 'DonationTimestamp', 'OrganizationID']);

    const signedOut = await t.app.inject({ method: 'GET', url: '/api/get/organizations/donations' });
    expect(signedOut.statusCode).toBe(401);
  });
});
