// "Add to calendar" and the volunteer's calendar feed: the rules the server's .ics files and the web app's
// Google Calendar links share, so both give an event the same times.

/** An event without an end is put in calendars as lasting this long from its start (RFC 5545 needs an end). */
export const CALENDAR_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;
/** A feed lists the events that have not ended and those that ended up to this many days ago. */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** Requests a minute for the feed URLs from one address (calendar apps ask every few hours; guessers more). */
export const CALENDAR_FEED_REQUESTS_PER_MINUTE = 60;
/** How long a calendar app or cache may keep a feed's answer (Cache-Control max-age). */
export const CALENDAR_FEED_MAX_AGE_SECONDS = 300;
/** How often a subscribed calendar app is asked to fetch the feed again (apps that honour it). */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
/** Events are in Davao; Google Calendar is told so (the times themselves are UTC). */
export const CALENDAR_TIME_ZONE = 'Asia/Manila';

const GOOGLE_CALENDAR_EVENT = 'https://calendar.google.com/calendar/render';
const GOOGLE_CALENDAR_SUBSCRIBE = 'https://calendar.google.com/calendar/r';

/** An event's span in a calendar: its start, and its end or the default duration after the start. */
export function calendarSpan(event: { startsAt: Date | string; endsAt: Date | string | null }): {
  start: Date;
  end: Date;
} {
  const start = new Date(event.startsAt);
  const end =
    event.endsAt == null ? new Date(start.getTime() + CALENDAR_DEFAULT_DURATION_MS) : new Date(event.endsAt);
  return { start, end };
}

/** A UTC time as iCalendar and Google Calendar write it: 20261123T013000Z (whole seconds). */
export const calendarUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "new event" page filled with the event. */
export function googleCalendarEventUrl(event: {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarUtc(event.start)}/${calendarUtc(event.end)}`,
    details: event.details,
    location: event.location,
    ctz: CALENDAR_TIME_ZONE,
  });
  return `${GOOGLE_CALENDAR_EVENT}?${query}`;
}

/** The feed's address for calendar apps that subscribe (Apple Calendar, Outlook): webcal:// instead of http(s). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's "add this calendar by URL" page for a feed. */
export const googleCalendarSubscribeUrl = (feedUrl: string) =>
  `${GOOGLE_CALENDAR_SUBSCRIBE}?${new URLSearchParams({ cid: webcalUrl(feedUrl) })}`;
