import { randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  calendarSpan,
  type Event,
} from '@tabang/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, events, eventVolunteers } from '../../db/schema';
import { notCancelled } from '../../db/visibility';
import { notFound } from '../../errors';
import { t } from '../../i18n';
import { endOf, getEvent, selectVisible, toEvents } from '../events/service';
import { type IcsEvent, writeCalendar } from './ics';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;

/** An event as a VEVENT; `publicUrl` is the site's origin (config), for the event page's address and the UID. */
function toIcsEvent(event: Event, publicUrl: string): IcsEvent {
  const url = `${publicUrl}/event/${event.eventID}`;
  const { start, end } = calendarSpan({ startsAt: event.dateAndTimeStart, endsAt: event.dateAndTimeEnd });
  return {
    uid: `event-${event.eventID}@${new URL(publicUrl).hostname}`,
    start,
    end,
    summary: event.nameOfEvent,
    location: event.location,
    // Many calendar apps show neither the charity nor the URL property: both go in the notes too.
    description: `${event.descriptionOfEvent}\n\n${t('calendar.byCharity', { name: event.organizationName })}\n${url}`,
    url,
    cancelled: event.cancelledAt !== null,
  };
}

/** A file name from an event's name: lower-case ASCII words joined by dashes, or `event-<id>`. */
export function calendarFileName(event: Pick<Event, 'eventID' | 'nameOfEvent'>): string {
  const slug = event.nameOfEvent
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || `event-${event.eventID}`}.ics`;
}

/** Where an event's .ics file is (GET /api/get/events/{id}/calendar.ics): "add to calendar" in an email. */
export const eventCalendarUrl = (publicUrl: string, eventId: number) =>
  `${publicUrl}/api/get/events/${eventId}/calendar.ics`;

/** One public event as an .ics file to add (404 for an event the public cannot see). */
export async function eventCalendar(db: Db, eventId: number, publicUrl: string, now = new Date()) {
  const event = await getEvent(db, eventId);
  return {
    fileName: calendarFileName(event),
    body: writeCalendar({ events: [toIcsEvent(event, publicUrl)], stamp: now }),
  };
}

/** A feed's URL: its token is its only secret (the owner's data download shows it too). */
export const calendarFeedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/get/my/calendar/${token}.ics`;

/** The caller's feed URL, or null when they have none. */
export async function getFeedUrl(db: Db, userId: number, publicUrl: string): Promise<string | null> {
  const [feed] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ? calendarFeedUrl(publicUrl, feed.token) : null;
}

/** A new secret feed URL for the caller; an old one stops working in the same statement. */
export async function createFeed(db: Db, userId: number, publicUrl: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
  return calendarFeedUrl(publicUrl, token);
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The feed of a token: the public events its owner volunteers for that have not ended or ended within
 * CALENDAR_FEED_PAST_DAYS, by start. An unknown or revoked token is a 404 (deleting an account deletes its feed).
 */
export async function feedCalendar(
  db: Db,
  token: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!feed) throw notFound();
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const volunteered = db
    .select({ eventId: eventVolunteers.targetId })
    .from(eventVolunteers)
    // Only events they hold a slot for: one on a waitlist joins the feed once they move up.
    .where(and(eq(eventVolunteers.userId, feed.userId), eq(eventVolunteers.status, 'volunteered')));
  const rows = await selectVisible(
    db,
    notCancelled,
    inArray(events.id, volunteered),
    gt(endOf, sql`${since.toISOString()}::timestamptz`),
  ).orderBy(asc(events.startsAt), asc(events.id));
  return writeCalendar({
    events: toEvents(rows).map((event) => toIcsEvent(event, publicUrl)),
    stamp: now,
    feed: {
      name: t('calendar.feedName'),
      description: t('calendar.feedDescription'),
      refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
    },
  });
}
