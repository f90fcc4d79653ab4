import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LIST_PAGE_SIZE } from '@tabang/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, REPO_ROOT } from '../config';
import { isDatabaseUnavailable } from '../errors';
import {
  type ChannelEvents,
  type ChannelListener,
  type ListenTimings,
  listenPglite,
  listenPostgres,
} from './listen';
import * as schema from './schema';

type Schema = typeof schema;
/** The database, whichever driver is behind it. Only services use it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A query prepared once per database and then reused: neither rebuilt by the query builder nor parsed and planned
 * again by the server on each call. For the few queries on every request's or every payment's path.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/** Page sizes whose list statements have their LIMIT written in: up to the web app's page (LIST_PAGE_SIZE). */
const WRITTEN_IN_MAX_FETCH = LIST_PAGE_SIZE + 1;

/**
 * A list query prepared once per database and number of rows to fetch, with that LIMIT written in. PostgreSQL reuses
 * a prepared statement's generic plan when it costs no more than the plans made for each call's values; with
 * `LIMIT $n` the generic plan is costed for a tenth of the rows, and for the charities page on the city-size data set
 * it never was (decision 035), so the statement was planned on every call. Up to WRITTEN_IN_MAX_FETCH rows (the web
 * app's pages) each count gets a statement of its own, named `name_<rows>`; more rows, and the whole list (`fetch`
 * null), share one whose LIMIT is the `fetch` parameter, so no client can make a connection keep more than
 * WRITTEN_IN_MAX_FETCH + 1 statements of one list.
 */
export function preparedPerPageSize<T>(
  name: string,
  prepare: (db: Db, limit: Placeholder, name: string) => T,
): (db: Db, fetch: number | null) => T {
  const byParameter = preparedPerDatabase((db) => prepare(db, sql.placeholder('fetch'), name));
  const sizesOf = preparedPerDatabase(() => new Map<number, T>());
  return (db, fetch) => {
    if (fetch === null || !Number.isInteger(fetch) || fetch < 1 || fetch > WRITTEN_IN_MAX_FETCH)
      return byParameter(db);
    const sizes = sizesOf(db);
    let query = sizes.get(fetch);
    if (query === undefined) {
      // limit() sends a number as a parameter but renders SQL as written.
      query = prepare(db, sql.raw(String(fetch)) as unknown as Placeholder, `${name}_${fetch}`);
      sizes.set(fetch, query);
    }
    return query;
  };
}

/**
 * Runs raw SQL as a statement prepared once per connection, named after its text: for a statement the query builder
 * cannot prepare that runs on every payment. Each distinct text gets its own name, so a call site may build a few
 * variants (each connection keeps one statement per variant), but never text that changes from call to call.
 */
export function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: false,
      ): {
        execute(): Promise<unknown>;
      };
    };
  };
  const built = dialect.sqlToQuery(query);
  const name = `tabang_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * The migrations of this code's journal that the database lacks (their tags, oldest first): empty when its schema
   * is up to date (or newer). What a process that must not migrate checks before it starts.
   */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
  /**
   * Where to report a connection that broke while idle (a database restart, failover or terminated backend).
   * The pool has already dropped it and opens a fresh one when next needed; until set, reports go to stderr.
   */
  onConnectionError(report: (error: Error) => void): void;
  /** LISTEN on `channel` (PostgreSQL: on its own connection, kept open and reopened when lost). */
  listen(channel: string, events: ChannelEvents, timings?: ListenTimings): ChannelListener;
  /** PostgreSQL only: the connection pool's counts now (for the metrics, read when scraped). */
  poolStats?(): PoolStats;
  /** PGlite only: its data directory as one tar, to start copies from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Raw SQL outside any transaction of ours, for the job queue (pg-boss's `db` option): with `values`, one statement
   * with `$1…$n` parameters; without, any number of statements (pg-boss's maintenance runs BEGIN … COMMIT blocks).
   * A failed block is rolled back, so the connection is never left in an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** Connections the pool holds (`total`, of which `idle`), queries `waiting` for one, and its `max`. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export const POOL_MAX = 10;
/** How long the pool keeps a connection nobody has used before it closes it (pg-pool's default, named). */
export const POOL_IDLE_TIMEOUT_MS = 10_000;

/** Slack given to the server's own statement timeout before the client stops waiting for any answer. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/**
 * The PostgreSQL advisory lock that migrations run under ("tabang" in ASCII, as a number): processes starting at
 * once on one database (workers, `npm run migrate`) migrate one after another, never at the same time. Advisory
 * locks are per database, so test databases on one server do not wait for each other.
 */
export const MIGRATION_LOCK_KEY = 127_961_611_202_151;
/** How often a process waiting for another's migration asks for the lock again. */
const MIGRATION_LOCK_POLL_MS = 250;

// From the repository root, so the compiled server (apps/api/build) finds them as the sources do.
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/api/src/db/migrations');

type JournalEntry = { tag: string; when: number };
const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/**
 * Drizzle's migrator records each migration it applies in `drizzle.__drizzle_migrations` with its journal time
 * (`created_at` = `when`), and applies every one newer than the last recorded: the same test tells what it would do.
 */
async function pendingMigrations(db: Db): Promise<string[]> {
  type Rows<T> = { rows: T[] };
  // Two statements: one naming a table that does not exist fails as a whole, whichever branch would read it.
  const found = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as Rows<{ exists: boolean }>;
  let last = Number.NEGATIVE_INFINITY;
  if (found.rows[0]?.exists) {
    const recorded = (await db.execute(
      sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ last: string | null }>;
    last = Number(recorded.rows[0]?.last ?? last);
  }
  return journal()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

/** How every connection to PostgreSQL is made: the pool's and the migrations' own. */
const connectionOptions = (url: string, timeouts: DatabaseTimeouts) => ({
  connectionString: url,
  connectionTimeoutMillis: timeouts.connectTimeoutMs,
  statement_timeout: timeouts.statementTimeoutMs,
  // A frozen or unreachable server never answers, so its own statement timeout cannot fire.
  query_timeout: timeouts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
  keepAlive: true,
});

/**
 * Runs the migrations on a connection of their own that first takes MIGRATION_LOCK_KEY (a session-level advisory
 * lock belongs to the connection that took it): two processes starting at once on a fresh database would otherwise
 * both find it empty and both create the same tables, and one would fail. The second waits, then finds nothing left
 * to do. The lock is released when they are done, or when this connection ends in any way (a crash included).
 */
async function migrateUnderLock(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client(connectionOptions(url, timeouts));
  // A connection that breaks while idle would be an unhandled 'error' event; the next query fails with it instead.
  client.on('error', () => {});
  await client.connect();
  try {
    // Asked again and again rather than waited for in one statement, so every wait stays under the query timeouts.
    const locked = async () =>
      (
        await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          MIGRATION_LOCK_KEY,
        ])
      ).rows[0]?.locked === true;
    if (!(await locked())) {
      console.error('Another process is migrating the database; waiting for it to finish.');
      while (!(await locked())) await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
    }
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}

/**
 * For a command's start (the server, `npm run migrate`): runs `step` on the database, waiting for one that is not
 * reachable yet (it may be starting beside this process) with a growing pause, up to `waitMs`; then exits with a
 * one-line reason instead of a stack trace.
 */
export async function whenReachable<T>(step: () => Promise<T>, waitMs: number): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (let pauseMs = 500; ; pauseMs = Math.min(pauseMs * 2, 10_000)) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      let cause = error as Error;
      while (cause.cause instanceof Error) cause = cause.cause;
      const reason = cause.message;
      if (Date.now() + pauseMs > giveUpAt) {
        console.error(`Tabang cannot reach its database (${reason}); gave up after ${waitMs / 1000} s.`);
        process.exit(1);
      }
      console.error(`Tabang cannot reach its database yet (${reason}); trying again in ${pauseMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * drizzle-orm's pooled transaction (0.45.4; drizzle-orm#6241, open) sends BEGIN before the try whose finally gives
 * the connection back, so a BEGIN that fails (a connection lost just as it was handed out: the database restarted
 * or its sessions ended) keeps that connection checked out for good, and after POOL_MAX such losses every query
 * waits for a connection that never comes. The same transaction, giving its connection back on every path: and
 * with the error when the rollback failed too, so the pool closes it rather than hand it out again.
 */
function releaseEveryTransaction(db: object, pool: pg.Pool): void {
  type Parts = ConstructorParameters<typeof NodePgSession<Schema, never>>;
  // Fields drizzle marks internal, which its own transaction reads the same way.
  const session = (db as { session: NodePgSession<Schema, never> }).session;
  const {
    dialect,
    schema: tables,
    options,
  } = session as unknown as {
    dialect: Parts[1];
    schema: Parts[2];
    options: Parts[3];
  };
  session.transaction = async (transaction, config) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction<Schema, never>(
      dialect,
      new NodePgSession(client, dialect, tables, options),
      tables,
    );
    const configured =
      config &&
      (tx as unknown as { getTransactionConfigSQL(c: typeof config): SQL }).getTransactionConfigSQL(config);
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin${configured ? sql` ${configured}` : undefined}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    try {
      const result = await transaction(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * Opens PostgreSQL at `url` when given, otherwise the embedded PGlite: in memory when `dataDir` is
 * 'memory://' (starting from `loadDataDir`, a dump of another PGlite's data, when given), else files under
 * `dataDir`/pglite.
 */
export function openDatabase(options: {
  url?: string;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
  loadDataDir?: Blob;
}): Database {
  const url = options.url;
  if (url) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    // The connect timeout also bounds the wait for a free connection when all ten are busy.
    const pool = new pg.Pool({
      ...connectionOptions(url, timeouts),
      max: POOL_MAX,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    let report = (error: Error) => console.error(`database connection lost: ${error.message}`);
    // Without these listeners a broken connection is an unhandled 'error' event, which ends the process.
    pool.on('error', (error) => {
      // pg-pool hangs the broken connection on its error, which a log line would write out whole (cancel key too).
      delete (error as Error & { client?: unknown }).client;
      report(error);
    });
    // A connection in use that breaks fails its query (the request sees that error); the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema });
    releaseEveryTransaction(db, pool);
    const lastResult = (result: pg.QueryResult | pg.QueryResult[]) =>
      Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(url, timeouts),
      pendingMigrations: () => pendingMigrations(db as unknown as Db),
      close: () => pool.end(),
      onConnectionError: (listener) => {
        report = listener;
      },
      listen: (channel, events, timings) => listenPostgres(url, channel, events, timings),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      async executeSql(text, values) {
        if (values?.length) return pool.query(text, values);
        // On one connection, so a block that failed half-way is rolled back on the connection it left aborted.
        const client = await pool.connect();
        try {
          return lastResult((await client.query(text)) as pg.QueryResult | pg.QueryResult[]);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  let client: PGlite;
  // pg_trgm: the search indexes (a migration creates the extension).
  const extensions = { pg_trgm };
  if (options.dataDir === 'memory://') client = new PGlite({ extensions, loadDataDir: options.loadDataDir });
  else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    pendingMigrations: () => pendingMigrations(db as unknown as Db),
    close: () => client.close(),
    // PGlite runs inside this process: there is no connection to lose.
    onConnectionError: () => {},
    listen: (channel, events) => listenPglite(client, channel, events),
    dumpDataDir: () => client.dumpDataDir('none'),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Inside PGlite's own transaction: nothing else runs in between, and a block that fails is rolled back (a
      // BEGIN or COMMIT in the text only draws a warning there).
      return client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] });
    },
  };
}
