export const leaderboard = {
  heading: 'LEADERBOARD',
  loading: 'Loading leaderboard data...',
  failure: 'Failed to load leaderboard data',
  empty: 'No donation data available yet. Be the first to make a difference!',
  intro: 'Donors ranked by everything they have given through Tabang.',
  podium: 'Top donors',
  others: 'More donors',
  rank: 'Rank {{rank}}',
  totalDonated: 'Total donated',
  donationCount: 'Donations: {{count}}',
} as const;
