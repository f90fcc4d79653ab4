import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createBoundedQueue } from '../src/lib/bounded-queue';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createTestApp, createTestDatabase, createUser, loginAs, type TestApp, testConfig } from './helpers';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The server with rate limiting on and these settings, plus a route that tells the address it saw. */
async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({}, { RATE_LIMIT: '1', ...env }), {
    database,
    blobs: memoryBlobStore(),
  });
  app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  await app.ready();
  return app;
}

const randomAddress = () => [...randomBytes(4)].join('.');

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxy addresses, and refuses "true" and anything unclear', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trust('loopback,fd00::/8')).toEqual(['loopback', 'fd00::/8']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY: would believe any X-Forwarded-For/);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is neither/);
    expect(() => trust('proxy.internal')).toThrow(/TRUST_PROXY/);
  });

  it('with one hop, takes the address the proxy appended, so a rotated X-Forwarded-For is still one client', async () => {
    const app = await appWith({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
    try {
      const viaProxy = (client: string) =>
        app.inject({
          method: 'GET',
          url: '/api/test/ip',
          // A client wrote the left-most entry; the load balancer (the socket's peer) appended the real one.
          headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
        });
      for (let i = 0; i < 3; i += 1) {
        const response = await viaProxy('198.51.100.7');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ip: '198.51.100.7' });
      }
      const limited = await viaProxy('198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringMatching(/^Too many requests/),
        code: 'rate_limited',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client behind the same proxy has its own budget.
      expect((await viaProxy('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with two hops, skips both proxies; with a list, believes only the proxies named', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.66, 198.51.100.9, 10.1.2.3' };
    const ipWith = async (trust: string) => {
      const app = await appWith({ TRUST_PROXY: trust });
      try {
        return (await app.inject({ method: 'GET', url: '/api/test/ip', headers: forwarded })).json().ip;
      } finally {
        await app.close();
      }
    };
    expect(await ipWith('2')).toBe('198.51.100.9');
    // The socket's peer (127.0.0.1) and 10.1.2.3 are proxies; the next entry is the client.
    expect(await ipWith('127.0.0.1,10.0.0.0/8')).toBe('198.51.100.9');
    // The peer is not a named proxy, so its X-Forwarded-For is not believed.
    expect(await ipWith('10.0.0.0/8')).toBe('127.0.0.1');
    expect(await ipWith('0')).toBe('127.0.0.1');
  });
});

describe('general request limits', () => {
  it('give each signed-in account its own budget, however many share an address', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3' });
    try {
      const [ana, ben] = [await createUser(database.db), await createUser(database.db)];
      const anaAuth = (await loginAs(database.db, ana)).headers;
      const benAuth = (await loginAs(database.db, ben)).headers;
      const get = (headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/api/test/ip', headers });
      for (let i = 0; i < 3; i += 1) expect((await get(anaAuth)).statusCode).toBe(200);
      expect((await get(anaAuth)).statusCode).toBe(429);
      // Same address (the test client's), another account: untouched by Ana's requests.
      for (let i = 0; i < 3; i += 1) expect((await get(benAuth)).statusCode).toBe(200);
      expect((await get(benAuth)).statusCode).toBe(429);
      // Anonymous requests from that address still meet the per-address ceiling.
      for (let i = 0; i < 3; i += 1) expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('count sign-ups and password-reset requests per address, even from signed-in browsers', async () => {
    const app = await appWith({ RATE_LIMIT_SIGNUP: '2', RATE_LIMIT_FORGOT_PASSWORD: '2' });
    try {
      const users = [
        await createUser(database.db),
        await createUser(database.db),
        await createUser(database.db),
      ];
      const headers = await Promise.all(
        users.map(async (user) => (await loginAs(database.db, user)).headers),
      );
      for (const url of ['/auth/register', '/auth/forgot-password']) {
        const codes = [];
        for (const h of headers)
          codes.push((await app.inject({ method: 'POST', url, payload: {}, headers: h })).statusCode);
        expect(codes, url).toEqual([400, 400, 429]);
      }
    } finally {
      await app.close();
    }
  });

  it('count requests for paths no route knows', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await app.inject({ method: 'GET', url: `/api/no/such/route/${i}` })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('are settings with sensible defaults', () => {
    expect(loadConfig({}).limits).toEqual({
      perClient: 1000,
      signUpPerAddress: 30,
      forgotPasswordPerAddress: 20,
      uploadsPerAccount: 20,
      charitiesPerDay: 5,
      eventsPerDay: 30,
    });
    expect(loadConfig({}).images).toEqual({ workers: 1, queueLength: 8 });
    expect(loadConfig({ CHARITIES_PER_DAY: '0', IMAGE_WORKERS: '2' }).limits.charitiesPerDay).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ EVENTS_PER_DAY: 'many' })).toThrow(/EVENTS_PER_DAY/);
  });
});

describe('uploads per account', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({}, { RATE_LIMIT: '1', RATE_LIMIT_UPLOADS: '2' });
  });
  afterAll(() => ctx.close());

  it.each([['/api/post/organizations/add'], ['/api/post/event/add']])(
    '%s takes a few a minute per account, each account counted on its own',
    async (url) => {
      const [ana, ben] = [await createUser(ctx.db), await createUser(ctx.db)];
      const post = async (user: { userID: number }) =>
        (
          await ctx.app.inject({
            method: 'POST',
            url,
            payload: {},
            headers: (await loginAs(ctx.db, user)).headers,
          })
        ).statusCode;
      // Not multipart (415): counted all the same, as any attempt is.
      expect([await post(ana), await post(ana), await post(ana)]).toEqual([415, 415, 429]);
      expect(await post(ben)).toBe(415);
    },
  );
});

describe('the bounded queue', () => {
  const deferred = () => {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { promise, release };
  };

  it('never runs more than its concurrency at once and refuses what does not fit in its line', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 3, whenFull: () => new Error('full') });
    let now = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const done = gates.map((gate, i) =>
      queue.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await gate.promise;
        now -= 1;
        return i;
      }),
    );
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(3);
    await expect(queue.run(async () => 'too many')).rejects.toThrow('full');
    // Release in reverse: whoever finishes hands its place to the next in line.
    for (const gate of [...gates].reverse()) gate.release();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run(async () => 'room again')).toBe('room again');
  });

  it('frees the place of a task that fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0, whenFull: () => new Error('full') });
    await expect(
      queue.run(async () => {
        throw new Error('broken image');
      }),
    ).rejects.toThrow('broken image');
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
