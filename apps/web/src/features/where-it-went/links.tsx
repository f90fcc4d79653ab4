import type { Event } from '@tabang/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/session';

const dashboardLink =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline';

/** An event's "Where it went" link on the dashboard, beside its Roster link (the event's own link names it). */
export function OrganiserReportLink({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/dashboard/events/${eventID}/report`} className={dashboardLink}>
      {t('whereItWentPages.link')}
    </Link>
  );
}

/** A charity's "Gifts outside Tabang" link on its dashboard card. */
export function CharityGiftsLink({ organizationID, charity }: { organizationID: number; charity: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/organizations/${organizationID}/offline-gifts`}
      className="btn-outline"
      aria-label={t('whereItWentPages.charityGiftsLinkLabel', { charity })}
    >
      {t('whereItWentPages.charityGiftsLink')}
    </Link>
  );
}

/**
 * On the event page: "Where it went" once the event has a report (any gift recorded, distribution or published
 * report), and for the charity's representative or an admin the way to record them.
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
      aria-label={t('whereItWentPages.link')}
      className="flex flex-wrap gap-2"
      data-testid="event-report-links"
    >
      {event.hasReport && (
        <Link to={`/event/${event.eventID}/report`} className="btn-outline">
          {t('whereItWentPages.link')}
        </Link>
      )}
      {writer && (
        <Link to={`/dashboard/events/${event.eventID}/report`} className="btn-outline">
          {t('whereItWentPages.organiserLink')}
        </Link>
      )}
    </nav>
  );
}
