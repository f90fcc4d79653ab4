import { randomBytes } from 'node:crypto';
import { basicAuthKey, type RecordedRequest, startJsonServer } from './http';
import { fakeSessionsApi } from './xendit-sessions';

/**
 * A local stand-in for Xendit's Invoice API, speaking its documented protocol (docs/payments.md lists what was
 * checked): Basic auth with the secret key, POST /v2/invoices, GET /v2/invoices/{id}, GET /v2/invoices?external_id=,
 * POST /invoices/{id}/expire!, errors as { error_code, message }, and invoice callbacks carrying x-callback-token.
 * It also serves Payment Sessions and the Payments API (fakes/xendit-sessions.ts), for monthly plans' saved methods.
 */

export type FakeInvoice = {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  currency: string;
  description?: string;
  expiry_date: string;
  invoice_url: string;
  available_ewallets: { ewallet_type: string }[];
  available_retail_outlets: { retail_outlet_name: string; payment_code: string; transfer_amount: number }[];
  available_qr_codes: { qr_code_type: string }[];
  payment_methods?: string[];
  success_redirect_url?: string;
  failure_redirect_url?: string;
  should_send_email: boolean;
  created: string;
  updated: string;
  paid_amount?: number;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
  payment_id?: string;
  ewallet_type?: string;
};

const KNOWN_METHODS = [
  '7ELEVEN',
  'GCASH',
  'GRABPAY',
  'PAYMAYA',
  'SHOPEEPAY',
  'CREDIT_CARD',
  'QRPH',
  'BPI',
  'BDO',
];
const EWALLETS = ['GCASH', 'GRABPAY', 'PAYMAYA', 'SHOPEEPAY'];
/**
 * What each Philippine channel takes in one payment, in pesos, as Xendit's channel pages give it (kept here, apart
 * from Tabang's own table, so a wrong limit in Tabang shows up as a refusal).
 */
const CHANNEL_LIMITS: Record<string, { min: number; max: number }> = {
  GCASH: { min: 1, max: 100_000 },
  GRABPAY: { min: 1, max: 100_000 },
  PAYMAYA: { min: 1, max: 100_000 },
  SHOPEEPAY: { min: 1, max: 100_000 },
  '7ELEVEN': { min: 50, max: 50_000 },
  QRPH: { min: 1, max: 50_000 },
};
const takes = (channel: string, amount: number) => {
  const limits = CHANNEL_LIMITS[channel];
  return !limits || (amount >= limits.min && amount <= limits.max);
};
const USER_ID = '5f0f1c3b9a1b2c0012345678';

const error = (status: number, error_code: string, message: string, more: object = {}) => ({
  status,
  body: { error_code, message, ...more },
});

export async function startFakeXendit(options: {
  secretKey: string;
  callbackToken: string;
  /** The channels activated on this account; others are refused as Xendit refuses them. */
  activated?: string[];
}) {
  const invoices = new Map<string, FakeInvoice>();
  const activated = options.activated ?? KNOWN_METHODS;
  /**
   * Test switches: make the next create fail in a given way; or (`leakingErrors`) answer every request 500 with a
   * body that quotes the payment's ids and page, as a careless gateway or proxy error page might.
   */
  const faults = {
    nextCreate: null as null | 'server-error' | 'drop-after-create' | 'bad-request',
    leakingErrors: false,
  };

  function leakingError(request: RecordedRequest) {
    const id = /invoices\/([^/?]+)/.exec(request.path)?.[1] ?? randomBytes(12).toString('hex');
    const invoice = invoices.get(id);
    const externalId =
      invoice?.external_id ??
      request.query.get('external_id') ??
      ((request.body as { external_id?: string } | undefined)?.external_id || null);
    return error(500, 'SERVER_ERROR', `Something unexpected happened with ${baseUrl}/web/${id}`, {
      id,
      external_id: externalId,
      invoice_url: invoice?.invoice_url ?? `${baseUrl}/web/${id}`,
    });
  }

  function validateCreate(body: unknown): string | null {
    if (!body || typeof body !== 'object') return 'Invalid JSON body';
    const b = body as Record<string, unknown>;
    if (typeof b.external_id !== 'string' || b.external_id.length === 0) return '"external_id" is required';
    if (typeof b.amount !== 'number') return '"amount" is required and must be a number';
    if (b.amount <= 0) return '"amount" must be greater than 0';
    if (b.currency !== undefined && !['IDR', 'USD', 'PHP'].includes(b.currency as string))
      return '"currency" must be one of [IDR, USD, PHP]';
    if (b.payment_methods !== undefined) {
      if (!Array.isArray(b.payment_methods)) return '"payment_methods" must be an array';
      const unknown = b.payment_methods.find((m) => !KNOWN_METHODS.includes(m as string));
      if (unknown !== undefined) return `"payment_methods" contains an unsupported value: ${String(unknown)}`;
    }
    if (b.invoice_duration !== undefined && typeof b.invoice_duration !== 'number')
      return '"invoice_duration" must be a number';
    return null;
  }

  /**
   * The account's refusals: a channel not activated, or an amount no requested channel takes. Whether Xendit
   * refuses, or silently drops, a channel that cannot take the amount while another can is not documented; this
   * drops it (create below) and refuses only when none is left.
   */
  function refuse(b: Record<string, unknown>): ReturnType<typeof error> | null {
    const methods = (b.payment_methods as string[] | undefined) ?? activated;
    const inactive = methods.filter((method) => !activated.includes(method));
    if (inactive.length > 0)
      return error(
        400,
        'UNAVAILABLE_PAYMENT_METHOD_ERROR',
        `Payment method(s) ${inactive.join(', ')} are not activated for this account`,
      );
    const amount = b.amount as number;
    if (methods.some((method) => takes(method, amount))) return null;
    if (methods.every((method) => amount > (CHANNEL_LIMITS[method]?.max ?? Number.POSITIVE_INFINITY)))
      return error(
        400,
        'MAXIMUM_TRANSFER_AMOUNT_ERROR',
        'The amount is above the maximum of every payment method',
      );
    return error(400, 'NO_COLLECTION_METHODS_ERROR', 'No payment method can collect this amount');
  }

  function create(b: Record<string, unknown>, url: string): FakeInvoice {
    const id = randomBytes(12).toString('hex');
    const now = new Date();
    const methods = ((b.payment_methods as string[] | undefined) ?? activated).filter((method) =>
      takes(method, b.amount as number),
    );
    const invoice: FakeInvoice = {
      id,
      external_id: b.external_id as string,
      user_id: USER_ID,
      status: 'PENDING',
      merchant_name: 'Tabang Test',
      amount: b.amount as number,
      currency: (b.currency as string | undefined) ?? 'IDR',
      description: b.description as string | undefined,
      expiry_date: new Date(now.getTime() + ((b.invoice_duration as number) ?? 86_400) * 1000).toISOString(),
      invoice_url: `${url}/web/${id}`,
      available_ewallets: methods
        .filter((m) => EWALLETS.includes(m))
        .map((ewallet_type) => ({ ewallet_type })),
      available_retail_outlets: methods
        .filter((m) => m === '7ELEVEN')
        .map((retail_outlet_name) => ({
          retail_outlet_name,
          payment_code: 'TEST123456',
          transfer_amount: b.amount as number,
        })),
      available_qr_codes: methods.filter((m) => m === 'QRPH').map((qr_code_type) => ({ qr_code_type })),
      payment_methods: b.payment_methods as string[] | undefined,
      success_redirect_url: b.success_redirect_url as string | undefined,
      failure_redirect_url: b.failure_redirect_url as string | undefined,
      should_send_email: (b.should_send_email as boolean | undefined) ?? false,
      created: now.toISOString(),
      updated: now.toISOString(),
    };
    invoices.set(id, invoice);
    return invoice;
  }

  let baseUrl = '';
  const sessionsApi = fakeSessionsApi({
    activated: () => activated,
    takes,
    baseUrl: () => baseUrl,
    callbackToken: options.callbackToken,
  });
  const server = await startJsonServer((request: RecordedRequest) => {
    if (basicAuthKey(request.headers.authorization) !== options.secretKey)
      return error(401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
    if (faults.leakingErrors) return leakingError(request);

    if (request.method === 'POST' && request.path === '/v2/invoices') {
      const fault = faults.nextCreate;
      faults.nextCreate = null;
      if (fault === 'server-error') return error(500, 'SERVER_ERROR', 'Something unexpected happened');
      if (fault === 'bad-request') return error(400, 'API_VALIDATION_ERROR', '"amount" is not allowed');
      const problem = validateCreate(request.body);
      if (problem) return error(400, 'API_VALIDATION_ERROR', problem);
      const refusal = refuse(request.body as Record<string, unknown>);
      if (refusal) return refusal;
      const invoice = create(request.body as Record<string, unknown>, baseUrl);
      // The invoice exists, but the caller never hears about it: the ambiguous failure create has no guard for.
      if (fault === 'drop-after-create') return 'drop';
      return { status: 200, body: invoice };
    }
    if (request.method === 'GET' && request.path === '/v2/invoices') {
      const externalId = request.query.get('external_id');
      const statuses = request.query.getAll('statuses');
      return {
        status: 200,
        body: [...invoices.values()].filter(
          (invoice) =>
            (externalId === null || invoice.external_id === externalId) &&
            (statuses.length === 0 || statuses.includes(invoice.status)),
        ),
      };
    }
    const one = /^\/v2\/invoices\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && one) {
      const invoice = invoices.get(one[1]!);
      return invoice
        ? { status: 200, body: invoice }
        : error(404, 'INVOICE_NOT_FOUND_ERROR', 'Could not find invoice');
    }
    const expire = /^\/invoices\/([^/]+)\/expire!$/.exec(request.path);
    if (request.method === 'POST' && expire) {
      const invoice = invoices.get(expire[1]!);
      if (!invoice) return error(404, 'INVOICE_NOT_FOUND_ERROR', 'Could not find invoice');
      if (invoice.status !== 'PENDING')
        return error(400, 'INVOICE_NOT_EXPIRABLE_ERROR', 'Invoice is not in a state that can be expired');
      invoice.status = 'EXPIRED';
      invoice.updated = new Date().toISOString();
      return { status: 200, body: invoice };
    }
    const sessionsAnswer = sessionsApi.handle(request);
    if (sessionsAnswer) return sessionsAnswer;
    return error(404, 'NOT_FOUND', 'The requested resource was not found');
  });
  baseUrl = server.url;

  /** The invoice callback Xendit POSTs to the dashboard's URL: the invoice in snake_case plus the token header. */
  function callback(invoice: FakeInvoice, token = options.callbackToken) {
    const { available_ewallets, available_retail_outlets, available_qr_codes, invoice_url, ...body } =
      invoice;
    return {
      headers: { 'content-type': 'application/json', 'x-callback-token': token },
      payload: JSON.stringify(body),
    };
  }

  function invoiceFor(externalId: string): FakeInvoice {
    const invoice = [...invoices.values()].find((candidate) => candidate.external_id === externalId);
    if (!invoice) throw new Error(`no fake invoice for ${externalId}`);
    return invoice;
  }

  return {
    url: server.url,
    requests: server.requests,
    invoices,
    faults,
    invoiceFor,
    callback,
    /** The donor pays at the given channel; returns the PAID callback delivery. */
    pay(id: string, channel: 'GCASH' | 'GRABPAY' | '7ELEVEN' | 'QRPH' = 'GCASH') {
      const invoice = invoices.get(id)!;
      const now = new Date().toISOString();
      Object.assign(invoice, {
        status: 'PAID',
        paid_amount: invoice.amount,
        paid_at: now,
        updated: now,
        payment_method: channel === '7ELEVEN' ? 'RETAIL_OUTLET' : channel === 'QRPH' ? 'QR_CODE' : 'EWALLET',
        payment_channel: channel,
        payment_id: `pay_${randomBytes(8).toString('hex')}`,
        ...(EWALLETS.includes(channel) ? { ewallet_type: channel } : {}),
      });
      return callback(invoice);
    },
    /** Settlement after payment; returns the SETTLED callback delivery. */
    settle(id: string) {
      const invoice = invoices.get(id)!;
      invoice.status = 'SETTLED';
      invoice.updated = new Date().toISOString();
      return callback(invoice);
    },
    /** The invoice runs out of time; returns the EXPIRED callback delivery. */
    expire(id: string) {
      const invoice = invoices.get(id)!;
      invoice.status = 'EXPIRED';
      invoice.updated = new Date().toISOString();
      return callback(invoice);
    },
    /** Payment Sessions and the Payments API: sessions, payment requests (charges), tokens and their webhooks. */
    sessionsApi,
    close: server.close,
  };
}
export type FakeXendit = Awaited<ReturnType<typeof startFakeXendit>>;
