import { z } from 'zod';

/**
 * One donor on the public leaderboard. `name` is the first name and the last name's initial ("Maria S."); `username`
 * is kept in the answer's shape but is never the account's username (built from the whole surname): it says no more
 * than `name` does (today it is the same text).
 */
export const ZLeaderboardEntry = z.object({
  userID: z.number().int(),
  name: z.string(),
  /** No more than the display name: never the account's private username. */
  username: z.string(),
  totalDonated: z.number(),
  donationCount: z.number().int(),
  rank: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
