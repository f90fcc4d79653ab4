import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recurringPlans } from '../../db/schema';

/**
 * A plan's first gift paid at a checkout that saved its method: the gateway's token is kept on an `auto` plan, to
 * charge the months after. The first token stays (a later pay-link checkout does not replace it).
 */
export async function keepSavedMethod(
  db: Db,
  donation: { recurringPlanId: number | null; provider: string },
  methodRef: string,
): Promise<void> {
  if (donation.recurringPlanId === null) return;
  await db
    .update(recurringPlans)
    .set({ savedMethodRef: methodRef })
    .where(
      and(
        eq(recurringPlans.id, donation.recurringPlanId),
        eq(recurringPlans.mode, 'auto'),
        eq(recurringPlans.provider, donation.provider),
        isNull(recurringPlans.savedMethodRef),
      ),
    );
}
