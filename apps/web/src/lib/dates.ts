import { dateFormat, PH_TIME_ZONE, philippineToday } from '@tabang/shared';
import { currentLanguage } from './i18n';

/** Events happen in the Philippines, so their times are shown in Philippine time wherever the reader is. */
export const EVENT_TIME_ZONE = PH_TIME_ZONE;

/**
 * A date format in the reader's language: the shared `dateFormat` (the server writes the same), which writes the
 * app's formats itself, without the cost of a page's first `Intl` object.
 */
export function localFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = dateFormat(options);
  return (date) => format(currentLanguage(), date);
}

const dateTime = localFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });
const longDateTime = localFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });

const cardDateTime = localFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EVENT_TIME_ZONE,
});

/** With the weekday, for event cards: "Sun, Jun 14, 2026, 8:00 AM" (in Cebuano "Dom, Hun 14, 2026, 8:00 AM"). */
export const formatCardDateTime = (iso: string) => cardDateTime(new Date(iso));
/** e.g. "Jun 14, 2026, 8:00 AM" (in Filipino "Hun 14, 2026, 8:00 AM") */
export const formatDateTime = (iso: string) => dateTime(new Date(iso));
/** e.g. "Sunday, June 14, 2026 at 8:00 AM" (in Cebuano "Domingo, Hunyo 14, 2026 sa 8:00 AM") */
export const formatLongDateTime = (iso: string) => longDateTime(new Date(iso));

/** True when the date falls in the same calendar month as `now`, in Philippine time. */
const isSameMonth = (iso: string, now: Date = new Date()): boolean =>
  philippineToday(Date.parse(iso)).slice(0, 7) === philippineToday(now.getTime()).slice(0, 7);

/**
 * Of upcoming events (not ended yet), those that belong to this calendar month: they start this month, or
 * started before it and are still going on.
 */
export function isThisMonthsEvent(event: { dateAndTimeStart: string }, now: Date = new Date()): boolean {
  return isSameMonth(event.dateAndTimeStart, now) || new Date(event.dateAndTimeStart) <= now;
}

const time = localFormat({ timeStyle: 'short', timeZone: EVENT_TIME_ZONE });
/** e.g. "9:02 AM" */
export const formatTime = (iso: string) => time(new Date(iso));

const calendarDay = localFormat({ dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as "Dec 31, 2099", the same day wherever the reader is. */
export const formatCalendarDate = (date: string) => calendarDay(new Date(`${date}T00:00:00Z`));

const day = localFormat({ dateStyle: 'medium', timeZone: EVENT_TIME_ZONE });
/** The day of a moment in Philippine time, e.g. "Oct 1, 2026". */
export const formatDay = (iso: string) => day(new Date(iso));
