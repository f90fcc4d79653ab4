import { z } from 'zod';

export const ZLeaderboardEntry = z.object({
  userID: z.number().int(),
  name: z.string(),
  username: z.string(),
  totalDonated: z.number(),
  donationCount: z.number().int(),
  rank: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
