import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recurringPlans } from '../../db/schema';

/** A charity's monthly donors, for its reports: the people with an active monthly gift to it or its events. */
export async function monthlyDonorCount(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(recurringPlans.userId) })
    .from(recurringPlans)
    .where(and(eq(recurringPlans.organizationId, organizationId), eq(recurringPlans.status, 'active')));
  return Number(row?.count ?? 0);
}
