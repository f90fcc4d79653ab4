import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { JobKind, User } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, DEFAULT_DATABASE_TIMEOUTS, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import type { JobQueue } from '../src/jobs/queue';
import { hashPassword } from '../src/lib/passwords';
import { createSession } from '../src/lib/sessions';
import { PUBLIC_CHANGED_CHANNEL } from '../src/plugins/public-cache';
import { type BlobStore, memoryBlobStore } from '../src/storage/blob-store';
import { onServer } from './postgres-server';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped again on close. Both start as a copy of the database the
 * global setup migrated once (`global-setup.ts`); without it (the fault suite) they migrate themselves.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const database = openDatabase({
      dataDir: 'memory://',
      loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
    });
    await database.migrate();
    return database;
  }
  const name = `tabang_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  // CREATE DATABASE … TEMPLATE fails while another session is connected to the template; nobody is, after setup.
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // CI runs these files beside the web tests and the fault suite on two cores: there a burst of simultaneous
  // requests (200 logins at once) can wait longer than production's 5 s for one of the pool's ten connections.
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, connectTimeoutMs: 30_000 };
  const database = openDatabase({ url: url.toString(), dataDir: 'memory://', timeouts });
  await database.migrate();
  return {
    ...database,
    listen: heardLate(database.listen),
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * On PostgreSQL a notification arrives a moment after its commit. Tests hear each one this much later still (and
 * learn as late that everything before it has been heard), so a test that reads a cached answer without first
 * awaiting `changesHeard` fails every time, not once in a while on a busy machine.
 */
const NOTIFICATION_DELAY_MS = 150;

function heardLate(listen: Database['listen']): Database['listen'] {
  return (channel, events, timings) => {
    let heardUpTo = 0;
    // Timers of one delay run in the order they were set: a notification is passed on before any later proof.
    const late = (run: () => void) => setTimeout(run, NOTIFICATION_DELAY_MS);
    const listener = listen(
      channel,
      { ...events, notify: (payload) => late(() => events.notify(payload)) },
      timings,
    );
    const sampling = setInterval(() => {
      const upTo = listener.heardUpTo();
      late(() => {
        heardUpTo = upTo === 0 ? 0 : Math.max(heardUpTo, upTo);
      });
    }, 10);
    return {
      heardUpTo: () => heardUpTo,
      async caughtUp(at) {
        await listener.caughtUp(at);
        const deadline = Date.now() + 10_000;
        while (heardUpTo !== 0 && heardUpTo < at && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 10));
      },
      async close() {
        clearInterval(sampling);
        await listener.close();
      },
    };
  };
}

/** The test settings; `env` adds or replaces environment variables, to test how they are read. */
export function testConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'data/test',
      WEB_DIST_DIR: 'apps/web/dist-none',
      RATE_LIMIT: '0',
      ...env,
    },
    overrides,
  );
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  blobs: BlobStore;
  close(): Promise<void>;
};

/** The whole server on a fresh database, for `app.inject`; `deps.now` gives it a clock of the test's. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  deps: Pick<AppDeps, 'now'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const blobs = memoryBlobStore();
  const app = await buildApp(testConfig(overrides, env), { ...deps, database, blobs });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    blobs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Waits until the public cache has heard of every change committed so far. On PostgreSQL the notifications
 * arrive a moment after the commit, so a read right after a write may still be served the answer from before it.
 */
export async function changesHeard(app: FastifyInstance): Promise<void> {
  const since = Date.now();
  const deadline = since + 10_000;
  while ((app.publicCache.listener?.heardUpTo() ?? 0) <= since) {
    if (Date.now() > deadline) throw new Error('the public cache never heard the latest changes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A gift of ₱250 from a signed-in donor, paid on the sandbox's checkout page as a person does. */
export async function giveThroughSandbox(
  app: FastifyInstance,
  headers: Record<string, string>,
  organizationID: number,
  eventID: number | null = null,
): Promise<void> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount: 250, organizationID, eventID, description: 'a test gift' },
  });
  if (created.statusCode !== 200) throw new Error(`donation not created: ${created.body}`);
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${created.json().req_id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=gcash',
  });
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.statusCode} ${paid.body}`);
}

/**
 * The notifications of public changes the database sends while `write` runs, sorted: each "<now|soon> <topic> …"
 * (migration 0015). Heard on a connection of its own, waited for until every notification sent has arrived.
 */
export async function publicChangesOf(database: Database, write: () => Promise<unknown>): Promise<string[]> {
  const payloads: string[] = [];
  const listener = database.listen(PUBLIC_CHANGED_CHANNEL, {
    notify: (payload) => payloads.push(payload),
    listening() {},
    lost() {},
  });
  try {
    const heardSince = async (since: number) => {
      const deadline = Date.now() + 10_000;
      while (listener.heardUpTo() <= since) {
        if (Date.now() > deadline) throw new Error('the notifications never arrived');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await heardSince(0);
    await write();
    await heardSince(Date.now());
    return payloads.sort();
  } finally {
    await listener.close();
  }
}

/**
 * Argon2 is slow on purpose (~100 ms a hash); test users share a few passwords, so each is hashed once per
 * test file. Each hash still has its own random salt, and logins still verify it for real.
 */
const hashedPasswords = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hashed = hashedPasswords.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashedPasswords.set(password, hashed);
  }
  return hashed;
};

let userCounter = 0;
/** Inserts a user straight into the database (no sign-up flow) and returns it with its password. */
export async function createUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<User & { email: string; password: string; username: string }> {
  userCounter += 1;
  const password = fields.password ?? 'correct horse battery';
  const suffix = `${process.pid}${userCounter}${randomBytes(2).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User${userCounter}`,
      username: `testuser${suffix}`,
      email: `user${suffix}@example.ph`,
      contactNumber: '09171234567',
      dob: '1990-05-01',
      location: 'Davao City',
      interestedIn: 'Education',
      role: 'user',
      ...fields,
      passwordHash: await cachedHash(password),
    })
    .returning();
  return {
    userID: row!.id,
    firstName: row!.firstName,
    lastName: row!.lastName,
    role: row!.role === 'admin' ? 'admin' : 'user',
    language: row!.language,
    email: row!.email,
    username: row!.username,
    password,
  };
}

/** A session for a user; returns the bearer headers to pass to `app.inject`. */
export async function loginAs(db: Db, user: { userID: number }) {
  const { token } = await createSession(db, user.userID, false);
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** A job as the tests look at it: its state, data, tries so far and the error of its last failure. */
export type StoredJob = {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Record<string, unknown>;
  retryCount: number;
  startAfter: Date;
  output: Record<string, unknown> | null;
};

/** Every job of a kind in the queue, oldest first. */
export async function jobsOf(db: Db, kind: JobKind): Promise<StoredJob[]> {
  const result = (await db.execute(
    sql`select id, state::text as state, data, retry_count as "retryCount", start_after as "startAfter", output
        from pgboss.job where name = ${kind} order by created_on, id`,
  )) as unknown as { rows: StoredJob[] };
  return result.rows.map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

/**
 * A queue that enqueues for real and then fails, as a change that breaks after its job was added: the transaction
 * (or the one statement, for `enqueueWhen`) rolls back, and a test shows the job went with it.
 */
export const enqueueThenFail = (jobs: JobQueue): Pick<JobQueue, 'enqueue' | 'enqueueWhen'> => ({
  async enqueue(...args) {
    await jobs.enqueue(...args);
    throw new Error('the change failed after its job was enqueued');
  },
  // The job's condition, read as the job is written, fails the statement (a text that is no number).
  enqueueWhen: (when, kind, data) =>
    jobs.enqueueWhen(
      sql`select 1 where (select ('the change failed after its job was enqueued ' || count(*))::int from (${when}) w) > 0`,
      kind,
      data,
    ),
});

/**
 * An app clock for tests that move through days (pass `clock.now` to createTestApp): `setTo` noon in Manila on a
 * Philippine date (YYYY-MM-DD), `advanceDays` from there.
 */
export function testClock() {
  const clock = {
    offsetMs: 0,
    now: () => Date.now() + clock.offsetMs,
    setTo: (date: string) => {
      clock.offsetMs = new Date(`${date}T12:00:00+08:00`).getTime() - Date.now();
    },
    advanceDays: (days: number) => {
      clock.offsetMs += days * 24 * 60 * 60 * 1000;
    },
  };
  return clock;
}

/** One run of the monthly-giving schedule, as a worker takes it from the queue, then every job it made due. */
export async function runMonthlySchedule(t: Pick<TestApp, 'app' | 'db'>): Promise<void> {
  await t.app.jobs.enqueue(t.db, 'monthly-giving', {});
  await t.app.jobs.runDue();
}
