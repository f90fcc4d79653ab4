import { JSON_BODY_MAX_BYTES, t as msg } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isDataException, isForeignKeyViolation, isUniqueViolation } from '../src/errors';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server contract', () => {
  it('answers the health check after touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives a JSON 404 for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no such page or API route.', code: 'not_found' });
  });

  it('gives a 4xx, not a 500, for a wrong method', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });

  it('gives a 400 with a message for a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers a JSON body over 1 MB with the JSON limit, not the image limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: msg('errors.bodyTooLarge'), code: 'payload_too_large' });
    expect(msg('errors.bodyTooLarge')).toBe('That request is too large (the limit is 1 MB).');
  });

  it('answers a path parameter the router cannot read (too long, badly encoded) with the usual 404', async () => {
    for (const url of [
      `/api/get/organizationsByID/${'9'.repeat(150)}`,
      `/api/get/organizations/liked/${'1'.repeat(150)}/1`,
      `/sandbox/checkout/${'a'.repeat(300)}`,
      // Percent-encoding the router cannot decode.
      '/api/get/organizationsByID/%E0%A4%A',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'tabang_session=x' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: msg('errors.notFound'), code: 'not_found' });
    }
  });

  it("answers a failed check with the schema's message in English, and zod's own words with the field", async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        firstName: 'Maria',
        lastName: 'Santos',
        email: 'maria.santos@example.ph',
        contactNumber: '09171234567',
        password: 'short',
        dob: '1990-06-15',
        location: 'Davao City',
        interestedIn: 'Education',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      message: 'Password must be at least 8 characters.',
      code: 'validation_failed',
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'maria.santos@example.ph', password: 'whatever', rememberMe: 'yes' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      message: 'rememberMe: Invalid input: expected boolean, received string',
      code: 'validation_failed',
    });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('sessions', () => {
  it('refuses a cookie-authenticated state change from another origin', async () => {
    const user = await createUser(t.db);
    const { token } = await loginAs(t.db, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/thing',
      cookies: { tabang_session: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Requests that change data must come from this site.');
  });

  it('accepts `Origin: null` only when the browser says the request is same-origin', async () => {
    const user = await createUser(t.db);
    const { token } = await loginAs(t.db, user);
    const post = (site: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/no/such/thing',
        cookies: { tabang_session: token },
        headers: { origin: 'null', 'sec-fetch-site': site },
      });
    // Past the origin check, the unknown route answers 404.
    expect((await post('same-origin')).statusCode).toBe(404);
    expect((await post('cross-site')).statusCode).toBe(403);
  });
});

describe('configuration', () => {
  it('refuses to fall back to the sandbox gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({}).payments.provider).toBe('sandbox');
  });

  it('refuses the sandbox gateway in production unless ALLOW_SANDBOX_IN_PRODUCTION is set', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SMTP_URL: 'smtp://mail.example',
      TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    } as const;
    expect(() => loadConfig(production)).toThrow(/ALLOW_SANDBOX_IN_PRODUCTION=1/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_IN_PRODUCTION: '0' })).toThrow(
      /ALLOW_SANDBOX_IN_PRODUCTION=1/,
    );
    expect(loadConfig({ ...production, ALLOW_SANDBOX_IN_PRODUCTION: '1' }).payments.provider).toBe('sandbox');
    // Outside production the sandbox needs no permission.
    expect(loadConfig({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('sends traces only when OTEL_EXPORTER_OTLP_ENDPOINT names an http(s) collector', () => {
    expect(loadConfig({}).tracing.endpoint).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing.endpoint).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing.endpoint).toBe(
      'http://collector:4318',
    );
    for (const wrong of ['collector:4318', 'grpc://collector:4317', 'not a url'])
      expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: wrong }), wrong).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT/,
      );
  });

  it('names what is wrong with an invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit' })).toThrow(/XENDIT_SECRET_KEY/);
  });

  it('reads TABANG_ROLE: all by default, web and worker on PostgreSQL only, anything else refused by name', () => {
    const postgres = { DATABASE_URL: 'postgres://tabang@db.internal/tabang' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ TABANG_ROLE: '' }).role).toBe('all');
    expect(loadConfig({ TABANG_ROLE: 'all' }).role).toBe('all');
    expect(loadConfig({ ...postgres, TABANG_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...postgres, TABANG_ROLE: 'worker' }).role).toBe('worker');
    for (const wrong of ['cron', 'WEB', 'web,worker'])
      expect(() => loadConfig({ ...postgres, TABANG_ROLE: wrong }), wrong).toThrow(
        'TABANG_ROLE: must be one of all, web, worker',
      );
    for (const role of ['web', 'worker'])
      expect(() => loadConfig({ TABANG_ROLE: role }), role).toThrow(
        `TABANG_ROLE=${role} needs DATABASE_URL (PostgreSQL shared by the web and worker processes); on the ` +
          'embedded database one process does everything (TABANG_ROLE=all)',
      );
  });
});

describe('roles and migrations', () => {
  it('a worker answers its health checks and nothing else', async () => {
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./helpers');
    const { memoryBlobStore } = await import('../src/storage/blob-store');
    // The test's database is given; the URL only meets the rule that a worker runs on PostgreSQL.
    const config = testConfig(
      {},
      { TABANG_ROLE: 'worker', DATABASE_URL: 'postgres://unused.invalid/tabang' },
    );
    const app = await buildApp(config, { database: t.database, blobs: memoryBlobStore() });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      for (const url of ['/api/get/organizations', '/auth/authenticated', '/', '/api/openapi.json']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ message: msg('errors.routeNotFound') });
      }
    } finally {
      await app.close();
    }
  });

  it("tells which of the journal's migrations a database lacks, as drizzle's migrator would apply them", async () => {
    const { createTestDatabase } = await import('./helpers');
    const { sql } = await import('drizzle-orm');
    const { readFileSync } = await import('node:fs');
    const journal = JSON.parse(
      readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tags = journal.entries.map((entry) => entry.tag);
    const database = await createTestDatabase();
    try {
      expect(await database.pendingMigrations()).toEqual([]);
      // The schema one version behind: its last migration not applied yet.
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await database.pendingMigrations()).toEqual(tags.slice(-1));
      // A database never migrated: drizzle's own table is not there.
      await database.db.execute(sql`drop schema drizzle cascade`);
      expect(await database.pendingMigrations()).toEqual(tags);
    } finally {
      await database.close();
    }
  });
});

describe('database input errors', () => {
  it('recognises PostgreSQL data exceptions through the cause chain, and only those', () => {
    const nul = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    expect(isDataException(new Error('query failed', { cause: nul }))).toBe(true);
    expect(isDataException(Object.assign(new Error('out of range'), { code: '22003' }))).toBe(true);
    expect(isDataException(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('fastify'), { code: 'FST_ERR_X' }))).toBe(false);
    expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(true);
    expect(isForeignKeyViolation(new Error('wrapped', { cause: { code: '23503' } }))).toBe(true);
    expect(isForeignKeyViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(false);
  });

  it('answers 400, not 500, when the database refuses a value', async () => {
    const { buildApp } = await import('../src/app');
    const { testConfig, createTestDatabase } = await import('./helpers');
    const { memoryBlobStore } = await import('../src/storage/blob-store');
    const { sql } = await import('drizzle-orm');
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, blobs: memoryBlobStore() });
    // A route of the test's own that hands the database a value it cannot store.
    app.get('/api/test/nul', async () => database.db.execute(sql`select ${'a\u0000b'}::text`));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/nul' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('cannot be stored');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the error model', () => {
  it("shows a 502's and a 503's own message, and never a 500's", async () => {
    const { buildApp } = await import('../src/app');
    const { testConfig, createTestDatabase } = await import('./helpers');
    const { memoryBlobStore } = await import('../src/storage/blob-store');
    const { AppError } = await import('../src/errors');
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, blobs: memoryBlobStore() });
    // Routes of the test's own that fail the way a service does.
    app.get('/api/test/gateway', async () => {
      throw new AppError('BAD_GATEWAY', 'The payment provider did not answer.');
    });
    app.get('/api/test/busy', async () => {
      throw new AppError('SERVICE_UNAVAILABLE', 'Busy, come back soon.', { retryAfter: 7 });
    });
    app.get('/api/test/bug', async () => {
      throw new AppError('INTERNAL', 'an internal detail');
    });
    try {
      const gateway = await app.inject({ method: 'GET', url: '/api/test/gateway' });
      expect([gateway.statusCode, gateway.json()]).toEqual([
        502,
        { message: 'The payment provider did not answer.', code: 'gateway_unavailable' },
      ]);
      const busy = await app.inject({ method: 'GET', url: '/api/test/busy' });
      expect([busy.statusCode, busy.json(), busy.headers['retry-after']]).toEqual([
        503,
        { message: 'Busy, come back soon.', code: 'busy' },
        '7',
      ]);
      const bug = await app.inject({ method: 'GET', url: '/api/test/bug' });
      expect([bug.statusCode, bug.json()]).toEqual([
        500,
        { message: msg('errors.generic'), code: 'internal' },
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves files, falls back to index.html for pages, and 404s missing files and API routes', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { buildApp } = await import('../src/app');
    const { testConfig, createTestDatabase } = await import('./helpers');
    const { memoryBlobStore } = await import('../src/storage/blob-store');
    const dist = await mkdtemp(join(tmpdir(), 'tabang-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Tabang</title>');
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ webDistDir: dist }), { database, blobs: memoryBlobStore() });
    // A charity's page is a 404 unless the charity exists (share.test.ts).
    const { createOrganization } = await import('./factories');
    const charity = await createOrganization(database.db);
    try {
      for (const path of ['/', '/charities', `/charity/${charity.id}`, '/no/such/page']) {
        const page = await app.inject({ method: 'GET', url: path });
        expect(page.statusCode, path).toBe(200);
        expect(page.headers['content-type'], path).toContain('text/html');
        expect(page.headers['cache-control'], path).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: '/assets/index-old999.js' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toContain('application/json');
    } finally {
      await app.close();
      await database.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  it('compresses large responses for clients that accept it, and only for them', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const { buildApp } = await import('../src/app');
    const { testConfig, createTestDatabase } = await import('./helpers');
    const { memoryBlobStore } = await import('../src/storage/blob-store');
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, blobs: memoryBlobStore() });
    const items = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Charity number ${i}` }));
    app.get('/api/test/big', async () => ({ items }));
    try {
      const plain = await app.inject({ method: 'GET', url: '/api/test/big' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual({ items });

      const gzip = await app.inject({
        method: 'GET',
        url: '/api/test/big',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ items });

      const br = await app.inject({
        method: 'GET',
        url: '/api/test/big',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ items });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
