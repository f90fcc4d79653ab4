import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServer, type ServerProcess, startServer } from './server';

// The real server process on SIGTERM (server.ts, plugins/draining.ts): it reports not-ready at once while it still
// serves, for SHUTDOWN_DELAY_MS; then stops taking connections, lets the request in progress finish, and exits 0.

/** Long enough for the probes below on a busy machine; the test waits it out once. */
const DELAY_MS = 6_000;
/** The bound on finishing open requests, after the delay; the exit is asserted within it. */
const TIMEOUT_MS = 30_000;

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

const collect = (response: IncomingMessage) =>
  new Promise<Answer>((done, fail) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      body += chunk;
    });
    response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on('error', fail);
  });

/** A GET on a connection of its own (no pooled connection hides a refused one). */
const getFresh = (url: string) =>
  new Promise<Answer>((done, fail) => {
    const request = httpRequest(url, { agent: false, timeout: 20_000 });
    request.on('response', (response) => collect(response).then(done, fail));
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', fail);
    request.end();
  });

const registration = () =>
  JSON.stringify({
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    email: `drain.${Date.now()}@example.ph`,
    contactNumber: '09171234567',
    password: 'mangga at saging',
    dob: '1990-06-15',
    location: 'Davao City',
    interestedIn: 'Education',
  });

describe('a server told to stop (SIGTERM)', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tabang-drain-'));
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  }, 180_000);

  afterAll(async () => {
    await killServer(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports not ready first, finishes the open request, refuses new connections and exits 0', async () => {
    expect((await getFresh(`${server.url}/api/health/ready`)).status).toBe(200);

    // A sign-up whose body is still on its way: the server has the request (it said 100 Continue), not all of it.
    const body = registration();
    const inFlight = httpRequest(`${server.url}/auth/register`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = once(inFlight, 'response').then(([response]) => collect(response as IncomingMessage));
    // Handled now, awaited later: a failed test must not leave an unhandled rejection behind.
    answered.catch(() => undefined);
    const continued = once(inFlight, 'continue');
    inFlight.flushHeaders();
    await continued;
    inFlight.write(body.slice(0, 20));

    server.child.kill('SIGTERM');
    await server.waitForOutput((output) => output.includes('reporting not ready'), 20_000);

    // Draining: not ready, yet alive and serving, on new connections.
    const ready = await getFresh(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ code: 'shutting_down' });
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    const alive = await getFresh(`${server.url}/api/health`);
    expect(alive.status).toBe(200);
    const list = await getFresh(`${server.url}/api/get/organizations`);
    expect(list.status).toBe(200);
    // All three answered before the delay ran out (a stopwatch here would only measure how busy the machine is).
    expect(server.output()).not.toContain('no longer accepting connections');

    // Closing: the listener goes away while the sign-up is still open. A connection that raced in just before it
    // did is told 503 shutting_down; none is served.
    await server.waitForOutput((output) => output.includes('no longer accepting connections'), 20_000);
    for (;;) {
      const attempt = await getFresh(`${server.url}/api/health`).then(
        (answer) => answer,
        (error: NodeJS.ErrnoException) => error,
      );
      if (attempt instanceof Error) {
        // Reset: it reached the listen queue as the listener closed; the next one is refused.
        expect(['ECONNREFUSED', 'ECONNRESET'], server.output()).toContain(attempt.code);
        if (attempt.code === 'ECONNREFUSED') break;
        continue;
      }
      expect(attempt.status).toBe(503);
      expect(JSON.parse(attempt.body)).toMatchObject({ code: 'shutting_down' });
    }
    expect(server.child.exitCode).toBeNull();

    // The open request completes normally, and then the process ends by itself, cleanly.
    inFlight.end(body.slice(20));
    const signedUp = await answered;
    expect(signedUp.status, signedUp.body).toBe(201);
    expect(JSON.parse(signedUp.body)).toHaveProperty('userID');
    expect(signedUp.headers.connection).toBe('close');
    const code = await Promise.race([
      server.exited,
      new Promise((done) => setTimeout(() => done('still running'), TIMEOUT_MS).unref()),
    ]);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });
});
