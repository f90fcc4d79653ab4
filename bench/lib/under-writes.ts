/**
 * The key public reads when the server is not quiet, on the same server and data set as the quiet API run:
 *   - "reads while donating": each read under autocannon while signed-in donors give in a loop through the sandbox
 *     checkout (the donation phase's donors) at a campaign's rate (BENCH_GIFTS_PER_SECOND, 60: above the 50 a
 *     second the target names), with the gifts completed during each read's measured seconds;
 *   - "reads while mail is down": the same reads right after the donors stop. The bench server's SMTP_URL points
 *     where nothing listens (bench/lib/server.ts), so every receipt of those gifts fails and is retried by the job
 *     queue while the reads are measured; the email jobs waiting or failed are counted in pgboss.job.
 * Each read's req/s is set against its quiet req/s from measureApi in the same pass.
 */
import net from 'node:net';
import pg from 'pg';
import { apiTargets, measureLoad, warmUp } from './api-load';
import type { BenchConfig } from './config';
import { type CompletedLedger, startDonors } from './donations';
import { log } from './log';
import { vacuumIfNoAutovacuum } from './postgres';
import type { ApiResult, BusyRead, Dataset, LoadFigures, UnderWritesResult } from './results';
import type { RssSampler } from './rss';
import { type Server, settle, UNREACHABLE_SMTP_URL } from './server';

/** Whether a TCP connection to the mail server is refused (nothing listens), as the phase assumes. */
function connectionRefused(smtpUrl: string): Promise<boolean> {
  const url = new URL(smtpUrl);
  return new Promise((done) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setTimeout(5_000, () => {
      socket.destroy();
      done(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

/** The email jobs not done yet or given up, read through the server's own database (PostgreSQL only). */
const EMAIL_JOBS = `select state::text, count(*)::int as count from pgboss.job
  where name = 'email' and state in ('retry', 'created', 'active', 'failed') group by state order by state`;

function summary(name: string, figures: LoadFigures, quietRps: number | null, ratio: number | null) {
  return (
    `${name}: ${Math.round(figures.rps)} req/s (quiet ${quietRps === null ? '–' : Math.round(quietRps)}, ` +
    `${ratio === null ? '–' : `${(ratio * 100).toFixed(0)} %`}), p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
    `${figures.failures} 4xx/5xx, ${figures.errors} errors`
  );
}

export async function measureUnderWrites(
  config: BenchConfig,
  server: Server,
  {
    dataset,
    quiet,
    ledger,
    databaseUrl,
    rss,
  }: {
    dataset: Dataset;
    /** This pass's quiet API run (empty when BENCH_API=0: no ratios then). */
    quiet: ApiResult[];
    /** The pass's ledger, which the gifts of this phase join. */
    ledger: CompletedLedger;
    databaseUrl: string | undefined;
    rss: Pick<RssSampler, 'phase'>;
  },
): Promise<UnderWritesResult> {
  const reads = (await apiTargets(server.base, dataset.sample)).filter((t) => t.keyRead && !t.skipped);
  const against = (name: string, figures: LoadFigures) => {
    const quietRps = quiet.find((r) => r.name === name)?.ours?.rps ?? null;
    return { quietRps, ratio: quietRps ? figures.rps / quietRps : null };
  };

  rss.phase('while donating');
  log(
    `reads while donating: ${config.donors} donors give throughout, ${config.giftsPerSecond ? `${config.giftsPerSecond} gifts a second in all` : 'as fast as they can'}`,
  );
  await settle(server.base);
  const donors = await startDonors(config, server, dataset, ledger, config.giftsPerSecond);
  const donatingReads: BusyRead[] = [];
  let donorsResult: Awaited<ReturnType<typeof donors.stop>>;
  try {
    // No settle between reads: the donors never let the server be quiet, which is the point.
    for (const read of reads) {
      const url = `${server.base}${read.path}`;
      const headers = read.headers ?? {};
      await warmUp(config, url, headers);
      const from = performance.now();
      const figures = await measureLoad(config, url, headers);
      const to = performance.now();
      const gifts = donors.completedBetween(from, to);
      const giftsPerSecond = gifts / ((to - from) / 1000);
      const { quietRps, ratio } = against(read.name, figures);
      donatingReads.push({
        name: read.name,
        path: read.path,
        figures,
        quietRps,
        ratio,
        gifts,
        giftsPerSecond,
        emailJobs: null,
      });
      log(`${summary(read.name, figures, quietRps, ratio)}; ${giftsPerSecond.toFixed(0)} gifts/s`);
    }
  } finally {
    donorsResult = await donors.stop();
  }
  log(
    `donors while reading: ${donorsResult.completed} completed in ${donorsResult.seconds.toFixed(1)} s = ` +
      `${donorsResult.perSecond.toFixed(0)}/s, ${donorsResult.errors} errors` +
      (donorsResult.firstError ? ` (first: ${donorsResult.firstError})` : ''),
  );

  // Right after the donors stop: their receipts are now failing and being retried.
  vacuumIfNoAutovacuum(databaseUrl, 'the reads while mail is down');
  rss.phase('mail down');
  const refused = await connectionRefused(UNREACHABLE_SMTP_URL);
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  try {
    const emailJobs = async () =>
      client ? (await client.query<{ state: string; count: number }>(EMAIL_JOBS)).rows : null;
    const emailJobsByState = await emailJobs();
    log(
      `reads while mail is down (${UNREACHABLE_SMTP_URL}: ${refused ? 'connection refused' : 'SOMETHING ANSWERS'}); ` +
        `email jobs: ${emailJobsByState ? emailJobsByState.map((s) => `${s.count} ${s.state}`).join(', ') || 'none' : 'not counted on PGlite'}`,
    );
    const mailDownReads: BusyRead[] = [];
    for (const read of reads) {
      const url = `${server.base}${read.path}`;
      const headers = read.headers ?? {};
      await settle(server.base);
      const waiting = await emailJobs();
      await warmUp(config, url, headers);
      const figures = await measureLoad(config, url, headers);
      const { quietRps, ratio } = against(read.name, figures);
      const count = waiting ? waiting.reduce((sum, s) => sum + s.count, 0) : null;
      mailDownReads.push({
        name: read.name,
        path: read.path,
        figures,
        quietRps,
        ratio,
        gifts: null,
        giftsPerSecond: null,
        emailJobs: count,
      });
      log(`${summary(read.name, figures, quietRps, ratio)}; ${count ?? '–'} email jobs waiting or failed`);
    }
    return {
      donating: { donors: donorsResult, reads: donatingReads },
      mailDown: { smtpUrl: UNREACHABLE_SMTP_URL, refused, emailJobsByState, reads: mailDownReads },
    };
  } finally {
    await client?.end();
  }
}
