import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** An event's "Where it went" link on the dashboard, beside its Roster link (the event's own link names it). */
export function OrganiserReportLink({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/events/${eventID}/report`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      {t('whereItWentLinks.link')}
    </Link>
  );
}

/** A charity's "Gifts outside Tabang" link on its dashboard card; `describedBy` names the charity. */
export function CharityGiftsLink({
  organizationID,
  describedBy,
}: {
  organizationID: number;
  describedBy: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/organizations/${organizationID}/offline-gifts`}
      className="btn-outline"
      aria-describedby={describedBy}
    >
      {t('whereItWentLinks.charityGiftsLink')}
    </Link>
  );
}
