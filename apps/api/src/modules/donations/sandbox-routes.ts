import { randomBytes } from 'node:crypto';
import { formatPeso, methodsTaking, type PaymentMethodId, toPesos } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import {
  buildSandboxWebhook,
  SANDBOX_METHODS,
  SANDBOX_OUTCOMES,
  SANDBOX_SAVE_CHOICES,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TOKEN_PREFIX,
  type SandboxSaveChoice,
} from '../../payments/sandbox';
import { renderSandboxCheckout, renderSandboxMessage } from '../../payments/sandbox-page';
import { mailText } from '../recurring/texts';
import { paymentResultUrl } from './create';
import { type Donation, findDonationByReqId, findDonationWithRecipients } from './queries';
import { handleWebhookEvent, readWebhook } from './settle';

/** The sandbox's hosted checkout (/sandbox/checkout/…), which exists only when the sandbox is the gateway. */
const routes: FastifyPluginAsyncZod = async (app) => {
  if (app.payments.gateway.name !== 'sandbox') return;
  if (app.config.env === 'production')
    app.log.warn('PAYMENT_PROVIDER is sandbox in production: donations are test payments and no money moves');
  // The sandbox page posts plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const secret = app.config.payments.sandboxWebhookSecret;
  const ZReqIdParams = z.object({ reqId: z.string().min(1).max(100) });
  const findSandboxDonation = async (reqId: string) => {
    const donation = await findDonationByReqId(app.db, reqId);
    return donation?.provider === 'sandbox' ? donation : undefined;
  };
  /** What the page offers: the method chosen in the dialog, or every offered method that takes the amount. */
  const methodsFor = (donation: Donation): PaymentMethodId[] =>
    donation.method
      ? [donation.method]
      : methodsTaking(app.payments.gateway.methods, toPesos(donation.amountCentavos));
  // A QR Ph code cannot be paid after its 30 minutes, even before the job marks the donation expired.
  const codeExpired = (donation: Donation) =>
    donation.method === 'qrph' && donation.expiresAt.getTime() <= Date.now();

  /** A checkout made to save its method (a monthly plan's first gift): the token, succeeding unless told to decline. */
  const savedMethodToken = (donation: Donation, save: SandboxSaveChoice | undefined) =>
    donation.checkoutUrl?.endsWith('?save=1')
      ? `${SANDBOX_TOKEN_PREFIX[save ?? 'ok']}${randomBytes(12).toString('base64url')}`
      : null;

  // Possession of the unguessable req_id is the capability here, as with a gateway's hosted page: no login.
  app.get('/sandbox/checkout/:reqId', { schema: { params: ZReqIdParams } }, async (request, reply) => {
    const found = await findDonationWithRecipients(app.db, request.params.reqId);
    const donation = found?.provider === 'sandbox' ? found : undefined;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Under helmet's no-referrer the form's POST would carry `Origin: null`, which the app's Origin check
      // refuses for a browser that also holds the session cookie; same-origin keeps the real Origin.
      .header('referrer-policy', 'same-origin');
    if (!donation) return reply.status(404).send(renderSandboxMessage(t('payment.sandbox.notFound')));
    if (donation.status !== 'pending')
      return renderSandboxMessage(
        t('payment.sandbox.notPending', { status: t(`payment.statusInSentence.${donation.status}`) }),
        paymentResultUrl('', donation),
      );
    if (codeExpired(donation))
      return renderSandboxMessage(t('payment.sandbox.qrExpired'), paymentResultUrl('', donation));
    return renderSandboxCheckout({
      reqId: donation.reqId,
      amount: formatPeso(toPesos(donation.amountCentavos), 2),
      description: donation.description,
      charity: donation.charity,
      event: donation.event,
      methods: methodsFor(donation),
      saveMethod: donation.checkoutUrl?.endsWith('?save=1')
        ? {
            heading: mailText('sandboxSaveHeading'),
            ok: mailText('sandboxSaveOk'),
            decline: mailText('sandboxSaveDecline'),
          }
        : undefined,
      qr:
        donation.method === 'qrph'
          ? {
              payUrl: donation.checkoutUrl ?? `${app.config.publicUrl}/sandbox/checkout/${donation.reqId}`,
              expiresAt: donation.expiresAt,
              now: Date.now(),
            }
          : undefined,
    });
  });

  app.post(
    '/sandbox/checkout/:reqId/:outcome',
    {
      schema: {
        params: ZReqIdParams.extend({ outcome: z.enum(SANDBOX_OUTCOMES) }),
        body: z
          .object({
            method: z.enum(SANDBOX_METHODS).optional(),
            save: z.enum(SANDBOX_SAVE_CHOICES).optional(),
          })
          .optional(),
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
              t('payment.sandbox.notPending', { status: t(`payment.statusInSentence.${donation.status}`) }),
              paymentResultUrl('', donation),
            ),
          );
      const { outcome } = request.params;
      if (outcome === 'pay' && codeExpired(donation))
        return reply
          .status(409)
          .type('text/html; charset=utf-8')
          .send(renderSandboxMessage(t('payment.sandbox.qrExpired'), paymentResultUrl('', donation)));
      // Paid with the method picked on the page when the page offered it, else the first it offered.
      const offered = methodsFor(donation);
      const picked = request.body?.method;
      const method =
        outcome === 'pay' ? (picked && offered.includes(picked) ? picked : (offered[0] ?? 'gcash')) : null;
      const { body, signature } = buildSandboxWebhook(
        secret,
        outcome,
        donation,
        method,
        Date.now(),
        outcome === 'pay' ? savedMethodToken(donation, request.body?.save) : null,
      );
      // Delivered as a real gateway's webhook is: signed, then verified and handled by the webhook route's own
      // functions (called here rather than through a second HTTP request, which cost a tenth of a donation).
      try {
        const deps = { ...app.payments, log: request.log };
        const event = readWebhook(deps, { [SANDBOX_SIGNATURE_HEADER]: signature }, Buffer.from(body));
        if (event) await handleWebhookEvent(deps, event, donation);
      } catch (error) {
        request.log.error({ err: error }, 'sandbox webhook refused');
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
