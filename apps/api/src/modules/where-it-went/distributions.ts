import {
  type Distribution,
  philippineToday,
  publicName,
  toCentavos,
  toPesos,
  type ZDistributionFields,
  type ZVoidDistributionRequest,
} from '@tabang/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  distributionItems,
  distributionPhotos,
  distributions,
  driveNeeds,
  events,
  images,
  organizations,
  users,
} from '../../db/schema';
import { publicEvent } from '../../db/visibility';
import { badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import {
  decodeCursor,
  encodeCursor,
  isDayKey,
  type ListPage,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { assertEventVisible } from '../events/service';
import { assertCanManageEvent } from '../permissions/service';

/*
 * What an event's charity distributed (decision 026): on a day, in a barangay, to how many households, which goods
 * (by hand, or a relief drive's needs, matched to what its desk received), what it spent, and photos taken with the
 * people's consent. Public while not voided; voiding keeps it, with who, when and why.
 */

type DistributionFields = z.output<typeof ZDistributionFields>;

/** A distribution photo's path under the API base (served by routes.ts while its distribution is public). */
export const distributionPhotoPath = (imageId: number) => `/get/events/distributions/photos/${imageId}`;

/**
 * What may be checked before the photos are decoded: who asks (401/404/403), the day, and the consent. Checked
 * again in the transaction (the event's row is held there).
 */
export async function assertCanRecordDistribution(
  db: Db | Tx,
  user: CurrentUser,
  fields: DistributionFields,
  photoCount: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<void> {
  await assertCanManageEvent(db, user, fields.eventID, options);
  if (fields.distributedOn > philippineToday(now.getTime()))
    throw badRequest(t('whereItWent.distributedInFuture'));
  if (photoCount > 0 && !fields.photoConsent) throw badRequest(t('whereItWent.photoConsentRequired'));
}

/**
 * Records a distribution with its items and photos in one transaction (a refusal leaves no row and no file). Items
 * naming a need take its item and unit, and must be the drive's own needs; only a relief drive has needs.
 */
export async function recordDistribution(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  fields: DistributionFields,
  photos: PreparedImage[],
  now: Date,
): Promise<Distribution> {
  const id = await withImageTransaction(db, blobs, async (tx, saveImage) => {
    await assertCanRecordDistribution(tx, user, fields, photos.length, now, { lock: true });
    const [event] = await tx
      .select({ reliefDrive: events.reliefDrive })
      .from(events)
      .where(eq(events.id, fields.eventID));
    const needIds = fields.items.flatMap((row) => (row.needID === undefined ? [] : [row.needID]));
    const needs = new Map<number, { item: string; unit: string }>();
    if (needIds.length > 0) {
      if (!event!.reliefDrive) throw badRequest(t('whereItWent.needOnlyOnDrive'));
      const rows = await tx
        .select({ id: driveNeeds.id, item: driveNeeds.item, unit: driveNeeds.unit })
        .from(driveNeeds)
        .where(and(eq(driveNeeds.eventId, fields.eventID), inArray(driveNeeds.id, needIds)));
      for (const row of rows) needs.set(row.id, row);
      if (needIds.some((needId) => !needs.has(needId))) throw badRequest(t('whereItWent.needNotOnDrive'));
    }
    const [row] = await tx
      .insert(distributions)
      .values({
        eventId: fields.eventID,
        barangay: fields.barangay,
        distributedOn: fields.distributedOn,
        households: fields.households,
        amountSpentCentavos: fields.amountSpent === null ? null : toCentavos(fields.amountSpent),
        note: fields.note,
        photoConsentAt: photos.length > 0 ? now : null,
        recordedByUserId: user.userID,
      })
      .returning({ id: distributions.id });
    const distributionId = row!.id;
    await tx.insert(distributionItems).values(
      fields.items.map((item, position) => {
        const need = item.needID === undefined ? undefined : needs.get(item.needID);
        return {
          distributionId,
          position,
          needId: item.needID ?? null,
          item: need?.item ?? item.item!,
          unit: need?.unit ?? item.unit!,
          quantity: item.quantity,
        };
      }),
    );
    for (const [position, photo] of photos.entries())
      await tx
        .insert(distributionPhotos)
        .values({ distributionId, position, imageId: await saveImage(photo) });
    return distributionId;
  });
  return distributionById(db, id);
}

/** Voids a distribution: kept, with who voided it, when and why, and shown nowhere public. 409 the second time. */
export async function voidDistribution(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof ZVoidDistributionRequest>,
): Promise<Distribution> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: distributions.eventId, voidedAt: distributions.voidedAt })
      .from(distributions)
      .where(eq(distributions.id, body.distributionID))
      .for('update');
    if (!found) throw notFound(t('whereItWent.distributionNotFound'));
    await assertCanManageEvent(tx, user, found.eventId);
    if (found.voidedAt) throw conflict(t('whereItWent.alreadyVoided'));
    await tx
      .update(distributions)
      .set({ voidedAt: sql`now()`, voidedByUserId: user.userID, voidReason: body.reason })
      .where(eq(distributions.id, body.distributionID));
  });
  return distributionById(db, body.distributionID);
}

const distributionColumns = {
  id: distributions.id,
  eventId: distributions.eventId,
  barangay: distributions.barangay,
  distributedOn: distributions.distributedOn,
  households: distributions.households,
  amountSpentCentavos: distributions.amountSpentCentavos,
  note: distributions.note,
  recordedAt: distributions.recordedAt,
  voidedAt: distributions.voidedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  recorderDeleted: sql<boolean>`${users.deletedAt} is not null`,
};

function selectDistributions(db: Db | Tx, ...conditions: (SQL | undefined)[]) {
  return db
    .select(distributionColumns)
    .from(distributions)
    .leftJoin(users, eq(users.id, distributions.recordedByUserId))
    .where(and(...conditions));
}
type DistributionRow = Awaited<ReturnType<typeof selectDistributions>>[number];

/** The rows with their items and photos, in the rows' order. */
async function withDetails(db: Db | Tx, rows: DistributionRow[]): Promise<Distribution[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, photos] = await Promise.all([
    db
      .select()
      .from(distributionItems)
      .where(inArray(distributionItems.distributionId, ids))
      .orderBy(asc(distributionItems.distributionId), asc(distributionItems.position)),
    db
      .select({
        distributionId: distributionPhotos.distributionId,
        imageId: distributionPhotos.imageId,
        width: images.width,
        height: images.height,
      })
      .from(distributionPhotos)
      .innerJoin(images, eq(images.id, distributionPhotos.imageId))
      .where(inArray(distributionPhotos.distributionId, ids))
      .orderBy(asc(distributionPhotos.distributionId), asc(distributionPhotos.position)),
  ]);
  return rows.map((row) => ({
    distributionID: row.id,
    eventID: row.eventId,
    barangay: row.barangay,
    distributedOn: row.distributedOn,
    households: row.households,
    items: items
      .filter((item) => item.distributionId === row.id)
      .map(({ item, unit, quantity, needId }) => ({ item, unit, quantity, needID: needId })),
    amountSpent: row.amountSpentCentavos === null ? null : toPesos(row.amountSpentCentavos),
    note: row.note,
    photos: photos
      .filter((photo) => photo.distributionId === row.id)
      .map(({ imageId, width, height }) => ({ url: distributionPhotoPath(imageId), width, height })),
    // A public answer: the organiser's first name and initial, as the public lists name people.
    recordedBy:
      row.firstName === null || row.recorderDeleted
        ? t('whereItWent.formerMember')
        : publicName(row.firstName, row.lastName ?? ''),
    recordedAt: new Date(row.recordedAt).toISOString(),
    status: row.voidedAt ? 'voided' : 'recorded',
  }));
}

async function distributionById(db: Db | Tx, id: number): Promise<Distribution> {
  const [distribution] = await withDetails(db, await selectDistributions(db, eq(distributions.id, id)));
  return distribution!;
}

/**
 * GET /get/events/:id/distributions: a public event's distributions not voided, newest first (by day, then the
 * last recorded): all, or a page of `limit` after `cursor`. 404 for an event the public cannot see.
 */
export async function listDistributions(
  db: Db,
  eventId: number,
  options: { limit?: number; cursor?: string },
): Promise<ListPage<Distribution>> {
  await assertEventVisible(db, eventId);
  const filter = { list: `distributions-${eventId}` };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isDayKey);
  const query = selectDistributions(
    db,
    eq(distributions.eventId, eventId),
    isNull(distributions.voidedAt),
    after === undefined
      ? undefined
      : sql`(${distributions.distributedOn}, ${distributions.id}) < (${after.key}::date, ${after.id}::integer)`,
  ).orderBy(desc(distributions.distributedOn), desc(distributions.id));
  const fetch = rowsToFetch(options.limit);
  const { rows, last } = splitPage(
    fetch === undefined ? await query : await query.limit(fetch),
    options.limit,
  );
  return {
    items: await withDetails(db, rows),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.distributedOn }),
  };
}

/**
 * The image of a distribution photo the public may see (its distribution not voided, its event public), or
 * undefined.
 */
export async function publicPhotoImageId(db: Db, imageId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ imageId: distributionPhotos.imageId })
    .from(distributionPhotos)
    .innerJoin(distributions, eq(distributions.id, distributionPhotos.distributionId))
    .innerJoin(events, eq(events.id, distributions.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(distributionPhotos.imageId, imageId), isNull(distributions.voidedAt), publicEvent));
  return row?.imageId;
}
