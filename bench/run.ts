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
 *   BENCH_REPORT_ONLY=1     only re-render the report from the last run's results.json (for changes to its wording)
 *   CHROMIUM_PATH           the browser Lighthouse drives (default /usr/bin/chromium)
 *   and the data set sizes of bench/generate.ts (BENCH_USERS, BENCH_CHARITIES, …).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { measureApi } from './lib/api-load';
import { bundleSizes } from './lib/bundle';
import { undoAll } from './lib/cleanup';
import { type BenchConfig, ROOT, readConfig } from './lib/config';
import { generateDataset, profileLists, readDataset } from './lib/dataset';
import { measurePages } from './lib/lighthouse';
import { elapsedSeconds, log } from './lib/log';
import { codeVersion, machineInfo } from './lib/machine';
import { createFreshDatabase } from './lib/postgres';
import type { BenchResults, PassResult } from './lib/results';
import { runCommand } from './lib/run-command';
import { settle, startServer } from './lib/server';
import { report } from './report';

/** One database's part: its data set, the in-process profile, then the server under load (and the pages). */
async function pass(
  config: BenchConfig,
  {
    label,
    dataDir,
    databaseUrl,
    pages,
  }: { label: string; dataDir: string; databaseUrl?: string; pages: boolean },
): Promise<PassResult> {
  log(`--- ${label} ---`);
  const passStarted = Date.now();
  if (!config.skipGenerate || databaseUrl) generateDataset(dataDir, databaseUrl);
  const dataset = readDataset(dataDir);
  const lists = profileLists(dataDir, databaseUrl);
  const code = codeVersion();
  const server = await startServer(config, { dataDir, databaseUrl });
  try {
    const api = await measureApi(config, server, dataset.sample);
    await settle(server.base);
    const lighthouse = pages ? await measurePages(config, server, dataset.sample) : null;
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
  }
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

  const passes = [await pass(config, { label: 'PGlite', dataDir: config.dataDir, pages: config.lighthouse })];
  if (config.postgres) {
    createFreshDatabase(config.postgresUrl, config.pgDatabase);
    passes.push(
      await pass(config, {
        label: 'PostgreSQL',
        dataDir: `${config.dataDir}-pg`,
        databaseUrl: `${config.postgresUrl}/${config.pgDatabase}`,
        pages: false,
      }),
    );
  }

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
