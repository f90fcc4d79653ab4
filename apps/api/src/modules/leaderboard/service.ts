import { type LeaderboardEntry, publicName, toPesos } from '@tabang/shared';
import { and, asc, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorTotals, users } from '../../db/schema';

/** The leaderboard shows this many donors at most (ties at the cut are all shown). */
export const LEADERBOARD_LIMIT = 100;

/**
 * Donors ranked by their total of completed donations (kept in donor_totals by the donations module),
 * with standard competition ranking (1, 2, 2, 4); equal totals are listed by name.
 */
export async function getLeaderboard(db: Db): Promise<LeaderboardEntry[]> {
  // The total of the LEADERBOARD_LIMIT-th donor, read from the index on totals. Ranking only the donors at or
  // above it gives the same ranks as ranking everyone (every larger total is among them), over ~100 rows instead
  // of the whole table. A deleted account never shows, whatever donor_totals holds (settlement adds none for it, and
  // the deletion removes its row; this holds even if a row were left), so it is not counted here either.
  const cutoff = db
    .select({ total: donorTotals.totalCentavos })
    .from(donorTotals)
    .innerJoin(users, eq(users.id, donorTotals.userId))
    .where(and(gt(donorTotals.totalCentavos, 0), isNull(users.deletedAt)))
    .orderBy(desc(donorTotals.totalCentavos))
    .offset(LEADERBOARD_LIMIT - 1)
    .limit(1);
  const rank = sql<number>`rank() over (order by ${donorTotals.totalCentavos} desc)`.mapWith(Number);
  const rows = await db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      totalCentavos: donorTotals.totalCentavos,
      donationCount: donorTotals.donationCount,
      rank,
    })
    .from(donorTotals)
    .innerJoin(users, eq(users.id, donorTotals.userId))
    .where(
      and(
        gt(donorTotals.totalCentavos, 0),
        isNull(users.deletedAt),
        gte(donorTotals.totalCentavos, sql`coalesce((${cutoff}), 0)`),
      ),
    )
    .orderBy(desc(donorTotals.totalCentavos), asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => {
    const name = publicName(row.firstName, row.lastName);
    // The account's username is built from the whole surname ("zprivacyson"), so the public never sees it:
    // the field keeps its place in the answer and says no more than the display name.
    return {
      userID: row.userID,
      name,
      username: name,
      totalDonated: toPesos(Number(row.totalCentavos)),
      donationCount: row.donationCount,
      rank: Number(row.rank),
    };
  });
}
