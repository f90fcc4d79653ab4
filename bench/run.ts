/**
 * The benchmarks (npm run bench): generates a city-size data set on PostgreSQL, builds the web app, starts the
 * production server on 127.0.0.1, load-tests every public read with autocannon next to a bare node:http server
 * answering the same bytes, measures the pages with Lighthouse, runs signed-in donors through the sandbox
 * checkout, measures the key reads again while donors give and then while their receipts are retried with the mail
 * server down (bench/lib/under-writes.ts), measures every target read again on a server without its cache
 * (bench/lib/uncached.ts), has a worker send the receipts queued meanwhile (bench/lib/receipts.ts), checks the
 * money of every gift, samples the server's RSS throughout, and writes docs/benchmarks.md. Traffic only ever goes to 127.0.0.1. Not part of npm test (a measurement, never a test).
 *
 * Environment (all optional):
 *   BENCH_SKIP_GENERATE=1   reuse the data set (the PostgreSQL database BENCH_PG_DATABASE and BENCH_DATA_DIR)
 *   BENCH_DURATION=10       seconds per autocannon run; BENCH_WARMUP=2 seconds of unrecorded warm-up first
 *   BENCH_CONNECTIONS=50    concurrent connections
 *   BENCH_PORT=4321         first port tried for the server; BENCH_BARE_PORT (BENCH_PORT + 1) for the bare one
 *   BENCH_LIGHTHOUSE=0      skip Lighthouse; BENCH_LIGHTHOUSE_RUNS=3 runs per page
 *   BENCH_API=0             skip the API load tests (say, to look at the donations alone)
 *   BENCH_CPU_PROF=1        start the server with --cpu-prof (profiles in the data folder's cpu-profile/)
 *   BENCH_DONORS=50         concurrent signed-in donors; BENCH_DONATION_DURATION (BENCH_DURATION) seconds, 0 skips
 *                           the donation phase (not the reads under writes)
 *   BENCH_UNDER_WRITES=0    skip "reads while donating" and "reads while mail is down" (six key reads, each
 *                           BENCH_WARMUP + BENCH_DURATION seconds, twice; the same BENCH_DONORS give in the first)
 *   BENCH_GIFTS_PER_SECOND  the donors' combined rate in "reads while donating" (60; 0: as fast as they can, as
 *                           the donation phase always gives)
 *   BENCH_UNCACHED=0        skip "reads without the cache" (every target read, on a second server started with
 *                           PUBLIC_CACHE=0 after the first stops)
 *   BENCH_RECEIPTS=0        skip "receipts once mail is back" (a worker sends the queued receipts for 30 s)
 *   BENCH_POSTGRES_URL      the PostgreSQL server (default postgres://postgres@127.0.0.1:5432); the run creates
 *                           BENCH_PG_DATABASE (bench_tabang) fresh and drops it at the end (BENCH_KEEP_DATABASE=1
 *                           keeps it, for a later BENCH_SKIP_GENERATE=1 run)
 *   BENCH_PGLITE=1          first the same API part on PGlite too, with a smaller data set unless the sizes are
 *                           given (20,000 users, 200,000 donations, 50,000 likes/volunteers per table)
 *   BENCH_OUTPUT            where the report goes (default docs/benchmarks.md)
 *   BENCH_DATA_DIR, BENCH_WEB_OUT, BENCH_PG_DATABASE  the data folder (data/bench), the web build folder under
 *                           apps/web (dist-bench) and the PostgreSQL database (bench_tabang): give a second run
 *                           on the same machine its own, or it wipes the first one's data under its server
 *   BENCH_REPORT_ONLY=1     only re-render the report from the last run's results.json (for changes to its wording)
 *   CHROMIUM_PATH           the browser Lighthouse drives (default /usr/bin/chromium)
 *   and the data set sizes of bench/generate.ts (BENCH_USERS, BENCH_CHARITIES, BENCH_EVENTS, BENCH_DONATIONS,
 *   BENCH_ENGAGEMENT; defaults 100,000 / 2,000 / 20,000 / 1,000,000 / 100,000).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { measureApi } from './lib/api-load';
import { bundleSizes } from './lib/bundle';
import { undoAll } from './lib/cleanup';
import { type BenchConfig, ROOT, readConfig } from './lib/config';
import { checkTotals, generateDataset, profileLists, readDataset } from './lib/dataset';
import { type CompletedLedger, measureDonations, writeLedger } from './lib/donations';
import { measurePages } from './lib/lighthouse';
import { elapsedSeconds, log } from './lib/log';
import { codeVersion, machineInfo } from './lib/machine';
import { createFreshDatabase, vacuumIfNoAutovacuum } from './lib/postgres';
import { measureReceipts, RECEIPT_SECONDS } from './lib/receipts';
import type { BenchResults, PassResult } from './lib/results';
import { sampleRss } from './lib/rss';
import { runCommand } from './lib/run-command';
import { settle, startServer } from './lib/server';
import { measureUncached } from './lib/uncached';
import { measureUnderWrites } from './lib/under-writes';
import { report } from './report';

/** Smaller default sizes for the optional PGlite pass (one connection inside the server: city size takes long). */
const PGLITE_SIZES = { BENCH_USERS: '20000', BENCH_DONATIONS: '200000', BENCH_ENGAGEMENT: '50000' };

/**
 * One database's part: its data set, the in-process profile, then the server under load, the pages, the
 * donations and the reads under writes, with the server's RSS sampled throughout; the money of every gift of the
 * pass is checked once the server has stopped.
 */
async function pass(
  config: BenchConfig,
  {
    label,
    dataDir,
    databaseUrl,
    pages,
    generate,
    sizes = {},
  }: {
    label: string;
    dataDir: string;
    databaseUrl?: string;
    pages: boolean;
    generate: boolean;
    sizes?: NodeJS.ProcessEnv;
  },
): Promise<PassResult> {
  log(`--- ${label} ---`);
  const passStarted = Date.now();
  if (generate) generateDataset(dataDir, databaseUrl, sizes);
  const dataset = readDataset(dataDir);
  const lists = profileLists(dataDir, databaseUrl);
  const code = codeVersion();
  const server = await startServer(config, { dataDir, databaseUrl });
  const rss = sampleRss(server.pid);
  let result: Omit<PassResult, 'rss' | 'seconds'>;
  const ledger: CompletedLedger = { completed: [] };
  try {
    rss.phase('api');
    const api = config.api ? await measureApi(config, server, dataset.sample, dataDir) : [];
    await settle(server.base);
    rss.phase('lighthouse');
    const lighthouse = pages ? await measurePages(config, server, dataset.sample) : null;
    rss.phase('donations');
    const donations =
      config.donationSeconds > 0 ? await measureDonations(config, server, dataset, ledger) : null;
    if (config.underWrites) vacuumIfNoAutovacuum(databaseUrl, 'the reads under writes');
    const underWrites = config.underWrites
      ? await measureUnderWrites(config, server, { dataset, quiet: api, ledger, databaseUrl, rss })
      : null;
    result = { label, code, dataset, lists, api, lighthouse, donations, underWrites, totals: null };
  } finally {
    await server.stop();
    writeLedger(dataDir, ledger);
  }
  // On a server of its own, after the first: PGlite lets one process at a time open its data folder.
  if (config.uncached) {
    vacuumIfNoAutovacuum(databaseUrl, 'the reads without the cache');
    result.uncached = await measureUncached(config, { dataset, quiet: result.api, dataDir, databaseUrl });
  }
  // The receipts the gifts left queued while mail was down (counted in PostgreSQL's job table).
  if (config.receipts && databaseUrl && ledger.completed.length > 0)
    result.receipts = await measureReceipts(config, { dataDir, databaseUrl, seconds: RECEIPT_SECONDS });
  const memory = rss.stop();
  log(`server RSS: max ${memory.maxMB.toFixed(0)} MB (${memory.samples} samples)`);
  if (ledger.completed.length > 0 || result.donations) result.totals = checkTotals(dataDir, databaseUrl);
  return { ...result, rss: memory, seconds: Math.round((Date.now() - passStarted) / 1000) };
}

function writeReport(output: string, results: BenchResults): void {
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, report(results));
}

async function main() {
  const config = readConfig();
  const resultsFile = join(config.dataDir, 'results.json');
  if (config.reportOnly) {
    // The saved run's settings, except where this report goes and the web build it names.
    const saved = JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
    const { output, webOut } = config;
    writeReport(output, { ...saved, config: { ...config, ...saved.config, output, webOut } });
    log(`wrote ${relative(ROOT, output)} from ${relative(ROOT, resultsFile)}`);
    return;
  }
  const command = [
    ...Object.entries(process.env)
      .filter(([name]) => name.startsWith('BENCH_'))
      .map(([name, value]) => `${name}=${value}`),
    'npm run bench',
  ].join(' ');
  const machine = machineInfo(config.chromium);
  log(`machine: ${machine.nproc} cores, ${machine.memGiB} GiB, load ${machine.load.join(' ')}`);
  runCommand('npm', ['run', 'build'], { WEB_OUT_DIR: config.webOut });
  const bundle = bundleSizes(config.webDist);
  log(`entry chunk ${(bundle.entryGzip / 1024).toFixed(1)} KiB gzipped`);

  const passes: PassResult[] = [];
  if (config.pglite) {
    const sizes = Object.fromEntries(
      Object.entries(PGLITE_SIZES).filter(([name]) => process.env[name] === undefined),
    );
    passes.push(
      await pass(config, {
        label: 'PGlite',
        dataDir: `${config.dataDir}-pglite`,
        pages: false,
        generate: !config.skipGenerate,
        sizes,
      }),
    );
  }
  if (!config.skipGenerate) createFreshDatabase(config.postgresUrl, config.pgDatabase, !config.keepDatabase);
  passes.push(
    await pass(config, {
      label: 'PostgreSQL',
      dataDir: config.dataDir,
      databaseUrl: `${config.postgresUrl}/${config.pgDatabase}`,
      pages: config.lighthouse,
      generate: !config.skipGenerate,
    }),
  );

  const results: BenchResults = {
    command,
    config,
    machineInfo: machine,
    bundle,
    passes,
    totalSeconds: elapsedSeconds(),
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeReport(config.output, results);
  log(`wrote ${relative(ROOT, config.output)} (raw results in ${relative(ROOT, resultsFile)})`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`${signal}: stopping`);
    undoAll().finally(() => process.exit(130));
  });

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await undoAll();
}
