import { t } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POOL_IDLE_TIMEOUT_MS } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/errors';
import { createOrganization } from '../factories';
import { createUser } from '../helpers';
import { type Cluster, createCluster, postgresBinDir } from './cluster';
import { killServer, type ServerProcess, spawnServer, startServer } from './server';

// A real server process on a PostgreSQL cluster of its own, which the tests break the ways production databases
// break: sessions cut, the server stopped, the server frozen. The server must answer 503 quickly while the database
// is gone, never die of it, and recover by itself when the database is back.

const binDir = postgresBinDir();
if (!binDir)
  console.warn(
    '\n*** The fault tests are SKIPPED: PostgreSQL server binaries (initdb, pg_ctl) are not installed. ***\n' +
      '*** Debian: apt-get install -y postgresql                                                          ***\n',
  );

/** Short timeouts, so a frozen database is given up on in seconds. */
const SHORT_TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '2000' };
/** What a user may wait on a broken database, asserted generously for a loaded machine (the target is 2-5 s). */
const ANSWER_WITHIN_MS = 10_000;
const RECOVER_WITHIN_MS = 60_000;

describe.runIf(binDir)('the server on a database that fails', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let member: { email: string; password: string };
  let charityId: number;

  beforeAll(async () => {
    cluster = await createCluster(binDir!);
    const database = openDatabase({ url: cluster.url, dataDir: '' });
    try {
      await database.migrate();
      member = await createUser(database.db);
      charityId = (await createOrganization(database.db)).id;
    } finally {
      // Only the server's sessions remain, so the tests know whose connections they break.
      await database.close();
    }
    server = await startServer({ DATABASE_URL: cluster.url, ...SHORT_TIMEOUTS });
  }, 180_000);

  afterAll(async () => {
    cluster?.thaw();
    await killServer(server);
    cluster?.destroy();
  }, 120_000);

  // A request that hangs is a failure of its own, not a test that never ends.
  const bounded = () => ({ signal: AbortSignal.timeout(2 * ANSWER_WITHIN_MS) });
  const requests = {
    health: () => fetch(`${server.url}/api/health`, bounded()),
    list: () => fetch(`${server.url}/api/get/organizations`, bounded()),
    login: () =>
      fetch(`${server.url}/auth/login`, {
        ...bounded(),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: member.password }),
      }),
  };

  /** Each request, timed; all at once, as users would send them. */
  const sendAll = () =>
    Promise.all(
      Object.entries(requests).map(async ([name, send]) => {
        const started = Date.now();
        const response = await send();
        return { name, response, ms: Date.now() - started, body: await response.json() };
      }),
    );

  const expectUnavailable = async () => {
    for (const { name, response, ms, body } of await sendAll()) {
      expect({ name, status: response.status }).toEqual({ name, status: 503 });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(body).toEqual({ message: t('errors.databaseUnavailable'), code: 'database_unavailable' });
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
  };

  /** Waits, without restarting anything, until the health check passes again; then everything must work. */
  const expectRecovered = async () => {
    const deadline = Date.now() + RECOVER_WITHIN_MS;
    while (!(await requests.health()).ok) {
      if (Date.now() > deadline) throw new Error('the server did not recover');
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const { name, response } of await sendAll())
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    const list = (await (await requests.list()).json()) as { organizationID: number }[];
    expect(list.map((charity) => charity.organizationID)).toContain(charityId);
    expect(server.child.exitCode).toBeNull();
  };

  it('survives every database session being terminated, and the next requests succeed', async () => {
    // Several queries at once, so the pool holds several idle connections to lose: the health check's, as the list
    // is answered from the public cache.
    await Promise.all(Array.from({ length: 8 }, () => requests.health()));
    const ended = await cluster.terminateBackends();
    expect(ended.length).toBeGreaterThan(0);
    // A connection the pool has left unused for nearly its idle timeout may be closing on its own as it is ended:
    // PostgreSQL logs the termination, but its client, already closing, hears nothing. The server's first sessions
    // are that old when it took about the timeout to start (a busy machine), so those are not counted.
    const told = ended.filter((session) => session.idleMs < POOL_IDLE_TIMEOUT_MS / 2).length;
    // Each lost connection is logged: the pool's idle ones ("a database connection broke"), the one that hears
    // public data changes, and one busy with a query at that moment (a scheduled job's, say) in that query's
    // failure. Without an error listener the first one would end the process. A transaction's failure names its
    // query's error: the termination, or the broken connection ("… is not queryable") when that was heard first.
    const count = (output: string, line: string) => output.split(line).length - 1;
    const listenerLost = 'lost the connection that hears public data changes';
    const linesOfLoss = (output: string) =>
      output
        .split('\n')
        .filter((line) =>
          /terminating connection due to administrator command|Connection terminated unexpectedly|Client has encountered a connection error/.test(
            line,
          ),
        ).length;
    await server
      .waitForOutput(
        (output) => count(output, listenerLost) === 1 && linesOfLoss(output) >= told,
        ANSWER_WITHIN_MS,
      )
      .catch((error: Error) => {
        const output = server.output();
        error.message = `${ended.length} sessions ended (${told} counted), ${linesOfLoss(output)} lines of loss, ${count(output, listenerLost)} of the listener's; ${error.message}`;
        throw error;
      });
    expect(server.child.exitCode).toBeNull();
    // The lines name the error, never the connection's own state (its cancel key among it).
    expect(server.output()).not.toMatch(/secretKey|processID/);
    for (const { name, response } of await sendAll())
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
  });

  it('answers 503 with Retry-After while the database is stopped, and recovers when it starts again', async () => {
    cluster.stop();
    try {
      await expectUnavailable();
      await expectUnavailable();
      expect(server.child.exitCode).toBeNull();
    } finally {
      cluster.start();
    }
    await expectRecovered();
  });

  it('answers 503 within seconds while the database is frozen, and recovers when it wakes', async () => {
    await Promise.all(Array.from({ length: 8 }, () => requests.list()));
    cluster.freeze();
    try {
      // The list was just answered, so it is in memory; a frozen database cannot change, and the answer is kept
      // only until the server stops being sure of that (1 s without an answered heartbeat). Then it is 503 too.
      const deadline = Date.now() + ANSWER_WITHIN_MS;
      for (let status = 200; status === 200; ) {
        if (Date.now() > deadline) throw new Error('the list was still answered from memory');
        status = (await requests.list()).status;
        expect([200, 503]).toContain(status);
        if (status === 200) await new Promise((r) => setTimeout(r, 50));
      }
      await expectUnavailable();
      await expectUnavailable();
    } finally {
      cluster.thaw();
    }
    await expectRecovered();
  });

  it('waits at start-up for a database that is not up yet, then runs', async () => {
    cluster.stop();
    let late: ServerProcess | undefined;
    try {
      late = await spawnServer({ DATABASE_URL: cluster.url, ...SHORT_TIMEOUTS });
      await late.waitForOutput((output) => output.includes('cannot reach its database yet'), 60_000);
      expect(late.output()).not.toMatch(/\n\s+at /);
      cluster.start();
      const deadline = Date.now() + RECOVER_WITHIN_MS;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`${late.url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 250));
      }
      expect(healthy).toBe(true);
    } finally {
      cluster.start();
      await killServer(late);
    }
  });

  it('gives up at start-up with one clear line when the database never comes', async () => {
    cluster.stop();
    try {
      const doomed = await spawnServer({ DATABASE_URL: cluster.url, DATABASE_STARTUP_WAIT_MS: '1500' });
      expect(await doomed.exited).toBe(1);
      expect(doomed.output()).toContain('Tabang cannot reach its database');
      expect(doomed.output()).toContain('gave up');
      expect(doomed.output()).not.toMatch(/\n\s+at /);
    } finally {
      cluster.start();
    }
  });

  it('survives a connection that breaks while a transaction holds it', async () => {
    const database = openDatabase({ url: cluster.url, dataDir: '' });
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // Whether the break reaches the connection before or after this query, the query must fail cleanly
          // (and the process must not end of an unhandled 'error' event).
          await tx.execute(sql`select pg_sleep(0.2)`);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The pool dropped the broken connection: the next query gets a fresh one.
      await database.db.execute(sql`select 1`);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
