import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../ports';

/** The load balancer's configuration in the repository: the file the docs show and a deploy starts from. */
export const HAPROXY_CONFIG = resolve(import.meta.dirname, '../../../../deploy/haproxy.cfg');

/** Debian's haproxy (in /usr/sbin, often not on a user's PATH), or undefined when it is not installed. */
export function haproxyPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  return ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
}

/** A server's state as HAProxy's `show stat` gives it: UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (going up)… */
export type ServerState = string;

export type LoadBalancer = {
  url: string;
  /** HAProxy's own Prometheus metrics. */
  metricsUrl: string;
  /** Everything HAProxy wrote: its request log (TABANG_LB_LOG=stdout) and its own warnings. */
  output(): string;
  /** Each server of the `tabang_web` backend and its state now, from the admin socket. */
  states(): Promise<Record<string, ServerState>>;
  /** Resolves once HAProxy holds `server` in exactly `state` (UP or DOWN); rejects after `withinMs`. */
  waitForState(server: string, state: 'UP' | 'DOWN', withinMs: number): Promise<void>;
  stop(): Promise<void>;
};

/** The environment that fills deploy/haproxy.cfg's variables for a fleet on this machine. */
export function haproxyEnv(options: {
  port: number;
  metricsPort: number;
  web: string[];
  socket: string;
}): Record<string, string> {
  const [web1, web2] = options.web;
  return {
    TABANG_WEB1: web1!,
    TABANG_WEB2: web2!,
    TABANG_LB_BIND: `127.0.0.1:${options.port}`,
    TABANG_LB_METRICS: `127.0.0.1:${options.metricsPort}`,
    TABANG_HOST: '127.0.0.1',
    TABANG_LB_LOG: 'stdout',
    TABANG_LB_SOCKET: options.socket,
    // Whoever runs the test: root drops to root, anyone else "drops" to themselves (as they may).
    TABANG_LB_USER: userInfo().username,
    TABANG_LB_GROUP: execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim(),
  };
}

/** `haproxy -c` on the repository's file: its exit code and everything it said. */
export function checkConfig(bin: string, env: Record<string, string>) {
  const result = spawnSync(bin, ['-c', '-f', HAPROXY_CONFIG], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Asks the admin socket one command and returns its whole answer. */
function ask(socket: string, command: string) {
  return new Promise<string>((done, fail) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      answer += chunk;
    });
    connection.on('end', () => done(answer));
    connection.on('error', fail);
  });
}

/** Starts HAProxy with the repository's configuration on `port`, in front of `web` (host:port each). */
export async function startLoadBalancer(bin: string, port: number, web: string[]): Promise<LoadBalancer> {
  const root = mkdtempSync(join(tmpdir(), 'tabang-haproxy-'));
  const socket = join(root, 'admin.sock');
  const metricsPort = await freePort();
  const child: ChildProcess = spawn(bin, ['-f', HAPROXY_CONFIG], {
    env: { ...process.env, ...haproxyEnv({ port, metricsPort, web, socket }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const states = async () => {
    const csv = (await ask(socket, 'show stat')).trim().split('\n');
    const columns = csv[0]!.replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const found: Record<string, ServerState> = {};
    for (const line of csv.slice(1)) {
      const fields = line.split(',');
      if (fields[0] === 'tabang_web' && fields[name] !== 'BACKEND') found[fields[name]!] = fields[status]!;
    }
    return found;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };

  // Up once its admin socket answers (it binds everything before it serves).
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy ended at start:\n${output}`);
    }
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    output: () => output,
    states,
    async waitForState(server, state, withinMs) {
      const giveUpAt = Date.now() + withinMs;
      let last: ServerState | undefined;
      for (;;) {
        last = (await states())[server];
        if (last === state) return;
        if (Date.now() > giveUpAt)
          throw new Error(
            `HAProxy still holds ${server} ${last ?? 'unknown'}, not ${state}, after ${withinMs} ms`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop,
  };
}
