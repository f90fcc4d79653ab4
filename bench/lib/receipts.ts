/**
 * "Receipts once mail is back": the receipt emails the pass's gifts left queued while mail was down (every gift's
 * receipt is a job: its PDF made and emailed by a worker, never in the request), sent by one worker process
 * (TABANG_ROLE=worker) to a mail server that answers (the tests' SMTP server, apps/api/test/fakes/smtp.ts) for
 * `seconds`: how many a second one worker makes and sends, against the gifts a second a campaign brings.
 */
import pg from 'pg';
import { startSmtpServer } from '../../apps/api/test/fakes/smtp';
import type { BenchConfig } from './config';
import { log } from './log';
import type { ReceiptsResult } from './results';
import { startServer } from './server';

/** How long the worker sends: half a minute of a campaign's receipts. */
export const RECEIPT_SECONDS = 30;

const EMAIL_JOBS_DUE = `select count(*)::int as count from pgboss.job
  where name = 'email' and state in ('created', 'retry') and start_after <= now()`;

export async function measureReceipts(
  config: BenchConfig,
  { dataDir, databaseUrl, seconds }: { dataDir: string; databaseUrl: string; seconds: number },
): Promise<ReceiptsResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sentAt: number[] = [];
  const smtp = await startSmtpServer({ onMessage: () => sentAt.push(performance.now()) });
  try {
    const due = (await client.query<{ count: number }>(EMAIL_JOBS_DUE)).rows[0]!.count;
    const server = await startServer(config, {
      dataDir,
      databaseUrl,
      env: { SMTP_URL: smtp.url, TABANG_ROLE: 'worker' },
    });
    const from = performance.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    } finally {
      await server.stop();
    }
    const sent = sentAt.filter((at) => at >= from && at < from + seconds * 1000).length;
    const left = (await client.query<{ count: number }>(EMAIL_JOBS_DUE)).rows[0]!.count;
    const result = { due, seconds, sent, perSecond: sent / seconds, left };
    log(
      `receipts once mail is back: ${sent} sent in ${seconds} s = ${result.perSecond.toFixed(0)}/s (${due} due, ${left} left)`,
    );
    return result;
  } finally {
    await smtp.close();
    await client.end();
  }
}
