/**
 * Anonymous giving and the public "Recent gifts" lists: an anonymous gift names no donor on the public lists
 * ("Anonymous") or the leaderboard, still counts in the charity's total, and stays in the donor's own giving
 * history and receipt.
 */
export const gifts = {
  // The donation dialog.
  anonymousLabel: 'Give anonymously',
  anonymousHint:
    "Your name won't be shown on Tabang's public lists or leaderboard; the charity's total still counts your gift. You still see it in your own giving history and on your receipt.",
  anonymousInvalid: 'anonymous must be true or false.',
  // Public lists of recent gifts.
  anonymousName: 'Anonymous',
  recentHeading: 'Recent gifts',
  recentLoading: 'Loading recent gifts...',
  recentFailed: 'Could not load the recent gifts. Check your connection and try again.',
  recentEmpty: 'No gifts yet. Be the first to give!',
  forEvent: 'for {{event}}',
} as const;
