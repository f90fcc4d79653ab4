import { t as message, RECEIPT_TIME_ZONE, receiptYear } from '@tabang/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, organizations, receiptCounters } from '../src/db/schema';
import { deleteAccount } from '../src/modules/account/service';
import {
  paymentMethodLabel,
  RECEIPT_EMAIL_MAX_ATTEMPTS,
  RECEIPT_EMAIL_RETRY_MS,
  sendDueReceiptEmails,
} from '../src/modules/giving/receipt';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { createEvent, createOrganization } from './factories';
import { startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

// On PGlite by default; with TEST_DATABASE_URL on PostgreSQL, where the concurrent deliveries below run on
// separate connections at once, as deliveries to several servers sharing the database would.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

type Headers = { authorization: string };
/** Background sends finish in their own time, slower on a busy machine than expect.poll's default second. */
const SETTLE = { timeout: 20_000, interval: 50 };

async function signedIn(fields: { firstName?: string; lastName?: string; role?: 'admin' | 'user' } = {}) {
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

/** Waits until every receipt due so far has gone out, so a test's mail server outage hits only its own. */
const allSent = () =>
  expect
    .poll(async () => {
      const [row] = (
        (await h.db.execute(sql`select count(*)::int as n from donations d join users u on u.id = d.user_id
          where d.status = 'completed' and d.receipt_emailed_at is null and u.deleted_at is null
            and d.receipt_email_attempts < ${RECEIPT_EMAIL_MAX_ATTEMPTS}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      return Number(row!.n);
    }, SETTLE)
    .toBe(0);

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
    await deleteAccount(h.db, h.app.config.login, user.userID, user.password, '127.0.0.1');
    const admin = await signedIn({ role: 'admin' });
    const { text } = await pdfText((await receipt(done.reqId, admin.headers)).rawPayload);
    expect(text).toContain('Deleted user');
    expect(text).not.toContain('Pedro');
    expect(text).toContain('Seven hundred seventy-seven pesos and seventy-seven centavos');
  });
});

describe('receipt email', () => {
  it('emails the donor once, with the PDF attached, however often the payment is reported', async () => {
    const { user, headers } = await signedIn({ firstName: 'Liza' });
    const charity = await createOrganization(h.db, { name: 'Mindanao Kids' });
    const row = await startDonation(headers, charity.id, 1000.5);
    await allSent();
    await Promise.all(Array.from({ length: 10 }, () => h.app.inject(webhook(row))));
    const done = await donation(row.reqId);
    await expect.poll(() => emailsFor(done.receiptNumber!), SETTLE).toHaveLength(1);
    const mail = emailsFor(done.receiptNumber!)[0]!;
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain(`Subject: Your Tabang receipt ${done.receiptNumber}`);
    expect(mail).toContain(`filename=${done.receiptNumber}.pdf`);
    const { text } = await pdfText(attachedPdf(mail));
    expect(text).toContain(done.receiptNumber!);
    expect(text).toContain('One thousand pesos and fifty centavos');
    await expect.poll(async () => (await donation(row.reqId)).receiptEmailedAt, SETTLE).not.toBeNull();

    // Neither the job nor a later report sends it again.
    expect(await sendDueReceiptEmails(h.app.payments, new Date(Date.now() + 24 * 3600_000))).toBe(0);
    await complete(row);
    expect(emailsFor(done.receiptNumber!)).toHaveLength(1);
  });

  it('answers the webhook without waiting for the mail server', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    smtp.hold();
    try {
      const response = await h.app.inject(webhook(row));
      expect(response.statusCode).toBe(200);
      // The answer is out while the mail server still sits on the message.
      await expect.poll(() => smtp.holding(), SETTLE).toBe(true);
      expect((await donation(row.reqId)).receiptEmailedAt).toBeNull();
    } finally {
      smtp.release();
    }
    await expect.poll(async () => (await donation(row.reqId)).receiptEmailedAt, SETTLE).not.toBeNull();
    expect(emailsFor((await donation(row.reqId)).receiptNumber!)).toHaveLength(1);
  });

  it('retries after the mail server failed, with backoff, and sends once when it is back', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    await allSent();
    smtp.down();
    let done: Awaited<ReturnType<typeof donation>>;
    try {
      const refused = smtp.refused();
      done = await complete(row);
      // The first try, right after completion, is refused.
      await expect.poll(() => smtp.refused(), SETTLE).toBeGreaterThan(refused);
    } finally {
      smtp.up();
    }
    expect(done.receiptEmailedAt).toBeNull();
    await expect.poll(async () => (await donation(row.reqId)).receiptEmailAttempts, SETTLE).toBe(1);
    const tried = (await donation(row.reqId)).updatedAt.getTime();

    // Not before the backoff has passed; then once.
    expect(
      await sendDueReceiptEmails(h.app.payments, new Date(tried + RECEIPT_EMAIL_RETRY_MS.first / 2)),
    ).toBe(0);
    const later = new Date(tried + RECEIPT_EMAIL_RETRY_MS.first + 1000);
    const [sent, again] = await Promise.all([
      sendDueReceiptEmails(h.app.payments, later),
      sendDueReceiptEmails(h.app.payments, later),
    ]);
    expect(sent + again).toBeGreaterThanOrEqual(1);
    const after = await donation(row.reqId);
    expect(after.receiptEmailedAt).not.toBeNull();
    expect(after.receiptEmailAttempts).toBe(2);
    expect(emailsFor(done.receiptNumber!)).toHaveLength(1);
  });

  it(`gives up after ${RECEIPT_EMAIL_MAX_ATTEMPTS} failed tries`, async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    await allSent();
    smtp.down();
    try {
      const refused = smtp.refused();
      await complete(row);
      await expect.poll(() => smtp.refused(), SETTLE).toBeGreaterThan(refused);
      // The job's tries, each after the longest backoff; the last ones find nothing left to try.
      let now = Date.now();
      for (let attempt = 1; attempt <= RECEIPT_EMAIL_MAX_ATTEMPTS + 1; attempt += 1) {
        now += RECEIPT_EMAIL_RETRY_MS.max + 1000;
        await sendDueReceiptEmails(h.app.payments, new Date(now));
      }
    } finally {
      smtp.up();
    }
    const after = await donation(row.reqId);
    expect(after.receiptEmailAttempts).toBe(RECEIPT_EMAIL_MAX_ATTEMPTS);
    expect(after.receiptEmailedAt).toBeNull();
  });

  it('never emails donations already marked emailed (seeded and migrated ones)', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startDonation(headers, charity.id);
    await h.db
      .update(donations)
      .set({
        status: 'completed',
        completedAt: new Date(),
        receiptNumber: `TB-1999-${row.id}`,
        receiptEmailedAt: new Date(),
      })
      .where(eq(donations.id, row.id));
    expect(await sendDueReceiptEmails(h.app.payments, new Date(Date.now() + 3600_000))).toBe(0);
    expect(emailsFor(`TB-1999-${row.id}`)).toHaveLength(0);
  });
});
