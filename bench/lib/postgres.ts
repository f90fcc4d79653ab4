/** The benchmark's own PostgreSQL database, created fresh for the PostgreSQL pass and dropped afterwards. */
import { execFileSync } from 'node:child_process';
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
