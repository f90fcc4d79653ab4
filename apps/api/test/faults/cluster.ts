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
  /** Ends every session on the `tabang` database, as an idle timeout or a failover does; returns how many. */
  terminateBackends(): Promise<number>;
  destroy(): void;
};

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
  ].join(' ');
  let running = false;
  const start = () => {
    if (running) return;
    try {
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', '-t', '60', 'start']);
    } catch (error) {
      const log = readFileSync(join(root, 'log'), 'utf8').slice(-2000);
      throw new Error(`PostgreSQL did not start:\n${log}`, { cause: error });
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
        // Listed first, then ended: in one query the planner may end sessions before it filters them.
        const { rows } = await client.query(`select pid from pg_stat_activity where datname = 'tabang'`);
        const ended = await client.query(
          'select pid from unnest($1::int[]) pid where pg_terminate_backend(pid)',
          [rows.map((row) => row.pid)],
        );
        return ended.rowCount ?? 0;
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
