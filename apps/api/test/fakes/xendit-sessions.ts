import { randomBytes, randomUUID } from 'node:crypto';
import type { RecordedRequest } from './http';

/**
 * Xendit's Payment Sessions and Payments API as the fake Xendit (xendit.ts) serves them, per their documentation:
 * POST /sessions, GET /sessions/{id}, POST /sessions/{id}/cancel; POST /v3/payment_requests with a payment token and
 * GET /v3/payment_requests/{id}, both with `api-version: 2024-11-11`; errors as { error_code, message }; and the
 * `payment_session.completed` / `payment_session.expired` and `payment.capture` / `payment.failure` webhooks.
 */

type Answer = { status: number; body: unknown } | 'drop';

export type FakeSession = {
  payment_session_id: string;
  created: string;
  updated: string;
  reference_id: string;
  customer_id: string;
  session_type: 'PAY' | 'SAVE';
  allow_save_payment_method?: string;
  currency: string;
  amount: number;
  country: string;
  mode: string;
  capture_method: 'AUTOMATIC';
  channel_properties?: unknown;
  allowed_payment_channels: string[];
  expires_at: string;
  locale: string;
  description?: string;
  success_return_url?: string;
  cancel_return_url?: string;
  status: 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'CANCELED';
  payment_link_url: string;
  payment_token_id: string | null;
  payment_request_id: string | null;
  payment_id: string | null;
  business_id: string;
};

export type FakePaymentRequest = {
  business_id: string;
  reference_id: string;
  payment_request_id: string;
  payment_token_id: string;
  latest_payment_id: string;
  customer_id: string;
  type: 'PAY';
  country: string;
  currency: string;
  request_amount: number;
  capture_method: string;
  channel_code: string;
  channel_properties?: unknown;
  actions: unknown[];
  status: 'SUCCEEDED' | 'FAILED';
  failure_code?: string;
  description?: string;
  created: string;
  updated: string;
};

type Token = {
  id: string;
  channel: string;
  customerId: string;
  status: 'ACTIVE' | 'CANCELED';
  declines: boolean;
};

const BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';
export const XENDIT_V3_API_VERSION = '2024-11-11';
/** The Invoice API's channel codes (the account's activated list) for the Payments API's. */
const INVOICE_CODE: Record<string, string> = { CARDS: 'CREDIT_CARD', PAYMAYA: 'PAYMAYA' };
const SAVABLE = ['CARDS', 'PAYMAYA'];
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const NAME = /^[A-Za-z0-9 ]+$/;

const error = (status: number, error_code: string, message: string) => ({
  status,
  body: { error_code, message },
});

export function fakeSessionsApi(options: {
  activated: () => string[];
  takes: (channel: string, amount: number) => boolean;
  baseUrl: () => string;
  callbackToken: string;
}) {
  const sessions = new Map<string, FakeSession>();
  const paymentRequests = new Map<string, FakePaymentRequest>();
  const tokens = new Map<string, Token>();
  const customers = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  /** Test switches: the next charge fails before charging, or charges and then answers 500 (the answer lost). */
  const faults = { nextCharge: null as null | 'server-error' | 'error-after-charge' };
  /** Every charge Xendit made (payment requests created), in order. */
  const charges: FakePaymentRequest[] = [];

  const now = () => new Date().toISOString();
  const customerFor = (reference: string) => {
    let id = customers.get(reference);
    if (!id) {
      id = `cust-${randomUUID()}`;
      customers.set(reference, id);
    }
    return id;
  };

  function createSession(b: Record<string, unknown>): Answer {
    for (const field of ['reference_id', 'currency', 'amount', 'country', 'session_type', 'mode'])
      if (b[field] === undefined)
        return error(400, 'API_VALIDATION_ERROR', `request/body must have required property '${field}'`);
    if (typeof b.reference_id !== 'string' || b.reference_id.length < 1 || b.reference_id.length > 64)
      return error(400, 'API_VALIDATION_ERROR', 'reference_id must be 1 to 64 characters');
    if (b.session_type !== 'PAY' && b.session_type !== 'SAVE')
      return error(
        400,
        'SESSION_TYPE_NOT_SUPPORTED',
        `session_type ${String(b.session_type)} is not supported`,
      );
    if (b.mode !== 'PAYMENT_LINK')
      return error(400, 'MODE_NOT_SUPPORTED', `mode ${String(b.mode)} is not supported`);
    if (b.currency !== 'PHP') return error(400, 'INVALID_CURRENCY', 'The currency is not supported');
    if (b.country !== 'PH') return error(400, 'INVALID_COUNTRY', 'The country is not supported');
    const amount = b.amount as number;
    if (typeof amount !== 'number' || amount <= 0)
      return error(400, 'INVALID_AMOUNT', 'Amount must be greater than zero');
    const save = b.allow_save_payment_method;
    if (save !== undefined && !['DISABLED', 'OPTIONAL', 'FORCED'].includes(save as string))
      return error(400, 'API_VALIDATION_ERROR', 'invalid allow_save_payment_method value');
    const customer = b.customer as
      | { reference_id?: unknown; type?: unknown; individual_detail?: { given_names?: unknown } }
      | undefined;
    if ((save === 'FORCED' || save === 'OPTIONAL') && !customer)
      return error(400, 'MISSING_CUSTOMER', 'Customer object or customer_id is required');
    if (customer) {
      if (customer.type !== 'INDIVIDUAL' || !customer.individual_detail)
        return error(400, 'API_VALIDATION_ERROR', 'customer must have type INDIVIDUAL and individual_detail');
      if (typeof customer.reference_id !== 'string' || !ALPHANUMERIC.test(customer.reference_id))
        return error(400, 'API_VALIDATION_ERROR', 'customer.reference_id must be alphanumeric');
      const given = customer.individual_detail.given_names;
      if (typeof given !== 'string' || !NAME.test(given) || given.length > 50)
        return error(
          400,
          'API_VALIDATION_ERROR',
          'customer.individual_detail.given_names must be alphanumeric',
        );
    }
    const channels = (b.allowed_payment_channels as string[] | undefined) ?? SAVABLE;
    const unavailable = channels.filter(
      (channel) =>
        !options.activated().includes(INVOICE_CODE[channel] ?? channel) ||
        (save === 'FORCED' && !SAVABLE.includes(channel)) ||
        !options.takes(channel, amount),
    );
    if (unavailable.length > 0)
      return error(
        400,
        'INVALID_PAYMENT_CHANNEL',
        `Channel(s) ${unavailable.join(', ')} are not available. Please ensure that you have activated the necessary channels`,
      );
    const cards = (
      b.channel_properties as { cards?: { card_on_file_type?: string; recurring_configuration?: unknown } }
    )?.cards;
    if (
      (cards?.card_on_file_type === 'RECURRING' || cards?.card_on_file_type === 'MERCHANT_UNSCHEDULED') &&
      !cards.recurring_configuration
    )
      return error(
        400,
        'API_VALIDATION_ERROR',
        'recurring_configuration is required for this card_on_file_type',
      );
    const expiresAt =
      b.expires_at === undefined ? Date.now() + 30 * 60_000 : Date.parse(b.expires_at as string);
    if (!Number.isFinite(expiresAt) || expiresAt < Date.now() + 10 * 60_000)
      return error(400, 'INVALID_EXPIRY_DATE', 'expires_at must be at least 10 minutes in the future');
    const id = `ps-${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      payment_session_id: id,
      created: now(),
      updated: now(),
      reference_id: b.reference_id,
      customer_id: customerFor((customer?.reference_id as string | undefined) ?? id),
      session_type: b.session_type,
      ...(save !== undefined && { allow_save_payment_method: save as string }),
      currency: 'PHP',
      amount,
      country: 'PH',
      mode: 'PAYMENT_LINK',
      capture_method: 'AUTOMATIC',
      channel_properties: b.channel_properties ?? {},
      allowed_payment_channels: channels,
      expires_at: new Date(expiresAt).toISOString(),
      locale: (b.locale as string | undefined) ?? 'en',
      description: b.description as string | undefined,
      success_return_url: b.success_return_url as string | undefined,
      cancel_return_url: b.cancel_return_url as string | undefined,
      status: 'ACTIVE',
      payment_link_url: `${options.baseUrl()}/checkout/sessions/${id}`,
      payment_token_id: null,
      payment_request_id: null,
      payment_id: null,
      business_id: BUSINESS_ID,
    };
    sessions.set(id, session);
    return { status: 201, body: session };
  }

  function charge(request: RecordedRequest): Answer {
    if (request.headers['api-version'] !== XENDIT_V3_API_VERSION)
      return error(400, 'API_VALIDATION_ERROR', 'api-version header must be 2024-11-11');
    const key = request.headers['idempotency-key'];
    const repeated = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (repeated) return { status: 201, body: paymentRequests.get(repeated) };
    const b = (request.body ?? {}) as Record<string, unknown>;
    for (const field of [
      'reference_id',
      'type',
      'country',
      'currency',
      'request_amount',
      'payment_token_id',
      'channel_code',
    ])
      if (b[field] === undefined)
        return error(400, 'API_VALIDATION_ERROR', `request/body must have required property '${field}'`);
    if (b.type !== 'PAY')
      return error(400, 'API_VALIDATION_ERROR', 'type must be PAY with a payment_token_id');
    const token = tokens.get(b.payment_token_id as string);
    if (token?.status !== 'ACTIVE')
      return error(
        400,
        'INVALID_TOKEN',
        'Payment token ID specified in the payment request has expired or has been cancelled',
      );
    if (b.channel_code !== token.channel)
      return error(400, 'INVALID_VALUE_ERROR', 'channel_code does not match the payment token');
    // The reference of a card payment request must be unique.
    if (
      token.channel === 'CARDS' &&
      [...paymentRequests.values()].some((existing) => existing.reference_id === b.reference_id)
    )
      return error(409, 'DUPLICATE_ERROR', 'reference_id has been used before');
    const fault = faults.nextCharge;
    faults.nextCharge = null;
    if (fault === 'server-error') return error(500, 'SERVER_ERROR', 'An unexpected error occured');
    const id = `pr-${randomUUID()}`;
    const paymentRequest: FakePaymentRequest = {
      business_id: BUSINESS_ID,
      reference_id: b.reference_id as string,
      payment_request_id: id,
      payment_token_id: token.id,
      latest_payment_id: `py-${randomUUID()}`,
      customer_id: token.customerId,
      type: 'PAY',
      country: b.country as string,
      currency: b.currency as string,
      request_amount: b.request_amount as number,
      capture_method: (b.capture_method as string | undefined) ?? 'AUTOMATIC',
      channel_code: token.channel,
      channel_properties: b.channel_properties,
      actions: [],
      status: token.declines ? 'FAILED' : 'SUCCEEDED',
      ...(token.declines && {
        failure_code: token.channel === 'CARDS' ? 'CARD_DECLINED' : 'INSUFFICIENT_BALANCE',
      }),
      description: b.description as string | undefined,
      created: now(),
      updated: now(),
    };
    paymentRequests.set(id, paymentRequest);
    if (typeof key === 'string') byIdempotencyKey.set(key, id);
    charges.push(paymentRequest);
    if (fault === 'error-after-charge') return error(500, 'SERVER_ERROR', 'An unexpected error occured');
    return { status: 201, body: paymentRequest };
  }

  /** Answers a request of this API, or null when it is none of its paths. */
  function handle(request: RecordedRequest): Answer | null {
    if (request.method === 'POST' && request.path === '/sessions')
      return createSession((request.body ?? {}) as Record<string, unknown>);
    const session = /^\/sessions\/([^/]+)(\/cancel)?$/.exec(request.path);
    if (session) {
      const found = sessions.get(session[1]!);
      if (!found) return error(404, 'DATA_NOT_FOUND', 'Session not found');
      if (request.method === 'GET' && !session[2]) return { status: 200, body: found };
      if (request.method === 'POST' && session[2]) {
        if (found.status !== 'ACTIVE')
          return error(409, 'INVALID_STATUS', 'Only an ACTIVE session can be cancelled');
        Object.assign(found, { status: 'CANCELED', updated: now() });
        return { status: 200, body: found };
      }
    }
    if (request.method === 'POST' && request.path === '/v3/payment_requests') return charge(request);
    const paymentRequest = /^\/v3\/payment_requests\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && paymentRequest) {
      if (request.headers['api-version'] !== XENDIT_V3_API_VERSION)
        return error(400, 'API_VALIDATION_ERROR', 'api-version header must be 2024-11-11');
      const found = paymentRequests.get(paymentRequest[1]!);
      return found ? { status: 200, body: found } : error(404, 'DATA_NOT_FOUND', 'Payment request not found');
    }
    return null;
  }

  const delivery = (event: string, data: object, token = options.callbackToken) => ({
    headers: { 'content-type': 'application/json', 'x-callback-token': token },
    payload: JSON.stringify({ event, business_id: BUSINESS_ID, created: now(), data }),
  });

  function sessionFor(reference: string): FakeSession {
    const found = [...sessions.values()].find((candidate) => candidate.reference_id === reference);
    if (!found) throw new Error(`no fake session for ${reference}`);
    return found;
  }

  return {
    handle,
    sessions,
    paymentRequests,
    tokens,
    charges,
    faults,
    sessionFor,
    /** The payment_session.* webhook for a session as it stands (a session event Xendit sends). */
    sessionWebhook(session: FakeSession, token?: string) {
      const event = session.status === 'EXPIRED' ? 'payment_session.expired' : 'payment_session.completed';
      return delivery(event, session, token);
    },
    /** The payment.capture / payment.failure webhook for a payment request. */
    paymentWebhook(paymentRequest: FakePaymentRequest, token?: string) {
      return delivery(
        paymentRequest.status === 'FAILED' ? 'payment.failure' : 'payment.capture',
        {
          payment_id: paymentRequest.latest_payment_id,
          business_id: BUSINESS_ID,
          status: paymentRequest.status,
          payment_request_id: paymentRequest.payment_request_id,
          payment_token_id: paymentRequest.payment_token_id,
          request_amount: paymentRequest.request_amount,
          customer_id: paymentRequest.customer_id,
          channel_code: paymentRequest.channel_code,
          country: paymentRequest.country,
          currency: paymentRequest.currency,
          reference_id: paymentRequest.reference_id,
          type: paymentRequest.type,
          ...(paymentRequest.failure_code && { failure_code: paymentRequest.failure_code }),
          created: paymentRequest.created,
          updated: paymentRequest.updated,
        },
        token,
      );
    },
    /** Any other authenticated event, e.g. one we have no use for. */
    otherWebhook: (event: string, data: object, token?: string) => delivery(event, data, token),
    /**
     * The donor pays on the hosted page and the method is saved: the session completes with a new payment token
     * (`declinesLater`: the card or wallet will refuse the merchant's later charges). Returns the webhook.
     */
    completeSession(sessionId: string, { declinesLater = false } = {}) {
      const session = sessions.get(sessionId)!;
      const channel = session.allowed_payment_channels[0]!;
      const token: Token = {
        id: `pt-${randomUUID()}`,
        channel,
        customerId: session.customer_id,
        status: 'ACTIVE',
        declines: declinesLater,
      };
      tokens.set(token.id, token);
      Object.assign(session, {
        status: 'COMPLETED',
        updated: now(),
        payment_token_id: token.id,
        payment_request_id: `pr-${randomUUID()}`,
        payment_id: `py-${randomUUID()}`,
      });
      return delivery('payment_session.completed', session);
    },
  };
}
