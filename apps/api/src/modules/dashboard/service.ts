import { type DashboardMine, type DashboardSummary, toPesos } from '@tabang/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, eventVolunteers, organizations, organizationVolunteers } from '../../db/schema';
import { notCancelled, publicCharity, publicEvent } from '../../db/visibility';
import type { CurrentUser } from '../../plugins/auth';
import { organizationLogoPath } from '../charities/service';
import { toEvents } from '../events/service';

/** An event has not ended while its end (or its start, when it has no end) is in the future. */
const notEnded = sql`coalesce(${events.endsAt}, ${events.startsAt}) > now()`;

/**
 * Platform totals. Suspended charities are hidden everywhere, so they and their events count nowhere.
 * totalDonated adds up the charities' totals, which move only when a donation completes.
 */
export async function getSummary(db: Db): Promise<DashboardSummary> {
  const [charityTotals] = await db
    .select({
      charities: sql<number>`count(*)::int`,
      totalCentavos: sql<string>`coalesce(sum(${organizations.totalDonationCentavos}), 0)::text`,
    })
    .from(organizations)
    .where(publicCharity);
  const [upcoming] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(publicEvent, notCancelled, notEnded));
  const volunteering = union(
    db
      .select({ userId: organizationVolunteers.userId })
      .from(organizationVolunteers)
      .innerJoin(organizations, eq(organizations.id, organizationVolunteers.targetId))
      .where(publicCharity),
    db
      .select({ userId: eventVolunteers.userId })
      .from(eventVolunteers)
      .innerJoin(events, eq(events.id, eventVolunteers.targetId))
      .innerJoin(organizations, eq(organizations.id, events.organizationId))
      // People on a waitlist are not volunteering (yet).
      .where(and(publicCharity, eq(eventVolunteers.status, 'volunteered'))),
  ).as('volunteering');
  const [volunteers] = await db.select({ n: count() }).from(volunteering);
  return {
    totalDonated: toPesos(Number(charityTotals!.totalCentavos)),
    charities: charityTotals!.charities,
    upcomingEvents: upcoming!.n,
    volunteers: volunteers!.n,
  };
}

/** The charities the user represents (suspended ones too, marked) with their events, newest first. */
export async function getMine(db: Db, user: CurrentUser): Promise<DashboardMine> {
  const mine = await db
    .select()
    .from(organizations)
    .where(eq(organizations.representativeUserId, user.userID))
    .orderBy(desc(organizations.createdAt), desc(organizations.id));
  const ids = mine.map((charity) => charity.id);
  const eventRows = ids.length
    ? await db
        .select()
        .from(events)
        .where(inArray(events.organizationId, ids))
        .orderBy(desc(events.startsAt), desc(events.id))
    : [];
  const names = new Map(mine.map((charity) => [charity.id, charity.name]));
  const verified = new Set(mine.filter((charity) => charity.verified).map((charity) => charity.id));
  const mineEvents = toEvents(
    eventRows.map((row) => ({
      ...row,
      organizationName: names.get(row.organizationId) ?? '',
      organizationVerified: verified.has(row.organizationId),
    })),
  );

  // Admins may add events to any charity that is not suspended; others to the ones they represent.
  const eventCharities =
    user.role === 'admin'
      ? await db
          .select({ organizationID: organizations.id, organizationName: organizations.name })
          .from(organizations)
          .where(publicCharity)
          .orderBy(asc(organizations.name))
      : mine
          .filter((charity) => !charity.suspended)
          .map((charity) => ({ organizationID: charity.id, organizationName: charity.name }));

  return {
    charities: mine.map((charity) => ({
      organizationID: charity.id,
      organizationName: charity.name,
      organizationAbbreviation: charity.abbreviation,
      organizationProfilePicture: charity.logoImageId == null ? null : organizationLogoPath(charity.id),
      totalDonationCollected: toPesos(charity.totalDonationCentavos),
      verified: charity.verified,
      suspended: charity.suspended,
      events: mineEvents.filter((event) => event.organizationID === charity.id),
    })),
    eventCharities,
  };
}
