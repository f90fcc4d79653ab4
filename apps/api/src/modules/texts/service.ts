import { philippineMobile } from '@tabang/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { TextJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import { textSendTime } from './quiet-hours';
import type { TextSender } from './sender';

/** One SMS: longer texts are split by the gateway and cost one credit a part, so ours fit in one. */
export const TEXT_MAX_LENGTH = 160;

/**
 * Typography that is not in the GSM 7-bit alphabet (curly quotes, dashes, the ellipsis, narrow spaces): one such
 * character sends the whole text as Unicode, where a part holds 70 characters instead of 160.
 */
const PLAIN: [RegExp, string][] = [
  [/[‘’ʼ]/g, "'"],
  [/[“”]/g, '"'],
  [/[–—]/g, '-'],
  [/…/g, '...'],
  [/[\u00a0\u202f]/g, ' '],
];
export const plainText = (text: string) => PLAIN.reduce((out, [from, to]) => out.replace(from, to), text);

/** `text` cut to at most `length` characters, marked with "..." when cut. */
export const cut = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, Math.max(0, length - 3)).trimEnd()}...`;

const timingOf = (job: TextJob) => ({
  transactional: job.transactional,
  notAfter: job.notAfter === undefined ? undefined : new Date(job.notAfter),
});

/**
 * Enqueues a text in `tx`, the transaction of the change that causes it, for when it may be sent (quiet-hours.ts):
 * at once, or the next 8:00 Philippine time. Returns false, enqueueing nothing, when that would be too late.
 */
export async function enqueueText(
  tx: Db | Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  now: Date,
  job: TextJob,
): Promise<boolean> {
  const startAfter = textSendTime(now, timingOf(job));
  if (!startAfter) return false;
  await jobs.enqueue(tx, 'sms', job, { startAfter });
  return true;
}

/** Whether the account still wants texts at `to`: not deleted, opted in, and that is still its number. */
async function stillWanted(db: Db, userId: number, to: string): Promise<boolean> {
  const [person] = await db
    .select({ contactNumber: users.contactNumber })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.smsOptIn, true)));
  return person !== undefined && philippineMobile(person.contactNumber) === to;
}

/**
 * The `sms` job: sends the text, unless the person no longer wants it there or its time has passed. A text whose
 * try falls outside the hours (a retry after a failure in the evening) goes back to the queue for the morning.
 */
export async function sendText(
  deps: {
    db: Db;
    jobs: Pick<JobQueue, 'enqueue'>;
    texts: TextSender;
    now: () => number;
    log: Pick<FastifyBaseLogger, 'info'>;
  },
  job: TextJob,
  jobId: string,
): Promise<void> {
  if (job.userId !== undefined && !(await stillWanted(deps.db, job.userId, job.to))) {
    deps.log.info({ jobID: jobId }, 'text not sent: the person no longer wants texts at that number');
    return;
  }
  const now = deps.now();
  const at = textSendTime(new Date(now), timingOf(job));
  if (!at) {
    deps.log.info({ jobID: jobId }, 'text not sent: its time has passed');
    return;
  }
  if (at.getTime() > now) {
    await deps.jobs.enqueue(deps.db, 'sms', job, { startAfter: at });
    return;
  }
  const { gatewayId } = await deps.texts.send({ to: job.to, text: job.text, messageId: jobId });
  // The gateway's id beside ours, to follow a text up with the gateway (none when it was only logged).
  if (gatewayId) deps.log.info({ jobID: jobId, gatewayId }, 'text accepted by the gateway');
}
