import { createServer, type Server } from 'node:http';
import { JOB_KINDS } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';
import type { Database, PoolStats } from '../db/client';
import type { JobCounts } from '../jobs/queue';

/**
 * The app's metrics: one registry per app (never prom-client's global one: tests build many apps in one process,
 * and a worker will expose its own). Any plugin or module adds its metrics through `counter`, `gauge` and
 * `histogram`, which give back the one already registered under that name (so a module registered twice, or a
 * dependency built again from the app, shares it instead of throwing).
 */
export type Metrics = {
  registry: Registry;
  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T>;
  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T>;
  histogram<T extends string>(config: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** From a fast cached read (a few ms) to the request timeout's neighbourhood. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: its raw path would be unbounded (and could hold secrets). */
export const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(): Metrics {
  const registry = new Registry();
  const existing = <M>(name: string) => registry.getSingleMetric(name) as M | undefined;
  return {
    registry,
    counter: (config) => existing(config.name) ?? new Counter({ ...config, registers: [registry] }),
    gauge: (config) => existing(config.name) ?? new Gauge({ ...config, registers: [registry] }),
    histogram: (config) => existing(config.name) ?? new Histogram({ ...config, registers: [registry] }),
  };
}

/** Gauges of the PostgreSQL connection pool, read when scraped. */
function poolGauges(metrics: Metrics, poolStats: () => PoolStats) {
  metrics.gauge({
    name: 'tabang_db_pool_connections',
    help: 'Connections the database pool holds, by state (in_use: lent to a query or transaction; idle).',
    labelNames: ['state'],
    collect() {
      const { total, idle } = poolStats();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  metrics.gauge({
    name: 'tabang_db_pool_waiting',
    help: 'Queries waiting for a free connection because every pooled connection is in use.',
    collect() {
      this.set(poolStats().waiting);
    },
  });
  metrics.gauge({
    name: 'tabang_db_pool_max',
    help: 'The most connections the pool opens.',
    collect() {
      this.set(poolStats().max);
    },
  });
}

const JOB_STATES = ['queued', 'active', 'failed'] as const satisfies JobCounts[number]['state'][];

/**
 * The job queue's jobs by kind and state, counted in the database when scraped (every process sees the whole
 * fleet's queue). Every kind and state is there, at 0 when it has none, so no series comes and goes; when the
 * database cannot count them, the gauge has no samples rather than old ones.
 */
function jobGauges(metrics: Metrics, jobCounts: () => Promise<JobCounts>) {
  metrics.gauge({
    name: 'tabang_jobs',
    help: 'Jobs by kind and state: queued (waiting, retries included), active (running), failed (no tries left).',
    labelNames: ['kind', 'state'],
    async collect() {
      this.reset();
      const counts = await jobCounts().catch(() => undefined);
      if (!counts) return;
      for (const kind of JOB_KINDS) for (const state of JOB_STATES) this.set({ kind, state }, 0);
      for (const { kind, state, count } of counts) this.set({ kind, state }, count);
    },
  });
}

/**
 * Decorates the app with `metrics` and records every response's route, status and duration. Exposed only by
 * `startMetricsServer`, on its own port: never on the public one.
 */
async function metricsPlugin(
  app: FastifyInstance,
  options: { poolStats: Database['poolStats']; jobCounts: () => Promise<JobCounts> },
) {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  // Node's own metrics start timers and observers that never stop: only in a server that exposes them.
  if (app.config.metrics.port !== undefined) collectDefaultMetrics({ register: metrics.registry });
  // PGlite has no pool (one connection inside this process), so it gets no pool gauges at all.
  if (options.poolStats) poolGauges(metrics, options.poolStats);
  jobGauges(metrics, options.jobCounts);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = metrics.counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
  });
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by method, route pattern and status.',
    labelNames,
    buckets: HTTP_DURATION_BUCKETS,
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/charities/:id`), never the URL: ids and capabilities (`:reqId`, `:token`) stay out.
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

export default fp(metricsPlugin, { name: 'metrics' });

/** A running metrics listener: the port it took (0 asks for a free one) and how to stop it. */
export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * The operator's listener: GET /metrics answers the registry in Prometheus' text format, anything else 404. A
 * plain node:http server on its own host and port, so the public port never serves it.
 */
export function startMetricsServer(
  registry: Registry,
  where: { host: string; port: number },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      const { port } = server.address() as { port: number };
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A scraper's keep-alive connection must not hold the shutdown.
            server.closeIdleConnections();
          }),
      });
    });
  });
}
