import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createOrganization } from './factories';
import { createTestDatabase, createUser, loginAs, testConfig } from './helpers';

// Capabilities (a calendar feed's token, a donation's req_id, a reset token, a checkout or session id) open
// something by themselves: the request log, read here as the real stream it writes, must never hold one, wherever
// in the URL it stands.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info', publicUrl: 'https://tabang.example' }), {
    database,
    blobs: memoryBlobStore(),
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });

/** The log lines written while `requests` run. */
async function logOf(requests: () => Promise<unknown>) {
  const from = lines.length;
  await requests();
  return lines.slice(from).join('');
}

async function signedIn() {
  const user = await createUser(database.db);
  return (await loginAs(database.db, user)).headers;
}

describe('the request log', () => {
  it("never holds a calendar feed's token, in the path or the query", async () => {
    const headers = await signedIn();
    const created = await app.inject({ method: 'POST', url: '/api/post/my/calendar', headers });
    expect(created.statusCode, created.body).toBe(200);
    const feed = new URL((created.json() as { url: string }).url);
    const token = /\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.pathname)![1]!;

    const log = await logOf(async () => {
      expect((await get(feed.pathname)).statusCode).toBe(200);
      for (const url of [
        `${feed.pathname}?x=1`,
        `/api/get/my/calendar/${token}`,
        `/api/get/my/calendar/${token}.ics/more`,
        `/api/get/my/calendar/${token}%2Eics`,
        `/api/get/my/calendar/${token}%zz.ics`,
        `//api//get/my/calendar/${token}.ics`,
        `/API/get/my/calendar/${token}.ics`,
        `/api/get/my/%63alendar/${token}.ics`,
        `/api/get/my/calendar?token=${token}`,
        `/webcal?calendar_token=${token}&feedToken=${token}`,
      ])
        await get(url);
    });
    expect(log).toContain('/api/get/my/calendar/[redacted]');
    expect(log).not.toContain(token);
  });

  it("never holds a donation's req_id or the sandbox's checkout id, in the path or the query", async () => {
    const headers = await signedIn();
    const charity = await createOrganization(database.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers,
      payload: { amount: 100, organizationID: charity.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { req_id: reqId } = created.json() as { req_id: string };

    const log = await logOf(async () => {
      expect((await get(`/api/get/donation/result?req_id=${reqId}`)).statusCode).toBe(200);
      expect((await get(`/api/post/donation/success?req_id=${reqId}`, headers)).statusCode).toBe(200);
      expect((await get(`/sandbox/checkout/${reqId}`)).statusCode).toBe(200);
      for (const url of [
        `/payment-success?req_id=${reqId}&organizationID=${charity.id}&amount=100.00`,
        `/payment-failed?organizationID=${charity.id}&REQ_ID=${reqId}`,
        `/api/get/donation/result?req%5Fid=${reqId}`,
        `/api/get/donation/result?reqId=${reqId}`,
        `/payment-success?session_id=${reqId}&checkout_session_id=sbx_${reqId}`,
        `/api/get/donations/${reqId}/receipt.pdf`,
        `/sandbox/checkout/${reqId}/nope/more`,
        `//sandbox/checkout/${reqId}?a=b`,
        `/sandbox/checkout/${encodeURIComponent(reqId)}%zz`,
      ])
        await get(url);
      const paid = await app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${reqId}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'method=gcash',
      });
      expect(paid.statusCode).toBe(303);
    });
    expect(log).toContain('/sandbox/checkout/[redacted]/pay');
    expect(log).toContain('/api/get/donation/result?req_id=[redacted]');
    // What is not a secret stays readable.
    expect(log).toContain(`organizationID=${charity.id}`);
    expect(log).not.toContain(reqId);
  });

  it('never holds a password reset token, wherever it stands', async () => {
    const token = 'Rz9-secret-reset-token-0123456789abcdefghijk';
    const log = await logOf(async () => {
      for (const url of [
        `/reset-password?token=${token}`,
        `/auth/reset-password?token=${token}`,
        `/anything?password_reset=${token}`,
        `/anything?a=1&resetToken=${token}`,
      ])
        await get(url);
    });
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(token);
  });
});
