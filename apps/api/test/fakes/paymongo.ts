import { createHmac, randomBytes } from 'node:crypto';
import { basicAuthKey, type RecordedRequest, startJsonServer } from './http';
import { fakePaymongoSubscriptions } from './paymongo-subscriptions';

/**
 * A local stand-in for PayMongo's Checkout Sessions API, speaking its documented protocol (docs/payments.md lists
 * what was checked): Basic auth with the secret key, JSON:API bodies `{ data: { attributes } }`, errors as
 * `{ errors: [{ code, detail, source }] }`, and webhook events signed `Paymongo-Signature: t=…,te=…,li=…` with
 * HMAC-SHA256 of `t.rawBody`.
 */

const METHOD_TYPES = [
  'card',
  'gcash',
  'grab_pay',
  'paymaya',
  'billease',
  'dob',
  'dob_ubp',
  'brankas_bdo',
  'brankas_landbank',
  'brankas_metrobank',
  'qrph',
  'shopee_pay',
];

/**
 * Centavos one payment may be per type, where PayMongo states a ceiling: e-wallets ₱100,000; QR Ph ₱50,000 (the
 * InstaPay ceiling; PayMongo's own figure is not documented). Kept apart from Tabang's table on purpose.
 */
const TYPE_MAX_CENTAVOS: Record<string, number> = {
  gcash: 10_000_000,
  grab_pay: 10_000_000,
  paymaya: 10_000_000,
  shopee_pay: 10_000_000,
  qrph: 5_000_000,
};

type Payment = {
  id: string;
  type: 'payment';
  attributes: {
    amount: number;
    currency: string;
    status: 'paid' | 'failed';
    fee: number;
    net_amount: number;
    source: { type: string };
    livemode: boolean;
    paid_at: number | null;
    created_at: number;
  };
};

export type FakeSession = {
  id: string;
  type: 'checkout_session';
  attributes: {
    billing: null;
    cancel_url?: string;
    checkout_url: string;
    client_key: string;
    description?: string;
    line_items: { name: string; amount: number; currency: string; quantity: number }[];
    livemode: boolean;
    merchant: string;
    payments: Payment[];
    payment_intent: { id: string; type: 'payment_intent' };
    payment_method_types: string[];
    reference_number?: string;
    send_email_receipt: boolean;
    show_description: boolean;
    show_line_items: boolean;
    status: 'active' | 'expired';
    success_url?: string;
    metadata: Record<string, string> | null;
    created_at: number;
    updated_at: number;
  };
};

const errors = (status: number, code: string, detail: string, attribute?: string) => ({
  status,
  body: {
    errors: [{ code, detail, ...(attribute ? { source: { pointer: attribute, attribute } } : {}) }],
  },
});
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').slice(0, 24)}`;
const seconds = () => Math.floor(Date.now() / 1000);

export async function startFakePaymongo(options: {
  secretKey: string;
  webhookSecret: string;
  /** The payment method types enabled on this account; others are refused. */
  allowed?: string[];
}) {
  const sessions = new Map<string, FakeSession>();
  const allowed = options.allowed ?? METHOD_TYPES;
  const livemode = options.secretKey.startsWith('sk_live_');

  function validateCreate(body: unknown): ReturnType<typeof errors> | null {
    const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data
      ?.attributes;
    if (!attributes) return errors(400, 'parameter_required', 'data.attributes is required.', 'data');
    const items = attributes.line_items;
    if (!Array.isArray(items) || items.length === 0)
      return errors(400, 'parameter_required', 'line_items is required.', 'line_items');
    for (const item of items as Record<string, unknown>[]) {
      if (typeof item.name !== 'string' || !item.name)
        return errors(400, 'parameter_required', 'line_items.name is required.', 'line_items.name');
      if (!Number.isInteger(item.amount))
        return errors(400, 'parameter_invalid', 'line_items.amount must be an integer.', 'line_items.amount');
      if (item.currency !== 'PHP')
        return errors(400, 'parameter_invalid', 'line_items.currency is invalid.', 'line_items.currency');
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1)
        return errors(400, 'parameter_invalid', 'line_items.quantity is invalid.', 'line_items.quantity');
    }
    const types = attributes.payment_method_types;
    if (!Array.isArray(types) || types.length === 0)
      return errors(400, 'parameter_required', 'payment_method_types is required.', 'payment_method_types');
    const unknown = types.find((type) => !METHOD_TYPES.includes(type as string));
    if (unknown !== undefined)
      return errors(
        400,
        'parameter_invalid',
        `payment_method_types ${String(unknown)} is not supported.`,
        'payment_method_types',
      );
    // What the account refuses (the exact codes are not documented): a type not enabled on it, or a total that
    // no requested type takes.
    const disabled = types.find((type) => !allowed.includes(type as string));
    if (disabled !== undefined)
      return errors(
        400,
        'payment_method_not_allowed',
        `The payment method ${String(disabled)} is not enabled for this account.`,
        'payment_method_types',
      );
    const total = (items as { amount: number; quantity: number }[]).reduce(
      (sum, item) => sum + item.amount * item.quantity,
      0,
    );
    if (types.every((type) => total > (TYPE_MAX_CENTAVOS[type as string] ?? Number.POSITIVE_INFINITY)))
      return errors(
        400,
        'parameter_above_maximum',
        'The amount is above the maximum of the payment methods.',
        'line_items.amount',
      );
    return null;
  }

  let baseUrl = '';
  const subscriptions = fakePaymongoSubscriptions(() => baseUrl);
  const server = await startJsonServer((request: RecordedRequest) => {
    if (basicAuthKey(request.headers.authorization) !== options.secretKey)
      return errors(401, 'api_key_invalid', 'API key is invalid. Please check your API key and try again.');

    if (request.method === 'POST' && request.path === '/v1/checkout_sessions') {
      const problem = validateCreate(request.body);
      if (problem) return problem;
      const a = (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
      const sessionId = id('cs');
      const now = seconds();
      const session: FakeSession = {
        id: sessionId,
        type: 'checkout_session',
        attributes: {
          billing: null,
          cancel_url: a.cancel_url as string | undefined,
          checkout_url: `${baseUrl}/checkout/${sessionId}`,
          client_key: `${id('pi')}_client_${randomBytes(8).toString('hex')}`,
          description: a.description as string | undefined,
          line_items: a.line_items as FakeSession['attributes']['line_items'],
          livemode,
          merchant: 'Tabang Test',
          payments: [],
          payment_intent: { id: id('pi'), type: 'payment_intent' },
          payment_method_types: a.payment_method_types as string[],
          reference_number: a.reference_number as string | undefined,
          send_email_receipt: (a.send_email_receipt as boolean | undefined) ?? false,
          show_description: (a.show_description as boolean | undefined) ?? true,
          show_line_items: (a.show_line_items as boolean | undefined) ?? true,
          status: 'active',
          success_url: a.success_url as string | undefined,
          metadata: (a.metadata as Record<string, string> | undefined) ?? null,
          created_at: now,
          updated_at: now,
        },
      };
      sessions.set(sessionId, session);
      return { status: 200, body: { data: session } };
    }
    const one = /^\/v1\/checkout_sessions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && one) {
      const session = sessions.get(one[1]!);
      return session
        ? { status: 200, body: { data: session } }
        : errors(404, 'resource_not_found', `No such checkout_session with id ${one[1]}.`);
    }
    const expire = /^\/v1\/checkout_sessions\/([^/]+)\/expire$/.exec(request.path);
    if (request.method === 'POST' && expire) {
      const session = sessions.get(expire[1]!);
      if (!session)
        return errors(404, 'resource_not_found', `No such checkout_session with id ${expire[1]}.`);
      if (session.attributes.status !== 'active')
        return errors(400, 'resource_failed_state', 'The checkout session is no longer active.');
      session.attributes.status = 'expired';
      session.attributes.updated_at = seconds();
      return { status: 200, body: { data: session } };
    }
    const subscriptionAnswer = subscriptions.handle(request);
    if (subscriptionAnswer) return subscriptionAnswer;
    return errors(404, 'resource_not_found', 'The requested resource was not found.');
  });
  baseUrl = server.url;

  /** An event delivery as PayMongo sends it, signed with the endpoint's secret (or another, to forge one). */
  function deliver(
    type: string,
    resource: unknown,
    signOptions: { secret?: string; timestamp?: number } = {},
  ) {
    const event = {
      data: {
        id: id('evt'),
        type: 'event',
        attributes: {
          type,
          livemode,
          data: resource,
          previous_data: {},
          created_at: seconds(),
          updated_at: seconds(),
        },
      },
    };
    const payload = JSON.stringify(event);
    const t = signOptions.timestamp ?? seconds();
    const signature = createHmac('sha256', signOptions.secret ?? options.webhookSecret)
      .update(`${t}.${payload}`)
      .digest('hex');
    return {
      eventId: event.data.id,
      headers: {
        'content-type': 'application/json',
        'paymongo-signature': `t=${t},te=${livemode ? '' : signature},li=${livemode ? signature : ''}`,
      },
      payload,
    };
  }

  function sessionFor(referenceNumber: string): FakeSession {
    const session = [...sessions.values()].find((s) => s.attributes.reference_number === referenceNumber);
    if (!session) throw new Error(`no fake checkout session for ${referenceNumber}`);
    return session;
  }

  function addPayment(session: FakeSession, status: 'paid' | 'failed', method: string): Payment {
    const amount = session.attributes.line_items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    const fee = Math.round(amount * 0.025);
    const payment: Payment = {
      id: id('pay'),
      type: 'payment',
      attributes: {
        amount,
        currency: 'PHP',
        status,
        fee,
        net_amount: amount - fee,
        source: { type: method },
        livemode,
        paid_at: status === 'paid' ? seconds() : null,
        created_at: seconds(),
      },
    };
    session.attributes.payments.push(payment);
    session.attributes.updated_at = seconds();
    return payment;
  }

  return {
    url: server.url,
    requests: server.requests,
    sessions,
    sessionFor,
    deliver,
    /** The donor pays on the checkout page; returns the checkout_session.payment.paid delivery. */
    pay(sessionId: string, method = 'gcash') {
      const session = sessions.get(sessionId)!;
      addPayment(session, 'paid', method);
      return deliver('checkout_session.payment.paid', session);
    },
    /** A payment attempt fails (the session stays active); returns the payment.failed delivery. */
    failPayment(sessionId: string, method = 'gcash') {
      const session = sessions.get(sessionId)!;
      const payment = addPayment(session, 'failed', method);
      return deliver('payment.failed', payment);
    },
    /** The session runs out of time (PayMongo sends no documented event for this). */
    expire(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.attributes.status = 'expired';
      session.attributes.updated_at = seconds();
    },
    /** On-demand subscriptions (Maya): see fakes/paymongo-subscriptions.ts. */
    subscriptions,
    /** The donor authorises the subscription's first payment; returns the subscription.invoice.paid delivery. */
    authoriseSubscription(subscriptionId: string) {
      const invoice = subscriptions.authorise(subscriptionId);
      return deliver('subscription.invoice.paid', subscriptions.invoiceResource(invoice));
    },
    close: server.close,
  };
}
export type FakePaymongo = Awaited<ReturnType<typeof startFakePaymongo>>;
