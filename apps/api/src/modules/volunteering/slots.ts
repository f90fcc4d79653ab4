import { hasEventEnded, type Language, PH_TIME_ZONE, type VolunteerStatus } from '@tabang/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, eventVolunteers, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { dateFormatter, inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import { assertEventVisible } from '../events/service';

// Volunteer slots: an event with a capacity holds at most that many "volunteered" sign-ups; the others wait
// ("waitlisted") in order of (created_at, user_id). Every sign-up and withdrawal first locks the event's row, so
// the count and the insert (or the promotion) happen one at a time per event, on any number of servers.

/**
 * A waitlisted row's place (1 is next) among its event's waitlist; null for a volunteer. For a query that
 * selects from event_volunteers (unaliased). Written out, as drizzle leaves columns unqualified in a one-table
 * select and the inner and outer rows must be told apart.
 */
const WAITLIST_POSITION = `case when event_volunteers.status = 'waitlisted' then (
  select count(*)::int from event_volunteers ahead
  where ahead.event_id = event_volunteers.event_id and ahead.status = 'waitlisted'
    and (ahead.created_at, ahead.user_id) <= (event_volunteers.created_at, event_volunteers.user_id)
) end`;
export const waitlistPosition = sql<number | null>`${sql.raw(WAITLIST_POSITION)}`;

const isVolunteered = (eventId: number) =>
  and(eq(eventVolunteers.targetId, eventId), eq(eventVolunteers.status, 'volunteered'));

/** The event's row, locked until the transaction ends; 404 when it is gone. */
async function lockEvent(tx: Tx, eventId: number) {
  const [event] = await tx
    .select({
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      cancelledAt: events.cancelledAt,
      capacity: events.volunteerCapacity,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw notFound(t('events.notFound'));
  return event;
}

async function countVolunteered(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(eventVolunteers)
    .where(isVolunteered(eventId));
  return Number(row?.total ?? 0);
}

export type SignUp = { status: VolunteerStatus; position?: number; totalVolunteers: number };

/**
 * Signs the user up for a visible event that has not ended or been cancelled (409 otherwise): as a volunteer
 * while slots are left, else on the waitlist. A repeat sign-up changes nothing and answers where they stand.
 */
export async function volunteerForEvent(db: Db, eventId: number, userId: number, now = new Date()) {
  await assertEventVisible(db, eventId);
  return db.transaction(async (tx): Promise<SignUp> => {
    const event = await lockEvent(tx, eventId);
    if (event.cancelledAt) throw conflict(t('slots.eventCancelled'));
    if (hasEventEnded(event, now)) throw conflict(t('events.volunteeringClosed'));
    const volunteered = await countVolunteered(tx, eventId);
    const full = event.capacity !== null && volunteered >= event.capacity;
    await tx
      .insert(eventVolunteers)
      // clock_timestamp(), not the transaction's start: taken under the lock, it orders the waitlist as people
      // actually joined it.
      .values({
        userId,
        targetId: eventId,
        status: full ? 'waitlisted' : 'volunteered',
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing({ target: [eventVolunteers.userId, eventVolunteers.targetId] });
    const [mine] = await tx
      .select({ status: eventVolunteers.status, position: waitlistPosition })
      .from(eventVolunteers)
      .where(and(eq(eventVolunteers.userId, userId), eq(eventVolunteers.targetId, eventId)));
    return {
      status: mine!.status,
      ...(mine!.position === null ? {} : { position: Number(mine!.position) }),
      totalVolunteers: await countVolunteered(tx, eventId),
    };
  });
}

/**
 * Where the emails of those promoted from a waitlist go: the job queue (enqueued with the promotion) and the site's
 * address, for the event's link. The app itself has both (`jobs`, `config.publicUrl`).
 */
export type PromotionMail = { jobs: Pick<JobQueue, 'enqueue'>; config: { publicUrl: string } };

/** Someone who moved up from the waitlist, to be told by email. */
type Promoted = {
  email: string;
  firstName: string;
  /** The language their emails come in (null: English). */
  language: Language | null;
  eventId: number;
  eventName: string;
  startsAt: Date;
};

/**
 * Moves the first on the event's waitlist (by sign-up time, then user id) into the slots free now — all of them when
 * the event has no limit, none when the slots were lowered below the volunteers — and enqueues the email telling
 * each, in the same transaction. The caller holds the event's row (lockEvent, or the editor's lock).
 */
export async function promoteFromWaitlist(
  tx: Tx,
  mail: PromotionMail,
  event: { id: number; name: string; startsAt: Date; capacity: number | null },
): Promise<void> {
  const free = event.capacity === null ? null : event.capacity - (await countVolunteered(tx, event.id));
  if (free !== null && free <= 0) return;
  const waiting = tx
    .select({ userId: eventVolunteers.userId })
    .from(eventVolunteers)
    .where(and(eq(eventVolunteers.targetId, event.id), eq(eventVolunteers.status, 'waitlisted')))
    .orderBy(asc(eventVolunteers.createdAt), asc(eventVolunteers.userId));
  const ids = (await (free === null ? waiting : waiting.limit(free))).map((row) => row.userId);
  if (ids.length === 0) return;
  await tx
    .update(eventVolunteers)
    .set({ status: 'volunteered' })
    .where(and(eq(eventVolunteers.targetId, event.id), inArray(eventVolunteers.userId, ids)));
  const people = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  for (const person of people)
    await mail.jobs.enqueue(
      tx,
      'email',
      promotionEmail(
        { ...person, eventId: event.id, eventName: event.name, startsAt: event.startsAt },
        mail.config.publicUrl,
      ),
    );
}

/**
 * Takes the user off the event (volunteer or waitlist). When a volunteer leaves, the first on the waitlist move up
 * into the free slots in the same transaction.
 */
export async function withdrawFromEvent(db: Db, mail: PromotionMail, eventId: number, userId: number) {
  await assertEventVisible(db, eventId);
  return db.transaction(async (tx) => leaveEvent(tx, mail, eventId, userId));
}

/**
 * The withdrawal itself, within the caller's transaction: locks the event, takes the user off it and, when they
 * held a slot, promotes from the waitlist. Unvolunteering and deleting an account both leave an event through
 * here, so the waitlist moves (and its people are told) the same way.
 */
export async function leaveEvent(
  tx: Tx,
  mail: PromotionMail,
  eventId: number,
  userId: number,
  now = new Date(),
) {
  const event = await lockEvent(tx, eventId);
  const [left] = await tx
    .delete(eventVolunteers)
    .where(and(eq(eventVolunteers.userId, userId), eq(eventVolunteers.targetId, eventId)))
    .returning({ status: eventVolunteers.status });
  // A slot of a cancelled or ended event is no use to anyone: nobody is moved up or emailed about it.
  if (
    left?.status === 'volunteered' &&
    event.capacity !== null &&
    !event.cancelledAt &&
    !hasEventEnded(event, now)
  )
    await promoteFromWaitlist(tx, mail, { id: eventId, ...event });
  return { totalVolunteers: await countVolunteered(tx, eventId) };
}

/**
 * Leaves every event the user signed up for, as unvolunteering each would, locking the events one at a time in id
 * order (those promoted into their slots are emailed as after an unvolunteer).
 */
export async function leaveAllEvents(tx: Tx, mail: PromotionMail, userId: number): Promise<void> {
  const signUps = await tx
    .select({ eventId: eventVolunteers.targetId })
    .from(eventVolunteers)
    .where(eq(eventVolunteers.userId, userId))
    .orderBy(asc(eventVolunteers.targetId));
  for (const { eventId } of signUps) await leaveEvent(tx, mail, eventId, userId);
}

const longDate = dateFormatter({ dateStyle: 'full', timeStyle: 'short', timeZone: PH_TIME_ZONE });

/** The email telling someone they moved up from the waitlist, in their language. */
function promotionEmail(person: Promoted, publicUrl: string): EmailJob {
  return inLanguage(person.language ?? 'en', () => ({
    purpose: 'waitlistPromotion' as const,
    event: person.eventName,
    to: person.email,
    subject: t('slots.promotedSubject', { event: person.eventName }),
    text: t('slots.promotedBody', {
      name: person.firstName,
      event: person.eventName,
      date: longDate(person.startsAt),
      link: `${publicUrl}/event/${person.eventId}`,
    }),
  }));
}
