import type { User, Volunteer, VolunteeredCharity, VolunteeredEvent } from '@tabang/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventLikes,
  events,
  eventVolunteers,
  organizationLikes,
  organizations,
  organizationVolunteers,
  users,
} from '../../db/schema';
import { publicCharity, publicEvent } from '../../db/visibility';
import { forbidden, isForeignKeyViolation, notFound } from '../../errors';
import { t } from '../../i18n';
import { assertOrganizationVisible } from '../charities/service';
import { assertEventVisible } from '../events/service';
import { waitlistPosition } from './slots';

/** What a like or a volunteer sign-up is for. */
export type Target = { kind: 'organization'; id: number } | { kind: 'event'; id: number };
export type Engagement = 'like' | 'volunteer';

const TABLES = {
  like: { organization: organizationLikes, event: eventLikes },
  volunteer: { organization: organizationVolunteers, event: eventVolunteers },
} as const;
const tableOf = (engagement: Engagement, target: Target) => TABLES[engagement][target.kind];

function assertTargetVisible(db: Db, target: Target) {
  return target.kind === 'organization'
    ? assertOrganizationVisible(db, target.id)
    : assertEventVisible(db, target.id);
}

/** Likes and volunteering are only ever done as oneself, admins included. */
export function assertActingAsSelf(user: User, userId: number) {
  if (user.userID !== userId) throw forbidden(t('engagement.notYourself'));
}

/** A user's likes and volunteering are read by that user or an admin; an admin asking about nobody gets a 404. */
export async function assertMayRead(db: Db, user: User, userId: number) {
  if (user.userID === userId) return;
  if (user.role !== 'admin') throw forbidden(t('engagement.notYourData'));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
}

/** The rows of the target; for an event's volunteers, only those holding a slot (not the waitlist). */
function rowsOf(engagement: Engagement, target: Target) {
  const table = tableOf(engagement, target);
  const ofTarget = eq(table.targetId, target.id);
  return engagement === 'volunteer' && target.kind === 'event'
    ? and(ofTarget, eq(eventVolunteers.status, 'volunteered'))
    : ofTarget;
}

async function countFor(db: Db, engagement: Engagement, target: Target): Promise<number> {
  const table = tableOf(engagement, target);
  const [row] = await db.select({ total: count() }).from(table).where(rowsOf(engagement, target));
  return Number(row?.total ?? 0);
}

/**
 * Sets (on) or clears (off) a like or a charity's volunteer sign-up and returns the target's new total
 * (an event's volunteers go through slots.ts, for its slots and waitlist). Idempotent: the primary key
 * (userId, targetId) makes a second insert a no-op even when many arrive at once, and clearing what is not set
 * changes nothing.
 */
export async function setEngagement(
  db: Db,
  input: { engagement: Engagement; target: Target; userId: number; on: boolean },
): Promise<number> {
  await assertTargetVisible(db, input.target);
  const table = tableOf(input.engagement, input.target);
  if (input.on) {
    try {
      await db
        .insert(table)
        .values({ userId: input.userId, targetId: input.target.id })
        .onConflictDoNothing();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
  } else {
    await db.delete(table).where(and(eq(table.userId, input.userId), eq(table.targetId, input.target.id)));
  }
  return countFor(db, input.engagement, input.target);
}

/** Whether the user has liked (or volunteered for) the target. */
export async function isEngaged(
  db: Db,
  input: { engagement: Engagement; target: Target; userId: number },
): Promise<boolean> {
  await assertTargetVisible(db, input.target);
  const table = tableOf(input.engagement, input.target);
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.userId, input.userId), eq(table.targetId, input.target.id)));
  return row !== undefined;
}

/** The number of volunteers of a visible charity. */
export async function countVolunteers(db: Db, target: Target): Promise<number> {
  await assertTargetVisible(db, target);
  return countFor(db, 'volunteer', target);
}

/** "Maria S.": a first name and the last name's initial, all a public list may show of a person. */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('en-PH')}.` : first;
}

/** The public volunteer list of a visible charity or event (not its waitlist), earliest sign-up first. */
export async function listVolunteers(db: Db, target: Target): Promise<Volunteer[]> {
  await assertTargetVisible(db, target);
  const table = tableOf('volunteer', target);
  const rows = await db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      volunteeredAt: table.createdAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(rowsOf('volunteer', target))
    .orderBy(asc(table.createdAt), asc(table.userId));
  return rows.map((row) => ({
    userID: row.userID,
    name: publicName(row.firstName, row.lastName),
    volunteeredAt: row.volunteeredAt.toISOString(),
  }));
}

/** The visible charities a user volunteers for, most recent sign-up first. */
export async function listVolunteeredCharities(db: Db, userId: number): Promise<VolunteeredCharity[]> {
  const rows = await db
    .select({
      organizationID: organizations.id,
      organizationName: organizations.name,
      volunteeredAt: organizationVolunteers.createdAt,
    })
    .from(organizationVolunteers)
    .innerJoin(organizations, eq(organizations.id, organizationVolunteers.targetId))
    .where(and(eq(organizationVolunteers.userId, userId), publicCharity))
    .orderBy(desc(organizationVolunteers.createdAt), asc(organizations.id));
  return rows.map((row) => ({ ...row, volunteeredAt: row.volunteeredAt.toISOString() }));
}

/** The visible events a user volunteers for or waits on, most recent sign-up first. */
export async function listVolunteeredEvents(db: Db, userId: number): Promise<VolunteeredEvent[]> {
  const rows = await db
    .select({
      eventID: events.id,
      organizationID: events.organizationId,
      nameOfEvent: events.name,
      startsAt: events.startsAt,
      volunteeredAt: eventVolunteers.createdAt,
      status: eventVolunteers.status,
      position: waitlistPosition,
    })
    .from(eventVolunteers)
    .innerJoin(events, eq(events.id, eventVolunteers.targetId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(eventVolunteers.userId, userId), publicEvent))
    .orderBy(desc(eventVolunteers.createdAt), asc(events.id));
  return rows.map(({ startsAt, volunteeredAt, position, ...row }) => ({
    ...row,
    position: position === null ? null : Number(position),
    dateAndTimeStart: startsAt.toISOString(),
    volunteeredAt: volunteeredAt.toISOString(),
  }));
}
