import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './errors';
import { deleteExpiredSessions } from './lib/sessions';
import { deleteOldLoginFailures } from './modules/auth/rate-limit';
import { deleteExpiredPasswordResets } from './modules/auth/service';
import { reconcilePendingDonations } from './modules/donations/reconcile';
import { sendDueReceiptEmails } from './modules/giving/receipt';

export type Job = { name: string; everyMs: number; run: (app: FastifyInstance) => Promise<unknown> };

/** Housekeeping that runs on a timer in the server process. Each job is safe to run on several servers at once. */
const JOBS: Job[] = [
  { name: 'delete expired sessions', everyMs: 60 * 60 * 1000, run: (app) => deleteExpiredSessions(app.db) },
  {
    name: 'delete expired reset links',
    everyMs: 60 * 60 * 1000,
    run: (app) => deleteExpiredPasswordResets(app.db),
  },
  {
    name: 'delete old login failures',
    everyMs: 15 * 60 * 1000,
    run: (app) => deleteOldLoginFailures(app.db, app.config.login.windowMs),
  },
  // Expires overdue pending donations and asks the gateway about ones whose webhook may never come.
  {
    name: 'reconcile pending donations',
    everyMs: 60 * 1000,
    run: (app) => reconcilePendingDonations(app.payments),
  },
  // Receipt emails whose send right after completion failed (or never ran): tried again with backoff.
  {
    name: 'send due receipt emails',
    everyMs: 60 * 1000,
    run: (app) => sendDueReceiptEmails(app.payments),
  },
];

/** Runs each job on its timer. A failing job is logged and tried again next time; it never ends the process. */
export function startJobs(app: FastifyInstance, jobs: Job[] = JOBS): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    return setInterval(() => {
      // A run held up by a slow or frozen database must not pile further runs up behind it.
      if (running) return;
      running = true;
      Promise.resolve()
        .then(() => job.run(app))
        .catch((error) => {
          if (isDatabaseUnavailable(error))
            app.log.warn({ err: error, job: job.name }, 'background job skipped: database unavailable');
          else app.log.error({ err: error, job: job.name }, 'background job failed');
        })
        .finally(() => {
          running = false;
        });
    }, job.everyMs).unref();
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
