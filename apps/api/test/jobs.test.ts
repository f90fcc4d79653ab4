import { randomBytes } from 'node:crypto';
import type { JobKind } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { fetchNextJob } from 'pg-boss/src/plans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, loginFailures, passwordResets, sessions } from '../src/db/schema';
import { jobHandlers, jobMessageId } from '../src/jobs/handlers';
import type { JobHandlers } from '../src/jobs/kinds';
import { createJobQueue, executorOver } from '../src/jobs/queue';
import { JOBS_AT_ONCE, SERVICE_AWAY_REST_MS } from '../src/jobs/settings';
import { createSession } from '../src/lib/sessions';
import { createPasswordReset } from '../src/modules/auth/service';
import { createDonation, createOrganization } from './factories';
import { startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, jobsOf, type TestApp } from './helpers';

// The queue itself: enqueueing in a transaction, scheduled kinds run once across instances, stopping, and the real
// worker loop. What each kind of job does is tested with the change that causes it (receipts, auth-reset, …).
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://tabang.example' });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

describe('enqueueing in a transaction (executorOver)', () => {
  it("runs pg-boss's statements in the transaction, a parameter used twice meaning one value", async () => {
    const rows = await h.db.transaction(
      async (tx) =>
        (
          await executorOver(tx).executeSql('select $1::text as a, $2::int as b, $1 as c, $2 + 1 as d', [
            'x',
            2,
          ])
        ).rows,
    );
    expect(rows).toEqual([{ a: 'x', b: 2, c: 'x', d: 3 }]);
  });

  it('writes the job with the transaction, and not at all when it rolls back', async () => {
    const mark = randomBytes(4).toString('hex');
    const email = (to: string) => ({ purpose: 'passwordReset' as const, to, subject: 'Hi', text: 'Hello' });
    await h.db.transaction((tx) => h.app.jobs.enqueue(tx, 'email', email(`kept-${mark}@example.ph`)));
    await expect(
      h.db.transaction(async (tx) => {
        await h.app.jobs.enqueue(tx, 'email', email(`gone-${mark}@example.ph`));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const mine = (await jobsOf(h.db, 'email')).filter((job) =>
      String(job.data.to).endsWith(`${mark}@example.ph`),
    );
    expect(mine.map((job) => [job.data.to, job.state])).toEqual([[`kept-${mark}@example.ph`, 'created']]);
  });
});

describe('a job written by the statement that causes it (enqueueWhen)', () => {
  const email = (to: string) => ({ purpose: 'passwordReset' as const, to, subject: 'Hi', text: 'Hello' });
  /** Every column pg-boss keeps for a job, but the ones that differ between any two jobs. */
  const settingsOf = async (to: string) => {
    const { rows } = (await h.db.execute(
      sql`select name, data, priority, state, retry_limit, retry_delay, retry_backoff, singleton_key, singleton_on,
                 expire_in, keep_until - start_after as kept_for, policy, dead_letter
          from pgboss.job where name = 'email' and data->>'to' = ${to}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return rows;
  };

  it('is the job a send writes, when its condition answers a row, and nothing when it answers none', async () => {
    const mark = randomBytes(4).toString('hex');
    const [sent, written, skipped] = ['sent', 'written', 'skipped'].map((who) => `${who}-${mark}@example.ph`);
    await h.app.jobs.enqueue(h.db, 'email', email(sent!));
    const write = async (to: string, when: ReturnType<typeof sql>) =>
      h.db.execute(
        sql`with changed as (${when}), job as (${await h.app.jobs.enqueueWhen(sql`select 1 from changed`, 'email', email(to))})
            select (select count(*) from job)::int as jobs`,
      );
    await write(written!, sql`select 1 as one`);
    await write(skipped!, sql`select 1 as one where false`);

    const [one] = await settingsOf(sent!);
    expect(one).toMatchObject({ state: 'created', retry_limit: 10, retry_backoff: true });
    expect(await settingsOf(written!)).toEqual([{ ...one, data: email(written!) }]);
    expect(await settingsOf(skipped!)).toEqual([]);
  });
});

/** Handlers that count their runs; an email's can be held until the test lets it go. */
function countingHandlers() {
  const runs = {
    email: 0,
    sms: 0,
    'reconcile-donations': 0,
    housekeeping: 0,
    'volunteer-reminders': 0,
    'update-emails': 0,
    'monthly-giving': 0,
    'monthly-charge': 0,
  };
  let hold: Promise<void> | undefined;
  let started: (() => void) | undefined;
  let startedBefore = 0;
  let awaited = 1;
  const handlers: JobHandlers = {
    email: async () => {
      runs.email += 1;
      if (runs.email - startedBefore >= awaited) started?.();
      await hold;
    },
    'reconcile-donations': async () => {
      runs['reconcile-donations'] += 1;
    },
    sms: async () => {
      runs.sms += 1;
    },
    housekeeping: async () => {
      runs.housekeeping += 1;
    },
    'volunteer-reminders': async () => {
      runs['volunteer-reminders'] += 1;
    },
    'update-emails': async () => {
      runs['update-emails'] += 1;
    },
    'monthly-giving': async () => {
      runs['monthly-giving'] += 1;
    },
    'monthly-charge': async () => {
      runs['monthly-charge'] += 1;
    },
  };
  return {
    runs,
    handlers,
    /** Holds every email job's run until the returned release; resolves `running` when `count` have started. */
    holdEmails(count = 1) {
      startedBefore = runs.email;
      awaited = count;
      let release!: () => void;
      hold = new Promise((resolve) => {
        release = resolve;
      });
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      return { running, release };
    },
  };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const queueOver = (handlers: JobHandlers) =>
  createJobQueue({ database: h.database, handlers, now: Date.now, log: silent });

describe('scheduled jobs', () => {
  it('run once per period across two queue instances on one database, however often each sends them', async () => {
    const kinds = ['housekeeping', 'reconcile-donations', 'volunteer-reminders'] as const;
    /** The period each job of the kind was sent for, oldest first. */
    const periodsOf = async (kind: JobKind) => {
      const { rows } = (await h.db.execute(
        sql`select singleton_on::text as period from pgboss.job where name = ${kind} order by created_on, id`,
      )) as unknown as { rows: { period: string }[] };
      return rows.map((row) => row.period);
    };
    const before = Object.fromEntries(
      await Promise.all(kinds.map(async (kind) => [kind, (await periodsOf(kind)).length] as const)),
    );
    const a = countingHandlers();
    const b = countingHandlers();
    const first = queueOver(a.handlers);
    const second = queueOver(b.handlers);
    // Both start (each sends the scheduled kinds at once) and send them again, as their timers would.
    await Promise.all([first.start(), second.start()]);
    try {
      await Promise.all([first.scheduleDue(), second.scheduleDue()]);
      for (const kind of kinds) {
        // One job per period, whoever sent it: four sends make one, or two when a slow machine crossed into the
        // next period between them (the reconciling's is a minute), never two for one period.
        const sent = (await periodsOf(kind)).slice(before[kind]);
        expect(sent.length, kind).toBeGreaterThanOrEqual(1);
        expect(sent.length, kind).toBeLessThanOrEqual(2);
        expect(new Set(sent).size, kind).toBe(sent.length);
        // Each job is run by one of the two workers, once.
        await expect
          .poll(() => a.runs[kind] + b.runs[kind], { timeout: 20_000, interval: 100 })
          .toBe(sent.length);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    // pg-boss (10.4) marks a job completed after its handler returns without waiting for it, and its stop waits only
    // for handlers: on a busy machine the last one's update can land just after stop (CI once read 'active').
    await expect
      .poll(async () => (await jobsOf(h.db, 'housekeeping')).at(-1)!.state, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('completed');
  });
});

describe('stopping a worker', () => {
  const email = (to: string) => ({ purpose: 'passwordReset' as const, to, subject: 'Hi', text: 'Hello' });

  it('finishes the jobs it runs, emails two at once, takes no new one, and gives an unfinished one back after its bound', async () => {
    const mark = randomBytes(4).toString('hex');
    const counting = countingHandlers();
    // As many emails as one worker runs at once, all held running together.
    const atOnce = JOBS_AT_ONCE.email!;
    expect(atOnce).toBe(2);
    const held = counting.holdEmails(atOnce);
    const worker = queueOver(counting.handlers);
    for (let n = 0; n < atOnce; n++)
      await h.db.transaction((tx) => h.app.jobs.enqueue(tx, 'email', email(`first${n}-${mark}@example.ph`)));
    await worker.start();
    await held.running;
    await h.db.transaction((tx) => h.app.jobs.enqueue(tx, 'email', email(`second-${mark}@example.ph`)));
    let stopped = false;
    const stopping = worker.stop(60_000).then(() => {
      stopped = true;
    });
    const mine = async () =>
      Object.fromEntries(
        (await jobsOf(h.db, 'email'))
          .filter((job) => String(job.data.to).endsWith(`${mark}@example.ph`))
          .map((job) => [String(job.data.to).split('-')[0], job.state]),
      );
    // Still waiting for the running jobs, which hold their places.
    expect(await mine()).toEqual({ first0: 'active', first1: 'active', second: 'created' });
    expect(stopped).toBe(false);
    held.release();
    await stopping;
    expect(await mine()).toEqual({ first0: 'completed', first1: 'completed', second: 'created' });
    expect(counting.runs.email).toBe(atOnce);

    // A job that does not finish within the bound goes back to the queue, to be tried again.
    const stuck = countingHandlers();
    const never = stuck.holdEmails();
    const another = queueOver(stuck.handlers);
    await another.start();
    await never.running;
    await another.stop(1000);
    const [second] = (await jobsOf(h.db, 'email')).filter(
      (job) => job.data.to === `second-${mark}@example.ph`,
    );
    expect(second).toMatchObject({ state: 'retry', output: { value: 'pg-boss shut down while active' } });
    never.release();
  });
});

describe('a job whose worker was killed', () => {
  it('fails back to the queue once its 60 s expiry has passed, through maintenance on our executor', async () => {
    const mark = randomBytes(4).toString('hex');
    const email = {
      purpose: 'passwordReset' as const,
      to: `held-${mark}@example.ph`,
      subject: 'Hi',
      text: 'Hello',
    };
    await h.db.transaction((tx) => h.app.jobs.enqueue(tx, 'email', email));
    const [job] = (await jobsOf(h.db, 'email')).filter((row) => row.data.to === email.to);
    // What a worker killed mid-send leaves: the job active since it took it.
    const heldFor = (seconds: number) =>
      h.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - make_interval(secs => ${seconds})
            where id = ${job!.id}::uuid`,
      );
    // pg-boss's maintenance (its BEGIN … COMMIT block), as a running worker does it every 20 s.
    const maintenance = new PgBoss({ db: h.database, migrate: false, schedule: false, supervise: false });
    const state = async () => (await jobsOf(h.db, 'email')).find((row) => row.id === job!.id)!;
    await heldFor(50);
    await maintenance.maintain();
    expect((await state()).state).toBe('active');
    await heldFor(61);
    await maintenance.maintain();
    const failed = await state();
    expect(failed).toMatchObject({
      state: 'retry',
      output: { value: { message: 'job failed by timeout in active state' } },
    });
    // Tried again after the first backoff: well within a minute.
    expect(failed.startAfter.getTime()).toBeLessThan(Date.now() + 31_000);
  });
});

describe('what the scheduled kinds do', () => {
  it('housekeeping deletes what has expired; reconciliation expires overdue pending donations', async () => {
    const past = new Date(Date.now() - 1000);
    const user = await createUser(h.db);
    await createSession(h.db, user.userID, false);
    await h.db.update(sessions).set({ expiresAt: past }).where(eq(sessions.userId, user.userID));
    await createPasswordReset(h.db, user.email);
    await h.db.update(passwordResets).set({ expiresAt: past }).where(eq(passwordResets.userId, user.userID));
    const key = `account:${user.email}`;
    await h.db
      .insert(loginFailures)
      .values({ key, at: new Date(Date.now() - 2 * h.app.config.login.windowMs) });
    const charity = await createOrganization(h.db);
    const overdue = await createDonation(h.db, {
      userId: user.userID,
      organizationId: charity.id,
      expiresAt: past,
    });

    for (const kind of ['housekeeping', 'reconcile-donations'] as const)
      await h.db.transaction((tx) => h.app.jobs.enqueue(tx, kind, {}));
    await h.app.jobs.runDue();
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, user.userID))).toEqual([]);
    expect(await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userID))).toEqual(
      [],
    );
    expect(await h.db.select().from(loginFailures).where(eq(loginFailures.key, key))).toEqual([]);
    const [donation] = await h.db.select().from(donations).where(eq(donations.id, overdue.id));
    expect(donation!.status).toBe('expired');
  });
});

describe('the worker loop', () => {
  it('picks an email job up by itself and sends it with its own Message-ID', async () => {
    const user = await createUser(h.db);
    await h.app.jobs.start();
    try {
      const forgot = await h.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(forgot.statusCode).toBe(200);
      const sent = () => smtp.messages.find((message) => message.includes(`To: ${user.email}`));
      await expect.poll(sent, { timeout: 20_000, interval: 50 }).toBeDefined();
      const [job] = (await jobsOf(h.db, 'email')).filter((row) => row.data.to === user.email);
      expect(sent()).toContain(`Message-ID: ${jobMessageId(job!.id, 'https://tabang.example')}`);
      await expect
        .poll(async () => (await jobsOf(h.db, 'email')).find((row) => row.id === job!.id)?.state)
        .toBe('completed');
    } finally {
      await h.app.jobs.stop();
    }
  });
  it('rests after the mail server turned out to be away, instead of trying every waiting email in turn', async () => {
    // Each of the worker's email runners tries one (JOBS_AT_ONCE), then rests; the third email is not tried.
    const atOnce = JOBS_AT_ONCE.email!;
    // Only this test's emails wait (earlier tests leave theirs), so the first one tried is one of them.
    await h.db.execute(sql`delete from pgboss.job where name = 'email' and state in ('created', 'retry')`);
    const mark = randomBytes(4).toString('hex');
    const to = [1, 2, 3].map((n) => `away-${n}-${mark}@example.ph`);
    for (const address of to)
      await h.app.jobs.enqueue(h.db, 'email', {
        purpose: 'passwordReset',
        to: address,
        subject: 'Hi',
        text: 'Hello',
      });
    const refusedBefore = smtp.refused();
    smtp.down();
    const worker = queueOver(jobHandlers(h.app));
    await worker.start();
    try {
      await expect.poll(() => smtp.refused() - refusedBefore, { timeout: 20_000, interval: 5 }).toBe(atOnce);
    } finally {
      // Stopping ends the rest at once.
      const stopping = Date.now();
      await worker.stop();
      expect(Date.now() - stopping).toBeLessThan(SERVICE_AWAY_REST_MS);
      smtp.up();
    }
    expect(smtp.refused() - refusedBefore).toBe(atOnce);
    const states = async () =>
      (await jobsOf(h.db, 'email'))
        .filter((job) => to.includes(String(job.data.to)))
        .map((job) => job.state)
        .sort();
    // The ones tried fail back to be retried (on PostgreSQL that write may land just after stop resolves).
    await expect.poll(states).toEqual(['created', 'retry', 'retry']);
  });
});

describe('fetching the next job', () => {
  it("reads a queue's waiting jobs in the order they are taken, never sorting them all (migration 0036)", async () => {
    // A queue of its own, its partition made as create_queue makes every queue's, with a campaign's backlog.
    const queue = `fetch-order-${randomBytes(4).toString('hex')}`;
    await h.database.executeSql(`select pgboss.create_queue($1, '{"policy":"standard"}')`, [queue]);
    await h.database.executeSql(
      `insert into pgboss.job (name, data, created_on, start_after)
       select $1, '{}'::jsonb, now() - n * interval '1 second', now() - n * interval '1 second'
       from generate_series(1, 3000) as n`,
      [queue],
    );
    await h.database.executeSql('analyze pgboss.job');
    const { rows } = await h.database.executeSql(
      `explain (format json) ${fetchNextJob('pgboss')({ includeMetadata: true })}`,
      [queue, 1],
    );
    // The part that picks the jobs (the statement then numbers the batch it took, a sort of its own few rows).
    type Node = { 'Node Type': string; 'Subplan Name'?: string; 'Index Name'?: string; Plans?: Node[] };
    const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    const [{ Plan }] = (rows[0] as { 'QUERY PLAN': [{ Plan: Node }] })['QUERY PLAN'];
    const picking = nodes(Plan).find((node) => node['Subplan Name'] === 'CTE next');
    expect(picking).toBeDefined();
    const steps = nodes(picking!);
    expect(steps.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(steps.find((node) => node['Node Type'] === 'Index Scan')?.['Index Name']).toMatch(
      /priority_created_on_id/,
    );
  });
});
