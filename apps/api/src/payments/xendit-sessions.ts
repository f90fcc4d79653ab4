import { type PaymentMethodId, toCentavos, toPesos } from '@tabang/shared';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  GatewayError,
  type GatewayResult,
  gatewayFetch,
  type SavedMethodCharge,
  type WebhookEvent,
} from './gateway';

/**
 * Xendit's saved methods for monthly giving (decision 032): the first gift of an automatic plan is a Payment Session
 * (`POST /sessions`, session_type PAY with the method saved, Xendit's hosted page) whose completion gives a payment
 * token; each later month is a Payments API request with that token (`POST /v3/payment_requests`). One-off gifts
 * stay on the Invoice API (xendit.ts).
 */

/** The Payments API version these requests are written for (its `api-version` header). */
export const XENDIT_API_VERSION = '2024-11-11';
/** The channel codes of the Payments API and Payment Sessions for the methods Xendit can save and charge again. */
export const XENDIT_SAVED_CHANNELS: Readonly<Partial<Record<PaymentMethodId, string>>> = {
  card: 'CARDS',
  maya: 'PAYMAYA',
};
/** How long the card networks are told a monthly plan's saved card may be charged (its recurring expiry). */
const RECURRING_YEARS = 5;

/** Session and payment request ids carry documented prefixes; an invoice id is a bare hex id. */
export const isSessionId = (providerRef: string) => providerRef.startsWith('ps-');
export const isPaymentRequestId = (providerRef: string) => providerRef.startsWith('pr-');

// Amounts are numbers in the reference, but its examples quote them: either is read.
const amount = z.coerce.number();

const ZSession = z.object({
  payment_session_id: z.string().min(1),
  reference_id: z.string(),
  status: z.string(),
  amount,
  currency: z.string().optional(),
  allowed_payment_channels: z.array(z.string()).nullish(),
  payment_link_url: z.string().nullish(),
  payment_token_id: z.string().nullish(),
  payment_request_id: z.string().nullish(),
});
type Session = z.infer<typeof ZSession>;

const ZPaymentRequest = z.object({
  payment_request_id: z.string().min(1),
  reference_id: z.string(),
  status: z.string(),
  request_amount: amount,
  currency: z.string().optional(),
  channel_code: z.string().nullish(),
});
type PaymentRequest = z.infer<typeof ZPaymentRequest>;

// The payment webhook's `data`: one payment of a payment request.
const ZPayment = z.object({
  payment_id: z.string().min(1),
  payment_request_id: z.string().min(1),
  reference_id: z.string(),
  status: z.string(),
  request_amount: amount,
  currency: z.string().optional(),
  channel_code: z.string().nullish(),
});

const ZEvent = z.object({ event: z.string(), data: z.unknown() });

/** A session's statuses onto ours: COMPLETED means paid (and the method saved). */
function sessionStatus(status: string): GatewayResult['status'] {
  switch (status) {
    case 'COMPLETED':
      return 'completed';
    case 'EXPIRED':
      return 'expired';
    case 'CANCELED':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** A payment request's (or payment's) statuses onto ours; anything still in progress is pending. */
function paymentStatus(status: string): GatewayResult['status'] {
  switch (status) {
    case 'SUCCEEDED':
      return 'completed';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
    case 'CANCELED':
      return 'cancelled';
    default:
      return 'pending';
  }
}

const sessionResult = (session: Session): GatewayResult => {
  const status = sessionStatus(session.status);
  return {
    status,
    providerRef: session.payment_session_id,
    reqId: session.reference_id,
    amountCentavos: toCentavos(session.amount),
    currency: session.currency,
    // The page offered the plan's one channel, so that is how it was paid.
    paymentMethod: session.allowed_payment_channels?.[0],
    ...(status === 'completed' && session.payment_token_id && { savedMethodRef: session.payment_token_id }),
  };
};

const paymentRequestResult = (request: PaymentRequest): GatewayResult => ({
  status: paymentStatus(request.status),
  providerRef: request.payment_request_id,
  reqId: request.reference_id,
  amountCentavos: toCentavos(request.request_amount),
  currency: request.currency,
  paymentMethod: request.channel_code ?? undefined,
});

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GatewayError(`${what}: unexpected response`, { body });
  return parsed.data;
}

/** Xendit wants customer references and names in letters and digits only. */
const alphanumeric = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Refusals of a charge that say the saved method cannot be charged at all (not that Xendit could not be asked). */
const DEAD_TOKEN_CODES = new Set(['INVALID_TOKEN', 'CARD_EXPIRED', 'ACCOUNT_ACCESS_BLOCKED']);

export function xenditSessions(options: { baseUrl: string; authorization: string }) {
  const { baseUrl, authorization } = options;
  const v3 = { 'api-version': XENDIT_API_VERSION };

  return {
    /**
     * The first gift of an automatic plan: a Payment Session on Xendit's hosted page that saves the method
     * (FORCED). No create is retried: a session made by a call whose answer was lost has a link nobody holds, and
     * it expires by itself.
     */
    async createSession(request: CheckoutRequest): Promise<Checkout> {
      const channels = request.methods.flatMap((method) => XENDIT_SAVED_CHANNELS[method] ?? []);
      if (channels.length === 0 || channels.length !== request.methods.length)
        throw new GatewayError('Xendit create session: a method Xendit cannot save');
      if (!request.payer) throw new GatewayError('Xendit create session: the payer is required');
      const recurringExpiry = new Date();
      recurringExpiry.setUTCFullYear(recurringExpiry.getUTCFullYear() + RECURRING_YEARS);
      const body = await gatewayFetch(`${baseUrl}/sessions`, {
        what: 'Xendit create session',
        method: 'POST',
        authorization,
        body: {
          reference_id: request.reqId,
          session_type: 'PAY',
          mode: 'PAYMENT_LINK',
          allow_save_payment_method: 'FORCED',
          amount: toPesos(request.amountCentavos),
          currency: request.currency,
          country: 'PH',
          // The least Xendit requires of a customer: our opaque reference and a given name.
          customer: {
            reference_id: alphanumeric(request.payer.reference).replace(/ /g, ''),
            type: 'INDIVIDUAL',
            individual_detail: { given_names: alphanumeric(request.payer.name).slice(0, 50) || 'Donor' },
          },
          allowed_payment_channels: channels,
          ...(channels.includes('CARDS') && {
            channel_properties: {
              cards: {
                card_on_file_type: 'RECURRING',
                recurring_configuration: {
                  recurring_frequency: 30,
                  recurring_expiry: recurringExpiry.toISOString().slice(0, 10),
                },
              },
            },
          }),
          expires_at: new Date(Date.now() + request.durationSeconds * 1000).toISOString(),
          description: request.description,
          success_return_url: request.successUrl,
          cancel_return_url: request.failureUrl,
        },
      });
      const session = parse(ZSession, body, 'Xendit create session');
      if (!session.payment_link_url)
        throw new GatewayError('Xendit create session: no payment_link_url', { body });
      return { providerRef: session.payment_session_id, checkoutUrl: session.payment_link_url };
    },

    async getSession(sessionId: string): Promise<GatewayResult> {
      const body = await gatewayFetch(`${baseUrl}/sessions/${encodeURIComponent(sessionId)}`, {
        what: 'Xendit get session',
        method: 'GET',
        authorization,
      });
      return sessionResult(parse(ZSession, body, 'Xendit get session'));
    },

    async cancelSession(sessionId: string): Promise<void> {
      await gatewayFetch(`${baseUrl}/sessions/${encodeURIComponent(sessionId)}/cancel`, {
        what: 'Xendit cancel session',
        method: 'POST',
        authorization,
      });
    },

    async getPaymentRequest(paymentRequestId: string): Promise<GatewayResult> {
      const body = await gatewayFetch(
        `${baseUrl}/v3/payment_requests/${encodeURIComponent(paymentRequestId)}`,
        {
          what: 'Xendit get payment request',
          method: 'GET',
          authorization,
          headers: v3,
        },
      );
      return paymentRequestResult(parse(ZPaymentRequest, body, 'Xendit get payment request'));
    },

    /**
     * A month of a plan: one payment request with the saved token, merchant-initiated. The req_id is both the
     * request's reference (unique for cards) and its idempotency key, so a try repeated after a lost answer gets
     * the same payment request back instead of a second charge.
     */
    async charge(charge: SavedMethodCharge): Promise<GatewayResult> {
      const channel = XENDIT_SAVED_CHANNELS[charge.method];
      if (!channel) throw new GatewayError('Xendit charge: a method Xendit cannot charge again');
      let body: unknown;
      try {
        body = await gatewayFetch(`${baseUrl}/v3/payment_requests`, {
          what: 'Xendit charge saved method',
          method: 'POST',
          authorization,
          headers: { ...v3, 'idempotency-key': charge.reqId },
          body: {
            reference_id: charge.reqId,
            type: 'PAY',
            payment_token_id: charge.methodRef,
            channel_code: channel,
            country: 'PH',
            currency: charge.currency,
            request_amount: toPesos(charge.amountCentavos),
            capture_method: 'AUTOMATIC',
            description: charge.description,
            ...(channel === 'CARDS' && { channel_properties: { card_on_file_type: 'RECURRING' } }),
          },
        });
      } catch (error) {
        // The token itself is refused (expired card, unlinked wallet): this month's charge failed, as a decline.
        const code =
          error instanceof GatewayError ? (error.options.body as { error_code?: unknown })?.error_code : '';
        if (typeof code === 'string' && DEAD_TOKEN_CODES.has(code))
          return { status: 'failed', reqId: charge.reqId };
        throw error;
      }
      return paymentRequestResult(parse(ZPaymentRequest, body, 'Xendit charge saved method'));
    },

    /**
     * The Payments API's webhooks that concern us: a session completed or expired, and a payment captured or
     * failed. Null for the others (authorisations, tokens, refunds) and for anything not of these shapes.
     */
    parseEvent(json: unknown): WebhookEvent | null | undefined {
      const envelope = ZEvent.safeParse(json);
      if (!envelope.success) return undefined;
      const { event, data } = envelope.data;
      if (event === 'payment_session.completed' || event === 'payment_session.expired') {
        const session = ZSession.parse(data);
        return { eventKey: `${session.payment_session_id}:${session.status}`, ...sessionResult(session) };
      }
      if (event === 'payment.capture' || event === 'payment.failure') {
        const payment = ZPayment.parse(data);
        return {
          // Xendit names payment_id as the key of a payment event.
          eventKey: `${payment.payment_id}:${payment.status}`,
          status: paymentStatus(payment.status),
          providerRef: payment.payment_request_id,
          reqId: payment.reference_id,
          amountCentavos: toCentavos(payment.request_amount),
          currency: payment.currency,
          paymentMethod: payment.channel_code ?? undefined,
        };
      }
      return null;
    },
  };
}
