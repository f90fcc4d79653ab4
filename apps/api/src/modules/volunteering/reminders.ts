import { type Language, PH_TIME_ZONE, philippineMobile } from '@tabang/shared';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, eventVolunteers, notificationPreferences, organizations, users } from '../../db/schema';
import { notCancelled, publicEvent } from '../../db/visibility';
import { dateFormatter, inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import { eventCalendarUrl } from '../calendar/service';
import { wantsTopic } from '../notifications/service';
import { cut, enqueueText, plainText, TEXT_MAX_LENGTH } from '../texts/service';

/*
 * The reminder a volunteer gets before an event they signed up for (decision 017): an email, and a text when they
 * opted in. The scheduled `volunteer-reminders` job finds who is due, marks them reminded and enqueues their
 * messages in one transaction, so each sign-up is reminded once however many workers run it, however often.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Volunteers are reminded this long before their event starts (or as soon after as the schedule runs). */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** Nobody is reminded of an event starting sooner than this: a sign-up that late has just seen it. */
export const REMINDER_CUTOFF_MS = HOUR_MS;
/** Sign-ups reminded per transaction: a big event's volunteers go in a few short transactions, not one long one. */
const BATCH = 200;

export type ReminderDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  config: { publicUrl: string };
  /** The app's clock (ms since the epoch). */
  now: () => number;
};

type Due = {
  userId: number;
  eventId: number;
  code: string;
  event: string;
  place: string;
  startsAt: Date;
  firstName: string;
  email: string;
  language: Language | null;
  contactNumber: string;
  smsOptIn: boolean;
  /** Whether they still want reminder emails (the Notifications page). */
  emailWanted: boolean;
};

const longDate = dateFormatter({ dateStyle: 'full', timeStyle: 'short', timeZone: PH_TIME_ZONE });
const shortDate = dateFormatter({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PH_TIME_ZONE,
});

/** The reminder email, in the current language. */
function reminderEmail(due: Due, publicUrl: string): EmailJob {
  return {
    purpose: 'volunteerReminder',
    event: due.event,
    to: due.email,
    userId: due.userId,
    subject: t('reminders.emailSubject', { event: due.event, date: shortDate(due.startsAt) }),
    text: t('reminders.emailBody', {
      name: due.firstName,
      event: due.event,
      date: longDate(due.startsAt),
      place: due.place,
      code: due.code,
      calendar: eventCalendarUrl(publicUrl, due.eventId),
      link: `${publicUrl}/event/${due.eventId}`,
    }),
  };
}

/**
 * The reminder text, in the current language, in one SMS, ending with where texts are turned off (the Notifications
 * page, its address without the scheme, which phones still make a link of): when the event's name and place do not
 * fit, the place is cut to what is left beside the name, keeping at least half of the room, and then the name.
 */
export function reminderText(
  due: Pick<Due, 'event' | 'place' | 'code' | 'startsAt'>,
  publicUrl: string,
): string {
  const date = shortDate(due.startsAt);
  const settings = `${publicUrl.replace(/^https?:\/\//, '')}/profile/notifications`;
  const render = (event: string, place: string) =>
    plainText(t('reminders.text', { event, date, place, code: due.code, settings }));
  const event = plainText(due.event).trim();
  const place = plainText(due.place).trim();
  const room = TEXT_MAX_LENGTH - render('', '').length;
  if (event.length + place.length <= room) return render(event, place);
  const shortPlace = cut(place, Math.max(Math.floor(room / 2), room - event.length));
  return render(cut(event, room - shortPlace.length), shortPlace);
}

/** Marks up to BATCH due sign-ups reminded and enqueues their messages, in `tx`; returns how many. */
async function remindBatch(tx: Tx, deps: ReminderDeps, now: Date): Promise<number> {
  // Locked, and skipped when another worker holds them: each sign-up is taken by one run.
  const due: Due[] = await tx
    .select({
      userId: eventVolunteers.userId,
      eventId: eventVolunteers.targetId,
      code: eventVolunteers.checkInCode,
      event: events.name,
      place: events.location,
      startsAt: events.startsAt,
      firstName: users.firstName,
      email: users.email,
      language: users.language,
      contactNumber: users.contactNumber,
      smsOptIn: users.smsOptIn,
      emailWanted: wantsTopic('volunteerReminders'),
    })
    .from(eventVolunteers)
    .innerJoin(events, eq(events.id, eventVolunteers.targetId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(users, eq(users.id, eventVolunteers.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(eventVolunteers.status, 'volunteered'),
        isNull(eventVolunteers.remindedAt),
        publicEvent,
        notCancelled,
        isNull(users.deletedAt),
        gt(events.startsAt, new Date(now.getTime() + REMINDER_CUTOFF_MS)),
        lte(events.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(eventVolunteers.targetId), asc(eventVolunteers.userId))
    .limit(BATCH)
    .for('update', { of: eventVolunteers, skipLocked: true });
  if (due.length === 0) return 0;
  for (const eventId of new Set(due.map((row) => row.eventId)))
    await tx
      .update(eventVolunteers)
      .set({ remindedAt: now })
      .where(
        and(
          eq(eventVolunteers.targetId, eventId),
          inArray(
            eventVolunteers.userId,
            due.filter((row) => row.eventId === eventId).map((row) => row.userId),
          ),
        ),
      );
  for (const row of due)
    await inLanguage(row.language ?? 'en', async () => {
      // Someone who turned reminder emails off may still want the text.
      if (row.emailWanted) await deps.jobs.enqueue(tx, 'email', reminderEmail(row, deps.config.publicUrl));
      const number = row.smsOptIn ? philippineMobile(row.contactNumber) : null;
      if (number)
        // Skipped when the night's wait for 8:00 would bring it after the start; the email still goes.
        await enqueueText(tx, deps.jobs, now, {
          purpose: 'volunteerReminder',
          to: number,
          text: reminderText(row, deps.config.publicUrl),
          userId: row.userId,
          event: row.event,
          notAfter: row.startsAt.toISOString(),
        });
    });
  return due.length;
}

/**
 * The `volunteer-reminders` job: reminds every volunteer (not waitlisted) of a visible, not cancelled event that
 * starts within REMINDER_LEAD_MS but not within REMINDER_CUTOFF_MS, who has not been reminded of it yet, a batch per
 * transaction. Returns how many were reminded.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = new Date(deps.now());
  let total = 0;
  for (;;) {
    const reminded = await deps.db.transaction((tx) => remindBatch(tx, deps, now));
    total += reminded;
    if (reminded < BATCH) return total;
  }
}
