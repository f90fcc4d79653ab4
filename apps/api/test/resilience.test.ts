import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { t as message } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase, POOL_MAX } from '../src/db/client';
import { databaseUnavailable, isDatabaseUnavailable, isUniqueViolation } from '../src/errors';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createTestApp, testConfig } from './helpers';
import { freePort } from './ports';

// Faults that need no database to break: a PostgreSQL address where nothing listens, a client that sends its body
// too slowly. The faults of a real database server are in test/faults/ (and a failing job in jobs.test.ts).

describe('a database nobody answers on', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    database = openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none`, dataDir: '' });
    app = await buildApp(testConfig(), { database, blobs: memoryBlobStore() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is told apart from errors of the request or the code', async () => {
    const refused = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(databaseUnavailable(new Error('x')))).toBe(true);
    const shutDown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: shutDown }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceled'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);

    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/health/ready'],
    ['GET', '/api/get/organizations'],
    ['POST', '/auth/login'],
  ])('%s %s answers 503 with Retry-After and a clear message', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { email: 'someone@example.ph', password: 'a password' } } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      message: message('errors.databaseUnavailable'),
      code: 'database_unavailable',
    });
  });
});

/**
 * Ends a database session from another process and waits until it has gone, this process blocked meanwhile: so it
 * has not yet read the end from that session's connection when it next uses it, as when a database restarts just as
 * a connection is handed out.
 */
function endSessionNow(url: string, pid: number): void {
  const script = `import pg from 'pg';
    const client = new pg.Client(process.argv[1]);
    await client.connect();
    // Returns once the session has gone, or false when it did not within 30 s (a warning only, so an error here).
    const { rows } = await client.query('select pg_terminate_backend($1, 30000) as ended', [Number(process.argv[2])]);
    await client.end();
    if (!rows[0].ended) throw new Error('the session did not end within 30 s');`;
  const ended = spawnSync(process.execPath, ['--input-type=module', '-e', script, url, String(pid)], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  if (ended.status !== 0) throw new Error(`could not end session ${pid}: ${ended.stderr}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)('a connection lost as a transaction uses it', () => {
  const url = process.env.TEST_DATABASE_URL!;
  let database: Database;
  beforeAll(() => {
    database = openDatabase({ url, dataDir: '' });
  });
  afterAll(() => database.close());

  /** The rows of a statement run through drizzle's `execute`, whose result type the driver leaves open. */
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const sessionOf = async (db: Pick<Database['db'], 'execute'>) =>
    Number(rowsOf(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid);
  /** Every connection the pool holds is back in it: none kept checked out by a transaction that failed. */
  const expectAllGivenBack = () => {
    const { total, idle } = database.poolStats!();
    expect({ checkedOut: total - idle }).toEqual({ checkedOut: 0 });
  };

  it('is given back to the pool when BEGIN fails, so the pool never runs out', async () => {
    // More losses than the pool has connections: each one kept would leave a query with none in the end.
    for (let loss = 0; loss <= POOL_MAX; loss++) {
      // The pool's one idle connection, the one the transaction is then handed.
      endSessionNow(url, await sessionOf(database.db));
      const failed = await database.db.transaction(async () => 'never run').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expectAllGivenBack();
    }
    expect(
      await database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 1 as one`))),
    ).toEqual([{ one: 1 }]);
  });

  it('fails with the error that ended the transaction, not the rollback that could not be sent', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        endSessionNow(url, await sessionOf(tx));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error as Error & { query?: string });
    expect(failed).toBeInstanceOf(Error);
    expect(failed?.query).toBe('select 1');
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expectAllGivenBack();
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});

describe('a client that sends its request too slowly', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      http: {
        requestTimeoutMs: 1000,
        connectionTimeoutMs: 60_000,
        keepAliveTimeoutMs: 5000,
        maxRequestsPerSocket: 100,
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('is answered 408 and cut off once the request timeout has passed', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.write(
      'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // One more byte now and then, so the socket is never idle: only the request timeout can end this.
    const drip = setInterval(() => socket.write(' '), 200);
    const closedAfterMs = await new Promise<number>((done, fail) => {
      const deadline = setTimeout(() => fail(new Error('the server held the slow request for 20 s')), 20_000);
      socket.on('close', () => {
        clearTimeout(deadline);
        done(Date.now() - started);
      });
      socket.on('error', () => {});
    }).finally(() => {
      clearInterval(drip);
      socket.destroy();
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
  });
});
