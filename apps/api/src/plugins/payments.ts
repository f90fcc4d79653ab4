import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../modules/auth/mail';
import type { PaymentDeps } from '../modules/donations/service';
import { createGateway } from '../payments/provider';

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
  mailer: createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log }),
});

/** Decorates the app with `payments`: one gateway for the whole app, shared by routes and jobs. */
async function payments(app: FastifyInstance) {
  app.decorate('payments', paymentDeps(app));
}

export default fp(payments, { name: 'payments' });
