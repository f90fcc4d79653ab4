import { type FailedJob, JOB_KINDS, type JobKind } from '@tabang/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { t } from '../../i18n';
import type { EmailJob, TextJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import {
  decodeCursor,
  encodeCursor,
  instantKey,
  isInstantKey,
  type ListPage,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';

/*
 * The admin page's failed jobs: work after the answer that failed its last try, and the Retry that gives it one
 * more. The jobs are pg-boss's rows (jobs/queue.ts); this reads them as the admin needs them.
 */

/** An address as the admin list shows it: enough to recognise (the first letter and the domain), no more. */
export const maskAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '…' : `${address[0]}…${address.slice(at)}`;
};

/** A phone number as the admin list shows it: its last 4 digits, no more. */
export const maskNumber = (number: string) => (number.length > 4 ? `…${number.slice(-4)}` : '…');

type FailedRow = {
  id: string;
  kind: JobKind;
  data: Record<string, unknown> | null;
  retryCount: number;
  lastError: string | null;
  failedAt: Date | string;
  failedKey: string;
  receiptNumber: string | null;
  receiptTo: string | null;
};

/** What a job was for, in words, in the current language. */
function about(row: FailedRow): string {
  if (row.kind === 'reconcile-donations') return t('admin.jobs.about.reconcile');
  if (row.kind === 'housekeeping') return t('admin.jobs.about.housekeeping');
  if (row.kind === 'volunteer-reminders') return t('admin.jobs.about.volunteerReminders');
  if (row.kind === 'update-emails') return t('admin.jobs.about.updateEmails');
  if (row.kind === 'monthly-giving') return t('admin.jobs.about.monthlyGiving');
  if (row.kind === 'monthly-charge') return t('admin.jobs.about.monthlyCharge');
  if (row.kind === 'sms') {
    const text = (row.data ?? {}) as TextJob;
    return t(`admin.jobs.about.texts.${text.purpose}`, {
      to: maskNumber(text.to ?? ''),
      event: text.event ?? '',
    });
  }
  const email = (row.data ?? {}) as EmailJob;
  if ('donationId' in email)
    return t(`admin.jobs.about.${email.purpose}`, {
      number: row.receiptNumber ?? '—',
      to: maskAddress(row.receiptTo ?? ''),
    });
  return t(`admin.jobs.about.${email.purpose}`, { to: maskAddress(email.to), event: email.event ?? '' });
}

/**
 * GET /admin/jobs?state=failed: the failed jobs, the most recent failure first (keyset on the failure's time, then
 * id). A receipt's (or tribute notice's) number and address are read from its donation, as the job holds only the
 * donation's id.
 */
export async function listFailedJobs(
  db: Db,
  options: { limit: number; cursor?: string },
): Promise<ListPage<FailedJob>> {
  const filter = { list: 'failed-jobs' };
  const after =
    options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isInstantKey, 'uuid');
  const result = (await db.execute(sql`
    select j.id, j.name as kind, j.data, j.retry_count as "retryCount",
           coalesce(j.output->>'message', j.output->'value'->>'message', j.output->>'value') as "lastError",
           j.completed_on as "failedAt", ${instantKey(sql`j.completed_on`)} as "failedKey",
           d.receipt_number as "receiptNumber",
           case when j.data->>'purpose' = 'tribute' then d.tribute_notify_email else u.email end as "receiptTo"
    from pgboss.job j
    left join donations d on j.name = 'email' and j.data->>'purpose' in ('receipt', 'tribute', 'monthlyStarted')
      and d.id = (j.data->>'donationId')::int
    left join users u on u.id = d.user_id
    where j.state = 'failed' and j.name in (${sql.join(
      JOB_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})
      ${after === undefined ? sql`` : sql`and (j.completed_on, j.id) < (${after.key}::timestamptz, ${after.id}::uuid)`}
    order by j.completed_on desc, j.id desc
    limit ${rowsToFetch(options.limit)!}`)) as unknown as { rows: FailedRow[] };
  const { rows: page, last } = splitPage(result.rows, options.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      about: about(row),
      tries: Number(row.retryCount) + 1,
      lastError: row.lastError,
      failedAt: new Date(row.failedAt).toISOString(),
    })),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.failedKey }),
  };
}

/** POST /admin/jobs/{id}/retry: one more try, at once; 404 for an unknown job, 409 for one that has not failed. */
export async function retryJob(jobs: Pick<JobQueue, 'retry'>, id: string): Promise<void> {
  const outcome = await jobs.retry(id);
  if (outcome === 'not found') throw notFound();
  if (outcome === 'not failed')
    throw new AppError('CONFLICT', t('admin.jobs.notFailed'), { code: 'job_not_failed' });
}
