/** The bare node:http server (bench/bare-server.ts) in a child process, answering with our server's bytes. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { undoOnExit } from './cleanup';
import { HOST, ROOT } from './config';
import type { Fetched } from './http';
import { log } from './log';
import { freePort } from './server';

/** Headers that describe the connection or are recomputed, not part of "the same bytes". */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface RecordedAnswer {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the bare server must answer for `path` (a conditional request has its own entry). */
export function recordAnswer(path: string, conditional: boolean, fetched: Fetched): RecordedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fetched.headers as IncomingHttpHeaders))
    if (value !== undefined && !HOP_BY_HOP.has(name))
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    key: `${path}${conditional ? '|304' : ''}`,
    status: fetched.status,
    headers,
    body: fetched.body.toString('base64'),
  };
}

export interface BareServer {
  base: string;
  stop(): Promise<void>;
}

export async function startBareServer(
  answers: RecordedAnswer[],
  dataDir: string,
  fromPort: number,
): Promise<BareServer> {
  const file = join(dataDir, 'bare-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort(fromPort);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', file, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const forget = undoOnExit(stop);
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  log(`bare node:http server (pid ${child.pid}) is up at http://${HOST}:${port}`);
  return { base: `http://${HOST}:${port}`, stop };
}
