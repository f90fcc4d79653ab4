import type { DonationStatus } from '@tabang/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PaymentGateway } from '../../payments/gateway';
import { createGateway } from '../../payments/provider';

/** What the payment services need from the app. */
export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where a completed donation's receipt email is enqueued, in the completing transaction. */
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueWhen'>;
  /** Counts a donation that was created (pending) or moved to `status`, once that change has committed. */
  countDonation(status: DonationStatus): void;
  /** The app's clock (`app.now`): which day an event's permit is read on, and whether a pending gift's time is up. */
  now: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway and what the donation services need beside it. */
    payments: PaymentDeps;
  }
}

/** What the payment services need, built from the app's configuration, database and log. */
export const paymentDeps = (app: FastifyInstance): PaymentDeps => ({
  db: app.db,
  gateway: createGateway(app.config),
  publicUrl: app.config.publicUrl,
  log: app.log,
  jobs: app.jobs,
  countDonation: (status) => donationsCounter(app).inc({ status }),
  now: app.now,
});

/** The app's donation counter (the metrics give back the one already registered). */
const donationsCounter = (app: FastifyInstance) =>
  app.metrics.counter({
    name: 'tabang_donations_total',
    help: 'Donations created (status="pending") and donations that moved to a final status, by that status.',
    labelNames: ['status'],
  });

/** Decorates the app with `payments`: one gateway for the whole app, shared by routes and jobs. */
async function payments(app: FastifyInstance) {
  app.decorate('payments', paymentDeps(app));
  // Registered now, so a scrape shows the counter (at 0) before the first donation.
  donationsCounter(app);
}

export default fp(payments, { name: 'payments', dependencies: ['metrics'] });
