import type { DonationListItem } from '@tabang/shared';
import { type GivingSummary, type MyDonation, PH_TIME_ZONE, toPesos } from '@tabang/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, events, organizations } from '../../db/schema';
import {
  decodeCursor,
  encodeCursor,
  instantKey,
  isInstantKey,
  type ListPage,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import { doneeOnGiftDay } from '../certificates/donee';
import { shownTribute } from '../donations/tributes';

/** Where a page of My giving ended: created_at to the microsecond, then id (donations_user_created_idx). */
const createdKey = instantKey(donations.createdAt);

/**
 * GET /get/my/donations: one page of the person's own donations in any status, newest first (keyset on
 * created_at, id). The cursor is bound to this person's list, so another's cursor is refused. A checkout link is
 * given only while the donation is pending and its checkout has not expired: after that the gateway refuses it.
 */
export async function listMyDonations(
  db: Db,
  userId: number,
  options: { limit: number; cursor?: string; now?: Date },
): Promise<ListPage<MyDonation>> {
  const filter = { list: `my-donations-of-${userId}` };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isInstantKey);
  const rows = await db
    .select({
      id: donations.id,
      reqId: donations.reqId,
      amountCentavos: donations.amountCentavos,
      status: donations.status,
      organizationId: donations.organizationId,
      organizationName: organizations.name,
      eventId: donations.eventId,
      eventName: events.name,
      createdAt: donations.createdAt,
      completedAt: donations.completedAt,
      receiptNumber: donations.receiptNumber,
      anonymous: donations.anonymous,
      checkoutUrl: donations.checkoutUrl,
      expiresAt: donations.expiresAt,
      doneeCheckedAt: organizations.doneeCheckedAt,
      deductibility: organizations.deductibility,
      birRegistrationValidUntil: organizations.birRegistrationValidUntil,
      pcncValidUntil: organizations.pcncValidUntil,
      tributeKind: donations.tributeKind,
      tributeName: donations.tributeName,
      createdKey,
    })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .where(
      and(
        eq(donations.userId, userId),
        after === undefined
          ? undefined
          : sql`(${donations.createdAt}, ${donations.id}) < (${after.key}::timestamptz, ${after.id}::integer)`,
      ),
    )
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(rowsToFetch(options.limit)!);
  const { rows: page, last } = splitPage(rows, options.limit);
  const now = (options.now ?? new Date()).getTime();
  return {
    items: page.map((row) => ({
      req_id: row.reqId,
      amount: toPesos(row.amountCentavos),
      status: row.status,
      organizationID: row.organizationId,
      organizationName: row.organizationName,
      eventID: row.eventId,
      nameOfEvent: row.eventName,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      receiptNumber: row.receiptNumber,
      anonymous: row.anonymous,
      checkoutUrl: row.status === 'pending' && row.expiresAt.getTime() > now ? row.checkoutUrl : null,
      certificateAvailable: row.status === 'completed' && doneeOnGiftDay(row, row.completedAt) !== null,
      tribute: shownTribute(row),
    })),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.createdKey }),
  };
}

/**
 * GET /get/my/donations/summary: the person's completed donations, this year (the calendar year in Philippine
 * time, so a gift completed on 1 January 00:30 in Davao counts in the new year) and overall.
 */
export async function givingSummary(db: Db, userId: number, now = new Date()): Promise<GivingSummary> {
  const year = sql`extract(year from ${now.toISOString()}::timestamptz at time zone ${PH_TIME_ZONE})`;
  const [row] = await db
    .select({
      thisYear: sql<string>`coalesce(sum(${donations.amountCentavos}) filter (where
        extract(year from ${donations.completedAt} at time zone ${PH_TIME_ZONE}) = ${year}), 0)`,
      overall: sql<string>`coalesce(sum(${donations.amountCentavos}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.status, 'completed')));
  return {
    totalThisYear: toPesos(Number(row?.thisYear ?? 0)),
    totalOverall: toPesos(Number(row?.overall ?? 0)),
    completedCount: Number(row?.count ?? 0),
  };
}

/** A donor's giving history is returned newest first, up to this many. */
export const DONATION_HISTORY_LIMIT = 100;

/**
 * GET /get/organizations/donations: the signed-in donor's own completed donations, newest first. The dashboard's
 * "recent donations" could be anyone's; showing everyone's would publish who gave what,
 * so this is the donor's own giving history.
 */
export async function listOwnCompletedDonations(db: Db, userId: number): Promise<DonationListItem[]> {
  const rows = await db
    .select({
      organizationId: donations.organizationId,
      amountCentavos: donations.amountCentavos,
      completedAt: donations.completedAt,
    })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.status, 'completed')))
    .orderBy(desc(donations.completedAt), desc(donations.id))
    .limit(DONATION_HISTORY_LIMIT);
  return rows.map((row) => ({
    OrganizationID: row.organizationId,
    DonationAmount: toPesos(row.amountCentavos),
    DonationTimestamp: (row.completedAt ?? new Date(0)).toISOString(),
  }));
}
