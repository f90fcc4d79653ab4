import { t as message, textIn } from '@tabang/shared';
import { fil } from '@tabang/shared/messages/fil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createOrganization } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Liveness and readiness for a load balancer, and the drain on SIGTERM (server.ts, plugins/draining.ts). A dead
// database is in resilience.test.ts; the real process's drain in faults/draining.test.ts.

const get = (t: TestApp, url: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('a server taking requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready, alive, and neither answer may be cached', async () => {
    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    const alive = await get(t, '/api/health');
    expect(alive.statusCode).toBe(200);
    for (const response of [ready, alive]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers.connection).not.toBe('close');
    }
  });
});

describe('a draining server', () => {
  let t: TestApp;
  let charityId: number;
  beforeAll(async () => {
    t = await createTestApp();
    charityId = (await createOrganization(t.db)).id;
    t.app.drain();
  });
  afterAll(() => t.close());

  it('reports not ready, with Retry-After, in the client language', async () => {
    for (const [language, text] of [
      ['en', message('errors.shuttingDown')],
      ['fil', textIn(fil, 'errors.shuttingDown')],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: text, code: 'shutting_down' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(t.app.draining).toBe(true);
  });

  it('still answers everything else, telling clients to reconnect', async () => {
    const alive = await get(t, '/api/health');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', database: 'ok' });
    const charity = await get(t, `/api/get/organizationsByID/${charityId}`);
    expect(charity.statusCode).toBe(200);
    const list = await get(t, '/api/get/organizations');
    expect(list.statusCode).toBe(200);
    for (const response of [alive, charity, list]) expect(response.headers.connection).toBe('close');
  });
});

describe('the health checks under the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { RATE_LIMIT: '1', RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('are not counted: a load balancer probes often from one address', async () => {
    for (let probe = 0; probe < 20; probe += 1) {
      expect((await get(t, '/api/health/ready', '10.0.0.9')).statusCode).toBe(200);
      expect((await get(t, '/api/health', '10.0.0.9')).statusCode).toBe(200);
    }
    // The limit is on: the same address's ordinary requests are counted.
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1)
      statuses.push((await get(t, '/api/get/organizations', '10.0.0.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the shutdown settings', () => {
  it('wait for the load balancer in production only, and close within a bound', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
      SMTP_URL: 'smtp://mail.example',
      TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    } as const;
    expect(loadConfig(production).shutdown).toEqual({ delayMs: 5_000, timeoutMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'development' }).shutdown).toEqual({ delayMs: 0, timeoutMs: 10_000 });
    expect(
      loadConfig({ ...production, SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000' }).shutdown,
    ).toEqual({
      delayMs: 0,
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
