import { nextManilaMidnight, WRITTEN_AT_HEADER } from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { LISTEN_APPLICATION_NAME, listenPostgres } from '../src/db/listen';
import { eventVolunteers, organizations } from '../src/db/schema';
import { PUBLIC_CACHE_CONTROL } from '../src/plugins/public-cache';
import { createEvent, createOrganization } from './factories';
import {
  changesHeard,
  createTestApp,
  createUser,
  giveThroughSandbox,
  loginAs,
  publicChangesOf,
  type TestApp,
  testConfig,
} from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { DEMO_SEED: '0' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A change the triggers do not see (replication mode skips them): only a read that runs the handler shows it. */
async function renameSilently(id: number, name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(organizations).set({ name }).where(eq(organizations.id, id));
  });
}

/**
 * Reads `url` until `accept` holds; fails when a read that started 2 s or more after the call still does not (the
 * cache's promise). The promise is about when a read starts: on a busy machine a read may take long to answer.
 */
async function eventually<T>(url: string, accept: (body: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const started = Date.now();
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as T;
    if (accept(body)) return body;
    if (started > deadline) throw new Error(`${url} still answers ${response.body} after 2 s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

type Charity = { organizationID: number; organizationName: string; totalDonationCollected: number };
const charityName = async (id: number) =>
  ((await get(`/api/get/organizationsByID/${id}`)).json() as Charity[])[0]!.organizationName;

/** Waits until the cache has heard of every change made so far, so that a read right after is kept. */
async function settled() {
  const since = Date.now();
  const deadline = since + 10_000;
  while ((t.app.publicCache.listener?.heardUpTo() ?? 0) <= since) {
    if (Date.now() > deadline) throw new Error('the cache never caught up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('answers from memory', () => {
  it('serves a repeated public read without running its handler', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Before' });
    await settled();
    await eventually<Charity[]>(
      `/api/get/organizationsByID/${charity.id}`,
      (b) => b[0]?.organizationName === 'Before',
    );
    const hits = t.app.publicCache.stats.hits;
    await renameSilently(charity.id, 'Silently renamed');
    // The handler would read the new name; the answer kept in memory still has the old one.
    expect(await charityName(charity.id)).toBe('Before');
    expect(t.app.publicCache.stats.hits).toBe(hits + 1);
  });

  it('never keeps an error', async () => {
    await settled();
    const missing = 2_000_000_000;
    expect((await get(`/api/get/organizationsByID/${missing}`)).statusCode).toBe(404);
    const before = t.app.publicCache.size().entries;
    expect((await get(`/api/get/organizationsByID/${missing}`)).statusCode).toBe(404);
    expect(t.app.publicCache.size().entries).toBe(before);
    // Were the 404 kept, the charity made since with that id would stay hidden.
  });

  it('runs the handler once for many simultaneous misses of one answer', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Single flight' });
    await settled();
    const stores = t.app.publicCache.stats.stores;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(`/api/get/organizations/events/${charity.id}`)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(t.app.publicCache.stats.stores - stores).toBe(1);
  });
});

describe('PUBLIC_CACHE=0', () => {
  it('keeps nothing: every read runs its handler, still with its ETag and Cache-Control', async () => {
    // A second server on the same database, with the cache off.
    const uncached = await buildApp(testConfig({ publicCache: false }, { DEMO_SEED: '0' }), {
      database: t.database,
      blobs: t.blobs,
    });
    try {
      await uncached.ready();
      // Listening, as a server with the cache on would be when it serves from memory.
      const since = Date.now();
      while ((uncached.publicCache.listener?.heardUpTo() ?? 0) <= since)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const charity = await createOrganization(t.db, { name: 'Computed' });
      const read = () => uncached.inject({ method: 'GET', url: `/api/get/organizationsByID/${charity.id}` });
      const first = await read();
      expect(first.json()[0].organizationName).toBe('Computed');
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
      await renameSilently(charity.id, 'Computed again');
      // Unseen by the triggers, so only a read that runs the handler shows it.
      expect((await read()).json()[0].organizationName).toBe('Computed again');
      expect(uncached.publicCache.stats).toMatchObject({ hits: 0, stores: 0, misses: 2 });
    } finally {
      await uncached.close();
    }
  });
});

describe("the cache key: what the route's schemas make of the request", () => {
  /** How many answers the handler computed and how many came from memory since `before`. */
  const counted = () => ({ ...t.app.publicCache.stats, entries: t.app.publicCache.size().entries });
  const since = (before: ReturnType<typeof counted>) => {
    const now = counted();
    return {
      stores: now.stores - before.stores,
      hits: now.hits - before.hits,
      entries: now.entries - before.entries,
    };
  };

  it('ignores made-up parameters: 50 of them make one entry and one handler run, with the plain answer', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Made-up parameters charity' });
    await settled();
    const plainUrl = '/api/get/organizations?q=made-up%20parameters&limit=5';
    const before = counted();
    const plain = await get(plainUrl);
    expect(plain.statusCode).toBe(200);
    expect((plain.json() as Charity[]).map((c) => c.organizationID)).toEqual([charity.id]);
    // A shared link's trackers among them: Facebook adds fbclid to every link it shows.
    const madeUp = ['fbclid=IwAR0abc', 'utm_source=facebook', 'utm_medium=social'];
    for (let i = madeUp.length; i < 50; i += 1) madeUp.push(`made_up_${i}=${i}`);
    for (const parameter of madeUp) {
      const answer = await get(`${plainUrl}&${parameter}`);
      expect(answer.statusCode, parameter).toBe(200);
      expect(answer.body, parameter).toBe(plain.body);
      expect(answer.headers.etag, parameter).toBe(plain.headers.etag);
    }
    // One answer computed (one database query), the 50 others from memory, and one entry kept.
    expect(since(before)).toEqual({ stores: 1, hits: 50, entries: 1 });
  });

  it('is the same whatever the order of the parameters and however a value is written', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Parameter order charity' });
    await settled();
    const before = counted();
    const answers = await Promise.all(
      [
        '/api/get/organizations?q=parameter%20order&limit=3',
        '/api/get/organizations?limit=3&q=parameter%20order',
        // The schema trims the search and reads the number.
        '/api/get/organizations?limit=003&q=%20parameter%20order%20',
      ].map(async (url) => (await get(url)).body),
    );
    expect(new Set(answers).size).toBe(1);
    expect((JSON.parse(answers[0]!) as Charity[]).map((c) => c.organizationID)).toEqual([charity.id]);
    // So does a path's id: leading zeros name the same charity.
    const one = `/api/get/organizationsByID/${charity.id}`;
    expect((await get(`/api/get/organizationsByID/00${charity.id}?fbclid=x`)).body).toBe(
      (await get(one)).body,
    );
    expect(since(before)).toMatchObject({ stores: 2, entries: 2 });
  });

  it('still follows the parameters a route knows: a search, a page size, a category', async () => {
    await settled();
    const a = await createOrganization(t.db, { name: 'Known filter alpha' });
    const b = await createOrganization(t.db, { name: 'Known filter beta' });
    await settled();
    const ids = async (url: string) => ((await get(url)).json() as Charity[]).map((c) => c.organizationID);
    expect(await ids('/api/get/organizations?q=known%20filter')).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids('/api/get/organizations?q=known%20filter%20alpha')).toEqual([a.id]);
    expect(await ids('/api/get/organizations?q=known%20filter&limit=1')).toHaveLength(1);
    expect(await ids('/api/get/organizations?q=known%20filter&category=2147483647')).toEqual([]);
    // An empty search is no search (the schema says so), and so the same entry as none.
    const before = counted();
    expect((await get('/api/get/organizations?q=')).body).toBe((await get('/api/get/organizations')).body);
    expect(since(before).stores).toBeLessThanOrEqual(1);
  });

  it('keeps a list of events filtered by date only until Philippine midnight, when "today" moves', async () => {
    await settled();
    const store = vi.spyOn(t.app.publicCache, 'store');
    try {
      const before = Date.now();
      // Nothing matches, so the events-end policy alone would keep the answer until the next write.
      for (const query of ['date=today&q=no-such-event-anywhere', 'q=no-such-event-anywhere']) {
        const response = await get(`/api/get/events/all/upcoming?${query}`);
        expect(response.statusCode).toBe(200);
      }
      const after = Date.now();
      const [dated, plain] = store.mock.calls.map(([entry]) => entry.expiresAt);
      // The midnight after the read (a run may cross one between the two clock readings).
      const midnights = [before, after].map((time) => nextManilaMidnight(new Date(time)).getTime());
      expect(midnights).toContain(dated);
      expect(plain).toBe(Number.POSITIVE_INFINITY);
    } finally {
      store.mockRestore();
    }
  });

  it('keeps nothing for a request its schemas refuse, however many there are', async () => {
    await settled();
    const before = counted();
    for (let i = 0; i < 20; i += 1) {
      const refused = await get(`/api/get/organizations?limit=${1000 + i}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect(since(before)).toEqual({ stores: 0, hits: 0, entries: 0 });
  });
});

describe('a write is seen on the next read within 2 s', () => {
  it('a donation completed through the sandbox: the leaderboard, the donor count and the charity total', async () => {
    await settled();
    const charity = await createOrganization(t.db);
    const donor = await createUser(t.db);
    const { headers } = await loginAs(t.db, donor);
    const count = `/api/get/organizations/donations/count/${charity.id}`;
    expect((await get(count)).json()).toEqual([{ DonatorCount: 0 }]);
    expect((await get('/api/get/leaderboard')).json()).not.toContainEqual(
      expect.objectContaining({ userID: donor.userID }),
    );
    expect((await get(`/api/get/organizationsByID/${charity.id}`)).json()[0].totalDonationCollected).toBe(0);

    await giveThroughSandbox(t.app, headers, charity.id);

    await eventually<{ DonatorCount: number }[]>(count, (b) => b[0]?.DonatorCount === 1);
    await eventually<{ userID: number }[]>('/api/get/leaderboard', (b) =>
      b.some((entry) => entry.userID === donor.userID),
    );
    await eventually<Charity[]>(
      `/api/get/organizationsByID/${charity.id}`,
      (b) => b[0]?.totalDonationCollected === 250,
    );
  });

  it("a gift's: the answer it ended is given to readers while one of them computes the new one", async () => {
    await settled();
    const charity = await createOrganization(t.db);
    const { headers } = await loginAs(t.db, await createUser(t.db));
    await settled();
    const url = `/api/get/organizationsByID/${charity.id}`;
    expect((await get(url)).json()[0].totalDonationCollected).toBe(0);
    const changes = t.app.publicCache.stats.changes;
    await giveThroughSandbox(t.app, headers, charity.id);
    // The gift applied to the cache (at most a second after it was heard).
    while (t.app.publicCache.stats.changes === changes)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await settled();
    const { hits, stores } = t.app.publicCache.stats;
    const totals = (await Promise.all(Array.from({ length: 10 }, () => get(url)))).map(
      (answer) => answer.json()[0].totalDonationCollected,
    );
    // The first computed the new total and kept it; the others were not held up by that computation.
    expect(totals[0]).toBe(250);
    expect(totals.slice(1)).toContain(0);
    expect(new Set(totals)).toEqual(new Set([0, 250]));
    expect(t.app.publicCache.stats.stores - stores).toBe(1);
    expect(t.app.publicCache.stats.hits - hits).toBe(9);
    expect((await get(url)).json()[0].totalDonationCollected).toBe(250);
  });

  it('a volunteer sign-up: the volunteer count and list; a like is heard too', async () => {
    await settled();
    const charity = await createOrganization(t.db);
    const user = await createUser(t.db);
    const { headers } = await loginAs(t.db, user);
    const count = `/api/get/organizations/volunteers/count/${charity.id}`;
    expect((await get(count)).json()).toEqual({ totalVolunteers: 0 });
    const body = { userID: user.userID, organizationID: charity.id };
    const post = (path: string) => t.app.inject({ method: 'POST', url: path, headers, payload: body });
    expect((await post('/api/post/organizations/volunteer')).statusCode).toBe(200);
    await eventually<{ totalVolunteers: number }>(count, (b) => b.totalVolunteers === 1);
    await eventually<unknown[]>(`/api/get/organizations/volunteers/${charity.id}`, (b) => b.length === 1);

    // Likes show in no public read today; the cache still hears of them.
    expect(await publicChangesOf(t.database, () => post('/api/post/organizations/like'))).toEqual([
      `now charity:${charity.id}`,
    ]);
  });

  it('a new charity and a new event: the lists', async () => {
    await settled();
    const list = (await get('/api/get/organizations')).json() as Charity[];
    const charity = await createOrganization(t.db, { name: 'Brand new charity' });
    expect(list.some((c) => c.organizationID === charity.id)).toBe(false);
    await eventually<Charity[]>('/api/get/organizations', (b) =>
      b.some((c) => c.organizationID === charity.id),
    );

    const upcoming = '/api/get/events/all/upcoming';
    expect(((await get(upcoming)).json() as unknown[]).length).toBeGreaterThanOrEqual(0);
    const event = await createEvent(t.db, charity.id);
    await eventually<{ eventID: number }[]>(upcoming, (b) => b.some((e) => e.eventID === event.id));
    await eventually<{ eventID: number }[]>(`/api/get/organizations/events/upcoming/${charity.id}`, (b) =>
      b.some((e) => e.eventID === event.id),
    );
  });

  it('an admin suspending and verifying a charity', async () => {
    await settled();
    const charity = await createOrganization(t.db, { verified: false });
    const admin = (await loginAs(t.db, await createUser(t.db, { role: 'admin' }))).headers;
    // So does a path's id: leading zeros name the same charity.
    const one = `/api/get/organizationsByID/${charity.id}`;
    expect((await get(one)).json()[0].verified).toBe(false);
    const review = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/organizations/${charity.id}/${action}`,
        headers: admin,
      });
    expect((await review('verify')).statusCode).toBe(200);
    await eventually<Charity[] & { verified: boolean }[]>(one, (b) => b[0]?.verified === true);

    expect((await get('/api/get/organizations')).json()).toContainEqual(
      expect.objectContaining({ organizationID: charity.id }),
    );
    expect((await review('suspend')).statusCode).toBe(200);
    await eventually<Charity[]>(
      '/api/get/organizations',
      (b) => !b.some((c) => c.organizationID === charity.id),
    );
    const deadline = Date.now() + 2_000;
    for (let started = Date.now(); (await get(one)).statusCode !== 404; started = Date.now())
      expect(started).toBeLessThan(deadline);
  });

  it("not a volunteer's reminder mark, attendance or corrected hours, which no public read shows; their sign-up going, yes", async () => {
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const user = await createUser(t.db);
    const theirs = and(eq(eventVolunteers.userId, user.userID), eq(eventVolunteers.targetId, event.id));
    await t.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id });
    const marked = await publicChangesOf(t.database, async () => {
      await t.db.update(eventVolunteers).set({ remindedAt: new Date() }).where(theirs);
      await t.db.update(eventVolunteers).set({ checkedInAt: new Date() }).where(theirs);
      // An organiser's correction of hours: private to the roster too.
      await t.db
        .update(eventVolunteers)
        .set({ hoursCorrected: 2.5, hoursNote: 'Stayed late', hoursCorrectedAt: new Date() })
        .where(theirs);
    });
    expect(marked).toEqual([]);
    const gone = await publicChangesOf(t.database, () => t.db.delete(eventVolunteers).where(theirs));
    expect(gone).toEqual([`now charity:${charity.id} event:${event.id} events`]);
  });

  it('a direct SQL update (psql, another program)', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Old name' });
    await eventually<Charity[]>(
      `/api/get/organizationsByID/${charity.id}`,
      (b) => b[0]?.organizationName === 'Old name',
    );
    await t.db.execute(sql`update organizations set name = 'New name' where id = ${charity.id}`);
    await eventually<Charity[]>(
      `/api/get/organizationsByID/${charity.id}`,
      (b) => b[0]?.organizationName === 'New name',
    );
  });
});

describe('HTTP caching', () => {
  it('sends an ETag and a short public Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/get/categories/all');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/get/categories/all', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get('/api/get/categories/all', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps compressed variants, each with its own ETag, that decompress to the same bytes', async () => {
    for (let i = 0; i < 8; i += 1) await createOrganization(t.db);
    await settled();
    const plain = await get('/api/get/organizations');
    const br = await get('/api/get/organizations', { 'accept-encoding': 'gzip, br' });
    const gzip = await get('/api/get/organizations', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(
      (await get('/api/get/organizations', { 'if-none-match': String(gzip.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('keeps a public read public for a signed-in caller, and signed-in calls private', async () => {
    const { headers } = await loginAs(t.db, await createUser(t.db));
    const list = await get('/api/get/leaderboard', headers);
    expect(list.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(list.headers.vary ?? '').not.toMatch(/authorization|cookie/i);
    const mine = await get('/api/get/dashboard/mine', headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe("a reader's own write", () => {
  // On PostgreSQL these tests hear every notification 150 ms late (helpers.ts): without the write's time, the read
  // right after it would be given the answer kept from before.
  it('is on the next read that carries its time, as the web app sends it', async () => {
    const charity = await createOrganization(t.db);
    const user = await createUser(t.db);
    const { headers } = await loginAs(t.db, user);
    await settled();
    const count = `/api/get/organizations/volunteers/count/${charity.id}`;
    const hits = t.app.publicCache.stats.hits;
    expect((await get(count)).json()).toEqual({ totalVolunteers: 0 });
    expect((await get(count)).json()).toEqual({ totalVolunteers: 0 });
    // The answer is kept.
    expect(t.app.publicCache.stats.hits - hits).toBe(1);

    const volunteered = await t.app.inject({
      method: 'POST',
      url: '/api/post/organizations/volunteer',
      headers,
      payload: { userID: user.userID, organizationID: charity.id },
    });
    expect(volunteered.statusCode, volunteered.body).toBe(200);
    const writtenAt = String(volunteered.headers[WRITTEN_AT_HEADER]);
    expect(Number(writtenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(count, { [WRITTEN_AT_HEADER]: writtenAt })).json()).toEqual({ totalVolunteers: 1 });
    // Reads are not stamped: only a write's answer says when it was done.
    expect((await get(count)).headers[WRITTEN_AT_HEADER]).toBeUndefined();
  });

  it('is an ordinary read when the time is not a number or has not come yet', async () => {
    const url = '/api/get/categories/all';
    const plain = (await get(url)).body;
    for (const value of ['soon', '-5', '', String(Date.now() + 86_400_000)]) {
      const read = await get(url, { [WRITTEN_AT_HEADER]: value });
      expect(read.statusCode, value).toBe(200);
      expect(read.body, value).toBe(plain);
    }
    // A time still to come is waited for as now: no header can hold a read back until then.
    const tomorrow = Date.now() + 86_400_000;
    expect(await t.app.publicCache.hearUpTo(tomorrow)).toBeLessThanOrEqual(Date.now());
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection, asked to catch up', () => {
  it('proves at once, with a query of its own, that every notification sent before a time has arrived', async () => {
    const channel = `tabang_catch_up_${process.pid}`;
    const heard: string[] = [];
    // No heartbeat within the test: only the query `caughtUp` asks for can prove anything.
    const listener = listenPostgres(
      String(process.env.TEST_DATABASE_URL),
      channel,
      { notify: (payload) => heard.push(payload), listening() {}, lost() {} },
      { heartbeatMs: 600_000, maxBackoffMs: 5_000 },
    );
    const sender = new pg.Client({ connectionString: String(process.env.TEST_DATABASE_URL) });
    await sender.connect();
    try {
      await vi.waitFor(() => expect(listener.heardUpTo()).toBeGreaterThan(0), { timeout: 10_000 });
      for (const payload of ['one', 'two'])
        await sender.query('select pg_notify($1, $2)', [channel, payload]);
      const at = Date.now();
      await Promise.all([listener.caughtUp(at), listener.caughtUp(at - 1)]);
      expect(listener.heardUpTo()).toBeGreaterThanOrEqual(at);
      expect(heard).toEqual(['one', 'two']);
    } finally {
      await sender.end();
      await listener.close();
    }
    // Closed, it has nothing to wait for.
    await listener.caughtUp(Date.now());
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('losing the listening connection', () => {
  it('empties and bypasses the cache until it listens again', async () => {
    await settled();
    const charity = await createOrganization(t.db, { name: 'Heard' });
    await settled();
    await eventually<Charity[]>(
      `/api/get/organizationsByID/${charity.id}`,
      (b) => b[0]?.organizationName === 'Heard',
    );
    expect(await charityName(charity.id)).toBe('Heard');

    const admin = new pg.Client({ connectionString: String(process.env.TEST_DATABASE_URL) });
    await admin.connect();
    try {
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const database = result.rows[0];
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
        [LISTEN_APPLICATION_NAME, database!.name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Until it listens again, a change no one notifies of is seen at once: nothing is served from memory.
    const deadline = Date.now() + 5_000;
    while (t.app.publicCache.usable()) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await renameSilently(charity.id, 'Unheard 1');
    expect(await charityName(charity.id)).toBe('Unheard 1');
    if (!t.app.publicCache.usable()) {
      await renameSilently(charity.id, 'Unheard 2');
      expect(await charityName(charity.id)).toBe('Unheard 2');
    }
    // It listens again by itself and serves from memory again.
    await settled();
    const current = await charityName(charity.id);
    await renameSilently(charity.id, 'Unheard 3');
    expect(await charityName(charity.id)).toBe(current);
  });
});

describe('request limits on public reads', () => {
  it('count answers from memory too, per signed-in account (its session looked up only for that)', async () => {
    const limited = await createTestApp({}, { RATE_LIMIT: '1', RATE_LIMIT_MAX: '3', DEMO_SEED: '0' });
    try {
      const [ana, ben] = [await createUser(limited.db), await createUser(limited.db)];
      const anaAuth = (await loginAs(limited.db, ana)).headers;
      const benAuth = (await loginAs(limited.db, ben)).headers;
      // The cache serves answers once it is listening for changes.
      await changesHeard(limited.app);
      const read = (headers: Record<string, string> = {}) =>
        limited.app.inject({ method: 'GET', url: '/api/get/categories/all', headers });
      for (let i = 0; i < 3; i += 1) expect((await read(anaAuth)).statusCode).toBe(200);
      expect((await read(anaAuth)).statusCode).toBe(429);
      expect(limited.app.publicCache.stats.hits).toBeGreaterThan(0);
      for (let i = 0; i < 3; i += 1) expect((await read(benAuth)).statusCode).toBe(200);
      expect((await read(benAuth)).statusCode).toBe(429);
      for (let i = 0; i < 3; i += 1) expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
