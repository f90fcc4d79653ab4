import { type LeaderboardEntry, publicName, toPesos } from '@tabang/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client';
import { donorTotals, users } from '../../db/schema';

/** The leaderboard shows this many donors at most (ties at the cut are all shown). */
export const LEADERBOARD_LIMIT = 100;

/**
 * The top LEADERBOARD_LIMIT donors and those tied with the last of them, read from the index on totals, then
 * ranked: every larger total is among them, so the ranks are those of ranking everyone, over ~100 rows. (A cutoff
 * compared in a subquery instead leaves the planner guessing how many rows pass, and it scanned every user.) A
 * deleted account never shows, whatever donor_totals holds (settlement adds none for it, and the deletion removes
 * its row; this holds even if a row were left), so it is not counted either. Prepared: without parameters the
 * server plans it once per connection, where it planned it on every read.
 */
const leaderboard = preparedPerDatabase((db) => {
  const top = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      totalCentavos: donorTotals.totalCentavos,
      donationCount: donorTotals.donationCount,
    })
    .from(donorTotals)
    .innerJoin(users, eq(users.id, donorTotals.userId))
    .where(and(sql`${donorTotals.totalCentavos} > 0`, isNull(users.deletedAt)))
    .orderBy(desc(donorTotals.totalCentavos));
  return db
    .select({
      id: sql<number>`id`,
      firstName: sql<string>`first_name`,
      lastName: sql<string>`last_name`,
      totalCentavos: sql<string | number>`total_centavos`,
      donationCount: sql<number>`donation_count`,
      rank: sql<number>`rank() over (order by total_centavos desc)::int`,
    })
    .from(sql`(${top} fetch first ${sql.raw(String(LEADERBOARD_LIMIT))} rows with ties) top`)
    .orderBy(sql`total_centavos desc, first_name, last_name, id`)
    .prepare('tabang_leaderboard');
});

/**
 * Donors ranked by their total of completed donations (kept in donor_totals by the donations module),
 * with standard competition ranking (1, 2, 2, 4); equal totals are listed by name.
 */
export async function getLeaderboard(db: Db): Promise<LeaderboardEntry[]> {
  const rows = await leaderboard(db).execute();
  return rows.map((row) => {
    const name = publicName(row.firstName, row.lastName);
    // The account's username is built from the whole surname ("zprivacyson"), so the public never sees it:
    // the field keeps its place in the answer and says no more than the display name.
    return {
      userID: row.id,
      name,
      username: name,
      totalDonated: toPesos(Number(row.totalCentavos)),
      donationCount: row.donationCount,
      rank: Number(row.rank),
    };
  });
}
