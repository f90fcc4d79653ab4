import { ZErrorResponse } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fingerprint } from '../../lib/log-redaction';
import { handleWebhookEvent, readWebhook } from './settle';

const ZWebhookResponse = z.object({ received: z.boolean() });

/** The configured gateway's webhook, POST /webhooks/{provider}; the other providers' paths are 404s. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { gateway } = app.payments;

  // Signatures are computed over the exact bytes sent, so this plugin's routes keep JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `/webhooks/${gateway.name}`,
    {
      schema: {
        response: { 200: ZWebhookResponse, 400: ZErrorResponse, 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request) => {
      const deps = { ...app.payments, log: request.log };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = readWebhook(deps, request.headers, raw);
      if (!event) return { received: true };
      const outcome = await handleWebhookEvent(deps, event);
      // Xendit's event key holds its invoice id, which opens the payment page: only its fingerprint is logged.
      request.log.info({ eventKeySha256: fingerprint(event.eventKey), outcome }, 'webhook handled');
      return { received: true };
    },
  );
};
export default routes;
