import { EVENT_STATUS_PUBLISHED, publicName, type RecentDonation, toPesos } from '@tabang/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client';
import { donations, events, users } from '../../db/schema';
import { t } from '../../i18n';
import { assertOrganizationVisible } from '../charities/service';
import { assertEventVisible } from '../events/service';

/** A public list of recent gifts shows this many, newest first. */
export const RECENT_DONATIONS_LIMIT = 10;

// Null exactly when the donor is not to be named (first and last names are never null).
const named = sql`not ${donations.anonymous} and ${users.deletedAt} is null`;

/**
 * The latest completed gifts to a charity (its events' included) or to an event, prepared once per database: every
 * charity and event page asks for them. An anonymous gift, or one from a deleted account, is "Anonymous": its
 * donor's name is not even read from the database, so no later change can put it in the answer.
 */
const latestGifts = (to: 'charity' | 'event') =>
  preparedPerDatabase((db) =>
    db
      .select({
        firstName: sql<string | null>`case when ${named} then ${users.firstName} end`,
        lastName: sql<string | null>`case when ${named} then ${users.lastName} end`,
        amountCentavos: donations.amountCentavos,
        completedAt: donations.completedAt,
        // Only a published event is named (its charity is the visible one asked about).
        eventID: events.id,
        nameOfEvent: events.name,
      })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .leftJoin(events, and(eq(events.id, donations.eventId), eq(events.status, EVENT_STATUS_PUBLISHED)))
      .where(
        and(
          eq(donations.status, 'completed'),
          eq(to === 'charity' ? donations.organizationId : donations.eventId, sql.placeholder('id')),
        ),
      )
      // A completed donation always has completed_at: a charity's gifts are read in this order from
      // donations_organization_completed_idx backwards; an event's (a few dozen) are sorted.
      .orderBy(desc(donations.completedAt), desc(donations.id))
      .limit(RECENT_DONATIONS_LIMIT)
      .prepare(`tabang_recent_gifts_to_${to}`),
  );
const LATEST_GIFTS = { charity: latestGifts('charity'), event: latestGifts('event') };

async function recentDonations(db: Db, to: 'charity' | 'event', id: number): Promise<RecentDonation[]> {
  const rows = await LATEST_GIFTS[to](db).execute({ id });
  return rows.map((row) => ({
    donorName:
      row.firstName === null ? t('gifts.anonymousName') : publicName(row.firstName, row.lastName ?? ''),
    anonymous: row.firstName === null,
    amount: toPesos(row.amountCentavos),
    completedAt: (row.completedAt ?? new Date(0)).toISOString(),
    eventID: row.eventID,
    nameOfEvent: row.nameOfEvent,
  }));
}

/** GET /get/organizations/:id/recent-donations: a visible charity's latest gifts (to it or its events). */
export async function recentDonationsToCharity(db: Db, organizationId: number): Promise<RecentDonation[]> {
  await assertOrganizationVisible(db, organizationId);
  return recentDonations(db, 'charity', organizationId);
}

/** GET /get/events/:id/recent-donations: a visible event's latest gifts. */
export async function recentDonationsToEvent(db: Db, eventId: number): Promise<RecentDonation[]> {
  await assertEventVisible(db, eventId);
  return recentDonations(db, 'event', eventId);
}
