import { type OrganizationGift, toPesos } from '@tabang/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCertificates, donations, events, organizations, taxDetails, users } from '../../db/schema';
import { t } from '../../i18n';
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
import { paymentMethodLabel } from '../giving/receipt';

/** Where a page of a charity's gifts ended: completed_at to the microsecond, then id. */
const completedKey = instantKey(donations.completedAt);

/**
 * GET /get/organizations/{id}/donations: one page of the charity's completed gifts, newest first (keyset on
 * completed_at, id, along donations_organization_completed_idx), for its representative or an admin (the caller
 * checks). The donor is named as in the donations CSV: "Anonymous" for an anonymous gift, "Deleted user" for a
 * deleted account. A certificate is available once the donor asked for it (decision 028: their request is their
 * consent), while it can still be made (donee on the gift's day, the donor's tax details kept).
 */
export async function listOrganizationGifts(
  db: Db,
  organizationId: number,
  options: { limit: number; cursor?: string },
): Promise<ListPage<OrganizationGift>> {
  const filter = { list: `organization-gifts-of-${organizationId}` };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isInstantKey);
  const [charity] = await db
    .select({
      doneeCheckedAt: organizations.doneeCheckedAt,
      deductibility: organizations.deductibility,
      birRegistrationValidUntil: organizations.birRegistrationValidUntil,
      pcncValidUntil: organizations.pcncValidUntil,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const rows = await db
    .select({
      id: donations.id,
      reqId: donations.reqId,
      amountCentavos: donations.amountCentavos,
      anonymous: donations.anonymous,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
      firstName: users.firstName,
      lastName: users.lastName,
      eventName: events.name,
      completedAt: donations.completedAt,
      paymentMethod: donations.paymentMethod,
      tributeKind: donations.tributeKind,
      tributeName: donations.tributeName,
      asked: sql<boolean>`${donationCertificates.donationId} is not null`,
      hasTaxDetails: sql<boolean>`${taxDetails.userId} is not null`,
      completedKey,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(donationCertificates, eq(donationCertificates.donationId, donations.id))
    .leftJoin(taxDetails, eq(taxDetails.userId, donations.userId))
    .where(
      and(
        eq(donations.organizationId, organizationId),
        eq(donations.status, 'completed'),
        after === undefined
          ? undefined
          : sql`(${donations.completedAt}, ${donations.id}) < (${after.key}::timestamptz, ${after.id}::integer)`,
      ),
    )
    .orderBy(desc(donations.completedAt), desc(donations.id))
    .limit(rowsToFetch(options.limit)!);
  const { rows: page, last } = splitPage(rows, options.limit);
  const anonymous = t('reports.csv.anonymous');
  const deletedUser = t('account.deleted.name');
  return {
    items: page.map((row) => ({
      reqId: row.reqId,
      amount: toPesos(row.amountCentavos),
      donorName: row.anonymous
        ? anonymous
        : row.deleted
          ? deletedUser
          : `${row.firstName} ${row.lastName}`.trim(),
      eventName: row.eventName,
      completedAt: row.completedAt!.toISOString(),
      method: row.paymentMethod ? paymentMethodLabel(row.paymentMethod) : null,
      tribute: shownTribute(row),
      certificateAvailable:
        row.asked && row.hasTaxDetails && !!charity && doneeOnGiftDay(charity, row.completedAt) !== null,
    })),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.completedKey }),
  };
}
