import {
  formatPeso,
  methodsTaking,
  methodTakes,
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodId,
} from '@tabang/shared';
import { badRequest } from '../../errors';
import { t } from '../../i18n';

/** Which ways to pay a new donation's checkout offers, decided before the gateway is asked. */

const peso = (pesos: number) => formatPeso(pesos, Number.isInteger(pesos) ? 0 : 2);
export const methodName = (method: PaymentMethodId) => t(`donations.methodNames.${method}`);

/**
 * The methods a checkout for `pesos` may offer: the one the donor chose, or every offered method that takes the
 * amount. A 400 naming the limit when none can, so a gateway never sees a payment it would refuse.
 */
export function checkoutMethods(
  offered: readonly PaymentMethodId[],
  pesos: number,
  chosen: PaymentMethodId | undefined,
): PaymentMethodId[] {
  if (chosen !== undefined) {
    if (!offered.includes(chosen))
      throw badRequest(t('donations.methodUnavailable', { method: methodName(chosen) }));
    const { min, max } = PAYMENT_METHOD_LIMITS[chosen];
    const fits = methodTakes(chosen, pesos);
    if (fits === 'above')
      throw badRequest(t('donations.methodAboveMax', { method: methodName(chosen), max: peso(max) }));
    if (fits === 'below')
      throw badRequest(t('donations.methodBelowMin', { method: methodName(chosen), min: peso(min) }));
    return [chosen];
  }
  const taking = methodsTaking(offered, pesos);
  if (taking.length > 0) return taking;
  const most = Math.max(...offered.map((method) => PAYMENT_METHOD_LIMITS[method].max));
  if (pesos > most) throw badRequest(t('donations.noMethodTakes', { amount: peso(pesos), max: peso(most) }));
  const least = Math.min(...offered.map((method) => PAYMENT_METHOD_LIMITS[method].min));
  throw badRequest(t('donations.noMethodTakesSmall', { min: peso(least) }));
}
