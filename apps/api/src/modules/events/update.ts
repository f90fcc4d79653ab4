import {
  type Event,
  type EventForEditing,
  type Language,
  PH_TIME_ZONE,
  toCentavos,
  type UpdateEventValues,
} from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { driveNeeds, events, eventVolunteers, organizations, users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { dateFormatter, inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { assertCanManageEvent } from '../permissions/service';
import { type PromotionMail, promoteFromWaitlist } from '../volunteering/slots';
import { assertScanGiven, permitChanges } from './permits';
import { selectEventRows, toEvents } from './service';

/*
 * Editing and cancelling an event, for its charity's representative or an admin.
 * A replaced picture's old image row and files are left in place: image URLs name the event, not the image, so
 * nothing points at them any more, and removing them is a storage clean-up, not a request's job.
 */

/** Where the event's editors and admins open its permit's scan (routes.ts), under the API base. */
export const permitScanPath = (eventId: number) => `/get/dashboard/events/${eventId}/permit-scan`;

/** The event as the public API shows it, cancelled or not, plus its volunteer slots and its permit's scan. */
async function eventForEditing(db: Db | Tx, id: number): Promise<EventForEditing> {
  const [[row], [extra]] = await Promise.all([
    selectEventRows(db as Db, eq(events.id, id)),
    db
      .select({ volunteerCapacity: events.volunteerCapacity, scan: events.permitScanImageId })
      .from(events)
      .where(eq(events.id, id)),
  ]);
  const [event] = toEvents([row!]);
  return {
    ...(event as Event),
    volunteerCapacity: extra!.volunteerCapacity,
    permitScan: extra!.scan === null ? null : permitScanPath(id),
  };
}

/** The image id of an event's permit scan, for its editors and admins (null when it has none). */
export async function getPermitScanImageId(db: Db, user: CurrentUser, id: number): Promise<number | null> {
  await assertCanManageEvent(db, user, id);
  const [event] = await db.select({ scan: events.permitScanImageId }).from(events).where(eq(events.id, id));
  return event!.scan;
}

export async function getEventForEditing(db: Db, user: CurrentUser, id: number): Promise<EventForEditing> {
  await assertCanManageEvent(db, user, id);
  return eventForEditing(db, id);
}

const volunteered = (eventId: number) =>
  and(eq(eventVolunteers.targetId, eventId), eq(eventVolunteers.status, 'volunteered'));

/**
 * Changes the fields that were sent in one transaction, holding the event's row. The dates keep the add form's
 * rules on what the event will hold: the end after the start, and a changed end not already passed (so an event
 * under way keeps its start, and one that has ended can still have its text corrected). Slots cannot drop below
 * the volunteers already signed up; more slots move the first on the waitlist up. A permit sent replaces the one
 * stored, whole; it, or a new scan, awaits a new check. A goal given, or kept while the permit is removed, needs a
 * permit (`assertPermitRequired`'s rule, on the values being written), as does a needs list.
 */
export async function updateEvent(
  db: Db,
  blobs: BlobStore,
  mail: PromotionMail,
  user: CurrentUser,
  values: UpdateEventValues,
  poster: PreparedImage | undefined,
  permitScan?: PreparedImage,
  now = new Date(),
): Promise<EventForEditing> {
  const id = values.eventID;
  await withImageTransaction(db, blobs, async (tx, saveImage) => {
    await assertCanManageEvent(tx, user, id, { lock: true });
    const [current] = await tx
      .select({
        name: events.name,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        cancelledAt: events.cancelledAt,
        reliefDrive: events.reliefDrive,
        goalCentavos: events.goalCentavos,
        permitType: events.permitType,
        permitScanImageId: events.permitScanImageId,
      })
      .from(events)
      .where(eq(events.id, id));
    if (current!.cancelledAt) throw conflict(t('editing.eventIsCancelled'));
    // Urgent only for a relief drive; a drive turned back into an event stops being urgent with it.
    if (values.urgent && !(values.reliefDrive ?? current!.reliefDrive))
      throw badRequest(t('drives.urgentNeedsDrive'));
    const urgent = values.reliefDrive === false ? false : values.urgent;
    const goalCentavos =
      values.goalAmount === undefined ? undefined : values.goalAmount && toCentavos(values.goalAmount);
    const permit = permitChanges(values);
    const permitType = permit ? (permit.permitType ?? null) : current!.permitType;
    const goal = goalCentavos === undefined ? current!.goalCentavos : goalCentavos;
    // Given a goal now, or losing the permit of a goal it has: an event that has long had a goal without one
    // may still have its other fields edited.
    const asksForMoney = values.goalAmount != null || (permit !== undefined && current!.permitType !== null);
    if (asksForMoney && goal !== null && !permitType) throw badRequest(t('permits.required'));
    // Nor may a drive that asks for goods lose its permit.
    if (permit && !permitType && current!.permitType) {
      const [need] = await tx
        .select({ id: driveNeeds.id })
        .from(driveNeeds)
        .where(eq(driveNeeds.eventId, id))
        .limit(1);
      if (need) throw badRequest(t('permits.required'));
    }
    // A removed permit takes its scan with it.
    const keptScan = permitType ? current!.permitScanImageId : null;
    if (permit || permitScan) assertScanGiven(permitType, permitScan !== undefined || keptScan !== null);
    const startsAt = values.dateAndTimeStart ?? current!.startsAt;
    const endsAt = values.dateAndTimeEnd ?? current!.endsAt;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw badRequest(t('events.endAfterStart'));
    if (values.dateAndTimeEnd && values.dateAndTimeEnd.getTime() <= now.getTime())
      throw badRequest(t('events.endInPast'));

    const capacity = values.volunteerCapacity;
    if (capacity !== undefined && capacity !== null) {
      const [signedUp] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(eventVolunteers)
        .where(volunteered(id));
      if (signedUp!.n > capacity)
        throw conflict(t('editing.capacityBelowVolunteers', { count: signedUp!.n }));
    }

    const changes = {
      name: values.nameOfEvent,
      description: values.descriptionOfEvent,
      location: values.location,
      whoCanJoin: values.whoCanJoin,
      startsAt: values.dateAndTimeStart,
      endsAt: values.dateAndTimeEnd,
      donationsAfterEnd: values.donationsAfterEnd,
      goalCentavos,
      volunteerCapacity: capacity,
      reliefDrive: values.reliefDrive,
      urgent,
      acceptanceRules: values.acceptanceRules,
      imageId: poster && (await saveImage(poster)),
      ...permit,
      ...(permitScan
        ? { permitScanImageId: await saveImage(permitScan), permitCheckedAt: null }
        : permit && { permitScanImageId: keptScan }),
    };
    // Only the eventID sent: nothing to write.
    if (Object.values(changes).some((value) => value !== undefined))
      await tx.update(events).set(changes).where(eq(events.id, id));
    // More slots (or none) move the first on the waitlist up, and their emails are enqueued with the change.
    if (capacity !== undefined)
      await promoteFromWaitlist(tx, mail, {
        id,
        name: changes.name ?? current!.name,
        startsAt: changes.startsAt ?? current!.startsAt,
        capacity,
      });
  });
  return eventForEditing(db, id);
}

/**
 * Cancels an event: it leaves every public list, takes no donations or volunteers, and its page says so. Everyone
 * signed up, volunteers and waitlist, is emailed: their emails are enqueued with the cancellation. Cancelling again
 * answers the same and emails nobody (`cancelledNow` is false).
 */
export async function cancelEvent(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  user: CurrentUser,
  eventId: number,
  reason?: string,
): Promise<{ event: EventForEditing; cancelledNow: boolean }> {
  const cancelledNow = await db.transaction(async (tx) => {
    await assertCanManageEvent(tx, user, eventId, { lock: true });
    const [cancelled] = await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, cancelReason: reason ?? null })
      .from(organizations)
      .where(
        and(
          eq(events.id, eventId),
          sql`${events.cancelledAt} is null`,
          eq(organizations.id, events.organizationId),
        ),
      )
      .returning({
        name: events.name,
        startsAt: events.startsAt,
        charity: organizations.name,
        reason: events.cancelReason,
      });
    if (!cancelled) return false;
    const people = await tx
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(eventVolunteers)
      .innerJoin(users, eq(users.id, eventVolunteers.userId))
      .where(eq(eventVolunteers.targetId, eventId));
    for (const person of people) await jobs.enqueue(tx, 'email', cancellationEmail(cancelled, person));
    return true;
  });
  return { event: await eventForEditing(db, eventId), cancelledNow };
}

/** Someone to email, in their language (null: English). */
type Recipient = { email: string; firstName: string; language: Language | null };

const cancellationDate = dateFormatter({ timeZone: PH_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** The email that tells a volunteer their event was cancelled, in their language. */
const cancellationEmail = (
  event: { name: string; startsAt: Date; charity: string; reason: string | null },
  volunteer: Recipient,
): EmailJob =>
  inLanguage(volunteer.language ?? 'en', () => ({
    purpose: 'eventCancelled',
    event: event.name,
    to: volunteer.email,
    subject: t('editing.email.subject', { event: event.name }),
    text: t('editing.email.body', {
      name: volunteer.firstName,
      event: event.name,
      charity: event.charity,
      date: cancellationDate(event.startsAt),
      reason: event.reason ? `${t('editing.email.reason', { reason: event.reason })}\n\n` : '',
    }),
  }));
