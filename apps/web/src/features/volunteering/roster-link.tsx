import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/**
 * An event's "Roster" link on the dashboard, beside the event's own link in its list item (which gives it its
 * context, WCAG 2.4.4), so the event's name stays the name of one link only.
 */
export function RosterLink({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/events/${eventID}/roster`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      {t('roster.title')}
    </Link>
  );
}
