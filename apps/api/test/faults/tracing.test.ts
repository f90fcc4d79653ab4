import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServer, type ServerProcess, startServer } from './server';

// A real server process started as `npm start` starts it (with the tracing preload), sending its traces to a fake
// collector in this test that speaks OTLP/HTTP with JSON bodies. The spans are batched for a minute, so the only
// way they reach the collector is the flush on SIGTERM. On PostgreSQL (TEST_DATABASE_URL, a database of this
// test's own) the queries are spans too; PGlite is not `pg` and makes none.

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn(
    '\n*** tracing: TEST_DATABASE_URL is not set, so the server runs on PGlite and no pg span is checked ***\n',
  );

type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
};
type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: {
      scope: { name: string };
      spans: (Omit<Span, 'scope' | 'attributes'> & { attributes?: KeyValue[] })[];
    }[];
  }[];
};

const plain = (value: AnyValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue ?? value;
const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/** A collector: accepts OTLP/HTTP JSON exports on POST /v1/traces and keeps every body and span. */
async function fakeCollector() {
  const bodies: string[] = [];
  const spans: Span[] = [];
  const resources: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      bodies.push(body);
      for (const { resource, scopeSpans } of (JSON.parse(body) as ExportRequest).resourceSpans) {
        resources.push(attributesOf(resource.attributes));
        for (const { scope, spans: list } of scopeSpans)
          for (const span of list)
            spans.push({ ...span, scope: scope.name, attributes: attributesOf(span.attributes) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    spans,
    resources,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('traces sent to an OTLP collector', () => {
  let collector: Awaited<ReturnType<typeof fakeCollector>>;
  let server: ServerProcess;
  let dataDir: string;
  let database: string | undefined;
  const token = randomBytes(32).toString('base64url');
  const reqId = `sbx-${randomBytes(12).toString('hex')}`;
  const searchTerm = 'Bayanihan-Search-7f3a';
  const email = 'traced.person@example.ph';
  const password = 'a password in a trace 91';
  const userAgent = 'TraceTestAgent/1.0';
  let exitCode: number | string;

  beforeAll(async () => {
    collector = await fakeCollector();
    dataDir = mkdtempSync(join(tmpdir(), 'tabang-tracing-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '60000',
    };
    if (adminUrl) {
      database = `tabang_tracing_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    }
    server = await startServer(env);

    const headers = { 'user-agent': userAgent };
    const get = (path: string) => fetch(`${server.url}${path}`, { headers });
    expect((await get(`/api/get/my/calendar/${token}.ics?feed=${token}`)).status).toBe(404);
    expect((await get(`/sandbox/checkout/${reqId}?req_id=${reqId}`)).status).toBe(404);
    expect((await get(`/api/get/organizations?q=${searchTerm}&limit=5`)).status).toBe(200);
    expect((await get(`/no/such/page/${token}`)).status).toBe(404);
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
    expect((await get('/api/health/ready')).status).toBe(200);

    server.child.kill('SIGTERM');
    exitCode = await server.exited;
  }, 180_000);

  afterAll(async () => {
    await killServer(server, 'SIGKILL');
    await collector?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (database && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  /** The HTTP server span of a route and the spans of its trace. */
  function traceOf(route: string) {
    const http = collector.spans.find(
      (span) =>
        span.scope === '@opentelemetry/instrumentation-http' && span.attributes['http.route'] === route,
    );
    expect(
      http,
      `no HTTP span for ${route} in ${collector.spans.map((span) => span.name).join(', ')}`,
    ).toBeDefined();
    return { http: http!, spans: collector.spans.filter((span) => span.traceId === http!.traceId) };
  }

  it('flushes on SIGTERM, as tabang-api', () => {
    expect(exitCode, server.output()).toBe(0);
    expect(collector.bodies.length).toBeGreaterThan(0);
    expect(collector.resources.every((resource) => resource['service.name'] === 'tabang-api')).toBe(true);
  });

  it('has an HTTP span and a Fastify route span per request, named by the route pattern', () => {
    for (const route of [
      '/api/get/my/calendar/:token',
      '/sandbox/checkout/:reqId',
      '/api/get/organizations',
    ]) {
      const { http, spans } = traceOf(route);
      expect(http.name).toBe(`GET ${route}`);
      expect(http.kind).toBe(2); // SERVER
      const fastify = spans.find((span) => span.scope === '@fastify/otel' && span.name === 'request');
      expect(fastify?.attributes['http.route']).toBe(route);
      expect(fastify?.parentSpanId).toBe(http.spanId);
    }
    // Probes are not traced.
    expect(
      collector.spans.some((span) => String(span.attributes['http.route']).startsWith('/api/health')),
    ).toBe(false);
  });

  it.runIf(adminUrl)('has the queries of a request as pg spans in its trace, without their values', () => {
    const { spans } = traceOf('/api/get/organizations');
    const queries = spans.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    const search = queries.find((span) => String(span.attributes['db.query.text']).includes('like lower($'));
    expect(search, queries.map((span) => span.name).join(', ')).toBeDefined();
    // The search is a prepared statement: its span is named by it.
    expect(search!.name).toMatch(/^pg\.query:tabang_charities_search_\d+ /);
    expect(search!.attributes['db.system.name']).toBe('postgresql');
  });

  it('holds no capability, query, body, address or user agent', () => {
    expect(collector.spans.length).toBeGreaterThan(0);
    const everything = collector.bodies.join('\n');
    for (const secret of [token, reqId, searchTerm, email, password, userAgent, '/no/such/page'])
      expect(everything).not.toContain(secret);
    const keys = new Set(collector.spans.flatMap((span) => Object.keys(span.attributes)));
    for (const key of keys)
      expect(key).not.toMatch(/^(url\.|client\.|user_agent\.|network\.peer\.|http\.(url|target))/);
  });
});
