import { methodRefusal, methodsTaking, type PaymentMethodId, refusalText } from '@tabang/shared';
import { badRequest } from '../../errors';
import { t } from '../../i18n';

/**
 * The methods a checkout for `pesos` offers: the one the donor chose, or every offered method that takes the
 * amount. A 400 naming the limit when it cannot (packages/shared `methodRefusal`), so a gateway never sees a
 * payment it would refuse.
 */
export function checkoutMethods(
  offered: readonly PaymentMethodId[],
  pesos: number,
  chosen: PaymentMethodId | undefined,
): PaymentMethodId[] {
  const refusal = methodRefusal(offered, pesos, chosen);
  if (refusal) throw badRequest(refusalText(t, refusal));
  return chosen === undefined ? methodsTaking(offered, pesos) : [chosen];
}
