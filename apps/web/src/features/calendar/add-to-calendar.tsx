import { calendarSpan, type Event, googleCalendarEventUrl, isPastEvent, truncate } from '@tabang/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api-client';

/** Google puts the whole event in its URL; a long description is cut so the link stays within URL limits. */
const GOOGLE_DETAILS_MAX = 1000;

/**
 * "Add to calendar" for an event that has not ended: the server's .ics file (Apple Calendar, Outlook and most
 * others) and Google Calendar's new-event page, both with the same times. An ended event shows nothing.
 */
export function AddToCalendar({ event }: { event: Event }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (isPastEvent(event)) return null;
  const { start, end } = calendarSpan({ startsAt: event.dateAndTimeStart, endsAt: event.dateAndTimeEnd });
  const page = `${window.location.origin}/event/${event.eventID}`;
  const description = truncate(event.descriptionOfEvent, GOOGLE_DETAILS_MAX);
  const google = googleCalendarEventUrl({
    title: event.nameOfEvent,
    start,
    end,
    details: `${description}\n\n${t('calendar.byCharity', { name: event.organizationName })}\n${page}`,
    location: event.location,
  });
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold text-stone-700">
        {t('calendar.add.heading')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <a className="btn-outline" href={apiUrl(`/get/events/${event.eventID}/calendar.ics`)} download>
          {t('calendar.add.ics')}
        </a>
        <a className="btn-outline" href={google} target="_blank" rel="noopener noreferrer">
          {t('calendar.add.google')}
          <span className="sr-only"> {t('calendar.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
