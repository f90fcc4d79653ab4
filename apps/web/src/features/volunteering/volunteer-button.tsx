import type { MouseEvent } from 'react';
import type { EngagementTarget } from '../../lib/engagement-target';
import { useTranslation } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/login-prompt';
import { useAuth } from '../../lib/session';
import { useToggleVolunteer, useVolunteered, useWaitlistPosition } from './api';

/** A raised hand, filled when `filled`; decorative. */
function HandIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M8 11V5.5a1.5 1.5 0 0 1 3 0V10m0-5.5V4a1.5 1.5 0 0 1 3 0v6m0-4.5a1.5 1.5 0 0 1 3 0V12m0-3.5a1.5 1.5 0 0 1 3 0V15a7 7 0 0 1-7 7h-1a7 7 0 0 1-5.6-2.8L2.6 15.4a1.5 1.5 0 0 1 2.3-1.9L8 16.5V11"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Volunteer / Volunteered for a charity or an event: a visible label, the state in aria-pressed. On an event
 * whose slots are all taken (`full`) it offers "Join the waitlist", and shows "On the waitlist" while the user
 * waits; a click there leaves the waitlist. Signed out, a click says 'Please log in to volunteer.' and sends
 * nothing. `describedBy` is the id of the VolunteerPrivacyNote beside it.
 */
export function VolunteerButton({
  target,
  full = false,
  className,
  describedBy,
}: {
  target: EngagementTarget;
  full?: boolean;
  className?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const volunteered = useVolunteered(target);
  const waitlistPosition = useWaitlistPosition(target);
  const toggle = useToggleVolunteer(target, full);
  const promptLogin = useLoginPrompt();
  const isVolunteered = auth.user ? (volunteered.data ?? false) : false;
  const waiting = auth.isLoading || (!!auth.user && volunteered.isPending);

  const onClick = (event: MouseEvent) => {
    if (!auth.user) {
      promptLogin(t('engagement.volunteerLogin'));
      return;
    }
    if (toggle.isPending) return;
    // A click from Enter or Space has no pointer count (detail 0): leaving then puts the focus on the toast's Undo.
    toggle.mutate({ volunteer: !isVolunteered, focusUndo: event.detail === 0 });
  };

  return (
    <button
      type="button"
      aria-pressed={isVolunteered}
      aria-busy={waiting || toggle.isPending}
      disabled={waiting}
      onClick={onClick}
      aria-describedby={describedBy}
      className={className ?? 'btn-outline'}
    >
      <HandIcon filled={isVolunteered} />
      {isVolunteered
        ? waitlistPosition !== null
          ? t('slots.onWaitlist')
          : t('charities.volunteered')
        : full
          ? t('slots.joinWaitlist')
          : t('charities.volunteer')}
    </button>
  );
}

/**
 * What the organiser will see of whoever volunteers, said before anyone signs up, beside the Volunteer button (which
 * names this note's `id` in aria-describedby). An event's roster shows email and phone to a verified charity's
 * representative only (the server's contact rule), and to an unverified one's once it is verified. A charity's own
 * volunteers are on no roster: only its public volunteer list, as "Maria S.".
 */
export function VolunteerPrivacyNote({
  id,
  target,
  verified,
  className = '',
}: {
  id: string;
  target: EngagementTarget;
  /** Whether an admin has verified the charity (the public charity's `verified`, the event's `organizationVerified`). */
  verified: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const text =
    target.kind === 'charity'
      ? t('engagement.charitySeesPublicName')
      : verified
        ? t('engagement.organiserSeesContacts')
        : t('engagement.organiserSeesNameOnly');
  return (
    <p id={id} className={`text-sm text-stone-600 ${className}`} data-testid="volunteer-privacy-note">
      {text}
    </p>
  );
}
