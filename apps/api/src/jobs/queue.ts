import { setTimeout as rest } from 'node:timers/promises';
import { JOB_KINDS, type JobKind } from '@tabang/shared';
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { fetchNextJob } from 'pg-boss/src/plans.js';
import type { Database, Db, Tx } from '../db/client';
import { isDatabaseUnavailable, ServiceAway } from '../errors';
import type { JobData, JobHandlers } from './kinds';
import {
  JOB_RETENTION,
  JOB_SCHEDULES,
  JOB_SETTINGS,
  JOB_STOP_TIMEOUT_MS,
  JOBS_AT_ONCE,
  MAINTENANCE_INTERVAL_SECONDS,
  POLLING_INTERVAL_SECONDS,
  SCHEDULE_TICK_MS,
  SERVICE_AWAY_REST_MS,
} from './settings';

/*
 * The one durable job queue (decision 015): pg-boss 10 over our own connections. Every email and text message, the
 * reconciliation of pending donations, the volunteers' reminders and the housekeeping are jobs, enqueued in the
 * transaction of the change that causes them, retried with backoff, and kept as failed for an admin to see and retry.
 */

/** The schema pg-boss's tables live in, created by our migration 0012 (never by pg-boss). */
const SCHEMA = 'pgboss';

/** What pg-boss runs its SQL through (its `db` option): ours, never a pool of its own. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * Runs pg-boss's statements inside a Drizzle transaction (or on the database), so a job is written, or not, with
 * the change that causes it. pg-boss writes `$1…$n` and may use one several times; Drizzle numbers its parameters
 * in order, so each value is sent once, where it first appears, and its later uses name that number again.
 */
export function executorOver(tx: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQLChunk[] = [];
      const sent = new Map<number, number>();
      let end = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(end, match.index)));
        const number = Number(match[1]);
        const known = sent.get(number);
        if (known === undefined) {
          sent.set(number, sent.size + 1);
          chunks.push(sql.param(values[number - 1]));
        } else chunks.push(sql.raw(`$${known}`));
        end = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(end)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/** Where pg-boss's insert of a job joins its queue (manager.createJob's statement, plans.insertJob). */
const INSERT_JOINS_QUEUE = `) j JOIN ${SCHEMA}.queue q ON j.name = q.name`;

/**
 * pg-boss's own insert of a job (what `send` runs), as SQL to put in a bigger statement as a data-modifying CTE:
 * the job is written only if `when` answers a row. Inside that statement its parameters number after the
 * statement's own, so each use of one is sent as a parameter of its own.
 */
function insertWhen(text: string, values: unknown[], when: SQL): SQL {
  const [before, after, ...more] = text.split(INSERT_JOINS_QUEUE);
  if (after === undefined || more.length > 0)
    throw new Error('pg-boss insert statement changed: check insertWhen');
  const part = (piece: string) =>
    sql.join(
      piece
        .split(/(\$\d+)/)
        .map((bit) => (/^\$\d+$/.test(bit) ? sql.param(values[Number(bit.slice(1)) - 1]) : sql.raw(bit))),
    );
  return sql`${part(before!)}${sql.raw(`${INSERT_JOINS_QUEUE} AND EXISTS (`)}${when})${part(after)}`;
}

/**
 * Deletes every email job addressed to `address`, in any state and from the archive too (an account deletion): their
 * data holds the address, the name and the text. Receipts name only a donation and are skipped when they run.
 */
export async function deleteEmailJobsTo(tx: Tx, address: string): Promise<void> {
  for (const table of ['job', 'archive'])
    await tx.execute(
      sql`delete from ${sql.raw(`${SCHEMA}.${table}`)}
          where name = 'email' and lower(data->>'to') = ${address.toLowerCase()}`,
    );
}

/**
 * Deletes every text message job for the person, in any state and from the archive too (an account deletion): by
 * their account, and by their number for texts that name none. Their data holds the number and the text.
 */
export async function deleteTextJobsFor(
  tx: Tx,
  person: { userId: number; number: string | null },
): Promise<void> {
  for (const table of ['job', 'archive'])
    await tx.execute(
      sql`delete from ${sql.raw(`${SCHEMA}.${table}`)}
          where name = 'sms' and (data->>'userId' = ${String(person.userId)}
            ${person.number === null ? sql`` : sql`or data->>'to' = ${person.number}`})`,
    );
}

/**
 * pg-boss's own fetch (the next job of a queue, locked and marked active), due by our clock instead of the
 * database's `now()`, so a test that moves the clock on sees the retries and delayed jobs it makes due.
 */
const FETCH_DUE = (() => {
  const text = fetchNextJob(SCHEMA)({ includeMetadata: true });
  const dueByDatabase = 'AND start_after < now()';
  if (!text.includes(dueByDatabase)) throw new Error('pg-boss fetch statement changed: check runDue');
  return text.replace(dueByDatabase, 'AND start_after <= $3::timestamptz');
})();

type FetchedJob = { id: string; data: unknown; retryCount: number; retryLimit: number };

export type EnqueueOptions = {
  /** Not before this moment; by default now on the app's clock. */
  startAfter?: Date;
};

export type JobCounts = { kind: JobKind; state: 'queued' | 'active' | 'failed'; count: number }[];

export type JobQueue = {
  /**
   * Adds a job in `tx`, the transaction of the change that causes it: it exists if and only if that commits.
   * Outside a transaction, pass the database.
   */
  enqueue<K extends JobKind>(tx: Db | Tx, kind: K, data: JobData[K], options?: EnqueueOptions): Promise<void>;
  /**
   * The same job as SQL, for a data-modifying CTE in the statement of the change that causes it: written only if
   * `when` (a query, e.g. over the rows that statement changed) answers a row. One statement needs no transaction
   * around it, so no lock is held while the server gets round to its next round trip.
   */
  enqueueWhen<K extends JobKind>(when: SQL, kind: K, data: JobData[K]): Promise<SQL>;
  /** Starts working: every kind's worker, the scheduled kinds, and pg-boss's maintenance. */
  start(): Promise<void>;
  /**
   * Takes no new jobs and lets running ones finish for up to `timeoutMs`; one still running then fails back to
   * the queue, to be tried again.
   */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Runs every job due now on the app's clock, one at a time, until none is left; returns how many ran. Tests use
   * it instead of the workers, which the app does not start by itself.
   */
  runDue(): Promise<number>;
  /** Sends each scheduled kind whose period has begun; the fleet keeps one per period. */
  scheduleDue(): Promise<void>;
  /** A failed job back to the queue for one more try, due at once. */
  retry(id: string): Promise<'retried' | 'not failed' | 'not found'>;
  /** Jobs waiting (queued, including retries not yet due), running and failed, by kind. */
  counts(): Promise<JobCounts>;
};

export type JobQueueOptions = {
  database: Pick<Database, 'executeSql'>;
  handlers: JobHandlers;
  /** The app's clock (ms since the epoch). */
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** pg-boss's settings for a job of `kind` (JOB_SETTINGS), given with every job sent. */
function sendOptions(kind: JobKind): PgBoss.SendOptions {
  const settings = JOB_SETTINGS[kind];
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: settings.retryDelaySeconds > 0,
    expireInSeconds: settings.expireInSeconds,
  };
}

export function createJobQueue({ database, handlers, now, log }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: database,
    schema: SCHEMA,
    // Our migrations create and upgrade its tables; start() only checks their version.
    migrate: false,
    // No cron: the scheduled kinds are singleton sends (scheduleDue), and its timekeeper would create a queue.
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    archiveFailedAfterSeconds: JOB_RETENTION.failedSeconds,
    archiveCompletedAfterSeconds: JOB_RETENTION.completedSeconds,
    deleteAfterDays: JOB_RETENTION.archivedDays,
    retentionDays: JOB_RETENTION.waitingDays,
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
  });
  // Maintenance and fetch errors arrive here; without a listener an 'error' event would end the process.
  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'job queue: database unavailable');
    else log.error({ err: error }, 'job queue error');
  });

  /** Runs a job's handler; a failure is logged (never the job's data: it holds addresses) and thrown on. */
  async function run(kind: JobKind, job: FetchedJob): Promise<void> {
    const lastTry = job.retryCount >= job.retryLimit;
    const handler = handlers[kind] as (
      data: unknown,
      running: Parameters<JobHandlers[JobKind]>[1],
    ) => unknown;
    try {
      await handler(job.data, { id: job.id, kind, tries: job.retryCount + 1, lastTry });
    } catch (error) {
      const where = { err: error, jobID: job.id, kind, tries: job.retryCount + 1 };
      if (lastTry) log.error(where, 'job failed on its last try; it stays failed until an admin retries it');
      else log.warn(where, 'job failed; it will be tried again');
      throw error;
    }
  }

  let started = false;
  let stopping: Promise<void> | undefined;
  /** Ends a worker's rest at once when the queue stops. */
  const resting = new AbortController();
  let scheduleTimer: NodeJS.Timeout | undefined;

  const queue: JobQueue = {
    async enqueue(tx, kind, data, options = {}) {
      await boss.send(kind, data, {
        ...sendOptions(kind),
        startAfter: options.startAfter ?? new Date(now()),
        db: executorOver(tx),
      });
    },

    async enqueueWhen(when, kind, data) {
      // pg-boss builds its insert and values as for a send; they are kept here instead of run.
      let statement: SQL | undefined;
      await boss.send(kind, data, {
        ...sendOptions(kind),
        startAfter: new Date(now()),
        db: {
          async executeSql(text, values = []) {
            statement = insertWhen(text, values, when);
            return { rows: [{ id: 'kept' }] };
          },
        },
      });
      if (!statement) throw new Error('pg-boss sent no insert statement');
      return statement;
    },

    async start() {
      if (started) return;
      started = true;
      await boss.start();
      const tick = () =>
        queue
          .scheduleDue()
          .catch((error: unknown) => log.warn({ err: error }, 'could not send scheduled jobs'));
      // Before the workers' first look, so a scheduled job due now is found by it.
      await tick();
      scheduleTimer = setInterval(tick, SCHEDULE_TICK_MS);
      // Each pg-boss worker runs one job at a time; a kind run several at once has as many.
      for (const kind of JOB_KINDS)
        for (let n = JOBS_AT_ONCE[kind] ?? 1; n > 0; n--) {
          let workerId: string | undefined;
          workerId = await boss.work<unknown>(
            kind,
            { batchSize: 1, includeMetadata: true },
            async ([job]) => {
              try {
                if (job) await run(kind, job);
              } catch (error) {
                // The next job of this kind would fail the same way: rest first (the fetch waits for this to end).
                if (error instanceof ServiceAway)
                  await rest(SERVICE_AWAY_REST_MS, undefined, { signal: resting.signal }).catch(() => {});
                throw error;
              } finally {
                // Straight on to the next job instead of waiting out the polling interval; an empty fetch waits.
                if (workerId) boss.notifyWorker(workerId);
              }
            },
          );
        }
    },

    async stop(timeoutMs = JOB_STOP_TIMEOUT_MS) {
      clearInterval(scheduleTimer);
      resting.abort();
      if (!started) return;
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: false });
      await stopping;
    },

    async runDue() {
      let ran = 0;
      for (let more = true; more; ) {
        more = false;
        for (const kind of JOB_KINDS) {
          const { rows } = await database.executeSql(FETCH_DUE, [kind, 1, new Date(now()).toISOString()]);
          const job = rows[0] as FetchedJob | undefined;
          if (!job) continue;
          more = true;
          ran += 1;
          try {
            await run(kind, job);
            await boss.complete(kind, job.id);
          } catch (error) {
            await boss.fail(kind, job.id, error as object);
            // pg-boss times the retry from the database's now(); counted from the app's clock instead, so a clock
            // the test moved on does not make every later retry due at once.
            await database.executeSql(
              `update ${SCHEMA}.job set start_after = start_after + ($3::timestamptz - now())
               where name = $1 and id = $2::uuid and state = 'retry'`,
              [kind, job.id, new Date(now()).toISOString()],
            );
          }
        }
      }
      return ran;
    },

    async scheduleDue() {
      // One job per kind and period, whoever sends it: pg-boss keeps a unique (name, period, key) for it.
      for (const [kind, schedule] of Object.entries(JOB_SCHEDULES) as [JobKind, { everySeconds: number }][])
        await boss.send(
          kind,
          {},
          {
            ...sendOptions(kind),
            startAfter: new Date(now()),
            singletonKey: kind,
            singletonSeconds: schedule.everySeconds,
          },
        );
    },

    async retry(id) {
      const { rows } = await database.executeSql(
        `select name, state::text as state from ${SCHEMA}.job where id = $1::uuid and name = any($2::text[])`,
        [id, [...JOB_KINDS]],
      );
      const job = rows[0] as { name: JobKind; state: string } | undefined;
      if (!job) return 'not found';
      if (job.state !== 'failed') return 'not failed';
      // Only a job still failed moves (a second admin's click, or a race, finds it moved already).
      const result = (await boss.retry(job.name, id)) as unknown as { affected: number };
      return result.affected > 0 ? 'retried' : 'not failed';
    },

    async counts() {
      const { rows } = await database.executeSql(
        `select name as kind, case when state in ('created', 'retry') then 'queued' else state::text end as state,
                count(*)::int as count
         from ${SCHEMA}.job where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
         group by 1, 2`,
        [[...JOB_KINDS]],
      );
      return rows.map((row) => ({
        kind: row.kind as JobKind,
        state: row.state as JobCounts[number]['state'],
        count: Number(row.count),
      }));
    },
  };
  return queue;
}
