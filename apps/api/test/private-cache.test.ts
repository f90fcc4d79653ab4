import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../src/db/schema';
import { prepareImage, saveImage } from '../src/lib/images';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let t: TestApp;
let userId: number;
let bearer: { authorization: string };
let cookie: { cookie: string };
let admin: { authorization: string };
let charityId: number;
let eventId: number;
let reqId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db);
  userId = user.userID;
  const session = await loginAs(t.db, user);
  bearer = session.headers;
  cookie = { cookie: `${t.app.sessionCookieName}=${session.token}` };
  admin = (await loginAs(t.db, await createUser(t.db, { role: 'admin' }))).headers;

  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const logo = await saveImage(t.db, t.blobs, await prepareImage(png));
  charityId = (await createOrganization(t.db, { logoImageId: logo.id })).id;
  eventId = (await createEvent(t.db, charityId)).id;
  reqId = randomBytes(24).toString('base64url');
  await t.db.insert(donations).values({
    reqId,
    userId,
    organizationId: charityId,
    amountCentavos: 25_000,
    description: 'Donation for a cache test',
    status: 'pending',
    provider: 'sandbox',
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectPrivate(response: Awaited<ReturnType<typeof get>>, url: string) {
  expect(response.headers['cache-control'], url).toBe('private, no-store');
  const vary = String(response.headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  expect(vary, url).toEqual(expect.arrayContaining(['cookie', 'authorization']));
}

describe('signed-in answers are private', () => {
  const perUser = () =>
    [
      ['/api/get/organizations/donations', bearer],
      [`/api/get/users/volunteered/organizations/${userId}`, bearer],
      [`/api/get/users/volunteered/events/${userId}`, bearer],
      [`/api/get/organizations/liked/${userId}/${charityId}`, bearer],
      [`/api/get/events/liked/${userId}/${eventId}`, bearer],
      [`/api/post/donation/success?req_id=${reqId}`, bearer],
      ['/auth/authenticated', bearer],
      ['/api/get/dashboard/summary', bearer],
      ['/api/get/dashboard/mine', bearer],
      ['/api/admin/organizations', admin],
    ] as const;

  it('sends Cache-Control: private, no-store and Vary: Cookie, Authorization on every per-user call', async () => {
    for (const [url, headers] of perUser()) {
      const response = await get(url, headers);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expectPrivate(response, url);
    }
  });

  it('does the same for a session sent as the cookie', async () => {
    for (const [url] of perUser().filter(([, headers]) => headers === bearer)) {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expectPrivate(response, url);
    }
  });

  it('keeps Vary: accept-encoding when the answer is compressed', async () => {
    // Enough charities waiting for review for the admin's list to pass the compression threshold.
    for (let i = 0; i < 10; i += 1) await createOrganization(t.db, { verified: false });
    const response = await get('/api/admin/organizations', { ...admin, 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expectPrivate(response, 'compressed list');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('keeps a public read public when a session asks for it (its answer is the same for everyone), not refusals', async () => {
    for (const headers of [bearer, cookie]) {
      const list = await get('/api/get/organizations', headers);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toMatch(/^public, /);
      expect(list.headers.vary ?? '').not.toMatch(/cookie|authorization/i);
    }
    const refused = await get('/api/admin/organizations', bearer);
    expect(refused.statusCode).toBe(403);
    expectPrivate(refused, 'refused admin call');
  });

  it('leaves public answers as they were: anonymous calls, and images for anyone', async () => {
    const anonymous = await get('/api/get/organizations');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
    expect(anonymous.headers.vary ?? '').not.toMatch(/cookie|authorization/i);
    expect((await get('/auth/authenticated')).headers['cache-control']).toBe('no-store');

    const image = await get(`/api/get/organizations/logo/${charityId}`, bearer);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(image.headers.vary ?? '').not.toMatch(/cookie|authorization/i);
  });
});
