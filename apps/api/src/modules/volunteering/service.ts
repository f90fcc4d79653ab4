import { publicName, type Volunteer, type VolunteeredCharity, type VolunteeredEvent } from '@tabang/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventVolunteers, organizations, organizationVolunteers, users } from '../../db/schema';
import { publicCharity, publicEvent } from '../../db/visibility';
import { assertTargetVisible, countFor, rowsOf, type Target, tableOf } from '../engagement/service';
import { waitlistPosition } from './slots';

/*
 * Who volunteers: public lists and counts, and a user's own sign-ups. Signing up and withdrawing are in slots.ts
 * (an event's slots and waitlist; a charity's sign-up is the same toggle as a like, engagement/service.ts), the
 * roster, check-in and hours in roster.ts.
 */

/** The number of volunteers of a visible charity. */
export async function countVolunteers(db: Db, target: Target): Promise<number> {
  await assertTargetVisible(db, target);
  return countFor(db, 'volunteer', target);
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
