import type { DonationStatus } from '@tabang/shared';

/**
 * The donation state machine (payments.md D.1). A donation starts `pending`; the gateway moves it once to
 * completed, failed, cancelled or expired. The one way back out of a final state: a verified payment on an
 * expired or cancelled donation still completes it (the money was taken; Xendit documents late payments) and
 * flags it for review. A completed donation never changes again.
 */
export const ALLOWED_FROM: Record<DonationStatus, readonly DonationStatus[]> = {
  pending: [],
  completed: ['pending', 'expired', 'cancelled'],
  failed: ['pending'],
  cancelled: ['pending'],
  expired: ['pending'],
};

type Transition = { status: DonationStatus; needsReview: boolean };

/** Where a donation in `current` goes when the gateway reports `reported`, or null when nothing changes. */
export function nextState(current: DonationStatus, reported: DonationStatus): Transition | null {
  if (!ALLOWED_FROM[reported].includes(current)) return null;
  return { status: reported, needsReview: reported === 'completed' && current !== 'pending' };
}
