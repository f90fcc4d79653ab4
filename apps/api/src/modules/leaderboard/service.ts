import { type LeaderboardEntry, toPesos } from '@tabang/shared';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donorTotals, users } from '../../db/schema';

/** The leaderboard shows this many donors at most (ties at the cut are all shown). */
export const LEADERBOARD_LIMIT = 100;

/** For privacy the public sees a first name and the last name's initial, e.g. "Maria S.". */
export function publicName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/**
 * Donors ranked by their total of completed donations (kept in donor_totals by the donations module),
 * with standard competition ranking (1, 2, 2, 4); equal totals are listed by name.
 */
export async function getLeaderboard(db: Db): Promise<LeaderboardEntry[]> {
  const rank = sql<number>`rank() over (order by ${donorTotals.totalCentavos} desc)`.mapWith(Number);
  const ranked = db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      totalCentavos: donorTotals.totalCentavos,
      donationCount: donorTotals.donationCount,
      rank: rank.as('rank'),
    })
    .from(donorTotals)
    .innerJoin(users, eq(users.id, donorTotals.userId))
    .where(gt(donorTotals.totalCentavos, 0))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${LEADERBOARD_LIMIT}`)
    .orderBy(asc(ranked.rank), asc(ranked.firstName), asc(ranked.lastName), asc(ranked.userID));
  return rows.map((row) => ({
    userID: row.userID,
    name: publicName(row.firstName, row.lastName),
    username: row.username,
    totalDonated: toPesos(Number(row.totalCentavos)),
    donationCount: row.donationCount,
    rank: Number(row.rank),
  }));
}
