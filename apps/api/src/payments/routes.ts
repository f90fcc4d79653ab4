import { formatPeso, t, toPesos, ZErrorResponse } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentDeps } from '../modules/donations/routes';
import {
  donationRecipients,
  findDonationByReqId,
  handleWebhookEvent,
  paymentResultUrl,
} from '../modules/donations/service';
import { GatewayError, WebhookVerificationError } from './gateway';
import { buildSandboxWebhook, SANDBOX_METHODS, SANDBOX_OUTCOMES, SANDBOX_SIGNATURE_HEADER } from './sandbox';
import { renderSandboxCheckout, renderSandboxMessage } from './sandbox-page';

const ZWebhookResponse = z.object({ received: z.boolean() });

/**
 * Gateway webhooks (POST /api/webhooks/{provider}) and the sandbox's hosted checkout (/sandbox/checkout/…).
 * Only the configured provider's routes exist; the others are 404s.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const { gateway } = deps;

  // Signatures are computed over the exact bytes sent, so this plugin's routes keep JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // The sandbox page posts plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    `/api/webhooks/${gateway.name}`,
    {
      schema: {
        response: { 200: ZWebhookResponse, 400: ZErrorResponse, 401: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<typeof gateway.parseWebhook>;
      try {
        event = gateway.parseWebhook(request.headers, raw);
      } catch (error) {
        if (error instanceof WebhookVerificationError) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          return reply.status(401).send({ message: t('donations.webhookRejected') });
        }
        if (error instanceof SyntaxError || error instanceof z.ZodError)
          return reply.status(400).send({ message: t('errors.invalidInput', { details: 'webhook body' }) });
        throw error;
      }
      if (!event) return { received: true };
      try {
        const outcome = await handleWebhookEvent(deps, event);
        request.log.info({ eventKey: event.eventKey, outcome }, 'webhook handled');
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        // The gateway could not confirm the event right now; a non-2xx makes it deliver again later.
        request.log.warn({ err: error }, 'webhook could not be confirmed with the gateway');
        return reply.status(503).send({ message: t('errors.generic') });
      }
      return { received: true };
    },
  );

  if (gateway.name !== 'sandbox') return;
  if (app.config.env === 'production')
    app.log.warn('PAYMENT_PROVIDER is sandbox in production: donations are test payments and no money moves');
  const secret = app.config.payments.sandboxWebhookSecret;
  const ZReqIdParams = z.object({ reqId: z.string().min(1).max(100) });
  const findSandboxDonation = async (reqId: string) => {
    const donation = await findDonationByReqId(app.db, reqId);
    return donation?.provider === 'sandbox' ? donation : undefined;
  };

  // Possession of the unguessable req_id is the capability here, as with a gateway's hosted page: no login.
  app.get('/sandbox/checkout/:reqId', { schema: { params: ZReqIdParams } }, async (request, reply) => {
    const donation = await findSandboxDonation(request.params.reqId);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Under helmet's no-referrer the form's POST would carry `Origin: null`, which the app's Origin check
      // refuses for a browser that also holds the session cookie; same-origin keeps the real Origin.
      .header('referrer-policy', 'same-origin');
    if (!donation) return reply.status(404).send(renderSandboxMessage(t('payment.sandbox.notFound')));
    if (donation.status !== 'pending')
      return renderSandboxMessage(
        t('payment.sandbox.notPending', { status: donation.status }),
        paymentResultUrl('', donation),
      );
    return renderSandboxCheckout({
      reqId: donation.reqId,
      amount: formatPeso(toPesos(donation.amountCentavos), 2),
      description: donation.description,
      ...(await donationRecipients(app.db, donation)),
    });
  });

  app.post(
    '/sandbox/checkout/:reqId/:outcome',
    {
      schema: {
        params: ZReqIdParams.extend({ outcome: z.enum(SANDBOX_OUTCOMES) }),
        body: z.object({ method: z.enum(SANDBOX_METHODS).optional() }).optional(),
      },
    },
    async (request, reply) => {
      const donation = await findSandboxDonation(request.params.reqId);
      if (!donation)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(renderSandboxMessage(t('payment.sandbox.notFound')));
      if (donation.status !== 'pending')
        return reply
          .status(409)
          .type('text/html; charset=utf-8')
          .send(
            renderSandboxMessage(
              t('payment.sandbox.notPending', { status: donation.status }),
              paymentResultUrl('', donation),
            ),
          );
      const { outcome } = request.params;
      const method = outcome === 'pay' ? (request.body?.method ?? 'gcash') : null;
      const { body, signature } = buildSandboxWebhook(secret, outcome, donation, method);
      // Delivered like a real gateway's webhook: through HTTP routing and the same verification.
      const delivery = await app.inject({
        method: 'POST',
        url: '/api/webhooks/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (delivery.statusCode >= 300) {
        request.log.error({ status: delivery.statusCode, body: delivery.body }, 'sandbox webhook refused');
        return reply
          .status(502)
          .type('text/html; charset=utf-8')
          .send(renderSandboxMessage(t('errors.generic')));
      }
      return reply.redirect(paymentResultUrl('', donation), 303);
    },
  );
};
export default routes;
