import type { UserRole } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client';
import { donations, events, organizations } from '../../db/schema';
import { notFound } from '../../errors';
import { t } from '../../i18n';

export type Donation = typeof donations.$inferSelect;

/** Every step of a payment reads its donation by req_id (the checkout, the webhook, the result page's checks). */
const donationByReqId = preparedPerDatabase((db) =>
  db
    .select()
    .from(donations)
    .where(eq(donations.reqId, sql.placeholder('reqId')))
    .prepare('tabang_donation_by_req_id'),
);

export async function findDonationByReqId(db: Db, reqId: string): Promise<Donation | undefined> {
  const [donation] = await donationByReqId(db).execute({ reqId });
  return donation;
}

/** A donation as its donor (or an admin) may see it; anyone else's, or an unknown one, is a 404. */
export async function findDonationForUser(
  db: Db,
  reqId: string,
  user: { userID: number; role: UserRole },
): Promise<Donation> {
  const donation = await findDonationByReqId(db, reqId);
  if (!donation || (donation.userId !== user.userID && user.role !== 'admin'))
    throw notFound(t('donations.donationNotFound'));
  return donation;
}

/**
 * A donation with the names of its charity and event, for the sandbox's checkout page: one query (the page is
 * on every donation's path).
 */
const donationWithRecipients = preparedPerDatabase((db) =>
  db
    .select({ donation: donations, charity: organizations.name, event: events.name })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .where(eq(donations.reqId, sql.placeholder('reqId')))
    .prepare('tabang_donation_with_recipients'),
);

export async function findDonationWithRecipients(
  db: Db,
  reqId: string,
): Promise<(Donation & { charity: string; event: string | null }) | undefined> {
  const [row] = await donationWithRecipients(db).execute({ reqId });
  return row && { ...row.donation, charity: row.charity, event: row.event };
}
