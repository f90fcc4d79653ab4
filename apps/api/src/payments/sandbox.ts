import { createHmac, randomUUID } from 'node:crypto';
import { AUTO_CHARGE_METHODS, PAYMENT_METHOD_IDS, type PaymentMethodId } from '@tabang/shared';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayResult,
  headerValue,
  offeredMethods,
  type PaymentGateway,
  type SavedMethodCharge,
  safeEqual,
  WebhookVerificationError,
} from './gateway';

/**
 * The built-in gateway for demos and tests. This server hosts the checkout page itself (see routes.ts), and the
 * page's outcome comes back as a signed webhook through the same verification path a real gateway's does.
 */

export const SANDBOX_SIGNATURE_HEADER = 'tabang-sandbox-signature';
export const SANDBOX_TTL_SECONDS = 60 * 60;
/** A saved method's token: charges of an `ok` one succeed, of a `decline` one fail (to try a failed charge). */
export const SANDBOX_TOKEN_PREFIX = { ok: 'sbx_pm_ok_', decline: 'sbx_pm_decline_' } as const;
export const SANDBOX_SAVE_CHOICES = ['ok', 'decline'] as const;
export type SandboxSaveChoice = (typeof SANDBOX_SAVE_CHOICES)[number];

export const SANDBOX_OUTCOMES = ['pay', 'fail', 'cancel', 'expire'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
/** The sandbox takes every method (its page stands in for any of them); SANDBOX_METHODS narrows what it offers. */
export const SANDBOX_METHODS = PAYMENT_METHOD_IDS;
const SANDBOX_CODES = Object.fromEntries(PAYMENT_METHOD_IDS.map((method) => [method, method])) as Record<
  PaymentMethodId,
  PaymentMethodId
>;

const EVENT_TYPES = {
  pay: 'payment.paid',
  fail: 'payment.failed',
  cancel: 'checkout.cancelled',
  expire: 'checkout.expired',
} as const;
const STATUS_OF_TYPE = {
  'payment.paid': 'completed',
  'payment.failed': 'failed',
  'checkout.cancelled': 'cancelled',
  'checkout.expired': 'expired',
} as const;

const ZSandboxEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.paid', 'payment.failed', 'checkout.cancelled', 'checkout.expired']),
  created: z.number().int(),
  data: z.object({
    req_id: z.string().min(1).max(100),
    amount_centavos: z.number().int(),
    currency: z.string(),
    payment_method: z.enum(SANDBOX_METHODS).nullable(),
    /** The saved method's token, when the checkout was made to save it (a monthly plan's first gift). */
    payment_method_token: z.string().max(100).nullable().optional(),
  }),
});
export type SandboxEvent = z.infer<typeof ZSandboxEvent>;

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The body and signature header of a sandbox webhook, as the checkout page's buttons deliver it. */
export function buildSandboxWebhook(
  secret: string,
  outcome: SandboxOutcome,
  donation: { reqId: string; amountCentavos: number; currency: string },
  paymentMethod: PaymentMethodId | null,
  now = Date.now(),
  paymentMethodToken: string | null = null,
) {
  const created = Math.floor(now / 1000);
  const event: SandboxEvent = {
    id: `sbx_evt_${randomUUID()}`,
    type: EVENT_TYPES[outcome],
    created,
    data: {
      req_id: donation.reqId,
      amount_centavos: donation.amountCentavos,
      currency: donation.currency,
      payment_method: paymentMethod,
      payment_method_token: paymentMethodToken,
    },
  };
  const body = JSON.stringify(event);
  return { body, signature: `t=${created},v1=${sign(secret, created, body)}` };
}

export function createSandboxGateway(options: {
  secret: string;
  publicUrl: string;
  methods?: readonly PaymentMethodId[];
}): PaymentGateway {
  return {
    name: 'sandbox',
    checkoutTtlSeconds: SANDBOX_TTL_SECONDS,
    confirmsWebhooks: false,
    methods: offeredMethods('The sandbox', SANDBOX_CODES, options.methods, SANDBOX_METHODS),

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // As a gateway's session carries "save this method", the page's address does: it then asks how later charges
      // should go.
      return {
        providerRef: `sbx_${request.reqId}`,
        checkoutUrl: `${options.publicUrl}/sandbox/checkout/${encodeURIComponent(request.reqId)}${request.saveMethod ? '?save=1' : ''}`,
      };
    },

    autoChargeMethods: AUTO_CHARGE_METHODS,

    // The token says how its charges go (the page's choice), so any server of a fleet charges it alike.
    async chargeSavedMethod(charge: SavedMethodCharge): Promise<GatewayResult> {
      const declined = !charge.methodRef.startsWith(SANDBOX_TOKEN_PREFIX.ok);
      return {
        status: declined ? 'failed' : 'completed',
        reqId: charge.reqId,
        providerRef: `sbx_${charge.reqId}`,
        amountCentavos: charge.amountCentavos,
        currency: charge.currency,
        paymentMethod: charge.method,
      };
    },

    parseWebhook(headers, rawBody) {
      const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(
        header.split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
        }),
      );
      const timestamp = Number(parts.t);
      // No age limit, as with a real gateway's retries: the signature proves it authentic, and its event id
      // makes a replay a duplicate.
      if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookVerificationError('missing signature');
      if (!safeEqual(sign(options.secret, timestamp, rawBody.toString('utf8')), parts.v1))
        throw new WebhookVerificationError('signature mismatch');
      const json: unknown = JSON.parse(rawBody.toString('utf8'));
      const event = ZSandboxEvent.parse(json);
      return {
        eventKey: event.id,
        status: STATUS_OF_TYPE[event.type],
        reqId: event.data.req_id,
        providerRef: `sbx_${event.data.req_id}`,
        amountCentavos: event.data.amount_centavos,
        currency: event.data.currency,
        paymentMethod: event.data.payment_method ?? undefined,
        savedMethodRef: event.data.payment_method_token ?? undefined,
      };
    },

    // The sandbox keeps no state of its own: everything it decided has already arrived as a webhook.
    async getStatus(providerRef) {
      return { status: 'pending', providerRef };
    },
  };
}
