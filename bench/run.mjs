#!/usr/bin/env node
/**
 * The benchmarks (npm run bench): generates a large data set, builds the web app, starts the production server on
 * 127.0.0.1, load-tests the public API with autocannon, measures pages with Lighthouse, and writes the results
 * to docs/benchmarks.md. Traffic only ever goes to 127.0.0.1. Not part of npm test.
 *
 * Environment (all optional):
 *   BENCH_SKIP_GENERATE=1   reuse the data set in BENCH_DATA_DIR (default data/bench)
 *   BENCH_DURATION=10       seconds per autocannon run; BENCH_WARMUP=2 seconds of unrecorded warm-up first
 *   BENCH_CONNECTIONS=50    concurrent connections
 *   BENCH_PORT=4321         first port tried for the server
 *   BENCH_LIGHTHOUSE=0      skip Lighthouse; BENCH_LIGHTHOUSE_RUNS=3 runs per page
 *   BENCH_POSTGRES=1        afterwards, run the API part again on PostgreSQL (creates and drops bench_tabang at
 *                           BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432)
 *   BENCH_OUTPUT            where the report goes (default docs/benchmarks.md)
 *   BENCH_DATA_DIR, BENCH_WEB_OUT, BENCH_PG_DATABASE  the data folder (data/bench), the web build folder under
 *                           apps/web (dist-bench) and the PostgreSQL database (bench_tabang): give a second run
 *                           on the same machine its own, or it wipes the first one's data under its server
 *   and the data set sizes of bench/generate.ts (BENCH_USERS, BENCH_CHARITIES, …).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const env = process.env;
const num = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const CONFIG = {
  skipGenerate: env.BENCH_SKIP_GENERATE === '1',
  duration: num('BENCH_DURATION', 10),
  warmup: num('BENCH_WARMUP', 2),
  connections: num('BENCH_CONNECTIONS', 50),
  port: num('BENCH_PORT', 4321),
  lighthouse: env.BENCH_LIGHTHOUSE !== '0',
  lighthouseRuns: Math.max(1, num('BENCH_LIGHTHOUSE_RUNS', 3)),
  postgres: env.BENCH_POSTGRES === '1',
  postgresUrl: (env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
  dataDir: resolve(ROOT, env.BENCH_DATA_DIR ?? 'data/bench'),
  output: resolve(ROOT, env.BENCH_OUTPUT ?? 'docs/benchmarks.md'),
};
// A separate build folder, so the benchmark never overwrites a build someone else is using.
const WEB_OUT = env.BENCH_WEB_OUT ?? 'dist-bench';
const WEB_DIST = join(ROOT, 'apps/web', WEB_OUT);
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PG_DATABASE = env.BENCH_PG_DATABASE ?? 'bench_tabang';
if (!/^[a-z_][a-z0-9_]*$/.test(PG_DATABASE))
  throw new Error('BENCH_PG_DATABASE must be a plain lower-case name');
if (!/^[\w.-]+$/.test(WEB_OUT)) throw new Error('BENCH_WEB_OUT must be a folder name');

const started = Date.now();
const log = (message) => console.info(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

/** Every request this script makes goes through here: anything not on 127.0.0.1 is refused. */
function local(url) {
  const parsed = new URL(url);
  if (parsed.hostname !== HOST) throw new Error(`Refusing to send benchmark traffic to ${parsed.hostname}`);
  return parsed.toString();
}

function run(command, args, extraEnv = {}) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function freePort(from) {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' && from < 65_000) resolvePort(freePort(from + 1));
      else reject(error);
    });
    server.listen(from, HOST, () => server.close(() => resolvePort(from)));
  });
}

/** One GET with exactly the headers given (no automatic compression); the raw body and headers. */
function get(url, headers = {}, timeoutMs = 60_000) {
  return new Promise((resolveGet, reject) => {
    const t0 = performance.now();
    const request = http.get(local(url), { headers, agent: false }, (response) => {
      const chunks = [];
      let firstByte;
      response.once('data', () => {
        firstByte = performance.now() - t0;
      });
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolveGet({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ttfbMs: firstByte ?? performance.now() - t0,
          totalMs: performance.now() - t0,
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// ---------------------------------------------------------------------------------------------------------------
// The server

async function startServer({ dataDir, databaseUrl }) {
  const port = await freePort(CONFIG.port);
  const base = `http://${HOST}:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'server.log');
  const serverEnv = {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '0',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    // Production needs a mail server; the benchmarks never send mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: base,
    WEB_DIST_DIR: relative(ROOT, WEB_DIST),
  };
  delete serverEnv.DATABASE_URL;
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const output = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    writeFileSync(logFile, Buffer.concat(output));
  });
  const server = {
    base,
    port,
    pid: child.pid,
    async stop() {
      if (exited) return;
      const done = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
      log(`server (pid ${child.pid}) stopped; its log is in ${relative(ROOT, logFile)}`);
    },
  };
  current.server = server;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) {
      writeFileSync(logFile, Buffer.concat(output));
      throw new Error(`The server exited (${JSON.stringify(exited)}):\n${Buffer.concat(output).toString()}`);
    }
    try {
      const response = await get(`${base}/api/health`);
      if (response.status === 200) {
        log(`server (pid ${child.pid}) is up at ${base}`);
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('The server did not answer /api/health within 2 minutes');
}

// ---------------------------------------------------------------------------------------------------------------
// API: autocannon

function apiTargets(sample, imageEtag) {
  const { charityId, eventId } = sample;
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

/**
 * Waits until the server has worked off what an earlier run left queued (it keeps building responses for
 * connections autocannon already closed), so one endpoint's backlog is not billed to the next.
 */
async function settle(base) {
  // A server on PGlite can take minutes to work off 50 connections' worth of multi-megabyte lists, so a probe
  // that times out is waited for, not fatal.
  const deadline = Date.now() + 300_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const totalMs = await get(`${base}/api/health`, {}, 30_000).then(
      (response) => response.totalMs,
      () => Number.POSITIVE_INFINITY,
    );
    quick = totalMs < 100 ? quick + 1 : 0;
    if (quick < 2) await new Promise((wait) => setTimeout(wait, 200));
  }
  if (quick < 2) log('the server was still busy after 5 minutes; the next measurement starts anyway');
}

function autocannonRun(url, options) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url: local(url), ...options }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

async function benchApi(server, sample) {
  const image = await get(`${server.base}/api/get/organizations/image/${sample.charityId}`);
  if (image.status !== 200 || !image.headers.etag)
    throw new Error('The sample charity picture is not served');
  const results = [];
  for (const target of apiTargets(sample, image.headers.etag)) {
    const url = `${server.base}${target.path}`;
    const headers = target.headers ?? {};
    await settle(server.base);
    // What one request returns, and how long it takes when nothing else is running (median of 5).
    const probes = [];
    for (let i = 0; i < 5; i++) probes.push(await get(url, headers));
    const last = probes.at(-1);
    const gzipped = await get(url, { ...headers, 'accept-encoding': 'gzip, br' });
    let items = null;
    if (String(last.headers['content-type']).includes('json')) {
      const parsed = JSON.parse(last.body.toString());
      if (Array.isArray(parsed)) items = parsed.length;
    }
    if (CONFIG.warmup > 0) await autocannonRun(url, { connections: 10, duration: CONFIG.warmup, headers });
    await settle(server.base);
    const result = await autocannonRun(url, {
      connections: CONFIG.connections,
      duration: CONFIG.duration,
      headers,
    });
    const row = {
      ...target,
      load: loadavg()[0],
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

// ---------------------------------------------------------------------------------------------------------------
// Pages: Lighthouse

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing but 127.0.0.1 resolves, so the browser cannot reach anything else (the charity page's map embed
  // included): the benchmark's traffic stays on this machine.
  `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${HOST}`,
];

/** One Lighthouse run of one category; throws when it does not finish or gives no score. */
async function lighthouseRun(lighthouse, url, port, category) {
  const { lhr } = await lighthouse(
    local(url),
    { port, output: 'json', logLevel: 'error', onlyCategories: [category] },
    undefined,
  );
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories[category].score;
  if (score === null) throw new Error(`no ${category} score (an audit could not run)`);
  if (category === 'accessibility')
    return {
      accessibility: Math.round(score * 100),
      failing: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => lhr.audits[ref.id].title),
    };
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => ({
      title: a.title,
      savingsMs: Math.round(a.details.overallSavingsMs),
      savingsBytes: a.details.overallSavingsBytes ?? null,
    }));
  // The page's own API calls (pictures aside), with what they weighed on the wire.
  const apiCalls = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => /\/api\/(?!get\/[a-z]+\/(image|logo)\/)/.test(item.url))
    .map((item) => ({ path: new URL(item.url).pathname, bytes: item.transferSize ?? 0 }));
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    apiCalls,
    performance: Math.round(score * 100),
    shiftedBy: shifts[0]?.node ? { selector: shifts[0].node.selector, score: shifts[0].score } : null,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    ttfb: audit('server-response-time'),
    bytes: audit('total-byte-weight'),
    domSize: audit('dom-size'),
    opportunities,
    warnings: lhr.runWarnings ?? [],
  };
}

async function benchPages(server, sample) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Charities', path: '/charities' },
    { name: 'Events', path: '/events' },
    { name: 'Leaderboards', path: '/leaderboards' },
    { name: 'One charity', path: `/charity/${sample.charityId}` },
  ];
  const launch = async () => {
    current.chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    return current.chrome;
  };
  const results = [];
  let chrome = await launch();
  try {
    for (const page of pages) {
      const runs = [];
      const failures = [];
      const attempt = async (category) => {
        try {
          return await lighthouseRun(lighthouse, `${server.base}${page.path}`, chrome.port, category);
        } catch (error) {
          // A run that does not finish is a result too: it is reported, and the next run gets a fresh browser.
          const reason = `${category}: ${error.message.split('\n')[0]}`;
          log(`Lighthouse ${page.path} failed: ${reason}`);
          await Promise.resolve(chrome.kill()).catch(() => undefined);
          chrome = await launch();
          return { reason };
        }
      };
      let hopeless = false;
      for (let i = 0; i < CONFIG.lighthouseRuns && !hopeless; i++) {
        // Lighthouse itself says to run again after a broken trace, so such a run gets one retry.
        for (let tries = 0; tries < 2; tries++) {
          const result = await attempt('performance');
          if (!result.reason) {
            runs.push(result);
            break;
          }
          failures.push(result.reason);
          // A page too big for the browser to answer DevTools in time will not get smaller on a second try.
          if (result.reason.includes('PROTOCOL_TIMEOUT')) hopeless = runs.length === 0;
          if (!result.reason.includes('NO_NAVSTART')) break;
        }
      }
      // Accessibility does not change from run to run: once is enough (axe on a huge page takes long).
      const a11y = hopeless
        ? { reason: 'accessibility: not attempted (the performance runs timed out)' }
        : await attempt('accessibility');
      if (runs.length === 0) {
        results.push({ ...page, median: null, scores: [], failures, a11y });
        continue;
      }
      // The run with the median performance score (ties broken by LCP) stands for the page.
      const ordered = [...runs].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
      const medianRun = ordered[Math.floor((ordered.length - 1) / 2)];
      results.push({ ...page, median: medianRun, scores: runs.map((r) => r.performance), failures, a11y });
      log(
        `Lighthouse ${page.path}: performance ${medianRun.performance} (runs ${runs.map((r) => r.performance).join(', ')}), ` +
          `LCP ${(medianRun.lcp / 1000).toFixed(2)} s, CLS ${medianRun.cls.toFixed(3)}, TBT ${Math.round(medianRun.tbt)} ms, ` +
          `accessibility ${a11y.accessibility ?? 'not measured'}${failures.length ? `; ${failures.length} run(s) failed` : ''}`,
      );
    }
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => undefined);
    current.chrome = null;
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// The built bundle

function bundleSizes() {
  const assets = join(WEB_DIST, 'assets');
  const files = readdirSync(assets);
  const size = (file) => {
    const bytes = readFileSync(join(assets, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const entry = files.filter((f) => /^index-.*\.js$/.test(f)).map(size);
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((m) =>
    size(m[1]),
  );
  const css = files.filter((f) => f.endsWith('.css')).map(size);
  const allJs = files.filter((f) => f.endsWith('.js')).map(size);
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  return {
    entry,
    entryGzip: sum(entry, 'gzipBytes'),
    preloaded,
    initialGzip: sum(entry, 'gzipBytes') + sum(preloaded, 'gzipBytes'),
    css,
    cssGzip: sum(css, 'gzipBytes'),
    jsFiles: allJs.length,
    allJsBytes: sum(allJs, 'bytes'),
    allJsGzip: sum(allJs, 'gzipBytes'),
    largest: [...allJs].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One pass: data set, server, measurements

function generate(dataDir, databaseUrl) {
  const extra = { BENCH_DATA_DIR: dataDir };
  if (databaseUrl) extra.DATABASE_URL = databaseUrl;
  else extra.DATABASE_URL = '';
  run(process.execPath, ['--import', 'tsx', 'bench/generate.ts'], extra);
}

function readDataset(dataDir) {
  const file = join(dataDir, 'dataset.json');
  if (!existsSync(file)) throw new Error(`No data set in ${dataDir}: run without BENCH_SKIP_GENERATE first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** bench/profile.ts: the list endpoints' time split into query, zod and JSON (before the server holds PGlite). */
function profile(dataDir, databaseUrl) {
  log('$ node --import tsx bench/profile.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/profile.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...env, BENCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  });
  const line = result.stdout?.split('\n').find((l) => l.startsWith('PROFILE '));
  if (result.status !== 0 || !line) throw new Error(`bench/profile.ts failed:\n${result.stderr}`);
  const parsed = JSON.parse(line.slice('PROFILE '.length));
  for (const row of parsed.lists)
    log(
      `${row.name}: service ${row.serviceMs.toFixed(1)} ms, zod ${row.zodMs.toFixed(1)} ms, JSON ${row.stringifyMs.toFixed(1)} ms`,
    );
  return parsed.lists;
}

/** The commit the server runs, and whether application files differ from it (others may be editing the tree). */
function codeVersion() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean).length;
    return { commit, changed };
  } catch {
    return { commit: 'unknown', changed: 0 };
  }
}

async function pass({ label, dataDir, databaseUrl, pages }) {
  log(`--- ${label} ---`);
  const passStarted = Date.now();
  if (!CONFIG.skipGenerate || databaseUrl) generate(dataDir, databaseUrl);
  const dataset = readDataset(dataDir);
  const lists = profile(dataDir, databaseUrl);
  const code = codeVersion();
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const api = await benchApi(server, dataset.sample);
    await settle(server.base);
    const lighthouse = pages ? await benchPages(server, dataset.sample) : null;
    return {
      label,
      code,
      dataset,
      lists,
      api,
      lighthouse,
      seconds: Math.round((Date.now() - passStarted) / 1000),
    };
  } finally {
    await server.stop();
    current.server = null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '–'
    : Number(n).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => fmt(bytes / 1024, 1);

function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  let nproc = String(cpus().length);
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {}
  let date = new Date().toUTCString();
  try {
    date = execFileSync('date', ['-u'], { encoding: 'utf8' }).trim();
  } catch {}
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {}
  return {
    date,
    nproc,
    memGiB: (totalmem() / 1024 ** 3).toFixed(1),
    model,
    node: process.version,
    chromium,
    load: loadavg().map((l) => l.toFixed(2)),
  };
}

function apiTable(rows) {
  const lines = [
    '| Endpoint | req/s | p50 ms | p90 ms | p99 ms | 2xx / 3xx | 4xx/5xx | errors (timeouts) | MB/s | load after |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} \`${r.path.replace(/\/\d+$/, '/{id}')}\` | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p90)} | ` +
        `${fmt(r.p99)} | ${fmt(r.status2xx)} / ${fmt(r.status3xx)} | ${fmt(r.failures)} | ${fmt(r.errors)} (${fmt(r.timeouts)}) | ${fmt(r.throughputMBs, 1)} | ${fmt(r.load, 1)} |`,
    );
  return lines.join('\n');
}

function sizeTable(rows) {
  const lines = [
    '| Endpoint | status | items | body KB | gzip would be KB | compressed on request? | one request alone (TTFB / total ms) |',
    '|---|--:|--:|--:|--:|:-:|--:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.status} | ${r.items ?? '–'} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${r.servedCompressed ? 'yes' : 'no'} | ` +
        `${fmt(r.unloadedTtfbMs, 1)} / ${fmt(r.unloadedTotalMs, 1)} |`,
    );
  return lines.join('\n');
}

function report({ passes, bundle, machineInfo, totalSeconds, command }) {
  const pglite = passes.find((p) => p.dataset.database === 'pglite');
  const postgres = passes.find((p) => p.dataset.database === 'postgres');
  const main = pglite ?? passes[0];
  const byPath = (p, name) => p?.api.find((r) => r.name === name);
  const c = main.dataset.counts;
  const out = [];
  const push = (...lines) => out.push(...lines);

  push(
    '# Benchmarks',
    '',
    `Generated by \`${command}\` (bench/run.mjs) on **${machineInfo.date}**. Speed is measured here,`,
    'never asserted in tests. Re-run to refresh this file; every number below comes from that run.',
    '',
    '## Machine',
    '',
    `- CPU: ${machineInfo.model}, **${machineInfo.nproc} cores** (nproc); memory ${machineInfo.memGiB} GiB`,
    `- Node ${machineInfo.node}; ${machineInfo.chromium}; Lighthouse 12, autocannon 9`,
    `- Code: ${passes.map((p) => `${p.label} part at commit ${p.code?.commit ?? 'unknown'}${p.code?.changed ? ` with ${p.code.changed} uncommitted file(s) under apps/ and packages/` : ''}`).join('; ')} (the server loads the sources when it starts).`,
    `- Database: ${passes.map((p) => (p.dataset.database === 'pglite' ? 'PGlite (embedded, files on disk)' : 'PostgreSQL on 127.0.0.1:5432')).join('; then ')}`,
    `- Load average when the run started: ${machineInfo.load.join(', ')} (the machine is shared; autocannon, the`,
    '  server and Chromium all run on the same cores, so the server never has the whole machine).',
    `- The whole run took ${fmt(totalSeconds / 60, 1)} min (${passes.map((p) => `${p.label} part ${fmt(p.seconds / 60, 1)} min`).join(', ')}; the web build makes up the rest).`,
    '',
    '## Data set (bench/generate.ts)',
    '',
    '| users | charities (public: verified, not suspended) | events | completed donations | donors on the leaderboard table | likes (charity / event) | volunteers (charity / event) | images |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${fmt(c.users)} | ${fmt(c.charities)} (${fmt(c.publicCharities)}) | ${fmt(c.events)} | ${fmt(c.donations)} | ${fmt(c.donors)} | ${fmt(c.organizationLikes)} / ${fmt(c.eventLikes)} | ${fmt(c.organizationVolunteers)} / ${fmt(c.eventVolunteers)} | ${fmt(c.images)} |`,
    '',
    `Generated in ${passes.map((p) => `${p.dataset.seconds} s (${p.dataset.database === 'pglite' ? 'PGlite' : 'PostgreSQL'})`).join(', ')}.`,
    'Events run from 120 days ago to 180 days ahead (one in ten without an end); donations are 100–20,000 pesos,',
    'a quarter of them tied to an event; charity totals and donor totals are computed by SQL from the donations and',
    'checked equal. All charities and events share 10 pictures drawn by the demo seed’s artwork code.',
    '',
  );

  for (const p of passes) {
    const dbName = p.dataset.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    push(
      `## API under load — ${dbName}`,
      '',
      `autocannon, ${CONFIG.connections} connections, ${CONFIG.duration} s per endpoint after ${CONFIG.warmup} s of warm-up, against the`,
      'production server (`NODE_ENV=production`, rate limit off, logs at warn) on 127.0.0.1. Latency is over completed',
      'requests; a request still open after 10 s counts as a timeout. No `Accept-Encoding` is sent.',
      '',
      apiTable(p.api),
      '',
    );
  }

  push(
    '## What the endpoints return',
    '',
    `One request each on the ${main.label} server with nothing else running (median of 5). “gzip would be” is the body`,
    'gzipped locally; “compressed on request?” says whether the server answered `Accept-Encoding: gzip, br` with a',
    'compressed body.',
    '',
    sizeTable(main.api),
    '',
    '### Where the time of the big lists goes',
    '',
    'Measured in-process by bench/profile.ts (mean of 5 calls after one warm-up, no other load from the benchmark):',
    'the service call (SQL query and mapping rows to the API shape), the zod check of the response schema, and',
    'JSON.stringify.',
    '',
    '| List | database | rows | service ms | zod ms | JSON.stringify ms |',
    '|---|---|--:|--:|--:|--:|',
    ...passes.flatMap((p) =>
      p.lists.map(
        (l) =>
          `| ${l.name} | ${p.label} | ${fmt(l.rows)} | ${fmt(l.serviceMs, 1)} | ${fmt(l.zodMs, 1)} | ${fmt(l.stringifyMs, 1)} |`,
      ),
    ),
    '',
    '## Web bundle (apps/web, production build)',
    '',
    `- Entry chunk ${bundle.entry.map((e) => `\`${e.file}\``).join(', ')}: **${kb(bundle.entryGzip)} KiB gzipped** (${kb(bundle.entry.reduce((t, e) => t + e.bytes, 0))} KiB raw).`,
    `- With the chunks index.html preloads (${bundle.preloaded.map((e) => `\`${e.file}\``).join(', ') || 'none'}): ${kb(bundle.initialGzip)} KiB gzipped; CSS ${kb(bundle.cssGzip)} KiB gzipped.`,
    `- All ${bundle.jsFiles} JS files together: ${kb(bundle.allJsBytes)} KiB raw, ${kb(bundle.allJsGzip)} KiB gzipped (route pages are lazy chunks).`,
    `- Largest chunks (gzipped): ${bundle.largest.map((e) => `\`${e.file}\` ${kb(e.gzipBytes)} KiB`).join(', ')}.`,
    '',
  );

  const lh = main.lighthouse;
  const measured = lh?.filter((p) => p.median) ?? [];
  if (lh) {
    push(
      '## Pages — Lighthouse',
      '',
      `Lighthouse 12 in ${machineInfo.chromium} (headless), default mobile emulation and simulated throttling (slow 4G,`,
      `4× CPU slowdown), ${CONFIG.lighthouseRuns} performance runs per page; the run with the median score is shown. Accessibility is a`,
      'separate single run (it does not vary, and axe over a huge page does not finish alongside the performance audits).',
      'Cold loads (cache cleared each run). Only 127.0.0.1 resolves in the browser, so the Google Maps embed on a charity',
      'page does not load.',
      '',
      '| Page | performance (all runs) | LCP s | CLS | TBT ms | FCP s | Speed Index s | transfer KB | DOM elements | accessibility |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...lh.map((p) => {
        const name = `${p.name} \`${p.path.replace(/\/\d+$/, '/{id}')}\``;
        const a11y = p.a11y.accessibility ?? 'not measured¹';
        const failed = p.failures.length ? ` — ${p.failures.length} attempt(s) did not finish¹` : '';
        if (!p.median) return `| ${name} | did not finish¹ | | | | | | | | ${a11y} |`;
        const m = p.median;
        return (
          `| ${name} | **${m.performance}** (${p.scores.join(', ')})${failed} | ${fmt(m.lcp / 1000, 2)} | ${fmt(m.cls, 3)} | ` +
          `${fmt(m.tbt)} | ${fmt(m.fcp / 1000, 2)} | ${fmt(m.speedIndex / 1000, 2)} | ${kb(m.bytes)} | ${fmt(m.domSize)} | ${a11y} |`
        );
      }),
      '',
      ...(lh.some((p) => p.failures.length || p.a11y.reason)
        ? [
            `¹ Did not finish (a failed performance run is retried once): ${lh
              .filter((p) => p.failures.length || p.a11y.reason)
              .map(
                (p) =>
                  `${p.name} — ${[...new Set([...p.failures, p.a11y.reason].filter(Boolean))].join('; ')}`,
              )
              .join('. ')}.`,
            '',
          ]
        : []),
      'Lighthouse’s top opportunities in the median runs, and the element whose move weighs most in CLS:',
      '',
      ...measured.map(
        (p) =>
          `- ${p.name}: ${
            p.median.opportunities.length
              ? p.median.opportunities
                  .map(
                    (o) =>
                      `${o.title} (~${fmt(o.savingsMs)} ms${o.savingsBytes ? `, ${kb(o.savingsBytes)} KB` : ''})`,
                  )
                  .join('; ')
              : 'none flagged'
          }${p.median.shiftedBy ? `. Largest shift: \`${p.median.shiftedBy.selector}\` (${fmt(p.median.shiftedBy.score, 3)})` : ''}${
            p.a11y.failing?.length ? `. Accessibility audits failing: ${p.a11y.failing.join('; ')}` : ''
          }.`,
      ),
      '',
    );
  }

  // The reading, against published anchors.
  const one = byPath(main, 'One charity');
  const list = byPath(main, 'All charities');
  const events = byPath(main, 'All upcoming events');
  const dbRows = main.api.filter((r) => r.path.startsWith('/api/') && !r.name.startsWith('Health'));
  const passLine = (p, fn) => `${p.label}: ${fn(p)}`;
  const latencyOf = (p) => {
    const slow = p.api.filter((r) => r.p90 >= 200 || r.timeouts > 0);
    return slow.length === 0
      ? `all ${p.api.length} endpoints pass`
      : `${p.api.length - slow.length} of ${p.api.length} pass; over the bar: ${slow
          .map((r) => `${r.name} (p90 ${fmt(r.p90)} ms${r.timeouts ? `, ${fmt(r.timeouts)} timeouts` : ''})`)
          .join(', ')}`;
  };
  push(
    '## Reading',
    '',
    '- **Throughput.** Fastify’s own hello-world benchmark does about 47k req/s on 4 vCPU, and typical Node +',
    '  PostgreSQL APIs serve 3–6k req/s for simple reads. This machine has 2 cores shared by the server, the load',
    '  generator (and, for the second table, PostgreSQL itself), so expect well under half of those figures even for',
    `  perfect code. \`/api/health\` (which also runs \`select 1\`) does ${passes.map((p) => `${fmt(byPath(p, 'Health (select 1)')?.rps)} req/s on ${p.label}`).join(' and ')};`,
    `  serving index.html (no database) ${passes.map((p) => `${fmt(byPath(p, 'Web app index.html')?.rps)}`).join(' / ')} req/s. Single-row reads: ${passes
      .map(
        (p) =>
          `${p.label} one charity ${fmt(byPath(p, 'One charity')?.rps)}, one event ${fmt(byPath(p, 'One event')?.rps)} req/s`,
      )
      .join('; ')} — ${
      passes.some((p) => (byPath(p, 'One event')?.rps ?? 0) >= 3000) ? 'within' : 'below'
    } the 3–6k band, about what two shared cores allow on PostgreSQL, and far lower on PGlite.`,
    `- **Latency.** GitLab’s pass bar is TTFB p90 < 200 ms. Under ${CONFIG.connections} concurrent connections: ${passes
      .map((p) => passLine(p, latencyOf))
      .join(
        '. ',
      )}. A single request alone is quick for everything but the two full lists (see “one request alone”),`,
    '  so the misses are queueing: 50 requests wait for 2 cores, and on PGlite for its single connection.',
  );
  // The benchmark itself keeps about 2 cores busy; clearly more means someone else was using the machine.
  for (const p of passes) {
    const peak = Math.max(...p.api.map((r) => r.load ?? 0));
    if (peak > Number(machineInfo.nproc) * 1.5)
      push(
        `- **Caveat: ${p.label}.** Other work shared the machine during this part (1-minute load up to ${fmt(peak, 1)} on` +
          ` ${machineInfo.nproc} cores, see “load after”), so its figures are lower than the code alone would give; compare` +
          ' endpoints within the table rather than with the anchors.',
      );
  }
  if (postgres) {
    const compare = postgres.api
      .map((r) => {
        const base = byPath(main, r.name);
        return base ? `${r.name} ${fmt(base.rps)} → ${fmt(r.rps)}` : null;
      })
      .filter(Boolean);
    push(
      `- **PGlite vs PostgreSQL** (req/s, PGlite → PostgreSQL): ${compare.join('; ')}. PGlite is one connection in the`,
      '  server process, so every query waits for the one before it and competes with request handling for the same',
      '  thread; PostgreSQL runs queries in its own processes over a pool of 10 connections.',
    );
  } else
    push(
      '- **PGlite** is a single connection inside the server process: every query is serialised behind the one before',
      '  it and runs on the same thread as request handling. A PostgreSQL run (`BENCH_POSTGRES=1`) would differ.',
    );
  if (lh) {
    const good = measured.filter((p) => p.median.performance >= 90);
    const lcpOk = measured.filter((p) => p.median.lcp <= 2500);
    const clsOk = measured.filter((p) => p.median.cls <= 0.1);
    const unfinished = lh.filter((p) => !p.median);
    push(
      `- **Pages.** Lighthouse performance ≥ 90 is “good”: ${good.length} of ${lh.length} pages (${lh.map((p) => `${p.name} ${p.median?.performance ?? 'did not finish'}`).join(', ')}).`,
      `  LCP ≤ 2.5 s: ${lcpOk.length} of ${lh.length}; CLS ≤ 0.1: ${clsOk.length} of ${lh.length}. Accessibility scores: ${lh.map((p) => `${p.name} ${p.a11y.accessibility ?? 'not measured'}`).join(', ')}.` +
        (unfinished.length
          ? ` Lighthouse could not finish ${unfinished.map((p) => p.name).join(', ')} at all.`
          : ''),
    );
  }
  push(
    `- **JavaScript budget.** About 200 KiB gzipped for the initial route: the entry chunk is ${kb(bundle.entryGzip)} KiB gzipped` +
      ` (${kb(bundle.initialGzip)} KiB with its preloaded chunks) — ${bundle.initialGzip <= 200 * 1024 ? 'within' : 'over'} budget.`,
    '',
    '## Bottlenecks and recommendations',
    '',
    'Measured, not fixed here (the benchmark changes no application code):',
    '',
  );
  const recs = [];
  const big = dbRows.filter((r) => r.bytes > 100 * 1024).sort((a, b) => b.bytes - a.bytes);
  for (const r of big)
    recs.push(
      `**${r.name}** (\`${r.path.replace(/\/\d+$/, '/{id}')}\`) returns ${r.items === null ? '' : `all ${fmt(r.items)} items, `}${kb(r.bytes)} KB of JSON on every call ` +
        `(${fmt(r.rps)} req/s, p90 ${fmt(r.p90)} ms under load; ${fmt(r.unloadedTotalMs)} ms alone${
          main.lists.find((l) => l.name === r.name)
            ? `, of which the query and mapping take ${fmt(main.lists.find((l) => l.name === r.name).serviceMs)} ms and zod + JSON ${fmt(
                main.lists.find((l) => l.name === r.name).zodMs +
                  main.lists.find((l) => l.name === r.name).stringifyMs,
              )} ms`
            : ''
        }). Page it (limit/cursor) or` +
        ' return a slim list shape, and let the page ask for more as the user scrolls or filters.',
    );
  if (main.api.some((r) => r.bytes > 10 * 1024 && !r.servedCompressed))
    recs.push(
      `**No compression.** The server sends JSON, HTML and JS uncompressed even when asked for gzip/br (all charities: ${kb(list?.bytes)} KB → ${kb(list?.gzipBytes)} KB gzipped` +
        `${events ? `; upcoming events: ${kb(events.bytes)} KB → ${kb(events.gzipBytes)} KB` : ''}). Compress at the reverse proxy, or with` +
        ' @fastify/compress plus precompressed static assets (@fastify/static `preCompressed`).',
    );
  const leaderboard = byPath(main, 'Leaderboard (top 100)');
  if (leaderboard && one && leaderboard.rps < one.rps / 2)
    recs.push(
      `**Leaderboard** (${fmt(leaderboard.rps)} req/s vs ${fmt(one.rps)} for one charity, ${fmt(leaderboard.unloadedTotalMs, 1)} ms alone): each` +
        ' request ranks the donors at or above the 100th total and joins their names, then checks and serialises about' +
        ' 100 entries. Its result changes only when a donation completes: keep it in memory for a few seconds (or let' +
        ' the proxy cache it with a short max-age) instead of asking the database on every request.',
    );
  const img = byPath(main, 'Charity picture (200)');
  const img304 = byPath(main, 'Charity picture (If-None-Match, 304)');
  if (img && img304)
    recs.push(
      `**Pictures** cost two queries per request (the charity's row, then the image's row) whether the answer is the bytes or` +
        ` a 304: ${passes
          .map(
            (p) =>
              `${p.label} ${fmt(byPath(p, 'Charity picture (200)')?.rps)} req/s for 200s vs ${fmt(byPath(p, 'Charity picture (If-None-Match, 304)')?.rps)} for 304s`,
          )
          .join(
            '; ',
          )}, so the database round trips, more than the bytes, set the pace. Browsers keep them a day; in production let a CDN or` +
        ' the proxy cache /api/get/*/image and /logo, or serve them by image id under an immutable URL.',
    );
  recs.push(
    '**PGlite is for one small server.** It runs every query on one connection inside the Node process, so queries' +
      ' queue behind each other and compete with request handling for the same thread; under real traffic use' +
      ` PostgreSQL (DATABASE_URL)${postgres ? ' — compare the two API tables above' : ''}.`,
  );
  if (measured.length) {
    const shifted = measured.filter((p) => p.median.cls > 0.1 && p.median.shiftedBy);
    const selectors = [...new Set(shifted.map((p) => p.median.shiftedBy.selector))];
    if (shifted.length)
      recs.push(
        `**Layout shift** (CLS over 0.1 on ${shifted.map((p) => p.name).join(', ')}): the element that moves most is ${selectors
          .map((sel) => `\`${sel}\``)
          .join(
            ', ',
          )}. When the page's data arrives the content grows and pushes it down; reserve the space` +
          ' (a minimum height for the main area, or placeholders the size of the content) so nothing below moves.',
      );
  }
  if (lh) {
    /** What the numbers say about a page's data: more fetched than shown, or everything rendered at once. */
    const dataAdvice = (m) => {
      const apiBytes = m.apiCalls.reduce((total, call) => total + call.bytes, 0);
      if (apiBytes > 1024 * 1024 && m.domSize < 2_000)
        return ` It fetches ${kb(apiBytes)} KB of API data yet shows only ${fmt(m.domSize)} DOM elements: ask the API for just the rows it shows (a limit, or a dedicated summary call).`;
      if (m.domSize > 10_000)
        return ` It renders every row at once (${fmt(m.domSize)} DOM elements): page or virtualise the list.`;
      return '';
    };
    for (const p of lh.filter((page) => !page.median || page.median.performance < 90))
      recs.push(
        `**${p.name} page** (\`${p.path.replace(/\/\d+$/, '/{id}')}\`) ${
          p.median
            ? `scores ${p.median.performance} (LCP ${fmt(p.median.lcp / 1000, 1)} s, TBT ${fmt(p.median.tbt)} ms, ${fmt(p.median.domSize)} DOM elements): ${
                p.median.opportunities.map((o) => o.title).join('; ') || 'see its Lighthouse report'
              }.${dataAdvice(p.median)}`
            : 'did not finish in Lighthouse.'
        }${
          p.median?.apiCalls.length
            ? ` Its API calls (${kb(p.median.apiCalls.reduce((total, call) => total + call.bytes, 0))} KB in all): ${p.median.apiCalls.map((call) => `\`${call.path.replace(/\/\d+$/, '/{id}')}\` ${kb(call.bytes)} KB`).join(', ')}.`
            : ''
        }`,
      );
  }
  if (bundle.initialGzip > 200 * 1024)
    recs.push(
      `**JavaScript** over budget: ${kb(bundle.initialGzip)} KiB gzipped for the first route; split the largest chunks (${bundle.largest.map((e) => e.file).join(', ')}).`,
    );
  recs.forEach((rec, i) => {
    push(`${i + 1}. ${rec}`);
  });
  push(
    '',
    '## How to run',
    '',
    '```sh',
    'npm run bench                       # PGlite: generate, build, API load tests, Lighthouse; writes this file',
    'BENCH_POSTGRES=1 npm run bench      # and the API part again on PostgreSQL (bench_tabang, dropped afterwards)',
    'BENCH_SKIP_GENERATE=1 npm run bench # reuse data/bench',
    'node --import tsx bench/generate.ts # only the data set (BENCH_USERS, BENCH_CHARITIES, BENCH_EVENTS, BENCH_DONATIONS, BENCH_ENGAGEMENT)',
    '```',
    '',
    'Two runs at once on one machine must not share a data folder, web build or PostgreSQL database: give the second',
    'its own `BENCH_DATA_DIR`, `BENCH_WEB_OUT` and `BENCH_PG_DATABASE` (each run wipes its data folder first). Numbers',
    'from a run that shares the machine with other heavy work are lower than the machine can do.',
    '',
    `The web app is built into apps/web/${WEB_OUT}; the server log and dataset.json are left in the data folder.`,
    '',
  );
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

const current = { server: null, chrome: null, pgCreated: false };

async function cleanup() {
  if (current.server) await current.server.stop().catch(() => undefined);
  if (current.chrome) await Promise.resolve(current.chrome.kill()).catch(() => undefined);
  if (current.pgCreated) {
    try {
      execFileSync('dropdb', ['--if-exists', '-h', HOST, '-U', 'postgres', PG_DATABASE], {
        stdio: 'inherit',
      });
      log(`dropped database ${PG_DATABASE}`);
    } catch (error) {
      console.error(`Could not drop ${PG_DATABASE}: ${error.message}`);
    }
    current.pgCreated = false;
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });

async function main() {
  if (!isAbsolute(CONFIG.dataDir)) throw new Error('BENCH_DATA_DIR did not resolve');
  const resultsFile = join(CONFIG.dataDir, 'results.json');
  if (env.BENCH_REPORT_ONLY === '1') {
    // Re-renders the report from the last run's raw results (for changes to its wording only).
    const saved = JSON.parse(readFileSync(resultsFile, 'utf8'));
    Object.assign(CONFIG, saved.config, { output: CONFIG.output });
    writeFileSync(CONFIG.output, report(saved));
    log(`wrote ${relative(ROOT, CONFIG.output)} from ${relative(ROOT, resultsFile)}`);
    return;
  }
  const command = [
    ...Object.entries(env)
      .filter(([name]) => name.startsWith('BENCH_'))
      .map(([name, value]) => `${name}=${value}`),
    'npm run bench',
  ].join(' ');
  const machineInfo = machine();
  log(`machine: ${machineInfo.nproc} cores, ${machineInfo.memGiB} GiB, load ${machineInfo.load.join(' ')}`);
  run('npm', ['run', 'build'], { WEB_OUT_DIR: WEB_OUT });
  const bundle = bundleSizes();
  log(`entry chunk ${kb(bundle.entryGzip)} KiB gzipped`);

  const passes = [];
  passes.push(await pass({ label: 'PGlite', dataDir: CONFIG.dataDir, pages: CONFIG.lighthouse }));

  if (CONFIG.postgres) {
    const url = new URL(CONFIG.postgresUrl);
    if (url.hostname !== HOST) throw new Error('BENCH_POSTGRES_URL must point at 127.0.0.1');
    execFileSync(
      'dropdb',
      ['--if-exists', '-h', HOST, '-p', url.port || '5432', '-U', url.username || 'postgres', PG_DATABASE],
      {
        stdio: 'inherit',
      },
    );
    execFileSync(
      'createdb',
      ['-h', HOST, '-p', url.port || '5432', '-U', url.username || 'postgres', PG_DATABASE],
      {
        stdio: 'inherit',
      },
    );
    current.pgCreated = true;
    log(`created database ${PG_DATABASE}`);
    passes.push(
      await pass({
        label: 'PostgreSQL',
        dataDir: `${CONFIG.dataDir}-pg`,
        databaseUrl: `${CONFIG.postgresUrl}/${PG_DATABASE}`,
        pages: false,
      }),
    );
  }

  const totalSeconds = (Date.now() - started) / 1000;
  const results = { command, config: CONFIG, machineInfo, bundle, passes, totalSeconds };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  mkdirSync(dirname(CONFIG.output), { recursive: true });
  writeFileSync(CONFIG.output, report(results));
  log(`wrote ${relative(ROOT, CONFIG.output)} (raw results in ${relative(ROOT, resultsFile)})`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
