import type { JobKind } from '@tabang/shared';

/*
 * The job queue's numbers, in one place (decision 015; docs/operations.md, "Jobs"). They are given with each job
 * when it is sent, so changing one here changes every job sent from then on, without a migration.
 */

/**
 * The longest a whole email send may take (connect, greeting, delivery): the mailer gives up after it, so a send
 * that hangs fails and is retried instead of holding its job until the expiry below.
 */
export const MAIL_SEND_TIMEOUT_MS = 45_000;

/** The longest a text message's call to the SMS gateway may take; it fails then, to be retried. */
export const SMS_SEND_TIMEOUT_MS = 15_000;

/** How each kind of job is retried, and how long it may run before it counts as lost. */
type KindSettings = {
  /**
   * Tries after the first. A try that fails waits `retryDelaySeconds` × 2^(tries so far), plus up to as much again
   * at random so a burst of failures does not come back at once; after the last the job stays `failed`.
   */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A job active for longer is taken to be lost (its worker was killed) and fails, to be tried again. Above what a
   * live run takes, so a job is never run twice at once; far below pg-boss's 15 minutes, so a killed worker's email
   * goes out again within about a minute (with MAINTENANCE_INTERVAL_SECONDS and the first retry's wait).
   */
  expireInSeconds: number;
};

export const JOB_SETTINGS: Record<JobKind, KindSettings> = {
  // 15 s, 30 s, 1, 2, 4, 8, 16, 32, 64, 128 minutes (each up to twice that): a mail server can be away for a few
  // hours and every email still goes out.
  email: { retryLimit: 10, retryDelaySeconds: 15, expireInSeconds: 60 },
  // Retried as an email is (a gateway can be away for hours too); one HTTP call, bounded by SMS_SEND_TIMEOUT_MS.
  sms: { retryLimit: 10, retryDelaySeconds: 15, expireInSeconds: 30 },
  // Scheduled kinds are not retried: the next run, a minute or a quarter of an hour later, is their retry. They may
  // take longer than an email (a batch of gateway calls, deletes over large tables).
  'reconcile-donations': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
  housekeeping: { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
  'volunteer-reminders': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
  // The fan-out of an update's emails: batches of short transactions that each record how far they got, so a try
  // after a failure carries on where the last stopped; retried as an email is, since nothing else would run it again.
  'update-emails': { retryLimit: 10, retryDelaySeconds: 15, expireInSeconds: 300 },
  'monthly-giving': { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 300 },
  // One call to the gateway, its charge keyed by the donation's req_id, so a try after a crash charges once. A
  // gateway away for a few hours still gets the month charged.
  'monthly-charge': { retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: 60 },
};

/**
 * The scheduled kinds and how often each runs, once across the whole fleet: every worker sends each at most once
 * per period (a singleton send keyed to the period), and the queue keeps only the first (decision 015).
 */
export const JOB_SCHEDULES: Partial<Record<JobKind, { everySeconds: number }>> = {
  // Expires overdue pending donations and asks the gateway about ones whose webhook may never come.
  'reconcile-donations': { everySeconds: 60 },
  // Expired sessions and reset links, login failures past the throttle's window.
  housekeeping: { everySeconds: 15 * 60 },
  // Reminds the volunteers of events starting within a day (modules/volunteering/reminders.ts), each once.
  'volunteer-reminders': { everySeconds: 5 * 60 },
  // Takes each monthly plan's month on its due day (modules/recurring/schedule.ts): charge or reminder, once.
  'monthly-giving': { everySeconds: 15 * 60 },
};

/**
 * How many jobs of a kind one worker process runs at once (one when not named). Emails two at a time: a send waits
 * on the mail server part of the time, and after an outage a campaign's queued receipts must go out faster than new
 * gifts bring more. Measured on 2 cores with the benchmark's "receipts once mail is back" phase alone, the queue
 * emptied before each run: one at a time 46 a second, two 71, four 70 (the worker's CPU is then the limit).
 */
export const JOBS_AT_ONCE: Partial<Record<JobKind, number>> = { email: 2 };

/** How often a worker sends the scheduled kinds: twice per shortest period, so none is missed for long. */
export const SCHEDULE_TICK_MS = 30_000;

/**
 * How often one worker of the fleet (whichever claims it first) fails the jobs past their expiry and archives and
 * deletes old ones. With the expiry, a job a killed worker held is tried again about a minute later.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 20;

/** How often an idle worker asks for new jobs of each kind. */
export const POLLING_INTERVAL_SECONDS = 2;

/** How long jobs are kept (docs/privacy.md): then they move to pg-boss's archive, which is emptied a day later. */
export const JOB_RETENTION = {
  /** A failed job stays on the admin page this long, to be looked at and retried. */
  failedSeconds: 30 * 24 * 60 * 60,
  /** A completed (or cancelled) job is of no more use once this has passed. */
  completedSeconds: 24 * 60 * 60,
  /** Archived jobs are deleted after this. */
  archivedDays: 1,
  /** A job still waiting this long after it was due (no worker ran for a month) is given up. */
  waitingDays: 30,
};

/**
 * After a job found its service away (ServiceAway: the mail server unreachable), how long its worker rests before
 * the next job of that kind. Each would only fail the same way, and during a campaign thousands of receipts wait,
 * each a PDF and a connection to make; resting keeps the server's time for the people using it. Below the first
 * retry's wait, so no job waits longer for it than for its own retry.
 */
export const SERVICE_AWAY_REST_MS = 10_000;

/** On shutdown, how long a worker lets its running jobs finish before failing them back to the queue. */
export const JOB_STOP_TIMEOUT_MS = 10_000;
