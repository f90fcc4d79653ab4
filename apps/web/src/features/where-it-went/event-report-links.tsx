import type { Event } from '@tabang/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useAuth } from '../../lib/session';

/**
 * On the event page: "Where it went" once the event has a report (a gift recorded outside Tabang, a distribution
 * or a published report), and for the charity's representative or an admin the way to record them.
 */
export function EventReportLinks({
  event,
  representativeUserID,
}: {
  event: Pick<Event, 'eventID' | 'hasReport'>;
  representativeUserID: number | null;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const writer = Boolean(user) && (user?.role === 'admin' || user?.userID === representativeUserID);
  if (!event.hasReport && !writer) return null;
  return (
    <nav
      aria-label={t('whereItWentLinks.link')}
      className="flex flex-wrap gap-2"
      data-testid="event-report-links"
    >
      {event.hasReport && (
        <Link to={`/event/${event.eventID}/report`} className="btn-outline">
          {t('whereItWentLinks.link')}
        </Link>
      )}
      {writer && (
        <Link to={`/dashboard/events/${event.eventID}/report`} className="btn-outline">
          {t('whereItWentLinks.organiserLink')}
        </Link>
      )}
    </nav>
  );
}
