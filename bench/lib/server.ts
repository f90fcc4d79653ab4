/** The production API server, started on 127.0.0.1 for one pass of the benchmark. */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, relative } from 'node:path';
import { undoOnExit } from './cleanup';
import { type BenchConfig, HOST, ROOT } from './config';
import { get } from './http';
import { log } from './log';

/** The bench server's mail server: the discard port on 127.0.0.1, where nothing listens. */
export const UNREACHABLE_SMTP_URL = 'smtp://127.0.0.1:9';

export interface Server {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The first port from `from` on that nobody listens on. */
export function freePort(from: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && from < 65_000) resolvePort(freePort(from + 1));
      else reject(error);
    });
    server.listen(from, HOST, () => server.close(() => resolvePort(from)));
  });
}

/** Starts the server on its own data folder (and database, when given); resolves once /api/health answers. */
export async function startServer(
  config: BenchConfig,
  {
    dataDir,
    databaseUrl,
    env = {},
  }: { dataDir: string; databaseUrl?: string | undefined; env?: NodeJS.ProcessEnv },
): Promise<Server> {
  const port = await freePort(config.port);
  const base = `http://${HOST}:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'server.log');
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '0',
    // autocannon keeps its 50 connections open as a CDN or proxy would; the default cap of 1,000 requests per
    // connection would make it reconnect every few seconds and count the 503s Node sends to requests past the cap.
    HTTP_MAX_REQUESTS_PER_SOCKET: '1000000000',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    // The benchmark runs production mode with pretend payments, as a staging server would.
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    // Production seals donors' tax details with a key of its own.
    TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    // Production needs a mail server. Nothing listens here: mail is down for the whole run, so every receipt fails
    // and is retried by the job queue, which is what "reads while mail is down" measures under.
    SMTP_URL: UNREACHABLE_SMTP_URL,
    PUBLIC_URL: base,
    WEB_DIST_DIR: relative(ROOT, config.webDist),
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const output: Buffer[] = [];
  const profile = config.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${join(dataDir, 'cpu-profile')}`] : [];
  // The compiled server that `npm start` runs (bench/run.ts builds it with the web app).
  const child = spawn(process.execPath, [...profile, 'apps/api/build/server.mjs'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk));
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      writeFileSync(logFile, Buffer.concat(output));
      resolveExit();
    }),
  );
  const stop = async () => {
    forget();
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
    log(`server (pid ${child.pid}) stopped; its log is in ${relative(ROOT, logFile)}`);
  };
  const forget = undoOnExit(stop);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`The server exited (${JSON.stringify(exited)}):\n${Buffer.concat(output).toString()}`);
    try {
      const response = await get(`${base}/api/health`);
      if (response.status === 200) {
        log(`server (pid ${child.pid}) is up at ${base}`);
        return { base, pid: child.pid!, stop };
      }
    } catch {
      // not listening yet
    }
    await wait(250);
  }
  throw new Error('The server did not answer /api/health within 2 minutes');
}

/**
 * Waits until the server has worked off what an earlier run left queued (it keeps building responses for
 * connections autocannon already closed), so one endpoint's backlog is not billed to the next.
 */
export async function settle(base: string): Promise<void> {
  // A server on PGlite can take minutes to work off 50 connections' worth of multi-megabyte lists, so a probe
  // that times out is waited for, not fatal.
  const deadline = Date.now() + 300_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const totalMs = await get(`${base}/api/health`, {}, 30_000).then(
      (response) => response.totalMs,
      () => Number.POSITIVE_INFINITY,
    );
    quick = totalMs < 100 ? quick + 1 : 0;
    if (quick < 2) await wait(200);
  }
  if (quick < 2) log('the server was still busy after 5 minutes; the next measurement starts anyway');
}
