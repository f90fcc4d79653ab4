/**
 * The public API under load: autocannon against each endpoint, then the same settings against a bare node:http
 * server answering the same bytes (bench/bare-server.ts), so each row says what share of "bare" our server keeps.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type RecordedAnswer, recordAnswer, startBareServer } from './bare';
import type { BenchConfig } from './config';
import { type Fetched, get, local } from './http';
import { log } from './log';
import type { ApiResult, ApiTarget, Dataset, LoadFigures } from './results';
import { type Server, settle } from './server';

/** The page size the web app asks for (LIST_PAGE_SIZE in packages/shared). */
const PAGE = 24;

/**
 * The endpoints, in the order they are measured. `target` marks the reads the issue's targets are about, `keyRead`
 * the ones measured again while donors give and while mail is down (bench/lib/under-writes.ts).
 */
export async function apiTargets(base: string, sample: Dataset['sample']): Promise<ApiTarget[]> {
  const { charityId, eventId, categoryId, charityWord, eventWord } = sample;
  const image = await get(`${base}/api/get/organizations/image/${charityId}`);
  const etag = image.headers.etag;
  if (image.status !== 200 || !etag) throw new Error('The sample charity picture is not served');
  const charities = `/api/get/organizations?limit=${PAGE}`;
  const events = `/api/get/events/all/upcoming?limit=${PAGE}`;
  /** The second page is wherever the first page's Link header points (RFC 8288: `<url>; rel="next"`). */
  const nextOf = async (path: string): Promise<Pick<ApiTarget, 'path' | 'skipped'>> => {
    const first = await get(`${base}${path}`);
    const link = String(first.headers.link ?? '').match(/<([^>]+)>\s*;\s*rel="?next"?/);
    if (first.status !== 200) return { path, skipped: `the first page answered ${first.status}` };
    if (!link?.[1]) return { path, skipped: 'the first page has no Link: rel="next" header' };
    const next = new URL(link[1], base);
    return { path: `${next.pathname}${next.search}` };
  };
  const q = encodeURIComponent;
  return [
    { name: 'Health (select 1)', path: '/api/health', group: 'other', target: false },
    { name: 'Charities, first page', path: charities, group: 'paged', target: true, keyRead: true },
    { name: 'Charities, second page (Link)', ...(await nextOf(charities)), group: 'paged', target: true },
    {
      name: `Charities, search "${charityWord}"`,
      path: `${charities}&q=${q(charityWord)}`,
      group: 'paged',
      target: true,
    },
    {
      name: 'Charities in a category',
      path: `${charities}&category=${categoryId}`,
      group: 'paged',
      target: true,
    },
    { name: 'Upcoming events, first page', path: events, group: 'paged', target: true, keyRead: true },
    { name: 'Upcoming events, second page (Link)', ...(await nextOf(events)), group: 'paged', target: true },
    {
      name: `Upcoming events, search "${eventWord}"`,
      path: `${events}&q=${q(eventWord)}`,
      group: 'paged',
      target: true,
    },
    {
      name: 'Leaderboard (top 100)',
      path: '/api/get/leaderboard',
      group: 'read',
      target: true,
      keyRead: true,
    },
    {
      name: 'One charity',
      path: `/api/get/organizationsByID/${charityId}`,
      group: 'read',
      target: true,
      keyRead: true,
    },
    { name: 'One event', path: `/api/get/events/${eventId}`, group: 'read', target: true, keyRead: true },
    {
      name: "A charity's upcoming events",
      path: `/api/get/organizations/events/upcoming/${charityId}`,
      group: 'read',
      target: true,
    },
    { name: 'Categories', path: '/api/get/categories/all', group: 'read', target: true, keyRead: true },
    {
      name: "A charity's donor count",
      path: `/api/get/organizations/donations/count/${charityId}`,
      group: 'read',
      target: true,
    },
    {
      name: "A charity's volunteer count",
      path: `/api/get/organizations/volunteers/count/${charityId}`,
      group: 'read',
      target: true,
    },
    {
      name: 'Charity picture (200)',
      path: `/api/get/organizations/image/${charityId}`,
      group: 'image',
      target: false,
    },
    {
      name: 'Charity picture (If-None-Match, 304)',
      path: `/api/get/organizations/image/${charityId}`,
      headers: { 'if-none-match': etag },
      group: 'image',
      target: false,
    },
    {
      name: 'All charities, unpaged (no limit)',
      path: '/api/get/organizations',
      group: 'unpaged',
      target: false,
    },
    {
      name: 'All upcoming events, unpaged (no limit)',
      path: '/api/get/events/all/upcoming',
      group: 'unpaged',
      target: false,
    },
    { name: 'Web app index.html', path: '/', group: 'other', target: false },
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

/** The unrecorded warm-up before a measured run. */
export async function warmUp(
  config: BenchConfig,
  url: string,
  headers: Record<string, string>,
): Promise<void> {
  if (config.warmup > 0) await autocannonRun({ url, connections: 10, duration: config.warmup, headers });
}

/** One measured run against `url`: `config.connections` for `config.duration` seconds. */
export async function measureLoad(
  config: BenchConfig,
  url: string,
  headers: Record<string, string>,
): Promise<LoadFigures> {
  const result = await autocannonRun({
    url,
    connections: config.connections,
    duration: config.duration,
    headers,
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    status2xx: result['2xx'],
    status3xx: result['3xx'],
    failures: result['1xx'] + result['4xx'] + result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    throughputMBs: result.throughput.average / 1_000_000,
  };
}

/** Warm-up (unrecorded), then the measured run, against `url`. */
async function load(config: BenchConfig, url: string, headers: Record<string, string>): Promise<LoadFigures> {
  await warmUp(config, url, headers);
  return measureLoad(config, url, headers);
}

export async function measureApi(
  config: BenchConfig,
  server: Server,
  sample: Dataset['sample'],
  dataDir: string,
): Promise<ApiResult[]> {
  const targets = await apiTargets(server.base, sample);
  // First what each endpoint answers alone (median of 5), which is also what the bare server will answer.
  const probed: { target: ApiTarget; last: Fetched; ttfb: number; total: number; compressed: boolean }[] = [];
  const answers: RecordedAnswer[] = [];
  for (const target of targets) {
    if (target.skipped) continue;
    const url = `${server.base}${target.path}`;
    const headers = target.headers ?? {};
    await settle(server.base);
    const probes: Fetched[] = [];
    for (let i = 0; i < 5; i++) probes.push(await get(url, headers));
    const last = probes.at(-1)!;
    const gzipped = await get(url, { ...headers, 'accept-encoding': 'gzip, br' });
    answers.push(recordAnswer(target.path, Boolean(target.headers?.['if-none-match']), last));
    probed.push({
      target,
      last,
      ttfb: median(probes.map((p) => p.ttfbMs)),
      total: median(probes.map((p) => p.totalMs)),
      compressed: Boolean(gzipped.headers['content-encoding']),
    });
  }
  const bare = await startBareServer(answers, dataDir, config.barePort);
  const results: ApiResult[] = [];
  try {
    for (const target of targets.filter((t) => t.skipped)) {
      log(`${target.name}: not measured (${target.skipped})`);
      results.push({
        ...target,
        load: loadavg()[0]!,
        status: 0,
        bytes: 0,
        gzipBytes: 0,
        servedCompressed: false,
        items: null,
        unloadedTtfbMs: Number.NaN,
        unloadedTotalMs: Number.NaN,
        ours: null,
        bare: null,
        ratio: null,
      });
    }
    for (const { target, last, ttfb, total, compressed } of probed) {
      const headers = target.headers ?? {};
      let items: number | null = null;
      if (String(last.headers['content-type']).includes('json')) {
        const parsed: unknown = JSON.parse(last.body.toString());
        if (Array.isArray(parsed)) items = parsed.length;
      }
      await settle(server.base);
      const ours = await load(config, `${server.base}${target.path}`, headers);
      const load1 = loadavg()[0]!;
      await settle(server.base);
      const bareFigures = await load(config, `${bare.base}${target.path}`, headers);
      const ratio = bareFigures.rps > 0 ? ours.rps / bareFigures.rps : null;
      const row: ApiResult = {
        ...target,
        load: load1,
        status: last.status,
        bytes: last.body.length,
        gzipBytes: last.body.length ? gzipSync(last.body).length : 0,
        servedCompressed: compressed,
        items,
        unloadedTtfbMs: ttfb,
        unloadedTotalMs: total,
        ours,
        bare: bareFigures,
        ratio,
      };
      results.push(row);
      log(
        `${target.name}: ${Math.round(ours.rps)} req/s (bare ${Math.round(bareFigures.rps)}, ours/bare ${ratio === null ? '–' : `${(ratio * 100).toFixed(0)} %`}), ` +
          `p50 ${ours.p50} ms, p90 ${ours.p90} ms, p99 ${ours.p99} ms, ${ours.failures} 4xx/5xx, ` +
          `${ours.errors} errors (${ours.timeouts} timeouts), ${(last.body.length / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await bare.stop();
  }
  // In the order of the list, skipped ones included.
  return targets.map((t) => results.find((r) => r.name === t.name)!);
}
