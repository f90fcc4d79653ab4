/** The public API under load: autocannon against each endpoint, after one request each with nothing else running. */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { BenchConfig } from './config';
import { type Fetched, get, local } from './http';
import { log } from './log';
import type { ApiResult, ApiTarget, Dataset } from './results';
import { type Server, settle } from './server';

function apiTargets({ charityId, eventId }: Dataset['sample'], imageEtag: string): ApiTarget[] {
  return [
    { name: 'Health (select 1)', path: '/api/health' },
    { name: 'All charities', path: '/api/get/organizations' },
    { name: 'All upcoming events', path: '/api/get/events/all/upcoming' },
    { name: 'Leaderboard (top 100)', path: '/api/get/leaderboard' },
    { name: 'One charity', path: `/api/get/organizationsByID/${charityId}` },
    { name: 'One event', path: `/api/get/events/${eventId}` },
    { name: "A charity's upcoming events", path: `/api/get/organizations/events/upcoming/${charityId}` },
    { name: 'Categories', path: '/api/get/categories/all' },
    { name: 'Charity picture (200)', path: `/api/get/organizations/image/${charityId}` },
    {
      name: 'Charity picture (If-None-Match, 304)',
      path: `/api/get/organizations/image/${charityId}`,
      headers: { 'if-none-match': imageEtag },
    },
    { name: 'Web app index.html', path: '/' },
  ];
}

function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolveRun, reject) => {
    autocannon({ ...options, url: local(options.url) }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

export async function measureApi(
  config: BenchConfig,
  server: Server,
  sample: Dataset['sample'],
): Promise<ApiResult[]> {
  const image = await get(`${server.base}/api/get/organizations/image/${sample.charityId}`);
  const etag = image.headers.etag;
  if (image.status !== 200 || !etag) throw new Error('The sample charity picture is not served');
  const results: ApiResult[] = [];
  for (const target of apiTargets(sample, etag)) {
    const url = `${server.base}${target.path}`;
    const headers = target.headers ?? {};
    await settle(server.base);
    // What one request returns, and how long it takes when nothing else is running (median of 5).
    const probes: Fetched[] = [];
    for (let i = 0; i < 5; i++) probes.push(await get(url, headers));
    const last = probes.at(-1)!;
    const gzipped = await get(url, { ...headers, 'accept-encoding': 'gzip, br' });
    let items: number | null = null;
    if (String(last.headers['content-type']).includes('json')) {
      const parsed: unknown = JSON.parse(last.body.toString());
      if (Array.isArray(parsed)) items = parsed.length;
    }
    if (config.warmup > 0) await autocannonRun({ url, connections: 10, duration: config.warmup, headers });
    await settle(server.base);
    const result = await autocannonRun({
      url,
      connections: config.connections,
      duration: config.duration,
      headers,
    });
    const row: ApiResult = {
      ...target,
      load: loadavg()[0]!,
      status: last.status,
      bytes: last.body.length,
      gzipBytes: last.body.length ? gzipSync(last.body).length : 0,
      servedCompressed: Boolean(gzipped.headers['content-encoding']),
      items,
      unloadedTtfbMs: median(probes.map((probe) => probe.ttfbMs)),
      unloadedTotalMs: median(probes.map((probe) => probe.totalMs)),
      rps: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      ok: result['2xx'] + result['3xx'],
      status2xx: result['2xx'],
      status3xx: result['3xx'],
      failures: result['1xx'] + result['4xx'] + result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      throughputMBs: result.throughput.average / 1_000_000,
    };
    results.push(row);
    log(
      `${target.name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p90 ${row.p90} ms, p99 ${row.p99} ms, ` +
        `${row.failures} 4xx/5xx, ${row.errors} errors (${row.timeouts} timeouts), ${(row.bytes / 1024).toFixed(1)} KB`,
    );
  }
  return results;
}
