import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../ports';

export const SANDBOX_SECRET = 'shared-secret-of-the-fault-tests';
/** As `npm start` runs it, with the tracing preload (which does nothing without OTEL_EXPORTER_OTLP_ENDPOINT). */
const SERVER_ARGS = ['--import', 'tsx', '--import', './src/tracing.ts', 'src/server.ts'];

/** A real server process (`node src/server.ts`), with everything it writes kept for the test to read. */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when `matches` holds for the output; rejects when the process ends first or after `withinMs`. */
  waitForOutput(matches: (output: string) => boolean, withinMs: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
};

/** Spawns the server on a free port (or the one given), without waiting for it. */
export function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  return (port ? Promise.resolve(port) : freePort()).then((chosen) => {
    const url = `http://127.0.0.1:${chosen}`;
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(chosen),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DEMO_SEED: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: '0',
        WEB_DIST_DIR: 'apps/web/dist-none',
        SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listeners = new Set<() => void>();
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      for (const listener of listeners) listener();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    const exited = new Promise<number | string>((done) =>
      child.once('exit', (code, signal) => {
        done(code ?? signal ?? 'unknown');
        for (const listener of listeners) listener();
      }),
    );
    const waitForOutput = (matches: (text: string) => boolean, withinMs: number) =>
      new Promise<void>((done, fail) => {
        const check = () => {
          if (matches(output)) finish(done);
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(() => fail(new Error(`server ended (${child.exitCode ?? child.signalCode}):\n${output}`)));
        };
        const timer = setTimeout(
          () => finish(() => fail(new Error(`no matching output within ${withinMs} ms:\n${output}`))),
          withinMs,
        );
        const finish = (then: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          then();
        };
        listeners.add(check);
        check();
      });
    return { url, child, output: () => output, waitForOutput, exited };
  });
}

/** Starts the server and waits until its health check answers. */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const server = await spawnServer(env, port);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server ended at start:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await killServer(server);
  throw new Error(`server did not start:\n${server.output()}`);
}

/** Kills a server process and waits until it has ended. */
export async function killServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
