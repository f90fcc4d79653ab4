import { createHmac } from 'node:crypto';
import type { PaymentMethodId } from '@tabang/shared';
import { z } from 'zod';
import type { Config } from '../config';
import {
  autoChargedMethods,
  basicAuth,
  type Checkout,
  type CheckoutRequest,
  GatewayError,
  type GatewayResult,
  gatewayFetch,
  headerValue,
  offeredMethods,
  type PaymentGateway,
  safeEqual,
  WebhookVerificationError,
} from './gateway';
import {
  createPaymongoSubscriptions,
  PAYMONGO_ON_DEMAND_METHODS,
  PAYMONGO_SUBSCRIPTION_PREFIX,
  ZInvoiceEventData,
} from './paymongo-subscriptions';

/**
 * PayMongo Checkout Sessions (docs/payments.md). Amounts are integer centavos; webhooks are signed with
 * `Paymongo-Signature: t=…,te=…,li=…`, an HMAC-SHA256 of `t + "." + raw body` with the endpoint's secret.
 */

/** PayMongo checkout sessions stay payable for about a day [UNCONFIRMED exact value; see docs/payments.md]. */
export const PAYMONGO_SESSION_TTL_SECONDS = 86_400;
/** PayMongo's payment_method_types for each method it has; it has no 7-Eleven (no over-the-counter type). */
export const PAYMONGO_METHOD_TYPES: Readonly<Partial<Record<PaymentMethodId, string>>> = {
  gcash: 'gcash',
  grabpay: 'grab_pay',
  qrph: 'qrph',
  maya: 'paymaya',
  card: 'card',
};
/** Offered when PAYMONGO_METHODS is unset: GCash and GrabPay, plus what PayMongo offers instead of 7-Eleven. */
export const PAYMONGO_DEFAULT_METHODS: readonly PaymentMethodId[] = ['gcash', 'grabpay', 'maya', 'card'];
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';

const ZPayment = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    source: z.object({ type: z.string() }).nullish(),
  }),
});

const ZSession = z.object({
  id: z.string().min(1),
  attributes: z.object({
    checkout_url: z.string().optional(),
    reference_number: z.string().nullable().optional(),
    status: z.string().optional(),
    payment_method_used: z.string().nullish(),
    payments: z.array(ZPayment).default([]),
  }),
});
type Session = z.infer<typeof ZSession>;

const ZEvent = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      type: z.string(),
      livemode: z.boolean(),
      data: z.unknown(),
    }),
  }),
});

/** Where a checkout session stands: paid when one of its payments is paid, expired when the session is. */
function sessionResult(session: Session): GatewayResult {
  const paid = session.attributes.payments.find((payment) => payment.attributes.status === 'paid');
  return {
    status: paid ? 'completed' : session.attributes.status === 'expired' ? 'expired' : 'pending',
    providerRef: session.id,
    reqId: session.attributes.reference_number ?? undefined,
    amountCentavos: paid?.attributes.amount,
    currency: paid?.attributes.currency,
    paymentMethod:
      paid && (session.attributes.payment_method_used ?? paid.attributes.source?.type ?? undefined),
  };
}

function parseSession(body: unknown, what: string): Session {
  const parsed = z.object({ data: ZSession }).safeParse(body);
  if (!parsed.success) throw new GatewayError(`PayMongo ${what}: unexpected response`, { body });
  return parsed.data.data;
}

/** Parses `t=…,te=…,li=…`. */
function parseSignatureHeader(header: string) {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return { t: parts.get('t') ?? '', te: parts.get('te') ?? '', li: parts.get('li') ?? '' };
}

export const paymongoSignature = (secret: string, timestamp: string | number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function createPaymongoGateway(options: Config['payments']['paymongo']): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const authorization = basicAuth(options.secretKey ?? '');
  const webhookSecret = options.webhookSecret ?? '';
  const methods = offeredMethods(
    'PayMongo',
    PAYMONGO_METHOD_TYPES,
    options.methods,
    PAYMONGO_DEFAULT_METHODS,
  );
  const autoChargeMethods = autoChargedMethods(
    'PAYMONGO_AUTO_CHARGE_METHODS',
    PAYMONGO_ON_DEMAND_METHODS,
    options.autoChargeMethods,
    methods,
  );
  const subscriptions = createPaymongoSubscriptions({ baseUrl, authorization });
  const isSubscription = (providerRef: string) => providerRef.startsWith(PAYMONGO_SUBSCRIPTION_PREFIX);

  return {
    name: 'paymongo',
    checkoutTtlSeconds: PAYMONGO_SESSION_TTL_SECONDS,
    confirmsWebhooks: true,
    // Opt-in (PAYMONGO_AUTO_CHARGE_METHODS): PayMongo enables on-demand subscriptions per account (decision 033).
    autoChargeMethods,
    methods,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.saveMethod && request.methods.every((method) => autoChargeMethods.includes(method)))
        return subscriptions.createCheckout(request);
      const body = await gatewayFetch(`${baseUrl}/v1/checkout_sessions`, {
        what: 'PayMongo create checkout session',
        method: 'POST',
        authorization,
        body: {
          data: {
            attributes: {
              line_items: [
                {
                  name: request.description,
                  amount: request.amountCentavos,
                  currency: request.currency,
                  quantity: 1,
                },
              ],
              payment_method_types: request.methods.map((method) => PAYMONGO_METHOD_TYPES[method]),
              success_url: request.successUrl,
              cancel_url: request.failureUrl,
              description: request.description,
              reference_number: request.reqId,
              metadata: { req_id: request.reqId },
              send_email_receipt: false,
              show_description: true,
              show_line_items: true,
            },
          },
        },
      });
      const session = parseSession(body, 'create checkout session');
      if (!session.attributes.checkout_url)
        throw new GatewayError('PayMongo create checkout session: no checkout_url', { body });
      return { providerRef: session.id, checkoutUrl: session.attributes.checkout_url };
    },

    parseWebhook(headers, rawBody) {
      const text = rawBody.toString('utf8');
      const signature = parseSignatureHeader(headerValue(headers, PAYMONGO_SIGNATURE_HEADER) ?? '');
      const timestamp = Number(signature.t);
      // No age limit: PayMongo retries a failed delivery for hours, and whether it signs a retry anew is not
      // documented. The signature proves the event authentic; its event id makes a replay a duplicate.
      if (!webhookSecret || !Number.isInteger(timestamp))
        throw new WebhookVerificationError('missing signature');
      const event = ZEvent.parse(JSON.parse(text));
      // Test-mode deliveries are signed in te, live ones in li.
      const expected = event.data.attributes.livemode ? signature.li : signature.te;
      if (!expected || !safeEqual(paymongoSignature(webhookSecret, signature.t, text), expected))
        throw new WebhookVerificationError('signature mismatch');

      const type = event.data.attributes.type;
      // A subscription's invoice: the first gift of a Maya plan, or a month charged on demand (which names its
      // req_id in the invoice's metadata). The retrieve that confirms it decides, as for a checkout session.
      if (type === 'subscription.invoice.paid' || type === 'subscription.invoice.payment_failed') {
        const invoice = ZInvoiceEventData.parse(event.data.attributes.data);
        const reqId = invoice.attributes.metadata?.req_id;
        return {
          eventKey: event.data.id,
          status: type === 'subscription.invoice.paid' ? 'completed' : 'failed',
          providerRef: invoice.attributes.subscription_id,
          ...(typeof reqId === 'string' && { reqId }),
          amountCentavos: invoice.attributes.amount,
          currency: invoice.attributes.currency,
        };
      }
      // Only a paid checkout session settles a donation. A failed payment does not: the donor stays on the
      // same checkout page and may pay with another method (docs/payments.md); expiry is found by polling.
      if (type !== 'checkout_session.payment.paid') return null;
      const session = ZSession.parse(event.data.attributes.data);
      // The event's type says paid even when its body's payments do not show it yet: the retrieve that confirms
      // it decides, and until it agrees the event is answered so that PayMongo delivers it again.
      return { eventKey: event.data.id, ...sessionResult(session), status: 'completed' };
    },

    async getStatus(providerRef) {
      if (isSubscription(providerRef)) return subscriptions.getStatus(providerRef);
      const body = await gatewayFetch(`${baseUrl}/v1/checkout_sessions/${encodeURIComponent(providerRef)}`, {
        what: 'PayMongo retrieve checkout session',
        method: 'GET',
        authorization,
      });
      return sessionResult(parseSession(body, 'retrieve checkout session'));
    },

    chargeSavedMethod: subscriptions.chargeSavedMethod,

    async expireCheckout(providerRef) {
      // A subscription's first payment is Maya's own page, with nothing at PayMongo to expire; the plan is then
      // reminded each month, as any plan whose first gift was never paid.
      if (isSubscription(providerRef)) return;
      await gatewayFetch(`${baseUrl}/v1/checkout_sessions/${encodeURIComponent(providerRef)}/expire`, {
        what: 'PayMongo expire checkout session',
        method: 'POST',
        authorization,
      });
    },
  };
}
