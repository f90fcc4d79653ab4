import { createHash, timingSafeEqual } from 'node:crypto';
import { type DonationStatus, PAYMENT_METHOD_IDS, type PaymentMethodId } from '@tabang/shared';
import type { Config } from '../config';
import { redactGatewayBody, redactText } from '../lib/log-redaction';

export type ProviderName = Config['payments']['provider'];

/** What we ask a gateway to host: one payable page for one donation. */
export type CheckoutRequest = {
  reqId: string;
  amountCentavos: number;
  currency: string;
  description: string;
  /** Where the gateway sends the payer back after paying, and after failing or cancelling. */
  successUrl: string;
  failureUrl: string;
  /** How long the checkout stays payable. */
  durationSeconds: number;
  /** The methods its page may offer: the one the donor chose, or every offered method that takes the amount. */
  methods: readonly PaymentMethodId[];
  /** The first gift of a monthly plan charged automatically: the gateway keeps the method for later charges. */
  saveMethod?: boolean;
  /**
   * Who pays, set only with `saveMethod`: a gateway that keeps the method on a customer record needs one. The
   * reference is ours (`tabang-user-<id>`); nothing more personal than a name and an email is given.
   */
  payer?: { reference: string; email: string; name: string };
};

/** A charge of a method the gateway saved at an earlier checkout, without the payer (a monthly plan's month). */
export type SavedMethodCharge = {
  reqId: string;
  amountCentavos: number;
  currency: string;
  description: string;
  method: PaymentMethodId;
  /** The gateway's token for the saved method (GatewayResult.savedMethodRef of the first gift). */
  methodRef: string;
};

export type Checkout = { providerRef: string; checkoutUrl: string };

/** A gateway's answer about one payment, already mapped onto our statuses. */
export type GatewayResult = {
  status: DonationStatus;
  /** The gateway's own reference (invoice or checkout session id) and our req_id as the gateway echoes it. */
  providerRef?: string;
  reqId?: string;
  /** What the gateway says was (or is to be) paid, for checking against the stored donation. */
  amountCentavos?: number;
  currency?: string;
  /** How the payer paid, as the gateway names it (GCASH, grab_pay, card…), for the receipt. */
  paymentMethod?: string;
  /** A checkout made with `saveMethod`: the gateway's token for charging that method again. */
  savedMethodRef?: string;
};

/** A verified webhook delivery: the event's unique key (for de-duplication) and what it says. */
export type WebhookEvent = GatewayResult & { eventKey: string };

/**
 * Raised when a gateway call fails or answers something we cannot use. Never shown to users as is. It is logged
 * whole (pino writes its own properties), so it holds no capability: its message names the operation, never the
 * URL (which carries our req_id or the gateway's checkout id), and the gateway's answer is kept redacted.
 */
export class GatewayError extends Error {
  readonly options: { status?: number; body?: unknown; ambiguous?: boolean };

  constructor(
    message: string,
    options: { status?: number; body?: unknown; cause?: unknown; ambiguous?: boolean } = {},
  ) {
    const { cause, ...kept } = options;
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'GatewayError';
    this.options = 'body' in kept ? { ...kept, body: redactGatewayBody(kept.body) } : kept;
  }
}

/** Raised when a webhook's signature, token or timestamp does not verify. */
export class WebhookVerificationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookVerificationError';
  }
}

export interface PaymentGateway {
  readonly name: ProviderName;
  /** How long a new checkout stays payable; the donation expires after it. */
  readonly checkoutTtlSeconds: number;
  /**
   * Whether a webhook is only a hint: the gateway is asked again for the payment before anything changes
   * (payments.md D.3). The sandbox signs its own webhooks, so it needs no second opinion.
   */
  readonly confirmsWebhooks: boolean;
  /** The methods offered to donors: those activated on the merchant account, in Tabang's order. */
  readonly methods: readonly PaymentMethodId[];
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a webhook against the raw bytes that arrived and parses it. Throws WebhookVerificationError when it
   * is not authentic; returns null for an authentic event we have no use for.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): WebhookEvent | null;
  /** Asks the gateway where a payment stands now. */
  getStatus(providerRef: string): Promise<GatewayResult>;
  /** Makes a checkout unpayable at the gateway, when the gateway can (best effort). */
  expireCheckout?(providerRef: string): Promise<void>;
  /**
   * The methods this driver can save at a checkout and charge again without the payer (decision 030); empty when
   * it cannot, and its monthly plans are reminded instead.
   */
  readonly autoChargeMethods: readonly PaymentMethodId[];
  /**
   * Charges a saved method once, `reqId` being the charge's idempotency key (a try repeated after a crash charges
   * once). Answers the charge's result; throws GatewayError when the gateway could not be asked.
   */
  chargeSavedMethod?(charge: SavedMethodCharge): Promise<GatewayResult>;
}

/**
 * The methods a gateway offers: the configured ones (those activated on the account) or the driver's defaults,
 * in Tabang's order. A method the driver cannot take stops the server at start, rather than every donation.
 */
export function offeredMethods(
  gateway: string,
  supported: Readonly<Partial<Record<PaymentMethodId, string>>>,
  configured: readonly PaymentMethodId[] | undefined,
  defaults: readonly PaymentMethodId[],
): PaymentMethodId[] {
  const chosen = configured ?? defaults;
  const unsupported = chosen.filter((method) => !(method in supported));
  if (unsupported.length > 0)
    throw new Error(`Invalid configuration: ${gateway} cannot take ${unsupported.join(', ')}`);
  return PAYMENT_METHOD_IDS.filter((method) => chosen.includes(method));
}

/**
 * The methods whose monthly plans a gateway charges without the payer: those its setting lists (`setting`, e.g.
 * XENDIT_AUTO_CHARGE_METHODS), each one the gateway can charge again (`chargeable`) and one it offers, in Tabang's
 * order. Off unless listed, as the merchant account must have the feature enabled; anything else stops the server
 * at start.
 */
export function autoChargedMethods(
  setting: string,
  chargeable: readonly PaymentMethodId[],
  configured: readonly PaymentMethodId[] | undefined,
  offered: readonly PaymentMethodId[],
): PaymentMethodId[] {
  const chosen = configured ?? [];
  const unsupported = chosen.filter((method) => !chargeable.includes(method));
  if (unsupported.length > 0)
    throw new Error(
      `Invalid configuration: ${setting} may list only ${chargeable.join(', ')} (the gateway cannot charge ` +
        `${unsupported.join(', ')} without the payer)`,
    );
  const notOffered = chosen.filter((method) => !offered.includes(method));
  if (notOffered.length > 0)
    throw new Error(
      `Invalid configuration: ${setting} lists ${notOffered.join(', ')}, which ${setting.replace('_AUTO_CHARGE', '')} does not offer`,
    );
  return offered.filter((method) => chosen.includes(method));
}

/** Compares two secrets in constant time (hashing first, so different lengths leak nothing either). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/** A header's single value (Node gives arrays for repeated headers). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Basic auth with a secret key as the user name and an empty password, as both Xendit and PayMongo use it. */
export const basicAuth = (secretKey: string) => `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

export const GATEWAY_TIMEOUT_MS = 10_000;

/** An error's message with its causes' (`fetch failed: connect ECONNREFUSED …`), URLs in them redacted. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let at = error; at instanceof Error && messages.length < 5; at = at.cause) messages.push(at.message);
  return redactText(messages.join(': ') || String(error));
}

/**
 * Sends one JSON request to a gateway and returns the parsed JSON. Non-2xx answers and network failures become
 * GatewayError; `ambiguous` marks failures after which the gateway may or may not have acted. `what` names the
 * operation for the error's message ("Xendit get invoice"): the URL is never in it, nor the raw network error
 * (whose own message or cause may quote the URL); its causes' messages are, redacted.
 */
export async function gatewayFetch(
  url: string,
  init: {
    what: string;
    method: 'GET' | 'POST';
    authorization: string;
    body?: unknown;
    /** More request headers (an API version, an idempotency key). */
    headers?: Record<string, string>;
  },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: init.authorization,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new GatewayError(`${init.what} failed: ${messagesOf(cause)}`, {
      ambiguous: init.method === 'POST',
    });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text for the log (redacted as any body is).
  }
  if (!response.ok)
    throw new GatewayError(`${init.what} answered ${response.status}`, {
      status: response.status,
      body,
      ambiguous: init.method === 'POST' && response.status >= 500,
    });
  return body;
}
