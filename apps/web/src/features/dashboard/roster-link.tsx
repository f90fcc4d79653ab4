import type { Event } from '@tabang/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An event's "Roster" link on the dashboard, named for screen readers as the event's roster. */
export function RosterLink({ event }: { event: Pick<Event, 'eventID' | 'nameOfEvent'> }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/events/${event.eventID}/roster`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      aria-label={t('roster.titleFor', { event: event.nameOfEvent })}
    >
      {t('roster.title')}
    </Link>
  );
}
