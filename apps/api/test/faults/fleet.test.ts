import { performance } from 'node:perf_hooks';
import { t } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { JOBS_AT_ONCE } from '../../src/jobs/settings';
import { createOrganization } from '../factories';
import { startSmtpServer } from '../fakes/smtp';
import { createUser, loginAs } from '../helpers';
import { freePort } from '../ports';
import { type Cluster, createCluster, postgresBinDir } from './cluster';
import { checkConfig, haproxyEnv, haproxyPath, type LoadBalancer, startLoadBalancer } from './haproxy';
import { failuresOf, type LoadRequest, startLoad } from './load';
import { redisServerPath, startRedis } from './redis';
import { killServer, type ServerProcess, startServer } from './server';

// A fleet as docs/operations.md ("Run a fleet") deploys it: HAProxy with the repository's deploy/haproxy.cfg in
// front of two web processes (TABANG_ROLE=web), one worker, on a PostgreSQL cluster of the test's own, with a
// Redis of its own for the rate-limit counters and a real SMTP server. One fleet, the scenarios in order; each
// asserts on what the clients and the mail server see.

const binDir = postgresBinDir();
const haproxy = haproxyPath();
const redisServer = redisServerPath();
const missing = [
  !binDir && 'PostgreSQL server binaries (initdb, pg_ctl): apt-get install -y postgresql',
  !haproxy && 'HAProxy: apt-get install -y haproxy',
].filter(Boolean);
if (missing.length)
  console.warn(
    `\n*** The fleet test is SKIPPED: not installed: ${missing.join('; ')} ***\n` +
      (process.env.FLEET === 'required' ? '*** FLEET=required, so this is a failure. ***\n' : ''),
  );
else if (!redisServer)
  console.warn(
    '\n*** The fleet test runs without Redis (redis-server is not installed): counters per process. ***\n',
  );

/** Clients of the steady load, each pausing this long between its requests. */
const CONCURRENCY = 6;
const PAUSE_MS = 20;
const DONATIONS = 100;
const RESETS = 50;
/** Donations and reset requests made while no worker runs. */
const LATER = 10;
/** Generous bounds for a loaded machine, on events that take a second or two. */
const STATE_WITHIN_MS = 30_000;
/** Emails waiting for a worker that has just started: it looks for jobs every 2 s and sends them one by one. */
const SENT_WITHIN_MS = 60_000;
/** A refused email is tried again 15 to 30 s later (apps/api/src/jobs/settings.ts). */
const RETRIED_WITHIN_MS = 120_000;
/**
 * A job a killed worker held runs again once it has been active for 60 s (its expiry), maintenance (every 20 s) has
 * failed it back to the queue, and its first retry's wait (15 to 30 s) is over: about 100 s after the kill.
 */
const REDELIVERED_WITHIN_MS = 180_000;

type Member = {
  name: string;
  port: number;
  env: Record<string, string>;
  process?: ServerProcess;
  before: string;
};
type Mail = { messageId: string; to: string; subject: string };

const RESET_SUBJECT = t('auth.forgot.emailSubject');
const [RECEIPT_BEFORE = '', RECEIPT_AFTER = ''] = t('receipts.emailSubject', { number: '\n' }).split('\n');
/** The receipt number a receipt's subject names; undefined for any other email. */
const receiptNumber = (subject: string) =>
  subject.length > RECEIPT_BEFORE.length + RECEIPT_AFTER.length &&
  subject.startsWith(RECEIPT_BEFORE) &&
  subject.endsWith(RECEIPT_AFTER)
    ? subject.slice(RECEIPT_BEFORE.length, subject.length - RECEIPT_AFTER.length)
    : undefined;

/** The headers the test counts by, from a message as the SMTP server received it. */
function headersOf(message: string): Mail {
  const head = message.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => head.match(new RegExp(`^${name}: *(.*)$`, 'im'))?.[1]?.trim() ?? '';
  return { messageId: header('Message-ID'), to: header('To'), subject: header('Subject') };
}

/** How many of `items` share each key. */
function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map((item, j) => task(item, i + j)))));
  return results;
}

const range = (length: number) => Array.from({ length }, (_, i) => i);
const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');

if (missing.length && process.env.FLEET === 'required')
  describe('the fleet test', () => {
    it('has HAProxy and PostgreSQL to run on', () => {
      throw new Error(`FLEET=required, and not installed: ${missing.join('; ')}`);
    });
  });

describe.runIf(!missing.length)('a fleet behind HAProxy: two web processes and a worker', () => {
  let cluster: Cluster;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  let lb: LoadBalancer | undefined;
  let lbPort: number;
  let charityId: number;
  let donors: { token: string }[];
  let resetUsers: { email: string }[];
  let laterUsers: { email: string }[];
  /** Every session token and req_id the test used: none may appear in HAProxy's log. */
  const tokens: string[] = [];
  const reqIds: string[] = [];
  const web1: Member = { name: 'web1', port: 0, env: {}, before: '' };
  const web2: Member = { name: 'web2', port: 0, env: {}, before: '' };
  const worker: Member = { name: 'worker', port: 0, env: {}, before: '' };
  const secondWorker: Member = { name: 'second worker', port: 0, env: {}, before: '' };
  const members = [web1, web2, worker, secondWorker];
  let secondWorkerExited: Promise<number | string> | undefined;

  /** Starts (or starts again, on the same port) a member of the fleet and waits for its health check. */
  const start = async (member: Member) => {
    member.before += member.process?.output() ?? '';
    member.process = await startServer(member.env, member.port);
  };

  /** Runs a scenario; a failure carries the last lines every process and HAProxy wrote. */
  const withLogs = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const parts = members.map(
        (member) => `--- ${member.name} ---\n${tail(member.before + (member.process?.output() ?? ''))}`,
      );
      if (lb) parts.push(`--- haproxy ---\n${tail(lb.output())}`);
      if (error instanceof Error) {
        // fetch's "fetch failed" says why only in its cause (refused, reset, closed by the other side).
        if (error.cause instanceof Error) error.message += ` (${error.cause.message})`;
        error.message += `\n\nThe fleet's last lines:\n${parts.join('\n')}`;
      }
      throw error;
    }
  };

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${lb!.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** A donation made and paid at the sandbox's checkout page, as a donor does, through the load balancer. */
  const donate = async (donor: { token: string }, amount: number) => {
    const created = await post(
      '/api/post/donation/create',
      { amount, organizationID: charityId, eventID: null },
      { authorization: `Bearer ${donor.token}` },
    );
    expect(created.status).toBe(200);
    const { req_id: reqId } = (await created.json()) as { req_id: string };
    reqIds.push(reqId);
    const paid = await fetch(`${lb!.url}/sandbox/checkout/${encodeURIComponent(reqId)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=gcash',
      redirect: 'manual',
    });
    await paid.arrayBuffer();
    expect(paid.status).toBe(303);
    return reqId;
  };

  const askForReset = async (user: { email: string }) => {
    const asked = await post('/auth/forgot-password', { email: user.email });
    expect(asked.status).toBe(200);
  };

  const mailSince = (from: number) => smtp.messages.slice(from).map(headersOf);

  /** Public reads, a signed-in read and a signed-in donation, in turn. */
  const mixedLoad = (i: number): LoadRequest => {
    const auth = { authorization: `Bearer ${donors[i % donors.length]!.token}` };
    switch (i % 5) {
      case 0:
        return { method: 'GET', path: '/api/get/organizations', expect: 200 };
      case 1:
        return { method: 'GET', path: '/api/get/events/all/upcoming', expect: 200 };
      case 2:
        return { method: 'GET', path: '/api/get/leaderboard', expect: 200 };
      case 3:
        return { method: 'GET', path: '/api/get/my/profile', headers: auth, expect: 200 };
      default:
        return {
          method: 'POST',
          path: '/api/post/donation/create',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 50, organizationID: charityId, eventID: null }),
          expect: 200,
        };
    }
  };

  beforeAll(async () => {
    [cluster, smtp, redis] = await Promise.all([
      createCluster(binDir!),
      startSmtpServer(),
      redisServer ? startRedis(redisServer) : undefined,
    ]);
    lbPort = await freePort();
    for (const member of members) member.port = await freePort();
    // As in production (NODE_ENV=production: a 5 s drain on SIGTERM, HAProxy's checks see it in 2 s), with the
    // sandbox as the gateway and limits high enough for the load.
    const common = {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.url,
      PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
      TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      TRUST_PROXY: '1',
      RATE_LIMIT: '1',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_FORGOT_PASSWORD: '1000',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    for (const member of [web1, web2]) member.env = { ...common, TABANG_ROLE: 'web' };
    for (const member of [worker, secondWorker]) member.env = { ...common, TABANG_ROLE: 'worker' };

    // Two workers started at once on the empty database: both migrate at start, one after the other (the migration
    // lock), and both come up. Only one stays.
    await Promise.all([start(worker), start(secondWorker)]);
    secondWorker.process!.child.kill('SIGTERM');
    secondWorkerExited = secondWorker.process!.exited;

    database = openDatabase({ url: cluster.url, dataDir: '' });
    charityId = (await createOrganization(database.db)).id;
    donors = await Promise.all(
      range(10).map(async () => ({
        token: (await loginAs(database.db, await createUser(database.db))).token,
      })),
    );
    tokens.push(...donors.map((donor) => donor.token));
    resetUsers = await Promise.all(range(RESETS).map(() => createUser(database.db)));
    laterUsers = await Promise.all(range(LATER).map(() => createUser(database.db)));

    await Promise.all([start(web1), start(web2)]);
    lb = await startLoadBalancer(
      haproxy!,
      lbPort,
      [web1, web2].map((web) => `127.0.0.1:${web.port}`),
    );
    await Promise.all([web1, web2].map((web) => lb!.waitForState(web.name, 'UP', STATE_WITHIN_MS)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(members.map((member) => killServer(member.process, 'SIGKILL')));
    await lb?.stop();
    await redis?.stop();
    await smtp?.close();
    await database?.close();
    cluster?.destroy();
  }, 120_000);

  it('deploy/haproxy.cfg is valid, without a warning, and HAProxy counts both web processes up', async () => {
    const checked = checkConfig(
      haproxy!,
      haproxyEnv({ port: lbPort, metricsPort: 1, web: ['127.0.0.1:1', '127.0.0.1:2'], socket: '/tmp/x' }),
    );
    expect(checked.status, checked.output).toBe(0);
    expect(checked.output).toContain('Configuration file is valid');
    expect(checked.output).not.toMatch(/WARNING|ALERT/);
    // What an operator's alert reads (docs/operations.md, "Run a fleet").
    const metrics = await (await fetch(lb!.metricsUrl)).text();
    expect(metrics).toContain('haproxy_backend_active_servers{proxy="tabang_web"} 2');
  });

  it('two workers started at once on an empty database both migrated and came up', () =>
    withLogs(async () => {
      // Both answered their health checks in the set-up; the one told to stop drains and ends cleanly.
      expect(await secondWorkerExited).toBe(0);
      expect(await database.pendingMigrations()).toEqual([]);
    }));

  it('a rolling restart of both web processes under load loses no request', () =>
    withLogs(async () => {
      const load = startLoad({
        baseUrl: lb!.url,
        concurrency: CONCURRENCY,
        pauseMs: PAUSE_MS,
        next: mixedLoad,
      });
      try {
        await load.answeredSince(0, 20, STATE_WITHIN_MS);
        for (const web of [web1, web2]) {
          // SIGTERM: not ready at once, so HAProxy takes it out (two failed checks, a second apart) while it still
          // serves; it stops listening only after SHUTDOWN_DELAY_MS (5 s), then ends cleanly.
          web.process!.child.kill('SIGTERM');
          await lb!.waitForState(web.name, 'DOWN', STATE_WITHIN_MS);
          // Still listening, draining: it answers, not ready.
          const direct = await fetch(`http://127.0.0.1:${web.port}/api/health/ready`);
          expect(((await direct.json()) as { code?: string }).code).toBe('shutting_down');
          expect(await web.process!.exited, web.name).toBe(0);
          await start(web);
          await lb!.waitForState(web.name, 'UP', STATE_WITHIN_MS);
          await load.answeredSince(performance.now(), 20, STATE_WITHIN_MS);
        }
      } finally {
        await load.stop();
      }
      expect(failuresOf(load.outcomes)).toEqual([]);
      expect(load.outcomes.filter((outcome) => outcome.method === 'POST').length).toBeGreaterThan(10);
    }));

  it('SIGKILL of a web process under load: only the requests it had fail, then HAProxy sends it none', () =>
    withLogs(async () => {
      const load = startLoad({
        baseUrl: lb!.url,
        concurrency: CONCURRENCY,
        pauseMs: PAUSE_MS,
        next: mixedLoad,
      });
      let killedAt = 0;
      try {
        await load.answeredSince(0, 20, STATE_WITHIN_MS);
        web1.process!.child.kill('SIGKILL');
        await web1.process!.exited;
        killedAt = performance.now();
        await lb!.waitForState(web1.name, 'DOWN', STATE_WITHIN_MS);
        await load.answeredSince(performance.now(), 40, STATE_WITHIN_MS);
      } finally {
        await load.stop();
      }
      // Requests sent from the moment it was gone all succeed (a refused connection is sent to web2); of those it
      // had, a read is retried on web2 and only a POST it may have carried out fails: at most one per client.
      expect(failuresOf(load.outcomes.filter((outcome) => outcome.started >= killedAt))).toEqual([]);
      expect(failuresOf(load.outcomes).length).toBeLessThanOrEqual(CONCURRENCY);

      await start(web1);
      await lb!.waitForState(web1.name, 'UP', STATE_WITHIN_MS);
    }));

  it(
    'the mail server down while 100 donations complete, then back: every receipt delivered, at most twice',
    () =>
      withLogs(async () => {
        const from = smtp.messages.length;
        smtp.down();
        try {
          await inBatches(range(DONATIONS), 10, (i) => donate(donors[i % donors.length]!, 101 + i));
          // The worker tried to send receipts and was refused; the mail server comes back.
          await vi.waitFor(() => expect(smtp.refused()).toBeGreaterThan(0), {
            timeout: STATE_WITHIN_MS,
            interval: 100,
          });
        } finally {
          // Back even when this test fails, so the tests after it start with a mail server.
          smtp.up();
        }

        const receipts = () => mailSince(from).filter((mail) => receiptNumber(mail.subject));
        await vi.waitFor(
          () => expect(new Set(receipts().map((mail) => mail.messageId)).size).toBe(DONATIONS),
          {
            timeout: RETRIED_WITHIN_MS,
            interval: 250,
          },
        );
        // One receipt number per donation, each in one message (one Message-ID), sent once or at most twice.
        const numbers = countBy(receipts(), (mail) => receiptNumber(mail.subject)!);
        expect(numbers.size).toBe(DONATIONS);
        expect(Math.max(...countBy(receipts(), (mail) => mail.messageId).values())).toBeLessThanOrEqual(2);
      }),
    240_000,
  );

  it(
    'the worker SIGKILLed in the middle of 50 emails, then back: every email delivered, the ones it was sending twice',
    () =>
      withLogs(async () => {
        const from = smtp.messages.length;
        // The mail server keeps its answer to each message back: the worker is caught in the middle of its sends,
        // as many as it makes at once.
        const atOnce = JOBS_AT_ONCE.email!;
        smtp.hold();
        await inBatches(resetUsers, 10, askForReset);
        await vi.waitFor(() => expect(smtp.holding()).toBe(atOnce), {
          timeout: STATE_WITHIN_MS,
          interval: 50,
        });
        worker.process!.child.kill('SIGKILL');
        await worker.process!.exited;
        // The server takes the message just as the worker dies, whose answer it never hears: the worst case, a
        // message delivered that its job does not know was.
        smtp.release();
        await start(worker);

        const resets = () => mailSince(from).filter((mail) => mail.subject === RESET_SUBJECT);
        // Every email, and the ones the killed worker was sending once more: their jobs ran again after their expiry.
        await vi.waitFor(
          () => {
            expect(new Set(resets().map((mail) => mail.to)).size).toBe(RESETS);
            expect(resets().length).toBe(RESETS + atOnce);
          },
          { timeout: REDELIVERED_WITHIN_MS, interval: 500 },
        );
        expect(new Set(resets().map((mail) => mail.to))).toEqual(
          new Set(resetUsers.map((user) => user.email)),
        );
        // Each address got one email (one Message-ID); the repeated ones are the same messages, each sent twice.
        const idsPerAddress = countBy(
          [...new Set(resets().map((mail) => `${mail.to} ${mail.messageId}`))],
          (key) => key.split(' ')[0]!,
        );
        expect(Math.max(...idsPerAddress.values())).toBe(1);
        expect(
          [...countBy(resets(), (mail) => mail.messageId).values()].filter((copies) => copies > 1),
        ).toEqual(Array(atOnce).fill(2));
      }),
    REDELIVERED_WITHIN_MS + 60_000,
  );

  it('the worker stopped: the web processes keep answering, and the emails go out once it is back', () =>
    withLogs(async () => {
      worker.process!.child.kill('SIGTERM');
      expect(await worker.process!.exited).toBe(0);

      const from = smtp.messages.length;
      await inBatches(range(LATER), 5, (i) => donate(donors[i % donors.length]!, 301 + i));
      await inBatches(laterUsers, 5, askForReset);
      // Nobody sends while no worker runs; the jobs wait in the database.
      expect(mailSince(from)).toEqual([]);

      await start(worker);
      const receipts = () => mailSince(from).filter((mail) => receiptNumber(mail.subject));
      const resets = () => mailSince(from).filter((mail) => mail.subject === RESET_SUBJECT);
      await vi.waitFor(
        () => {
          expect(new Set(receipts().map((mail) => mail.messageId)).size).toBe(LATER);
          expect(new Set(resets().map((mail) => mail.to))).toEqual(
            new Set(laterUsers.map((user) => user.email)),
          );
        },
        { timeout: SENT_WITHIN_MS, interval: 250 },
      );
      expect(Math.max(...countBy(mailSince(from), (mail) => mail.messageId).values())).toBeLessThanOrEqual(2);
    }));

  it("HAProxy's log holds no capability: no query string, no token or req_id in a path", () =>
    withLogs(async () => {
      const feedToken = 'feedtoken0123456789abcdef';
      const [reqId] = reqIds;
      const reads = [
        `/api/get/my/calendar/${feedToken}.ics`,
        `/api/get/donation/result?req_id=${encodeURIComponent(reqId!)}`,
        `/sandbox/checkout/${encodeURIComponent(reqId!)}`,
      ];
      for (const path of reads) await (await fetch(`${lb!.url}${path}`)).arrayBuffer();
      await vi.waitFor(() => expect(lb!.output()).toContain('"GET /sandbox/checkout/[redacted] HTTP/1.1"'), {
        timeout: STATE_WITHIN_MS,
      });

      const log = lb!.output();
      expect(log).toContain('"GET /api/get/my/calendar/[redacted] HTTP/1.1"');
      expect(log).toContain('"GET /api/get/donation/result HTTP/1.1"');
      expect(log).toContain('"POST /sandbox/checkout/[redacted]/pay HTTP/1.1"');
      for (const secret of [feedToken, ...tokens, ...reqIds]) expect(log).not.toContain(secret);
      const requestLines = log.match(/"[A-Z]+ [^"]* HTTP\/[\d.]+"/g) ?? [];
      expect(requestLines.length).toBeGreaterThan(DONATIONS);
      expect(requestLines.filter((line) => line.includes('?'))).toEqual([]);
    }));
});
