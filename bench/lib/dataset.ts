/** The data set: bench/generate.ts fills the database, bench/profile.ts times the big lists in-process. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config';
import { log } from './log';
import type { Dataset, ListProfile, TotalsCheck } from './results';
import { runCommand } from './run-command';

/** Without `databaseUrl`, PGlite in `dataDir` (an inherited DATABASE_URL is cleared, not used). */
export function generateDataset(dataDir: string, databaseUrl?: string, sizes: NodeJS.ProcessEnv = {}): void {
  runCommand(process.execPath, ['--import', 'tsx', 'bench/generate.ts'], {
    ...sizes,
    BENCH_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
  });
}

export function readDataset(dataDir: string): Dataset {
  const file = join(dataDir, 'dataset.json');
  if (!existsSync(file)) throw new Error(`No data set in ${dataDir}: run without BENCH_SKIP_GENERATE first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Dataset;
}

/** bench/profile.ts: the list endpoints' time split into query, zod and JSON (before the server holds PGlite). */
export function profileLists(dataDir: string, databaseUrl?: string): ListProfile[] {
  log('$ node --import tsx bench/profile.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/profile.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  });
  const line = result.stdout?.split('\n').find((l) => l.startsWith('PROFILE '));
  if (result.status !== 0 || !line) throw new Error(`bench/profile.ts failed:\n${result.stderr}`);
  const { lists } = JSON.parse(line.slice('PROFILE '.length)) as { lists: ListProfile[] };
  for (const row of lists)
    log(
      `${row.name}: service ${row.serviceMs.toFixed(1)} ms, zod ${row.zodMs.toFixed(1)} ms, JSON ${row.stringifyMs.toFixed(1)} ms`,
    );
  return lists;
}

/** bench/check-totals.ts: the money after the donation phase (run once the server has stopped). */
export function checkTotals(dataDir: string, databaseUrl?: string): TotalsCheck {
  log('$ node --import tsx bench/check-totals.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/check-totals.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  });
  const line = result.stdout?.split('\n').find((l) => l.startsWith('TOTALS '));
  if (result.status !== 0 || !line) throw new Error(`bench/check-totals.ts failed:\n${result.stderr}`);
  const check = JSON.parse(line.slice('TOTALS '.length)) as TotalsCheck;
  log(
    check.ok
      ? `totals exact: ${check.completedInDb} donations, ${check.sumCentavos} centavos; every charity, donor and event total matches`
      : `TOTALS WRONG: ${check.problems.join('; ')}`,
  );
  return check;
}
