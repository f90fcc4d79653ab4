import type { LeaderboardEntry } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const leaderboardKey = ['leaderboard'] as const;

export function useLeaderboard() {
  return useQuery({
    queryKey: leaderboardKey,
    queryFn: () => apiRequest<LeaderboardEntry[]>('/get/leaderboard'),
  });
}
