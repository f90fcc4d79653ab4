import type { EngagementTarget } from '../../lib/engagement-target';
import { useTranslation } from '../../lib/i18n';
import { useVolunteerCount } from './api';

/**
 * "12 volunteers" for a charity (`organizationID`) or an event (`eventID`). It shares its query with the volunteer
 * button, so a click changes the number at once, without a reload; polite live region so the change is announced.
 */
export function VolunteerCount({
  organizationID,
  eventID,
  className,
}: {
  className?: string;
} & ({ organizationID: number; eventID?: undefined } | { eventID: number; organizationID?: undefined })) {
  const { t } = useTranslation();
  const target: EngagementTarget =
    eventID === undefined ? { kind: 'charity', organizationID: organizationID! } : { kind: 'event', eventID };
  const count = useVolunteerCount(target);
  return (
    <p className={className ?? 'text-sm text-stone-700'} aria-live="polite" data-testid="volunteer-count">
      {count.isPending ? (
        <span className="text-stone-500">{t('common.loading')}</span>
      ) : count.isError ? (
        <span className="text-stone-500">{t('engagement.volunteerCountFailed')}</span>
      ) : (
        t('engagement.volunteerCount', { count: count.data })
      )}
    </p>
  );
}
