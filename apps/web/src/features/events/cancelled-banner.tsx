import type { Event } from '@tabang/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { EventGrid } from '../../components/event-card';
import { StatusMessage } from '../../components/status-message';
import { formatLongDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useOrganizationEvents } from '../charities/api';
import { slotsForReader } from '../volunteering/event-slots';

/** The Event page's notice for a cancelled event (instead of Donate and Volunteer), with the charity's reason. */
export function CancelledBanner({ cancelledAt, reason }: { cancelledAt: string; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="text-lg font-bold">{t('editing.banner.title')}</p>
      <p className="mt-1">{t('editing.banner.body', { date: formatLongDateTime(cancelledAt) })}</p>
      {reason && (
        <p className="mt-2 whitespace-pre-line break-words" data-testid="cancel-reason">
          {t('editing.banner.reason', { reason })}
        </p>
      )}
    </div>
  );
}

/** How many of the charity's other events a cancelled event's page offers. */
const OTHER_EVENTS_SHOWN = 3;

/**
 * On a cancelled event's page, in place of its giving and volunteering: the charity's next upcoming events (the
 * public list, which never holds a cancelled one), or a link to the charity when it has none.
 */
export function OtherEvents({
  event,
}: {
  event: Pick<Event, 'eventID' | 'organizationID' | 'organizationName'>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useOrganizationEvents(event.organizationID, 'upcoming');
  const name = event.organizationName;
  const others = query.data?.filter((other) => other.eventID !== event.eventID).slice(0, OTHER_EVENTS_SHOWN);
  const toCharity = (
    <Link to={`/charity/${event.organizationID}`} className="btn-outline">
      {t('editing.banner.seeCharity', { name })}
    </Link>
  );
  return (
    <section aria-labelledby={id} className="container-page pt-10">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {t('editing.banner.otherEvents', { name })}
      </h2>
      {query.isPending ? (
        <StatusMessage kind="loading">{t('events.loadingList')}</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error" onRetry={() => void query.refetch()}>
          {t('charities.eventsLoadFailed')}
        </StatusMessage>
      ) : others?.length ? (
        <>
          <EventGrid events={others} showCharity={false} headingLevel={3} slots={slotsForReader} />
          <div className="mt-4">{toCharity}</div>
        </>
      ) : (
        <StatusMessage kind="empty" action={toCharity}>
          {t('editing.banner.noOtherEvents', { name })}
        </StatusMessage>
      )}
    </section>
  );
}
