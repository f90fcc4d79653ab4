import {
  CHECK_IN_CLOSES_HOURS_AFTER,
  CHECK_IN_OPENS_HOURS_BEFORE,
  calendarSpan,
  type MyVolunteering,
  type Roster,
  type RosterEntry,
  servedHours,
  sumHours,
  type VolunteeringSummary,
  volunteerHours,
} from '@tabang/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventVolunteers, organizations, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import type { CurrentUser } from '../../plugins/auth';
import { assertCanManageEvent, type ManagedEvent } from '../permissions/service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A waitlisted person's place (from 1): their rank by (created_at, user_id) among the event's waitlisted rows, as
 * the slots rule promotes them. Null for a volunteer. Correlated on the outer row (event_volunteers_status_idx).
 */
const waitlistPosition = sql<number | null>`case when ${eventVolunteers.status} = 'waitlisted' then (
  select count(*)::int from event_volunteers ahead
  where ahead.event_id = ${eventVolunteers.targetId} and ahead.status = 'waitlisted'
    and (ahead.created_at, ahead.user_id) <= (${eventVolunteers.createdAt}, ${eventVolunteers.userId})
) end`;

/**
 * Roster rows of one event, optionally narrowed: volunteers first, then the waitlist, each in sign-up order. Email
 * and phone are null when the event's charity may not see them (event.contactsHidden).
 */
async function rosterRows(db: Db, event: ManagedEvent, narrow?: SQL): Promise<RosterEntry[]> {
  const rows = await db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      contactNumber: users.contactNumber,
      status: eventVolunteers.status,
      position: waitlistPosition,
      signedUpAt: eventVolunteers.createdAt,
      checkedInAt: eventVolunteers.checkedInAt,
      checkedOutAt: eventVolunteers.checkedOutAt,
      hoursCorrected: eventVolunteers.hoursCorrected,
      hoursNote: eventVolunteers.hoursNote,
      hoursCorrectedAt: eventVolunteers.hoursCorrectedAt,
    })
    .from(eventVolunteers)
    .innerJoin(users, eq(users.id, eventVolunteers.userId))
    .where(and(eq(eventVolunteers.targetId, event.id), narrow))
    .orderBy(
      sql`${eventVolunteers.status} = 'waitlisted'`,
      asc(eventVolunteers.createdAt),
      asc(eventVolunteers.userId),
    );
  const hidden = event.contactsHidden !== null;
  const now = new Date();
  return rows.map(({ hoursCorrected, hoursCorrectedAt, ...row }) => {
    const { hours, state } = volunteerHours({ ...row, hoursCorrected }, event, now);
    return {
      ...row,
      email: hidden ? null : row.email,
      contactNumber: hidden ? null : row.contactNumber,
      signedUpAt: row.signedUpAt.toISOString(),
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
      hours,
      hoursState: state,
      hoursCorrectedAt: hoursCorrectedAt?.toISOString() ?? null,
    };
  });
}

/**
 * GET /get/dashboard/events/:id/roster: everyone signed up, for the charity's managers, with their contact details
 * when the permissions' rule allows them (contactsHiddenReason), and saying why not when it does not.
 */
export async function getRoster(db: Db, user: CurrentUser, eventId: number): Promise<Roster> {
  const event = await assertCanManageEvent(db, user, eventId);
  return {
    contactsVisible: event.contactsHidden === null,
    contactsHiddenReason: event.contactsHidden,
    entries: await rosterRows(db, event),
  };
}

/**
 * Check-in and check-out are open from CHECK_IN_OPENS_HOURS_BEFORE the start to CHECK_IN_CLOSES_HOURS_AFTER the end
 * (the calendar's end when the event has none), so a code cannot be used days early or records fixed long after.
 */
function assertCheckInOpen(event: ManagedEvent, now: Date): void {
  if (event.cancelledAt) throw conflict(t('roster.cancelled'));
  const span = calendarSpan(event);
  if (now.getTime() < span.start.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR_MS)
    throw conflict(t('roster.tooEarly', { hours: CHECK_IN_OPENS_HOURS_BEFORE }));
  if (now.getTime() > span.end.getTime() + CHECK_IN_CLOSES_HOURS_AFTER * HOUR_MS)
    throw conflict(t('roster.tooLate', { hours: CHECK_IN_CLOSES_HOURS_AFTER }));
}

/**
 * POST /post/events/checkin and /checkout: marks the volunteer whose code it is (or, from a roster row's button,
 * by userID). Idempotent: the first check-in and the first check-out time stay (coalesce in one UPDATE, so two
 * scanners at once agree). A check-out is never before the check-in, even when servers' clocks differ. When nothing
 * changed, the row says why: not signed up or unknown code (404), waitlisted (409), not checked in yet (409).
 */
export async function markAttendance(
  db: Db,
  user: CurrentUser,
  input: { eventID: number; code?: string; userID?: number },
  action: 'checkin' | 'checkout',
  now = new Date(),
): Promise<RosterEntry> {
  const event = await assertCanManageEvent(db, user, input.eventID);
  assertCheckInOpen(event, now);
  const mine = and(
    eq(eventVolunteers.targetId, event.id),
    input.code === undefined
      ? eq(eventVolunteers.userId, input.userID ?? 0)
      : eq(eventVolunteers.checkInCode, input.code),
  );
  const [updated] = await db
    .update(eventVolunteers)
    .set(
      action === 'checkin'
        ? { checkedInAt: sql`coalesce(${eventVolunteers.checkedInAt}, ${now.toISOString()}::timestamptz)` }
        : {
            checkedOutAt: sql`coalesce(${eventVolunteers.checkedOutAt},
              greatest(${eventVolunteers.checkedInAt}, ${now.toISOString()}::timestamptz))`,
          },
    )
    .where(
      and(
        mine,
        eq(eventVolunteers.status, 'volunteered'),
        action === 'checkout' ? sql`${eventVolunteers.checkedInAt} is not null` : undefined,
      ),
    )
    .returning({ userId: eventVolunteers.userId });
  if (updated) return (await rosterRows(db, event, eq(eventVolunteers.userId, updated.userId)))[0]!;

  const [entry] = await rosterRows(db, event, mine);
  if (!entry) throw notFound(t(input.code === undefined ? 'roster.notSignedUp' : 'roster.unknownCode'));
  const name = `${entry.firstName} ${entry.lastName}`.trim();
  throw conflict(t(entry.status === 'waitlisted' ? 'roster.waitlisted' : 'roster.notCheckedIn', { name }));
}

/**
 * POST /post/events/hours: an organiser's correction of a volunteer's hours, with the note saying why, which then
 * stands instead of the check-in times (for a forgotten check-out, or someone who helped without checking in);
 * `hours: null` drops it. From the moment check-in opens, with no end (a mistake may be found weeks later); not for a
 * cancelled event (409) or someone on the waitlist (409); 404 for someone not signed up. One UPDATE: nothing to
 * enqueue, and no public read shows hours, so the public cache is not emptied.
 */
export async function correctHours(
  db: Db,
  user: CurrentUser,
  input: { eventID: number; userID: number; hours: number | null; note?: string | undefined },
  now = new Date(),
): Promise<RosterEntry> {
  const event = await assertCanManageEvent(db, user, input.eventID);
  if (event.cancelledAt) throw conflict(t('roster.cancelled'));
  if (now.getTime() < calendarSpan(event).start.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * HOUR_MS)
    throw conflict(t('roster.hoursTooEarly', { hours: CHECK_IN_OPENS_HOURS_BEFORE }));
  const theirs = and(eq(eventVolunteers.targetId, event.id), eq(eventVolunteers.userId, input.userID));
  const [updated] = await db
    .update(eventVolunteers)
    .set(
      input.hours === null
        ? { hoursCorrected: null, hoursNote: null, hoursCorrectedAt: null }
        : { hoursCorrected: input.hours, hoursNote: input.note ?? null, hoursCorrectedAt: now },
    )
    .where(and(theirs, eq(eventVolunteers.status, 'volunteered')))
    .returning({ userId: eventVolunteers.userId });
  if (updated) return (await rosterRows(db, event, eq(eventVolunteers.userId, updated.userId)))[0]!;
  const [entry] = await rosterRows(db, event, theirs);
  if (!entry) throw notFound(t('roster.notSignedUp'));
  throw conflict(t('roster.hoursWaitlisted', { name: `${entry.firstName} ${entry.lastName}`.trim() }));
}

/** Not ended: the end, or the start when there is no end, is still ahead (as the upcoming lists say). */
const upcoming = sql<boolean>`coalesce(${events.endsAt}, ${events.startsAt}) > now()`;

/**
 * GET /get/my/volunteering: every event the person signed up for (of charities not suspended), upcoming ones first
 * and soonest first, then past ones latest first. A person's sign-ups are few, so the list is not paged.
 */
export async function listMyVolunteering(db: Db, userId: number): Promise<MyVolunteering[]> {
  const rows = await db
    .select({
      eventID: events.id,
      nameOfEvent: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
      organizationID: organizations.id,
      organizationName: organizations.name,
      status: eventVolunteers.status,
      position: waitlistPosition,
      checkInCode: eventVolunteers.checkInCode,
      checkedInAt: eventVolunteers.checkedInAt,
      checkedOutAt: eventVolunteers.checkedOutAt,
      hoursCorrected: eventVolunteers.hoursCorrected,
      hoursNote: eventVolunteers.hoursNote,
      cancelledAt: events.cancelledAt,
      upcoming,
    })
    .from(eventVolunteers)
    .innerJoin(events, eq(events.id, eventVolunteers.targetId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(eventVolunteers.userId, userId), eq(organizations.suspended, false)))
    .orderBy(
      sql`${upcoming} desc`,
      sql`case when ${upcoming} then ${events.startsAt} end asc`,
      sql`${events.startsAt} desc`,
      asc(events.id),
    );
  const now = new Date();
  return rows.map(({ startsAt, endsAt, cancelledAt, upcoming: isUpcoming, hoursCorrected, ...row }) => {
    const { hours, state } = volunteerHours({ ...row, hoursCorrected }, { startsAt, endsAt }, now);
    return {
      ...row,
      startDate: startsAt.toISOString(),
      endDate: endsAt?.toISOString() ?? null,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
      hours,
      hoursState: state,
      past: !isUpcoming,
      cancelled: cancelledAt !== null,
    };
  });
}

/**
 * GET /get/my/volunteering/summary: hours served in all (expected ones are not served yet), and how many events the
 * person attended: checked in at, or given hours by an organiser (a correction to 0 says they did not serve).
 */
export async function volunteeringSummary(db: Db, userId: number): Promise<VolunteeringSummary> {
  const mine = await listMyVolunteering(db, userId);
  const attended = mine.filter((entry) =>
    entry.hoursState === 'corrected' ? entry.hours > 0 : entry.checkedInAt !== null,
  );
  return {
    totalHours: sumHours(
      attended.map((entry) => servedHours({ hours: entry.hours, state: entry.hoursState })),
    ),
    eventsAttended: attended.length,
  };
}
