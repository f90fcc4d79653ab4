import { DONATION_MAX } from './constants';
import { formatPeso, toCentavos } from './format';

/**
 * How a donor can pay, as Tabang names it (each driver maps these onto its gateway's codes), and what each way
 * takes in one payment. GCash, GrabPay and 7-Eleven were the first; QR Ph, Maya and cards came later (decision 027).
 */
export const PAYMENT_METHOD_IDS = ['gcash', 'grabpay', '7eleven', 'qrph', 'maya', 'card'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/**
 * Pesos one payment may be, per method, as the gateways enforce them: Xendit's channel pages (GCASH, GRABPAY
 * ₱1–100,000; 7ELEVEN ₱50–50,000; QRPH ₱1–50,000, the InstaPay ceiling; PAYMAYA ₱1–100,000). Cards have no
 * documented ceiling, so Tabang's own maximum applies.
 */
export const PAYMENT_METHOD_LIMITS: Readonly<Record<PaymentMethodId, { min: number; max: number }>> = {
  gcash: { min: 1, max: 100_000 },
  grabpay: { min: 1, max: 100_000 },
  '7eleven': { min: 50, max: 50_000 },
  qrph: { min: 1, max: 50_000 },
  maya: { min: 1, max: 100_000 },
  card: { min: 1, max: DONATION_MAX },
};

/** A dynamic QR Ph code stays payable this long; a donation made for QR Ph expires with it. */
export const QRPH_CODE_LIFETIME_SECONDS = 30 * 60;

/** Whether a method takes an amount in pesos: 'ok', or which side of its range the amount falls on. */
export function methodTakes(method: PaymentMethodId, pesos: number): 'ok' | 'below' | 'above' {
  const { min, max } = PAYMENT_METHOD_LIMITS[method];
  const centavos = toCentavos(pesos);
  if (centavos < toCentavos(min)) return 'below';
  if (centavos > toCentavos(max)) return 'above';
  return 'ok';
}

/** The methods among `offered` that take the amount, in the order offered. */
export const methodsTaking = (offered: readonly PaymentMethodId[], pesos: number) =>
  offered.filter((method) => methodTakes(method, pesos) === 'ok');

const peso = (pesos: number) => formatPeso(pesos, Number.isInteger(pesos) ? 0 : 2);

/** Why a way to pay cannot take an amount: a message key, the method it names, and the limits it quotes. */
export type MethodRefusal = {
  key:
    | 'donations.methodUnavailable'
    | 'donations.methodAboveMax'
    | 'donations.methodBelowMin'
    | 'donations.noMethodTakes'
    | 'donations.noMethodTakesSmall';
  method?: PaymentMethodId;
  values: { amount?: string; min?: string; max?: string };
};

/**
 * Why a checkout for `pesos` cannot offer `chosen` (or, without a choice, any of `offered`), or null when it can:
 * the one rule the server answers with (a 400, before the gateway is asked) and the dialog warns with.
 */
export function methodRefusal(
  offered: readonly PaymentMethodId[],
  pesos: number,
  chosen: PaymentMethodId | undefined,
): MethodRefusal | null {
  if (chosen !== undefined) {
    if (!offered.includes(chosen)) return { key: 'donations.methodUnavailable', method: chosen, values: {} };
    const { min, max } = PAYMENT_METHOD_LIMITS[chosen];
    const fits = methodTakes(chosen, pesos);
    if (fits === 'above')
      return { key: 'donations.methodAboveMax', method: chosen, values: { max: peso(max) } };
    if (fits === 'below')
      return { key: 'donations.methodBelowMin', method: chosen, values: { min: peso(min) } };
    return null;
  }
  if (offered.length === 0 || methodsTaking(offered, pesos).length > 0) return null;
  const most = Math.max(...offered.map((method) => PAYMENT_METHOD_LIMITS[method].max));
  if (pesos > most)
    return { key: 'donations.noMethodTakes', values: { amount: peso(pesos), max: peso(most) } };
  const least = Math.min(...offered.map((method) => PAYMENT_METHOD_LIMITS[method].min));
  return { key: 'donations.noMethodTakesSmall', values: { min: peso(least) } };
}

/** A refusal in words, given the catalogue lookup of the caller's language. */
export function refusalText(
  translate: (
    key: MethodRefusal['key'] | `donations.methodNames.${PaymentMethodId}`,
    values: Record<string, string>,
  ) => string,
  refusal: MethodRefusal,
): string {
  const method = refusal.method && translate(`donations.methodNames.${refusal.method}`, {});
  return translate(refusal.key, method ? { ...refusal.values, method } : refusal.values);
}
