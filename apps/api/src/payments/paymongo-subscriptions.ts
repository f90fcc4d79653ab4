import type { PaymentMethodId } from '@tabang/shared';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  GatewayError,
  type GatewayResult,
  gatewayFetch,
  type SavedMethodCharge,
} from './gateway';

/**
 * PayMongo's On-Demand Subscription Plan (decision 033): Maya only, and the merchant's own schedule starts each
 * charge, which is how Tabang's monthly job works. The first gift makes a plan, a customer and a subscription,
 * and pays the subscription's payment intent with a Maya payment method attached with our return URL (the Maya
 * authorisation page is the donor's checkout). The subscription's id is then the saved method: each later month
 * charges that subscription once.
 */

/** What PayMongo's on-demand subscriptions can charge; cards only through PayMongo's own scheduler. */
export const PAYMONGO_ON_DEMAND_METHODS: readonly PaymentMethodId[] = ['maya'];
/** A subscription's id, as PayMongo prefixes it; a checkout session's is `cs_`. */
export const PAYMONGO_SUBSCRIPTION_PREFIX = 'subs_';
/**
 * The charge of one month. The on-demand guide's stored copy stops before naming this call [UNCONFIRMED]: the one
 * place to change if PayMongo's reference names another path.
 */
export const onDemandChargePath = (subscriptionId: string) =>
  `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/trigger`;

const ZIntent = z.object({
  id: z.string().min(1),
  status: z.string().optional(),
  attributes: z
    .object({
      status: z.string().optional(),
      last_payment_error: z.unknown().optional(),
      next_action: z.unknown().optional(),
    })
    .optional(),
  last_payment_error: z.unknown().optional(),
});

const ZInvoice = z.object({
  id: z.string().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  status: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payment_intent: ZIntent.nullish(),
});
type Invoice = z.infer<typeof ZInvoice>;

const ZSubscription = z.object({
  id: z.string().startsWith(PAYMONGO_SUBSCRIPTION_PREFIX),
  attributes: z.object({
    status: z.string().optional(),
    latest_invoice: ZInvoice.nullish(),
  }),
});
type Subscription = z.infer<typeof ZSubscription>;

const ZCreated = z.object({ data: z.object({ id: z.string().min(1) }) });
const ZAttached = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      status: z.string(),
      next_action: z
        .object({ type: z.string(), redirect: z.object({ url: z.string().url() }).optional() })
        .nullish(),
    }),
  }),
});

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GatewayError(`PayMongo ${what}: unexpected response`, { body });
  return parsed.data;
}

/** The req_id a charge of ours leaves on its invoice, so a retried job finds its charge instead of making another. */
const invoiceReqId = (invoice: Invoice | null | undefined) => {
  const value = invoice?.metadata?.req_id;
  return typeof value === 'string' ? value : undefined;
};

/** Where an invoice's payment stands: paid, failed (its intent came back with an error), or still under way. */
function invoiceStatus(invoice: Invoice | null | undefined): GatewayResult['status'] {
  const intent = invoice?.payment_intent;
  const status = intent?.status ?? intent?.attributes?.status;
  if (invoice?.status === 'paid' || status === 'succeeded') return 'completed';
  const error = intent?.last_payment_error ?? intent?.attributes?.last_payment_error;
  if (status === 'awaiting_payment_method' && error) return 'failed';
  return 'pending';
}

/** A subscription's latest invoice as a result; the subscription itself is the saved method once it is paid. */
export function subscriptionResult(subscription: Subscription): GatewayResult {
  const invoice = subscription.attributes.latest_invoice;
  const status = invoiceStatus(invoice);
  return {
    status,
    providerRef: subscription.id,
    reqId: invoiceReqId(invoice),
    amountCentavos: invoice?.amount,
    currency: invoice?.currency,
    paymentMethod: status === 'completed' ? 'paymaya' : undefined,
    savedMethodRef: status === 'completed' ? subscription.id : undefined,
  };
}

export const ZInvoiceEventData = z.object({
  id: z.string().min(1),
  attributes: ZInvoice.extend({ subscription_id: z.string().startsWith(PAYMONGO_SUBSCRIPTION_PREFIX) }),
});

/** Splits "Juan dela Cruz" for PayMongo's customer: the last word is the last name. */
function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  return { first_name: words.join(' ') || last, last_name: last };
}

export function createPaymongoSubscriptions(options: { baseUrl: string; authorization: string }) {
  const { baseUrl, authorization } = options;
  const call = (what: string, method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>) =>
    gatewayFetch(`${baseUrl}${path}`, {
      what: `PayMongo ${what}`,
      method,
      authorization,
      ...(attributes && { body: { data: { attributes } } }),
    });

  async function retrieve(subscriptionId: string): Promise<Subscription> {
    const body = await call(
      'retrieve subscription',
      'GET',
      `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
    );
    return parse(z.object({ data: ZSubscription }), body, 'retrieve subscription').data;
  }

  return {
    /** The first gift of a monthly Maya plan: plan, customer, subscription, then Maya attached to its intent. */
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (!request.payer) throw new GatewayError('PayMongo subscription: no payer');
      const plan = parse(
        ZCreated,
        // One plan per donor's plan: PayMongo plans hold the amount, and each donor chooses their own.
        await call('create plan', 'POST', '/v1/subscriptions/plans', {
          name: request.description,
          description: request.description,
          amount: request.amountCentavos,
          currency: request.currency,
          interval: 'monthly',
          interval_count: 1,
        }),
        'create plan',
      );
      const customer = parse(
        ZCreated,
        await call('create customer', 'POST', '/v1/customers', {
          ...splitName(request.payer.name),
          email: request.payer.email,
          default_device: 'email',
        }),
        'create customer',
      );
      const subscription = parse(
        z.object({ data: ZSubscription }),
        await call('create subscription', 'POST', '/v1/subscriptions', {
          customer_id: customer.data.id,
          plan_id: plan.data.id,
        }),
        'create subscription',
      ).data;
      const intent = subscription.attributes.latest_invoice?.payment_intent;
      if (!intent) throw new GatewayError('PayMongo create subscription: no payment intent');
      const method = parse(
        ZCreated,
        await call('create payment method', 'POST', '/v1/payment_methods', { type: 'paymaya' }),
        'create payment method',
      );
      const attached = parse(
        ZAttached,
        await call(
          'attach payment method',
          'POST',
          `/v1/payment_intents/${encodeURIComponent(intent.id)}/attach`,
          {
            payment_method: method.data.id,
            return_url: request.successUrl,
          },
        ),
        'attach payment method',
      );
      const url = attached.data.attributes.next_action?.redirect?.url;
      if (!url) throw new GatewayError('PayMongo attach payment method: no redirect');
      return { providerRef: subscription.id, checkoutUrl: url };
    },

    async getStatus(subscriptionId: string): Promise<GatewayResult> {
      return subscriptionResult(await retrieve(subscriptionId));
    },

    /**
     * Charges one month. PayMongo documents no idempotency key for it, so the req_id rides on the charge's
     * metadata and is looked for first: a job retried after a timeout reads the charge it made instead of making
     * another. Each plan's months are charged one at a time (one row per plan and month), so the latest invoice is
     * where that charge is.
     */
    async chargeSavedMethod(charge: SavedMethodCharge): Promise<GatewayResult> {
      const before = await retrieve(charge.methodRef);
      if (invoiceReqId(before.attributes.latest_invoice) !== charge.reqId) {
        await call('charge subscription', 'POST', onDemandChargePath(charge.methodRef), {
          amount: charge.amountCentavos,
          currency: charge.currency,
          description: charge.description,
          metadata: { req_id: charge.reqId },
        });
      }
      const after = await retrieve(charge.methodRef);
      const result = subscriptionResult(after);
      // Not this charge's invoice yet: the job tries again later, and finds it then.
      if (result.reqId !== charge.reqId) return { status: 'pending', reqId: charge.reqId };
      return { ...result, savedMethodRef: undefined, paymentMethod: result.paymentMethod ?? 'paymaya' };
    },
  };
}
