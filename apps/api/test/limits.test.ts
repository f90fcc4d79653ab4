import { randomBytes } from 'node:crypto';
import { t, textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('the rate limit', () => {
  it("tells the wait in the reader's language, not the limiter's English", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '1' });
    try {
      const headers = { 'accept-language': 'ceb' };
      expect((await app.inject({ method: 'GET', url: '/api/test/ip', headers })).statusCode).toBe(200);
      const limited = await app.inject({ method: 'GET', url: '/api/test/ip', headers });
      expect(limited.statusCode).toBe(429);
      // Retry-After is the same wait in whole seconds, rounded up as the message rounds it.
      const seconds = Number(limited.headers['retry-after']);
      const after =
        seconds < 60
          ? textIn(ceb, 'common.wait.seconds_other', { count: seconds })
          : textIn(ceb, 'common.wait.minutes_one', { count: 1 });
      expect(limited.json()).toEqual({
        message: textIn(ceb, 'errors.tooManyRequests', { after }),
        code: 'rate_limited',
      });
      expect(limited.json().message).not.toMatch(/minute|second/);
    } finally {
      await app.close();
    }
  });
});

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
      loginPerAddress: 300,
      passwordResetPerAddress: 300,
      forgotPasswordPerAddress: 20,
      passwordChecksPerAccount: 20,
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

describe("signing in from an address many people share (a venue's Wi-Fi, a school, a carrier's NAT)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const post = (app: FastifyInstance, url: string, payload: object, remoteAddress: string, headers = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('lets 30 people behind one address sign in, check reset links and delete accounts within a minute', async () => {
    const app = await appWith({});
    try {
      const venue = '203.0.113.30';
      const people = [];
      for (let i = 0; i < 30; i += 1) people.push(await createUser(database.db));
      const signIns = [];
      for (const person of people)
        signIns.push(
          await post(app, '/auth/login', { email: person.email, password: person.password }, venue),
        );
      expect(signIns.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
      const checks = [];
      for (const _ of people)
        checks.push(
          (await post(app, '/auth/reset-password/check', { token: 'an-old-link' }, venue)).statusCode,
        );
      expect(checks).toEqual(Array(30).fill(200));
      const deletions = [];
      for (const [i, person] of people.entries()) {
        const headers = { authorization: `Bearer ${signIns[i]!.json().token}` };
        const payload = { password: person.password };
        deletions.push((await post(app, '/api/post/my/delete', payload, venue, headers)).statusCode);
      }
      expect(deletions).toEqual(Array(30).fill(200));
    } finally {
      await app.close();
    }
  });

  it("still throttles one account's wrong passwords, from that one address and from many", async () => {
    // Only the clock stands still, so a slow machine cannot outlast the throttle's delays.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const app = await appWith({});
    try {
      const { failuresPerAccount } = app.config.login;
      const tooMany = (after: string) => t('auth.login.tooManyAttempts', { after });
      const fromOne = await createUser(database.db);
      for (let i = 0; i < failuresPerAccount; i += 1)
        expect(
          (await post(app, '/auth/login', { email: fromOne.email, password: `guess ${i}` }, '203.0.113.31'))
            .statusCode,
        ).toBe(401);
      const locked = await post(
        app,
        '/auth/login',
        { email: fromOne.email, password: fromOne.password },
        '203.0.113.31',
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(tooMany(t('common.wait.minutes_other', { count: 15 })));

      const fromMany = await createUser(database.db);
      for (let i = 0; i < failuresPerAccount; i += 1)
        expect(
          (await post(app, '/auth/login', { email: fromMany.email, password: `guess ${i}` }, randomAddress()))
            .statusCode,
        ).toBe(401);
      const delayed = await post(
        app,
        '/auth/login',
        { email: fromMany.email, password: 'guess again' },
        randomAddress(),
      );
      expect(delayed.statusCode).toBe(429);
      expect(delayed.headers['retry-after']).toBe('1');
      expect(delayed.json().message).toBe(tooMany(t('common.wait.seconds_one', { count: 1 })));
    } finally {
      await app.close();
    }
  });

  it.each([
    ['/auth/login', 'loginPerAddress'],
    ['/auth/reset-password', 'passwordResetPerAddress'],
    ['/auth/reset-password/check', 'passwordResetPerAddress'],
  ] as const)(
    '%s still has a per-address ceiling (%s): one request beyond it gets 429 with Retry-After',
    async (url, setting) => {
      const app = await appWith({});
      try {
        const max = app.config.limits[setting];
        const flood = '203.0.113.32';
        // An empty body is refused (400) before any password is checked, and still counted.
        const codes = [];
        for (let i = 0; i < max; i += 1) codes.push((await post(app, url, {}, flood)).statusCode);
        expect(codes).toEqual(Array(max).fill(400));
        const beyond = await post(app, url, {}, flood);
        expect(beyond.statusCode).toBe(429);
        expect(beyond.json()).toEqual({
          message: expect.stringMatching(/^Too many requests/),
          code: 'rate_limited',
        });
        expect(Number(beyond.headers['retry-after'])).toBeGreaterThan(0);
        expect((await post(app, url, {}, '203.0.113.33')).statusCode).toBe(400);
      } finally {
        await app.close();
      }
    },
  );
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
