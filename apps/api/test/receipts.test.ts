import { type FailedJob, t as message, RECEIPT_TIME_ZONE, receiptYear } from '@tabang/shared';
import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, organizations, receiptCounters } from '../src/db/schema';
import { jobMessageId } from '../src/jobs/handlers';
import { JOB_SETTINGS } from '../src/jobs/settings';
import { deleteAccount } from '../src/modules/account/service';
import { applyGatewayResult } from '../src/modules/donations/settle';
import { paymentMethodLabel } from '../src/modules/giving/receipt';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { createEvent, createOrganization } from './factories';
import { startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, enqueueThenFail, jobsOf, loginAs, type TestApp } from './helpers';

// On PGlite by default; with TEST_DATABASE_URL on PostgreSQL, where the concurrent deliveries below run on
// separate connections at once, as deliveries to several servers sharing the database would.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
/** The app's clock: real time, moved on by the tests to make a retry due instead of waiting for it. */
const clock = {
  offsetMs: 0,
  now: () => Date.now() + clock.offsetMs,
  advance: (ms: number) => {
    clock.offsetMs += ms;
  },
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url }, {}, { now: clock.now });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

type Headers = { authorization: string };
async function signedIn(
  fields: {
    firstName?: string;
    lastName?: string;
    role?: 'admin' | 'user';
    language?: 'en' | 'fil' | 'ceb';
  } = {},
) {
  const user = await createUser(h.db, fields);
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}

async function startDonation(headers: Headers, organizationID: number, amount = 1250, eventID?: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount, organizationID, eventID: eventID ?? null, description: 'x' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return donation((response.json() as { req_id: string }).req_id);
}

async function donation(reqId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.reqId, reqId));
  return row!;
}

/** A signed sandbox webhook saying the donation was paid (or failed), delivered to the webhook route. */
function webhook(
  row: { reqId: string; amountCentavos: number; currency: string },
  outcome: 'pay' | 'fail' = 'pay',
) {
  const { body, signature } = buildSandboxWebhook(
    h.app.config.payments.sandboxWebhookSecret,
    outcome,
    row,
    outcome === 'pay' ? 'gcash' : null,
  );
  return {
    method: 'POST' as const,
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  };
}

async function complete(row: { reqId: string; amountCentavos: number; currency: string }) {
  const response = await h.app.inject(webhook(row));
  expect(response.statusCode).toBe(200);
  return donation(row.reqId);
}

const receipt = (reqId: string, headers?: Headers) =>
  h.app.inject({
    method: 'GET',
    url: `/api/get/donations/${encodeURIComponent(reqId)}/receipt.pdf`,
    headers,
  });

async function pdfText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  // Lines wrapped in the PDF read as one.
  return { text: text.replace(/-\n/g, '-').replace(/\s+/g, ' '), totalPages };
}

const manilaYear = () => receiptYear(new Date());
const sequence = (number: string) => Number(number.split('-')[2]);
async function lastNumber() {
  const [row] = await h.db.select().from(receiptCounters).where(eq(receiptCounters.year, manilaYear()));
  return row?.lastNumber ?? 0;
}

/** The receipt emails the fake SMTP server accepted for one receipt number. */
const emailsFor = (number: string) =>
  smtp.messages.filter((mail) => mail.includes(`Subject: Your Tabang receipt ${number}`));

/** The PDF attached to an email (base64 in its MIME part). */
function attachedPdf(mail: string) {
  const part = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  return Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64');
}

describe('receipt numbers', () => {
  it('numbers each completed donation TB-<Manila year>-<6 digits>, one after the other, with the payment method', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const first = await complete(await startDonation(headers, charity.id));
    const second = await complete(await startDonation(headers, charity.id));
    expect(first.receiptNumber).toMatch(new RegExp(`^TB-${manilaYear()}-\\d{6}$`));
    expect(sequence(second.receiptNumber!)).toBe(sequence(first.receiptNumber!) + 1);
    expect(await lastNumber()).toBe(sequence(second.receiptNumber!));
    expect(first.paymentMethod).toBe('gcash');
  });

  it('gives no number to a donation that fails, or to a completed one reported again', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const failing = await startDonation(headers, charity.id);
    expect((await h.app.inject(webhook(failing, 'fail'))).statusCode).toBe(200);
    const before = await lastNumber();
    const done = await complete(await startDonation(headers, charity.id));
    expect((await donation(failing.reqId)).receiptNumber).toBeNull();
    // A new event saying the same (not a redelivery of the same one) changes nothing either.
    await complete(done);
    expect((await donation(done.reqId)).receiptNumber).toBe(done.receiptNumber);
    expect(await lastNumber()).toBe(before + 1);
  });

  it('numbers exactly once, without gaps, under concurrent duplicate webhooks for many donations', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const one = await startDonation(headers, charity.id, 500);
    const others = await Promise.all(
      Array.from({ length: 15 }, () => startDonation(headers, charity.id, 100)),
    );
    const before = await lastNumber();
    const same = webhook(one);
    // 20 deliveries for one donation (half one redelivered event, half distinct events), and 2 for each other one.
    const deliveries = [
      ...Array.from({ length: 20 }, (_, i) => (i % 2 ? same : webhook(one))),
      ...others.flatMap((row) => [webhook(row), webhook(row)]),
    ];
    const responses = await Promise.all(deliveries.map((delivery) => h.app.inject(delivery)));
    expect(responses.map((response) => response.statusCode)).toEqual(deliveries.map(() => 200));

    const rows = await h.db
      .select()
      .from(donations)
      .where(inArray(donations.reqId, [one.reqId, ...others.map((row) => row.reqId)]));
    const numbers = rows.map((row) => sequence(row.receiptNumber!)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + 16);
    const [total] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(total!.totalDonationCentavos).toBe(50_000 + 15 * 10_000);
  });

  it('counts an anonymous gift in the charity total but not on the donor leaderboard', async () => {
    const { user, headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const named = await complete(await startDonation(headers, charity.id, 100));
    const row = await startDonation(headers, charity.id, 300);
    await h.db.update(donations).set({ anonymous: true }).where(eq(donations.id, row.id));
    const anonymous = await complete(row);
    expect(anonymous.receiptNumber).not.toBeNull();
    const [charityRow] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(charityRow!.totalDonationCentavos).toBe(named.amountCentavos + anonymous.amountCentavos);
    const [donor] = await h.db.select().from(donorTotals).where(eq(donorTotals.userId, user.userID));
    expect(donor).toMatchObject({ totalCentavos: 10_000, donationCount: 1 });
  });
});

describe('paymentMethodLabel', () => {
  it("names each gateway's methods as people know them, an unknown one as reported, none as a dash", () => {
    expect(
      ['GCASH', 'gcash', 'GRABPAY', 'grab_pay', '7ELEVEN', '7eleven', 'paymaya', 'card'].map(
        paymentMethodLabel,
      ),
    ).toEqual(['GCash', 'GCash', 'GrabPay', 'GrabPay', '7-Eleven', '7-Eleven', 'Maya', 'Card']);
    expect(paymentMethodLabel('billease')).toBe('billease');
    expect(paymentMethodLabel(null)).toBe('—');
  });
});

describe('GET /api/get/donations/{req_id}/receipt.pdf', () => {
  it("gives the donor a one-page PDF with everything the receipt states, in Davao's time", async () => {
    const { user, headers } = await signedIn({ firstName: 'Maria', lastName: 'Santos' });
    const charity = await createOrganization(h.db, {
      name: 'Davao Food Bank',
      address: '12 Bonifacio St, Davao City',
    });
    const event = await createEvent(h.db, charity.id, { name: 'Coastal Cleanup' });
    const done = await complete(await startDonation(headers, charity.id, 1250, event.id));

    const response = await receipt(done.reqId, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${done.receiptNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text, totalPages } = await pdfText(response.rawPayload);
    expect(totalPages).toBe(1);
    for (const expected of [
      'Acknowledgement receipt',
      done.receiptNumber!,
      `${user.firstName} ${user.lastName}`,
      'Davao Food Bank',
      '12 Bonifacio St, Davao City',
      'Coastal Cleanup',
      '₱1,250.00',
      'One thousand two hundred fifty pesos',
      'GCash',
      `sbx_${done.reqId}`,
      done.reqId,
      new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: RECEIPT_TIME_ZONE }).format(
        done.completedAt!,
      ),
    ])
      expect(text).toContain(expected);
  });

  it.each([
    ['fil', 'Halaga sa salita'],
    ['ceb', 'Kantidad sa pulong'],
  ])(
    'keeps the title and the amount in words in English on a receipt in %s; its labels follow the language',
    async (lang, amountInWordsLabel) => {
      const { headers } = await signedIn();
      const charity = await createOrganization(h.db);
      const done = await complete(await startDonation(headers, charity.id, 1250));

      const response = await h.app.inject({
        method: 'GET',
        url: `/api/get/donations/${encodeURIComponent(done.reqId)}/receipt.pdf`,
        headers: { ...headers, cookie: `lang=${lang}` },
      });
      expect(response.statusCode).toBe(200);
      const { text } = await pdfText(response.rawPayload);
      // The document type Philippine bookkeeping knows, and the amount as official receipts write it.
      expect(text).toContain('Acknowledgement receipt');
      expect(text).toContain('One thousand two hundred fifty pesos');
      expect(text).toContain(amountInWordsLabel);
    },
  );

  it('is for the donor and admins only: anyone else gets the 404 of an unknown req_id; signed out is a 401', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const done = await complete(await startDonation(headers, charity.id));
    const admin = await signedIn({ role: 'admin' });
    const stranger = await signedIn();

    expect((await receipt(done.reqId, admin.headers)).statusCode).toBe(200);
    const hidden = await receipt(done.reqId, stranger.headers);
    const unknown = await receipt('no-such-request-id-000000000000', stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect(hidden.json()).toEqual({ message: message('donations.donationNotFound'), code: 'not_found' });
    expect((await receipt(done.reqId)).statusCode).toBe(401);
  });

  it('answers 409 with a message while the donation is pending, or when it failed', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const pending = await startDonation(headers, charity.id);
    const response = await receipt(pending.reqId, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: message('receipts.notCompleted', { status: 'pending' }),
      code: 'conflict',
    });
    await h.app.inject(webhook(pending, 'fail'));
    expect((await receipt(pending.reqId, headers)).statusCode).toBe(409);
  });

  it('names a donor who deleted their account "Deleted user"', async () => {
    const { user, headers } = await signedIn({ firstName: 'Pedro' });
    const charity = await createOrganization(h.db);
    const done = await complete(await startDonation(headers, charity.id, 777.77));
    await deleteAccount(h.db, h.app, h.app.config.login, user.userID, user.password, '127.0.0.1');
    const admin = await signedIn({ role: 'admin' });
    const { text } = await pdfText((await receipt(done.reqId, admin.headers)).rawPayload);
    expect(text).toContain('Deleted user');
    expect(text).not.toContain('Pedro');
    expect(text).toContain('Seven hundred seventy-seven pesos and seventy-seven centavos');
  });
});

describe('receipt email', () => {
  /** The receipt email job of a donation. */
  const receiptJob = async (donationId: number) => {
    const jobs = (await jobsOf(h.db, 'email')).filter((job) => job.data.donationId === donationId);
    expect(jobs.length).toBeLessThanOrEqual(1);
    return jobs[0];
  };
  const messageIdOf = (mail: string) => /^Message-ID: (.+)$/m.exec(mail)?.[1];

  it('is enqueued once with the completion, however often the payment is reported, and sent with the PDF', async () => {
    const { user, headers } = await signedIn({ firstName: 'Liza' });
    const charity = await createOrganization(h.db, { name: 'Mindanao Kids' });
    const row = await startDonation(headers, charity.id, 1000.5);
    await Promise.all(Array.from({ length: 10 }, () => h.app.inject(webhook(row))));
    const done = await donation(row.reqId);
    // The webhooks were answered with the email still waiting in the queue.
    expect(await receiptJob(done.id)).toMatchObject({ state: 'created', data: { purpose: 'receipt' } });
    expect(emailsFor(done.receiptNumber!)).toHaveLength(0);

    await h.app.jobs.runDue();
    const mail = emailsFor(done.receiptNumber!)[0]!;
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain(`Subject: Your Tabang receipt ${done.receiptNumber}`);
    expect(mail).toContain(`filename=${done.receiptNumber}.pdf`);
    const job = await receiptJob(done.id);
    expect(messageIdOf(mail)).toBe(jobMessageId(job!.id, h.app.config.publicUrl));
    const { text } = await pdfText(attachedPdf(mail));
    expect(text).toContain(done.receiptNumber!);
    expect(text).toContain('One thousand pesos and fifty centavos');
    expect(job!.state).toBe('completed');

    // Neither the queue nor a later report sends it again.
    await complete(row);
    await h.app.jobs.runDue();
    expect(emailsFor(done.receiptNumber!)).toHaveLength(1);
    expect((await receiptJob(done.id))!.state).toBe('completed');
  });

  it("is written in the donor's language, its PDF too", async () => {
    const { headers } = await signedIn({ language: 'ceb' });
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id, 1250);
    await h.app.jobs.runDue();
    const done = await complete(row);
    await h.app.jobs.runDue();
    // Found by its attachment's name: its subject is in Cebuano.
    const mail = smtp.messages.find((message) => message.includes(`filename=${done.receiptNumber}.pdf`))!;
    expect(mail).not.toContain('Subject: Your Tabang receipt');
    const { text } = await pdfText(attachedPdf(mail));
    expect(text).toContain('Kantidad sa pulong');
    expect(text).not.toContain('Amount in words');
  });

  it('exists if and only if the donation completed: a completion that rolls back leaves neither', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id, 500);
    const paid = { status: 'completed' as const, reqId: row.reqId, amountCentavos: 50_000, currency: 'PHP' };
    const failing = { ...h.app.payments, jobs: enqueueThenFail(h.app.jobs) };
    await expect(applyGatewayResult(failing, row, paid, null)).rejects.toThrow(/after its job was enqueued/);
    expect((await donation(row.reqId)).status).toBe('pending');
    expect(await receiptJob(row.id)).toBeUndefined();
    const [untouched] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(untouched!.totalDonationCentavos).toBe(0);

    expect(await applyGatewayResult(h.app.payments, row, paid, null)).toBe('changed');
    expect((await donation(row.reqId)).status).toBe('completed');
    expect(await receiptJob(row.id)).toMatchObject({ state: 'created' });
    // A failed donation has none.
    const failed = await startDonation(headers, charity.id);
    expect((await h.app.inject(webhook(failed, 'fail'))).statusCode).toBe(200);
    expect(await receiptJob(failed.id)).toBeUndefined();
  });

  it('is tried again with backoff while the mail server is down, then sent with the same Message-ID', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    await h.app.jobs.runDue();
    const done = await complete(row);
    smtp.down();
    try {
      const refused = smtp.refused();
      expect(await h.app.jobs.runDue()).toBe(1);
      expect(smtp.refused()).toBeGreaterThan(refused);
    } finally {
      smtp.up();
    }
    const tried = await receiptJob(done.id);
    expect(tried).toMatchObject({ state: 'retry', retryCount: 0 });
    // Not before its backoff (15 to 30 s after the failure), however often the queue is asked.
    expect(tried!.startAfter.getTime()).toBeGreaterThanOrEqual(clock.now() + 10_000);
    expect(await h.app.jobs.runDue()).toBe(0);

    // Later: the server takes the message whole but its answer is lost (a 451), so the job fails again…
    clock.advance(60_000);
    smtp.failNext();
    expect(await h.app.jobs.runDue()).toBe(1);
    expect(await receiptJob(done.id)).toMatchObject({ state: 'retry', retryCount: 1 });
    // …and the next try, after the longer backoff, is accepted: once, though two workers ask at the same moment.
    expect(await h.app.jobs.runDue()).toBe(0);
    clock.advance(120_000);
    const ran = await Promise.all([h.app.jobs.runDue(), h.app.jobs.runDue()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await receiptJob(done.id)).toMatchObject({ state: 'completed', retryCount: 2 });
    const sent = emailsFor(done.receiptNumber!);
    expect(sent).toHaveLength(2);
    const job = await receiptJob(done.id);
    expect(sent.map(messageIdOf)).toEqual([1, 2].map(() => jobMessageId(job!.id, h.app.config.publicUrl)));
  });

  it('stays failed after its last try, for an admin to see and retry; then it is delivered', async () => {
    const { user, headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    await h.app.jobs.runDue();
    const done = await complete(row);
    smtp.down();
    try {
      // Every try, each once its backoff has passed (the longest is a few hours).
      for (let tries = 1; tries <= JOB_SETTINGS.email.retryLimit + 1; tries += 1) {
        expect(await h.app.jobs.runDue()).toBe(1);
        clock.advance(6 * 3600_000);
      }
      expect(await h.app.jobs.runDue()).toBe(0);
    } finally {
      smtp.up();
    }
    const failed = await receiptJob(done.id);
    expect(failed).toMatchObject({ state: 'failed', retryCount: JOB_SETTINGS.email.retryLimit });
    expect(emailsFor(done.receiptNumber!)).toHaveLength(0);

    const admin = await signedIn({ role: 'admin' });
    const listed = await h.app.inject({
      method: 'GET',
      url: '/api/admin/jobs?state=failed',
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const item = (listed.json() as FailedJob[]).find((job) => job.id === failed!.id);
    expect(item).toEqual({
      id: failed!.id,
      kind: 'email',
      about: `Receipt ${done.receiptNumber} to ${user.email[0]}…@example.ph`,
      tries: JOB_SETTINGS.email.retryLimit + 1,
      lastError: expect.stringMatching(/\S/),
      failedAt: expect.any(String),
    });

    const retry = () =>
      h.app.inject({ method: 'POST', url: `/api/admin/jobs/${failed!.id}/retry`, headers: admin.headers });
    const retried = await retry();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: message('admin.jobs.retried') });
    // Once: it is no longer failed.
    expect((await retry()).json()).toEqual({
      message: message('admin.jobs.notFailed'),
      code: 'job_not_failed',
    });
    expect(await h.app.jobs.runDue()).toBe(1);
    expect(emailsFor(done.receiptNumber!)).toHaveLength(1);
    expect(await receiptJob(done.id)).toMatchObject({ state: 'completed' });
    const after = await h.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers });
    expect((after.json() as FailedJob[]).map((job) => job.id)).not.toContain(failed!.id);
  });

  it('is not sent to a donor who deleted their account before it went out', async () => {
    const { user, headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    const done = await complete(row);
    await deleteAccount(h.db, h.app, h.app.config.login, user.userID, user.password, '127.0.0.1');
    await h.app.jobs.runDue();
    expect(emailsFor(done.receiptNumber!)).toHaveLength(0);
    expect(await receiptJob(done.id)).toMatchObject({ state: 'completed' });
  });
});
