import { ZErrorResponse } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { t } from '../../i18n';
import { fingerprint } from '../../lib/log-redaction';
import { handleWebhookEvent, readWebhook } from './settle';

const ZWebhookResponse = z.object({ received: z.boolean() });

/** The outcome label of a delivery that was refused or failed (a fixed few, whatever the error says). */
function failureOutcome(error: unknown): string {
  if (!(error instanceof AppError)) return 'error';
  if (error.statusCode === 401) return 'rejected';
  if (error.statusCode === 400) return 'invalid';
  if (error.statusCode === 503) return 'unavailable';
  return 'error';
}

/** The configured gateway's webhook, POST /webhooks/{provider}; the other providers' paths are 404s. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { gateway } = app.payments;
  const webhooks = app.metrics.counter({
    name: 'tabang_webhooks_total',
    help:
      'Webhook deliveries by gateway and outcome: changed, unchanged, duplicate, mismatch, unknown, unconfirmed, ' +
      'ignored (an event of no use), rejected (signature), invalid (body), unavailable (gateway down), error.',
    labelNames: ['gateway', 'outcome'],
  });
  const count = (outcome: string) => webhooks.inc({ gateway: gateway.name, outcome });

  // Signatures are computed over the exact bytes sent, so this plugin's routes keep JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `/webhooks/${gateway.name}`,
    {
      schema: {
        summary: 'Receive a payment notification from the gateway',
        description:
          "Only the configured gateway's path exists (the other gateways' are 404). The signature or " +
          'callback token is checked (401 otherwise), and a duplicate changes nothing. A gateway whose ' +
          'notifications are only hints is asked for the payment first; when it cannot answer, or does not yet ' +
          'confirm a payment the notification reports, the 503 makes it deliver again later.',
        tags: ['webhooks'],
        response: { 200: ZWebhookResponse, 400: ZErrorResponse, 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const deps = { ...app.payments, log: request.log };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const event = readWebhook(deps, request.headers, raw);
        if (!event) {
          count('ignored');
          return { received: true };
        }
        const outcome = await handleWebhookEvent(deps, event);
        // Xendit's event key holds its invoice id, which opens the payment page: only its fingerprint is logged.
        request.log.info({ eventKeySha256: fingerprint(event.eventKey), outcome }, 'webhook handled');
        count(outcome);
        // The gateway says paid, but asked, it does not say so yet: nothing was recorded, and a non-2xx makes it
        // deliver the event again (Xendit retries 6 times over a day, PayMongo for hours) to be looked at anew.
        if (outcome === 'unconfirmed')
          return reply.status(503).send({ message: t('errors.generic'), code: 'gateway_unavailable' });
        return { received: true };
      } catch (error) {
        count(failureOutcome(error));
        throw error;
      }
    },
  );
};
export default routes;
