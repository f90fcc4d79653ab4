/** The totals the database keeps beside the donations, checked against the donations themselves. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const count = async (db: Db, query: SQL) => rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? -1;

/**
 * How many charities, donors and events have a total (and, for donors and events, a count) other than the sums of
 * their completed donations: all three are 0 when the money is exact.
 */
export async function mismatchedTotals(
  db: Db,
): Promise<{ charities: number; donors: number; events: number }> {
  return {
    charities: await count(
      db,
      sql`select count(*)::int as n from organizations o
        left join (select organization_id, sum(amount_centavos) as total from donations
                   where status = 'completed' group by organization_id) s on s.organization_id = o.id
        where o.total_donation_centavos <> coalesce(s.total, 0)`,
    ),
    donors: await count(
      db,
      sql`select count(*)::int as n from donor_totals t
        full join (select user_id, sum(amount_centavos) as total, count(*) as n from donations
                   where status = 'completed' group by user_id) s on s.user_id = t.user_id
        where t.user_id is null or s.user_id is null or t.total_centavos <> s.total or t.donation_count <> s.n`,
    ),
    events: await count(
      db,
      sql`select count(*)::int as n from events e
        left join (select event_id, sum(amount_centavos) as total, count(distinct user_id)::int as donors
                   from donations where status = 'completed' and event_id is not null group by event_id) s
          on s.event_id = e.id
        where e.raised_centavos <> coalesce(s.total, 0) or e.donor_count <> coalesce(s.donors, 0)`,
    ),
  };
}
