import { AUTO_CHARGE_METHODS, type PaymentMethodId, toCentavos, toPesos } from '@tabang/shared';
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
import { isPaymentRequestId, isSessionId, xenditSessions } from './xendit-sessions';

/**
 * Xendit's Invoice API (docs/payments.md): one hosted page offering the channels asked for (by default 7-Eleven,
 * GCash and GrabPay; QR Ph, Maya and cards once activated). Auth is Basic with the secret key; callbacks carry the
 * dashboard's static `x-callback-token`. Monthly plans charged automatically (XENDIT_AUTO_CHARGE_METHODS) save and
 * charge their method through Payment Sessions and the Payments API instead (xendit-sessions.ts).
 */

/** Xendit's default invoice_duration, in seconds. */
export const XENDIT_INVOICE_DURATION_SECONDS = 86_400;
/** Xendit's channel code for each method (its channel pages; QRPH is the QR Ph channel). */
export const XENDIT_CHANNELS: Readonly<Record<PaymentMethodId, string>> = {
  gcash: 'GCASH',
  grabpay: 'GRABPAY',
  '7eleven': '7ELEVEN',
  qrph: 'QRPH',
  maya: 'PAYMAYA',
  card: 'CREDIT_CARD',
};
/** Offered when XENDIT_METHODS is unset: GCash, GrabPay and 7-Eleven, which every Philippine account can activate. */
export const XENDIT_DEFAULT_METHODS: readonly PaymentMethodId[] = ['gcash', 'grabpay', '7eleven'];
export const XENDIT_CALLBACK_TOKEN_HEADER = 'x-callback-token';

// Only the fields we rely on; Xendit sends many more.
const ZInvoice = z.object({
  id: z.string().min(1),
  external_id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string().optional(),
  invoice_url: z.string().optional(),
  // Set once paid: the channel (GCASH, GRABPAY, 7ELEVEN, QRPH) and its family (EWALLET, RETAIL_OUTLET, QR_CODE).
  payment_channel: z.string().nullish(),
  payment_method: z.string().nullish(),
});
type Invoice = z.infer<typeof ZInvoice>;

/** Xendit's invoice statuses onto ours; PAID and SETTLED both mean the money was taken. */
export function xenditStatus(status: string): GatewayResult['status'] {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'completed';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

const toResult = (invoice: Invoice): GatewayResult => ({
  status: xenditStatus(invoice.status),
  providerRef: invoice.id,
  reqId: invoice.external_id,
  amountCentavos: toCentavos(invoice.amount),
  currency: invoice.currency,
  paymentMethod: invoice.payment_channel ?? invoice.payment_method ?? undefined,
});

function parseInvoice(body: unknown, what: string): Invoice {
  const parsed = ZInvoice.safeParse(body);
  if (!parsed.success) throw new GatewayError(`Xendit ${what}: unexpected response`, { body });
  return parsed.data;
}

export function createXenditGateway(options: Config['payments']['xendit']): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const authorization = basicAuth(options.secretKey ?? '');
  const callbackToken = options.callbackToken ?? '';
  const methods = offeredMethods('Xendit', XENDIT_CHANNELS, options.methods, XENDIT_DEFAULT_METHODS);
  const autoChargeMethods = autoChargedMethods(
    'XENDIT_AUTO_CHARGE_METHODS',
    AUTO_CHARGE_METHODS,
    options.autoChargeMethods,
    methods,
  );
  const sessions = xenditSessions({ baseUrl, authorization });

  /** The invoice already made for this req_id, if an earlier create reached Xendit after all. */
  async function findInvoice(reqId: string): Promise<Invoice | undefined> {
    const body = await gatewayFetch(`${baseUrl}/v2/invoices?external_id=${encodeURIComponent(reqId)}`, {
      what: 'Xendit list invoices',
      method: 'GET',
      authorization,
    });
    const list = z.array(z.unknown()).safeParse(body);
    if (!list.success) throw new GatewayError('Xendit list invoices: unexpected response', { body });
    return list.data
      .map((item) => parseInvoice(item, 'list invoices'))
      .find((invoice) => invoice.external_id === reqId && xenditStatus(invoice.status) === 'pending');
  }

  return {
    name: 'xendit',
    checkoutTtlSeconds: XENDIT_INVOICE_DURATION_SECONDS,
    confirmsWebhooks: true,
    // Merchant-initiated charges must be enabled on the account, so only the methods XENDIT_AUTO_CHARGE_METHODS
    // lists are charged; the others' monthly plans are reminded each month.
    autoChargeMethods,
    methods,

    chargeSavedMethod: (charge) => sessions.charge(charge),

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.saveMethod) return sessions.createSession(request);
      let invoice: Invoice;
      try {
        invoice = parseInvoice(
          await gatewayFetch(`${baseUrl}/v2/invoices`, {
            what: 'Xendit create invoice',
            method: 'POST',
            authorization,
            body: {
              external_id: request.reqId,
              amount: toPesos(request.amountCentavos),
              currency: request.currency,
              description: request.description,
              invoice_duration: request.durationSeconds,
              payment_methods: request.methods.map((method) => XENDIT_CHANNELS[method]),
              success_redirect_url: request.successUrl,
              failure_redirect_url: request.failureUrl,
              should_send_email: false,
            },
          }),
          'create invoice',
        );
      } catch (error) {
        // Create has no proven idempotency (docs/payments.md): after a timeout or a 5xx, look the invoice up by
        // external_id rather than risk a second payable page for the same donation.
        if (!(error instanceof GatewayError && error.options.ambiguous)) throw error;
        const existing = await findInvoice(request.reqId).catch(() => undefined);
        if (!existing) throw error;
        invoice = existing;
      }
      if (!invoice.invoice_url)
        throw new GatewayError('Xendit create invoice: no invoice_url', { body: invoice });
      return { providerRef: invoice.id, checkoutUrl: invoice.invoice_url };
    },

    parseWebhook(headers, rawBody) {
      const token = headerValue(headers, XENDIT_CALLBACK_TOKEN_HEADER) ?? '';
      if (!callbackToken || !safeEqual(token, callbackToken))
        throw new WebhookVerificationError('callback token mismatch');
      const json: unknown = JSON.parse(rawBody.toString('utf8'));
      // The Payments API's webhooks name their event; null is one of theirs we have no use for.
      const event = sessions.parseEvent(json);
      if (event !== undefined) return event;
      // The invoice callback is the invoice itself; it has no event id, so id and status make the key (D.3).
      const invoice = ZInvoice.parse(json);
      return { eventKey: `${invoice.id}:${invoice.status}`, ...toResult(invoice) };
    },

    async getStatus(providerRef) {
      if (isSessionId(providerRef)) return sessions.getSession(providerRef);
      if (isPaymentRequestId(providerRef)) return sessions.getPaymentRequest(providerRef);
      const body = await gatewayFetch(`${baseUrl}/v2/invoices/${encodeURIComponent(providerRef)}`, {
        what: 'Xendit get invoice',
        method: 'GET',
        authorization,
      });
      return toResult(parseInvoice(body, 'get invoice'));
    },

    async expireCheckout(providerRef) {
      if (isSessionId(providerRef)) return sessions.cancelSession(providerRef);
      await gatewayFetch(`${baseUrl}/invoices/${encodeURIComponent(providerRef)}/expire!`, {
        what: 'Xendit expire invoice',
        method: 'POST',
        authorization,
      });
    },
  };
}
