import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { donations } from '../src/db/schema';
import { fingerprint, REDACTED, redactGatewayBody } from '../src/lib/log-redaction';
import { GatewayError, gatewayFetch } from '../src/payments/gateway';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createOrganization } from './factories';
import { type FakeXendit, startFakeXendit } from './fakes/xendit';
import { createTestDatabase, createUser, loginAs, testConfig } from './helpers';

// A donation's req_id, the gateway's invoice id and its invoice URL each open a payment. The services' own log
// lines and the gateway's errors (logged whole, with the gateway's answer) must hold none of them: read here as the
// real log stream of an app running the real Xendit driver against a fake Invoice API.
const SECRET_KEY = 'xnd_development_log_test_key';
const CALLBACK_TOKEN = 'log-test-callback-token';

let fake: FakeXendit;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  fake = await startFakeXendit({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN });
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({
      logLevel: 'info',
      publicUrl: 'https://tabang.example',
      payments: {
        provider: 'xendit',
        sandboxWebhookSecret: 'unused',
        xendit: { secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, baseUrl: fake.url },
        paymongo: { baseUrl: 'http://127.0.0.1:9' },
      },
    }),
    { database, blobs: memoryBlobStore(), logStream: { write: (line) => void lines.push(line) } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});

async function logOf(steps: () => Promise<unknown>) {
  const from = lines.length;
  await steps();
  return lines.slice(from).join('');
}

async function donate(amount = 100) {
  const user = await createUser(database.db);
  const { headers } = await loginAs(database.db, user);
  const charity = await createOrganization(database.db);
  return app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount, organizationID: charity.id },
  });
}

async function donationOf(reqId: string) {
  const [row] = await database.db.select().from(donations).where(eq(donations.reqId, reqId));
  return row!;
}

const callback = (delivery: { headers: Record<string, string>; payload: string }) =>
  app.inject({ method: 'POST', url: '/api/webhooks/xendit', ...delivery });

describe('the log of payments', () => {
  it('holds no req_id, invoice id or invoice URL when the gateway fails, only the operation and the status', async () => {
    // A donation created while the gateway works, then asked about while it fails.
    const pending = await donate();
    expect(pending.statusCode, pending.body).toBe(200);
    const { req_id: pendingReqId } = pending.json() as { req_id: string };
    const invoice = fake.invoiceFor(pendingReqId);
    const pendingRow = await donationOf(pendingReqId);

    fake.faults.leakingErrors = true;
    const before = fake.requests.length;
    const log = await logOf(async () => {
      const failed = await donate();
      expect(failed.statusCode, failed.body).toBe(502);
      const result = await app.inject({
        method: 'GET',
        url: `/api/get/donation/result?req_id=${pendingReqId}`,
      });
      expect(result.json()).toMatchObject({ status: 'pending' });
    });
    fake.faults.leakingErrors = false;

    // What the gateway was asked, and what it answered: every capability the log must not repeat.
    const asked = fake.requests.slice(before);
    const failedReqId = (asked.find((request) => request.method === 'POST')!.body as { external_id: string })
      .external_id;
    const failedRow = await donationOf(failedReqId);
    expect(asked.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v2/invoices',
      'GET /v2/invoices',
      `GET /v2/invoices/${invoice.id}`,
    ]);

    expect(log).toContain('Xendit create invoice answered 500');
    expect(log).toContain('Xendit get invoice answered 500');
    expect(log).toContain('SERVER_ERROR');
    expect(log).toContain(`"donationID":${failedRow.id}`);
    expect(log).toContain(`"donationID":${pendingRow.id}`);
    expect(log).toContain(REDACTED);
    for (const secret of [pendingReqId, failedReqId, invoice.id, invoice.invoice_url, `${fake.url}/web/`])
      expect(log).not.toContain(secret);
  });

  it('names the donation, never its req_id, when a report does not match it or a payment arrives late', async () => {
    const mismatched = await donate(300);
    const late = await donate(400);
    const reqIds = [mismatched, late].map((response) => (response.json() as { req_id: string }).req_id);
    const [mismatchInvoice, lateInvoice] = reqIds.map((reqId) => fake.invoiceFor(reqId));
    const [mismatchRow, lateRow] = await Promise.all(reqIds.map(donationOf));
    const unknownReqId = 'unknown-req-id-0123456789abcdefghijklmnop';

    const log = await logOf(async () => {
      // The gateway says a different amount was paid: a person has to look at it.
      mismatchInvoice!.amount = 299;
      expect((await callback(fake.pay(mismatchInvoice!.id))).statusCode).toBe(200);
      // Paid after it expired: it completes, flagged for review.
      expect((await callback(fake.expire(lateInvoice!.id))).statusCode).toBe(200);
      expect((await callback(fake.pay(lateInvoice!.id))).statusCode).toBe(200);
      // A callback about a donation we do not know.
      const stranger = fake.callback({
        ...lateInvoice!,
        id: 'stranger-invoice-id',
        external_id: unknownReqId,
      });
      expect((await callback(stranger)).statusCode).toBe(200);
    });

    expect(log).toContain('gateway report does not match the donation');
    expect(log).toContain(`"donationID":${mismatchRow!.id}`);
    expect(log).toContain('late payment completed a donation; review it');
    expect(log).toContain(`"donationID":${lateRow!.id}`);
    expect(log).toContain('webhook for an unknown donation ignored');
    expect(log).toContain(`"reqIdSha256":"${fingerprint(unknownReqId)}"`);
    for (const secret of [
      ...reqIds,
      mismatchInvoice!.id,
      lateInvoice!.id,
      unknownReqId,
      'stranger-invoice-id',
    ])
      expect(log).not.toContain(secret);
  });
});

describe("a gateway's error", () => {
  it('keeps error codes and messages readable and redacts whatever names or opens a payment, at any depth', () => {
    const body = {
      error_code: 'SERVER_ERROR',
      message: 'Could not load https://checkout.example/web/inv_123?x=1 just now',
      id: 'inv_123',
      external_id: 'req-abc',
      invoice_url: 'https://checkout.example/web/inv_123',
      data: {
        id: 'cs_456',
        attributes: {
          checkout_url: 'https://pm.example/cs_456',
          reference_number: 'req-abc',
          metadata: { req_id: 'req-abc' },
          status: 'active',
          payments: [{ id: 'pay_1', attributes: { amount: 100, source: { type: 'gcash' } } }],
          paymentId: 'pay_1',
          payment_code: 'PAY-7-11',
        },
      },
      errors: [{ code: 'parameter_invalid', detail: 'reference_number is invalid' }],
    };
    const redacted = redactGatewayBody(body);
    const text = JSON.stringify(redacted);
    for (const secret of [
      'inv_123',
      'req-abc',
      'cs_456',
      'pay_1',
      'PAY-7-11',
      'checkout.example',
      'pm.example',
    ])
      expect(text).not.toContain(secret);
    expect(redacted).toMatchObject({
      error_code: 'SERVER_ERROR',
      message: `Could not load ${REDACTED} just now`,
      id: REDACTED,
      data: { attributes: { status: 'active', payments: [{ attributes: { amount: 100 } }] } },
      errors: [{ code: 'parameter_invalid', detail: 'reference_number is invalid' }],
    });
    // Kept as a GatewayError keeps it.
    expect(JSON.stringify(new GatewayError('Xendit get invoice answered 500', { body }))).not.toContain(
      'req-abc',
    );
  });

  it('names the operation, never the URL, when the gateway cannot be reached', async () => {
    const reqId = 'req-secret-0123456789';
    for (const url of [
      `http://127.0.0.1:9/v2/invoices?external_id=${reqId}`,
      `http://[bad/x?external_id=${reqId}`,
    ]) {
      const error = (await gatewayFetch(url, {
        what: 'Xendit list invoices',
        method: 'GET',
        authorization: 'Basic x',
      }).catch((caught: unknown) => caught)) as GatewayError;
      expect(error).toBeInstanceOf(GatewayError);
      expect(error.message).toMatch(/^Xendit list invoices failed: /);
      expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(reqId);
    }
  });

  it('fingerprints a capability as the first 12 hex characters of its SHA-256', () => {
    expect(fingerprint('abc')).toBe('ba7816bf8f01');
  });
});
