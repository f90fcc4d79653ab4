import type { FastifyInstance } from 'fastify';
import { deleteOldLoginFailures } from './modules/auth/rate-limit';
import { deleteExpiredPasswordResets } from './modules/auth/service';
import { deleteExpiredSessions } from './modules/auth/sessions';
import { paymentDeps } from './modules/donations/routes';
import { reconcilePendingDonations } from './modules/donations/service';

type Job = { name: string; everyMs: number; run: (app: FastifyInstance) => Promise<unknown> };

/** Housekeeping that runs on a timer in the server process. Each job is safe to run on several servers at once. */
export const JOBS: Job[] = [
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
    run: (app) => reconcilePendingDonations(paymentDeps(app)),
  },
];

export function startJobs(app: FastifyInstance): () => void {
  const timers = JOBS.map((job) =>
    setInterval(() => {
      job.run(app).catch((error) => app.log.error({ err: error, job: job.name }, 'background job failed'));
    }, job.everyMs).unref(),
  );
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
