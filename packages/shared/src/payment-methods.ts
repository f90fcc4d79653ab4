import { DONATION_MAX } from './constants';
import { toCentavos } from './format';

/**
 * How a donor can pay, as Tabang names it (each driver maps these onto its gateway's codes), and what each way
 * takes in one payment. The first three are the spec's; QR Ph, Maya and cards are additions (decision 027).
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
