import { type AddEventValues, t } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organizations } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { type PreparedImage, withImageTransaction } from '../../storage/images';
import { assertUnderDailyLimit, type DailyLimit } from '../daily-limit';

const eventsDailyLimit = (max: number): DailyLimit => ({
  max,
  table: events,
  addedBy: events.createdByUserId,
  createdAt: events.createdAt,
  message: t('events.dailyLimit', { max }),
});

/**
 * Events are added to a charity by its representative or by an admin (403 for anyone else); an unknown or
 * suspended charity is 404; a member may add `maxPerDay` events in 24 hours (429 beyond; admins are exempt).
 * Checked before the poster is processed, and again inside the transaction.
 */
export async function assertCanAddEvent(
  db: Db,
  user: CurrentUser,
  organizationId: number,
  maxPerDay: number,
): Promise<void> {
  await assertUnderDailyLimit(db, user, eventsDailyLimit(maxPerDay));
  const [charity] = await db
    .select({ representativeUserId: organizations.representativeUserId, suspended: organizations.suspended })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!charity || charity.suspended) throw notFound();
  if (user.role !== 'admin' && charity.representativeUserId !== user.userID) throw forbidden();
}

/** Adds a published event (status 0) with its poster in one transaction; a failure leaves no row and no file. */
export async function addEvent(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  fields: AddEventValues,
  poster: PreparedImage,
  maxPerDay: number,
): Promise<number> {
  return withImageTransaction(db, blobs, async (tx, saveImage) => {
    await assertUnderDailyLimit(tx, user, eventsDailyLimit(maxPerDay));
    // Lock the charity row so a suspension cannot slip in between the check and the insert.
    const [charity] = await tx
      .select({
        representativeUserId: organizations.representativeUserId,
        suspended: organizations.suspended,
      })
      .from(organizations)
      .where(eq(organizations.id, fields.organizationID))
      .for('update');
    if (!charity || charity.suspended) throw notFound();
    if (user.role !== 'admin' && charity.representativeUserId !== user.userID) throw forbidden();
    const imageId = await saveImage(poster);
    const [row] = await tx
      .insert(events)
      .values({
        organizationId: fields.organizationID,
        name: fields.nameOfEvent,
        description: fields.descriptionOfEvent,
        location: fields.location,
        startsAt: fields.dateAndTimeStart,
        endsAt: fields.dateAndTimeEnd,
        whoCanJoin: fields.whoCanJoin,
        status: 0,
        imageId,
        createdByUserId: user.userID,
      })
      .returning({ id: events.id });
    return row!.id;
  });
}
