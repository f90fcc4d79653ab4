import { calendarSpan, type Event, googleCalendarEventUrl, isPastEvent, truncate } from '@tabang/shared';
import { useId } from 'react';
import { apiUrl } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** Google puts the whole event in its URL; a long description is cut so the link stays within URL limits. */
const GOOGLE_DETAILS_MAX = 1000;

/** What the calendar links need of an event; My volunteering's entries have no description, so it may be left out. */
export type CalendarEvent = Pick<
  Event,
  'eventID' | 'nameOfEvent' | 'dateAndTimeStart' | 'dateAndTimeEnd' | 'location' | 'organizationName'
> & { descriptionOfEvent?: string };

/**
 * "Add to calendar" for an event that has not ended: the server's .ics file (Apple Calendar, Outlook and most
 * others) and Google Calendar's new-event page, both with the same times. An ended event shows nothing.
 * `heading` is the level of its small heading, under the page's own (h4 inside a card titled by an h3).
 */
export function AddToCalendar({
  event,
  heading: Heading = 'h3',
  className = 'mt-4',
}: {
  event: CalendarEvent;
  heading?: 'h3' | 'h4';
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (isPastEvent(event)) return null;
  const { start, end } = calendarSpan({ startsAt: event.dateAndTimeStart, endsAt: event.dateAndTimeEnd });
  const page = `${window.location.origin}/event/${event.eventID}`;
  const byCharity = `${t('calendar.byCharity', { name: event.organizationName })}\n${page}`;
  const google = googleCalendarEventUrl({
    title: event.nameOfEvent,
    start,
    end,
    details: event.descriptionOfEvent
      ? `${truncate(event.descriptionOfEvent, GOOGLE_DETAILS_MAX)}\n\n${byCharity}`
      : byCharity,
    location: event.location,
  });
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-sm font-semibold text-stone-700">
        {t('calendar.add.heading')}
      </Heading>
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
