/** The benchmark's own PostgreSQL database, created fresh for the PostgreSQL pass and dropped afterwards. */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { undoOnExit } from './cleanup';
import { HOST } from './config';
import { log } from './log';

/** dropdb/createdb's connection options for the server at `serverUrl`, which must be on 127.0.0.1. */
function connection(serverUrl: string): string[] {
  const url = new URL(serverUrl);
  if (url.hostname !== HOST) throw new Error('BENCH_POSTGRES_URL must point at 127.0.0.1');
  return ['-h', HOST, '-p', url.port || '5432', '-U', url.username || 'postgres'];
}

/** Creates `name` empty (dropping what an earlier run left) and, when `dropAtEnd`, drops it when the benchmark ends. */
export function createFreshDatabase(serverUrl: string, name: string, dropAtEnd: boolean): void {
  const options = connection(serverUrl);
  execFileSync('dropdb', ['--if-exists', ...options, name], { stdio: 'inherit' });
  execFileSync('createdb', [...options, name], { stdio: 'inherit' });
  log(`created database ${name}`);
  if (dropAtEnd)
    undoOnExit(() => {
      try {
        execFileSync('dropdb', ['--if-exists', ...options, name], { stdio: 'inherit' });
        log(`dropped database ${name}`);
      } catch (error) {
        console.error(`Could not drop ${name}: ${error instanceof Error ? error.message : error}`);
      }
    });
}

/**
 * Vacuums and analyses the database before a phase when the server's autovacuum is off (this machine kind's shared
 * PostgreSQL runs without it), as autovacuum would in a live one: otherwise every version of the rows the gifts
 * rewrite (their events', charities' and donors' totals, the receipts' jobs) piles up through the run, and each later
 * phase reads through more of them than a live server would have. Nothing for a server with autovacuum on.
 */
export function vacuumIfNoAutovacuum(databaseUrl: string | undefined, before: string): void {
  if (!databaseUrl) return;
  const psql = (command: string) =>
    execFileSync('psql', [databaseUrl, '-X', '-q', '-A', '-t', '-c', command], { encoding: 'utf8' }).trim();
  if (psql('show autovacuum') !== 'off') return;
  const started = performance.now();
  psql('vacuum (analyze)');
  log(
    `vacuum (analyze) before ${before}, as autovacuum (off on this server) would: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
