import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../ports';

/**
 * A throwaway PostgreSQL cluster of this test's own, in a temp folder on a free port, so that the tests can stop,
 * freeze and break it without touching any other database. Made with Debian's initdb and pg_ctl.
 */
export type Cluster = {
  port: number;
  /** The URL of the `tabang` database in it. */
  url: string;
  start(): void;
  /** A fast shutdown: sessions are ended at once, as in a restart or failover. */
  stop(): void;
  /** SIGSTOP the postmaster and all its children: a server that holds its sockets open but never answers. */
  freeze(): void;
  thaw(): void;
  /**
   * Ends every session on the `tabang` database, as an idle timeout or a failover does. Resolves once they have all
   * gone, with those PostgreSQL ended and told their client so, each with how long it had been idle (0: busy).
   */
  terminateBackends(): Promise<EndedSession[]>;
  destroy(): void;
};

export type EndedSession = { pid: number; idleMs: number };

/** What PostgreSQL logs for each session that pg_terminate_backend ends (and sends its client), after its pid. */
const TERMINATED_LINE = /\[(\d+)\] FATAL: {2}terminating connection due to administrator command/g;

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL's server binaries are not installed. */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromPgConfig.status === 0) candidates.push(fromPgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql'))
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(join('/usr/lib/postgresql', version, 'bin'));
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** The ids of a process's direct children, from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

export async function createCluster(binDir: string): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'tabang-faults-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: then the cluster belongs to the postgres user.
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, command), ...args]]
      : [join(binDir, command), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c max_connections=60',
    // Each line names its session, so a test can tell which sessions were ended.
    "-c log_line_prefix='%m [%p] '",
  ].join(' ');
  const log = join(root, 'log');
  let running = false;
  const start = () => {
    if (running) return;
    try {
      run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']);
    } catch (error) {
      throw new Error(`PostgreSQL did not start:\n${readFileSync(log, 'utf8').slice(-2000)}`, {
        cause: error,
      });
    }
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  try {
    start();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('create database tabang');
    await admin.end();
  } catch (error) {
    if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // already gone
      }
    }
    frozen = [];
  };
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/tabang`,
    start,
    stop,
    freeze() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so it starts no new child while its children are stopped.
      frozen.push(postmaster);
      process.kill(postmaster, 'SIGSTOP');
      for (const child of childrenOf(postmaster)) {
        frozen.push(child);
        process.kill(child, 'SIGSTOP');
      }
    },
    thaw,
    async terminateBackends() {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await client.connect();
      try {
        const logged = readFileSync(log, 'utf8').length;
        // Listed first, then ended: in one query the planner may end sessions before it filters them.
        const { rows } = await client.query<{ pid: number; idle_ms: number }>(
          `select pid, case when state = 'idle' then extract(epoch from now() - state_change) * 1000 else 0 end idle_ms
           from pg_stat_activity where datname = 'tabang'`,
        );
        const pids = rows.map((row) => row.pid);
        await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids]);
        const giveUpAt = Date.now() + 30_000;
        while ((await client.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount) {
          if (Date.now() > giveUpAt) throw new Error('sessions still there 30 s after they were terminated');
          await new Promise((r) => setTimeout(r, 50));
        }
        // Read from the log, which each ended session writes to before it goes: a session whose client was just
        // closing it (the pool's idle timeout) may finish on its own first, and then it is not there.
        const ended = new Set(
          [...readFileSync(log, 'utf8').slice(logged).matchAll(TERMINATED_LINE)].map((line) =>
            Number(line[1]),
          ),
        );
        return rows
          .filter((row) => ended.has(row.pid))
          .map((row) => ({ pid: row.pid, idleMs: Number(row.idle_ms) }));
      } finally {
        await client.end();
      }
    },
    destroy() {
      thaw();
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
