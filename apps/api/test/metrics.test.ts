import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { type MetricsServer, startMetricsServer, UNMATCHED_ROUTE } from '../src/plugins/metrics';
import { createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp, testConfig } from './helpers';
import { freePort } from './ports';

let t: TestApp;
let server: MetricsServer;
beforeAll(async () => {
  t = await createTestApp({}, { DEMO_SEED: '0', METRICS_PORT: '9464' });
  server = await startMetricsServer(t.app.metrics.registry, { host: '127.0.0.1', port: await freePort() });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** Scrapes the real listener, as Prometheus does. */
async function scrape(path = '/metrics') {
  return fetch(`http://127.0.0.1:${server.port}${path}`);
}
const exposition = async () => {
  const response = await scrape();
  expect(response.status).toBe(200);
  return response.text();
};

type Sample = { name: string; labels: Record<string, string>; value: number };
/** The samples of the text format (comments skipped). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}
/** The sum of the samples named `name` whose labels include `labels`. */
const summed = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

async function startDonation(organizationID: number) {
  const user = await createUser(t.db);
  const { headers } = await loginAs(t.db, user);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount: 250, organizationID, eventID: null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { req_id: string }).req_id;
}

describe('the metrics listener', () => {
  it('serves the registry in the Prometheus text format at GET /metrics only', async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(t.app.metrics.registry.contentType);
    const text = await response.text();
    // Node's process metrics.
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect((await scrape('/other')).status).toBe(404);
    expect((await scrape('/metrics/x')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is never served on the public port', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('process_cpu_seconds_total');
    }
  });

  it('is off unless METRICS_PORT is set, and binds to loopback unless METRICS_HOST says otherwise', () => {
    expect(testConfig().metrics).toEqual({ host: '127.0.0.1', port: undefined });
    expect(testConfig({}, { METRICS_PORT: '' }).metrics.port).toBeUndefined();
    expect(testConfig({}, { METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(() => testConfig({}, { METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });

  it('stops on close', async () => {
    const other = await startMetricsServer(t.app.metrics.registry, { host: '127.0.0.1', port: 0 });
    expect((await fetch(`http://127.0.0.1:${other.port}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${other.port}/metrics`)).rejects.toThrow();
  });
});

describe('what the metrics count', () => {
  it('requests by route pattern and status, cache hits and misses, donations, webhooks; never a raw path', async () => {
    await changesHeard(t.app);
    const charity = await createOrganization(t.db);
    await changesHeard(t.app);
    const before = await exposition();
    const changes = t.app.publicCache.stats.changes;
    const listRoute = { method: 'GET', route: '/api/get/organizations', status: '200' };

    // A public list read twice: computed once (a miss), then answered from memory (a hit).
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/get/organizations' })).statusCode).toBe(200);
    // A path no route knows, carrying something that must not reach a label.
    const secret = 'unknown-path-secret-f00d';
    expect((await t.app.inject({ method: 'GET', url: `/api/${secret}` })).statusCode).toBe(404);

    // A donation created and paid through the sandbox's checkout page.
    const paid = await startDonation(charity.id);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(paid)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(pay.statusCode, pay.body).toBe(303);
    // Another one failed by a signed webhook delivered to the webhook route, then the same delivery again.
    const failed = await startDonation(charity.id);
    const [row] = await t.db.query.donations.findMany({ where: (d, { eq }) => eq(d.reqId, failed) });
    const { body, signature } = buildSandboxWebhook(
      t.app.config.payments.sandboxWebhookSecret,
      'fail',
      row!,
      null,
    );
    const delivery = {
      method: 'POST' as const,
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    };
    expect((await t.app.inject(delivery)).statusCode).toBe(200);
    expect((await t.app.inject(delivery)).statusCode).toBe(200);
    const forged = { ...delivery, headers: { ...delivery.headers, [SANDBOX_SIGNATURE_HEADER]: 'forged' } };
    expect((await t.app.inject(forged)).statusCode).toBe(401);

    // The paid donation changed public data (the charity's total), applied to the cache within a second.
    await expect.poll(() => t.app.publicCache.stats.changes, { timeout: 10_000 }).toBeGreaterThan(changes);
    const after = await exposition();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      summed(after, name, labels) - summed(before, name, labels);

    expect(moved('http_requests_total', listRoute)).toBe(2);
    expect(moved('http_request_duration_seconds_count', listRoute)).toBe(2);
    expect(moved('http_request_duration_seconds_bucket', { ...listRoute, le: '+Inf' })).toBe(2);
    expect(after).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="/);
    expect(moved('http_requests_total', { route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    expect(moved('http_requests_total', { route: '/sandbox/checkout/:reqId/:outcome', status: '303' })).toBe(
      1,
    );
    expect(moved('http_requests_total', { route: '/api/webhooks/sandbox', status: '401' })).toBe(1);
    // Patterns only: no id, req_id or unknown path anywhere in the exposition.
    for (const raw of [paid, failed, secret, encodeURIComponent(paid)]) expect(after).not.toContain(raw);
    expect(samples(after).every((s) => !s.labels.route?.includes(secret))).toBe(true);

    expect(moved('tabang_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(moved('tabang_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(moved('tabang_public_cache_topic_changes_total')).toBeGreaterThanOrEqual(1);

    expect(moved('tabang_donations_total', { status: 'pending' })).toBe(2);
    expect(summed(after, 'tabang_donations_total', { status: 'completed' })).toBe(1);
    expect(moved('tabang_donations_total', { status: 'failed' })).toBe(1);
    expect(after).toContain('tabang_donations_total{status="completed"} 1\n');

    expect(moved('tabang_webhooks_total', { gateway: 'sandbox', outcome: 'changed' })).toBe(1);
    expect(moved('tabang_webhooks_total', { gateway: 'sandbox', outcome: 'duplicate' })).toBe(1);
    expect(moved('tabang_webhooks_total', { gateway: 'sandbox', outcome: 'rejected' })).toBe(1);
  });

  it('jobs by kind and state, counted in the queue when scraped', async () => {
    const before = await exposition();
    for (const kind of ['email', 'sms', 'reconcile-donations', 'housekeeping', 'volunteer-reminders'])
      for (const state of ['queued', 'active', 'failed'])
        expect(before).toMatch(new RegExp(`^tabang_jobs\\{kind="${kind}",state="${state}"\\} \\d+$`, 'm'));
    const jobs = (state: string) => summed(before, 'tabang_jobs', { kind: 'email', state });
    const now = async (state: string) => summed(await exposition(), 'tabang_jobs', { kind: 'email', state });

    // A completed donation enqueues its receipt email.
    const charity = await createOrganization(t.db);
    const paid = await startDonation(charity.id);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(paid)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(await now('queued')).toBe(jobs('queued') + 1);
    // The same job running, then out of tries (states set directly: what is counted is the point here).
    const [donation] = await t.db.query.donations.findMany({ where: (d, { eq }) => eq(d.reqId, paid) });
    const job = sql`name = 'email' and data->>'donationId' = ${String(donation!.id)}`;
    await t.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where ${job}`);
    expect([await now('queued'), await now('active')]).toEqual([jobs('queued'), jobs('active') + 1]);
    await t.db.execute(sql`update pgboss.job set state = 'failed', completed_on = now() where ${job}`);
    expect([await now('active'), await now('failed')]).toEqual([jobs('active'), jobs('failed') + 1]);
  });

  it('has pool gauges on PostgreSQL, and none on PGlite (no pool there)', async () => {
    const text = await exposition();
    if (t.database.kind === 'postgres') {
      expect(text).toContain('# TYPE tabang_db_pool_connections gauge');
      expect(text).toMatch(/^tabang_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^tabang_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^tabang_db_pool_waiting \d+$/m);
      expect(summed(text, 'tabang_db_pool_max')).toBe(10);
    } else expect(text).not.toContain('tabang_db_pool');
  });

  it('keeps each app its own counts, and starts no process metrics in an app that exposes none', async () => {
    const other = await createTestApp({}, { DEMO_SEED: '0' });
    try {
      expect(await other.app.metrics.registry.metrics()).not.toContain('process_cpu_seconds_total');
      expect(other.app.metrics.registry).not.toBe(t.app.metrics.registry);
      await other.app.inject({ method: 'GET', url: '/api/get/organizations' });
      const mine = await t.app.metrics.registry.metrics();
      const theirs = await other.app.metrics.registry.metrics();
      const listRoute = { route: '/api/get/organizations' };
      expect(summed(theirs, 'http_requests_total', listRoute)).toBe(1);
      expect(summed(mine, 'http_requests_total', listRoute)).toBeGreaterThanOrEqual(2);
      expect(summed(theirs, 'tabang_donations_total')).toBe(0);
      expect(summed(mine, 'tabang_donations_total')).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
