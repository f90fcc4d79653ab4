import { useTranslation } from '../../lib/i18n';
import { useWaitlistPosition } from './api';

/**
 * "You're on the waitlist — number 3" under an event's buttons while the signed-in user waits for a slot. The
 * live region is always there, so joining (or moving up) is announced.
 */
export function WaitlistNotice({ eventID, className = '' }: { eventID: number; className?: string }) {
  const { t } = useTranslation();
  const position = useWaitlistPosition({ kind: 'event', eventID });
  return (
    <div aria-live="polite" className={className} data-testid="waitlist-notice">
      {position !== null && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('slots.waitlisted', { position: String(position) })}</p>
          <p>{t('slots.waitlistedHint')}</p>
        </div>
      )}
    </div>
  );
}
