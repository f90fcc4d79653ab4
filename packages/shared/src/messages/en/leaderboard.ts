export const leaderboard = {
  heading: 'LEADERBOARD',
  loading: 'Loading leaderboard data...',
  failure: 'Failed to load leaderboard data',
  empty: 'No donation data available yet. Be the first to make a difference!',
} as const;
