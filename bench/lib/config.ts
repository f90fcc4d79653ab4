/** The benchmark's settings, read once from BENCH_* environment variables (listed in bench/run.ts). */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The only host the benchmark sends traffic to. */
export const HOST = '127.0.0.1';

export interface BenchConfig {
  skipGenerate: boolean;
  /** Re-render the report from the last run's results.json instead of measuring. */
  reportOnly: boolean;
  duration: number;
  warmup: number;
  connections: number;
  port: number;
  /** First port tried for the bare node:http server. */
  barePort: number;
  lighthouse: boolean;
  /** Load-test the API (BENCH_API=0 skips it, e.g. to look at the donations alone). */
  api: boolean;
  /** Start the server with --cpu-prof (profiles land in the data folder's cpu-profile/). */
  cpuProfile: boolean;
  lighthouseRuns: number;
  /** Also run the whole API part on PGlite (smaller data set by default), before the PostgreSQL pass. */
  pglite: boolean;
  postgresUrl: string;
  /** The donation phase: concurrent signed-in donors, and seconds (0 skips it). */
  donors: number;
  donationSeconds: number;
  /** Reads while donating and while mail is down (BENCH_UNDER_WRITES=0 skips both). */
  underWrites: boolean;
  /** The donors' combined rate during "reads while donating" (0: as fast as they can). */
  giftsPerSecond: number;
  /** Reads without the cache, on a second server (BENCH_UNCACHED=0 skips them). */
  uncached: boolean;
  /** Receipts once mail is back, sent by a worker (BENCH_RECEIPTS=0 skips them). */
  receipts: boolean;
  pgDatabase: string;
  /** Keep the PostgreSQL database after the run (for BENCH_SKIP_GENERATE=1 later). */
  keepDatabase: boolean;
  dataDir: string;
  output: string;
  /** The web build's folder name under apps/web, and its absolute path. */
  webOut: string;
  webDist: string;
  chromium: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
    return value;
  };
  // A separate build folder, so the benchmark never overwrites a build someone else is using.
  const webOut = env.BENCH_WEB_OUT ?? 'dist-bench';
  if (!/^[\w.-]+$/.test(webOut)) throw new Error('BENCH_WEB_OUT must be a folder name');
  const pgDatabase = env.BENCH_PG_DATABASE ?? 'bench_tabang';
  if (!/^[a-z_][a-z0-9_]*$/.test(pgDatabase))
    throw new Error('BENCH_PG_DATABASE must be a plain lower-case name');
  return {
    skipGenerate: env.BENCH_SKIP_GENERATE === '1',
    reportOnly: env.BENCH_REPORT_ONLY === '1',
    duration: num('BENCH_DURATION', 10),
    warmup: num('BENCH_WARMUP', 2),
    connections: num('BENCH_CONNECTIONS', 50),
    port: num('BENCH_PORT', 4321),
    barePort: num('BENCH_BARE_PORT', num('BENCH_PORT', 4321) + 1),
    lighthouse: env.BENCH_LIGHTHOUSE !== '0',
    api: env.BENCH_API !== '0',
    cpuProfile: env.BENCH_CPU_PROF === '1',
    lighthouseRuns: Math.max(1, num('BENCH_LIGHTHOUSE_RUNS', 3)),
    pglite: env.BENCH_PGLITE === '1',
    postgresUrl: (env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, ''),
    pgDatabase,
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
    donors: Math.max(1, num('BENCH_DONORS', 50)),
    donationSeconds: num('BENCH_DONATION_DURATION', num('BENCH_DURATION', 10)),
    underWrites: env.BENCH_UNDER_WRITES !== '0',
    giftsPerSecond: num('BENCH_GIFTS_PER_SECOND', 60),
    uncached: env.BENCH_UNCACHED !== '0',
    receipts: env.BENCH_RECEIPTS !== '0',
    dataDir: resolve(ROOT, env.BENCH_DATA_DIR ?? 'data/bench'),
    output: resolve(ROOT, env.BENCH_OUTPUT ?? 'docs/benchmarks.md'),
    webOut,
    webDist: join(ROOT, 'apps/web', webOut),
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}
