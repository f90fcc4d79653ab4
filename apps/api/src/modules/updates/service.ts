import type { EditUpdateRequest, Update, User } from '@tabang/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase, type Tx } from '../../db/client';
import { events, images, imageVariants, organizations, updatePhotos, updates } from '../../db/schema';
import { publicCharity, publicEvent } from '../../db/visibility';
import { badRequest, notFound } from '../../errors';
import { t } from '../../i18n';
import type { JobQueue } from '../../jobs/queue';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import {
  decodeCursor,
  encodeCursor,
  instantKey,
  isInstantKey,
  type ListPage,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import type { BlobStore } from '../../storage/blob-store';
import { assertOrganizationVisible } from '../charities/service';
import { assertEventVisible } from '../events/service';
import { assertCanManageOrganization } from '../permissions/service';

/*
 * Updates from charities: news a charity's representative or an admin posts on the charity or one of its events,
 * with photos, shown on its pages newest first and emailed to its supporters (emails.ts).
 */

type Poster = Pick<User, 'userID' | 'role'>;

/** The URL of an update's photo under the API (routes.ts serves it while its update is public). */
export const updatePhotoPath = (imageId: number) => `/get/updates/photos/${imageId}`;

/** Where a page of updates ended: created_at to the microsecond, then id (the updates_*_idx indexes). */
const createdKey = instantKey(updates.createdAt);

/** An event's update shows with its charity's only while the public may see the event (cancelled ones still answer). */
const eventShown = or(isNull(updates.eventId), publicEvent);

const columns = {
  updateID: updates.id,
  organizationID: updates.organizationId,
  eventID: updates.eventId,
  eventName: events.name,
  body: updates.body,
  createdAt: updates.createdAt,
  editedAt: updates.editedAt,
};

type UpdateRow = {
  updateID: number;
  organizationID: number;
  eventID: number | null;
  eventName: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
};

/** The rows as the API answers them, each with its photos in order. */
async function withPhotos(db: Db | Tx, rows: UpdateRow[]): Promise<Update[]> {
  const ids = rows.map((row) => row.updateID);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select({
            updateId: updatePhotos.updateId,
            imageId: updatePhotos.imageId,
            width: images.width,
            height: images.height,
          })
          .from(updatePhotos)
          .innerJoin(images, eq(images.id, updatePhotos.imageId))
          .where(inArray(updatePhotos.updateId, ids))
          .orderBy(asc(updatePhotos.updateId), asc(updatePhotos.position));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    photos: photos
      .filter((photo) => photo.updateId === row.updateID)
      .map((photo) => ({ url: updatePhotoPath(photo.imageId), width: photo.width, height: photo.height })),
  }));
}

/** A page of a charity's or an event's updates, newest first: every charity and event page asks for the first. */
const updatesPage = (of: 'charity' | 'event') =>
  preparedPerDatabase((db) =>
    db
      .select({ ...columns, createdKey })
      .from(updates)
      .innerJoin(organizations, eq(organizations.id, updates.organizationId))
      .leftJoin(events, eq(events.id, updates.eventId))
      .where(
        and(
          eq(of === 'charity' ? updates.organizationId : updates.eventId, sql.placeholder('id')),
          eventShown,
          sql`(${updates.createdAt}, ${updates.id}) < (${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::integer)`,
        ),
      )
      .orderBy(desc(updates.createdAt), desc(updates.id))
      .limit(sql.placeholder('fetch'))
      .prepare(`tabang_updates_of_${of}`),
  );
const UPDATES_PAGE = { charity: updatesPage('charity'), event: updatesPage('event') };

/**
 * GET /get/organizations/:id/updates and /get/events/:id/updates: a page of a public charity's updates (its events'
 * included, each naming its event) or of a public event's, newest first. 404 when the public cannot see it.
 */
export async function listUpdates(
  db: Db,
  of: { organizationId: number } | { eventId: number },
  options: { limit: number; cursor?: string },
): Promise<ListPage<Update>> {
  const forCharity = 'organizationId' in of;
  const filter = {
    list: forCharity ? `updates-of-charity-${of.organizationId}` : `updates-of-event-${of.eventId}`,
  };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isInstantKey);
  if (forCharity) await assertOrganizationVisible(db, of.organizationId);
  else await assertEventVisible(db, of.eventId);
  const rows = await UPDATES_PAGE[forCharity ? 'charity' : 'event'](db).execute({
    id: forCharity ? of.organizationId : of.eventId,
    // The first page starts "before" the end of time.
    afterKey: after?.key ?? 'infinity',
    afterId: after?.id ?? 0,
    fetch: rowsToFetch(options.limit)!,
  });
  const { rows: page, last } = splitPage(rows, options.limit);
  return {
    items: await withPhotos(
      db,
      page.map(({ createdKey: _, ...row }) => row),
    ),
    next: last === undefined ? null : encodeCursor(filter, { id: last.updateID, key: last.createdKey }),
  };
}

/** One update as the API answers it (any visibility: for its poster's answers). */
async function loadUpdate(db: Db | Tx, updateId: number): Promise<Update> {
  const rows = await db
    .select(columns)
    .from(updates)
    .leftJoin(events, eq(events.id, updates.eventId))
    .where(eq(updates.id, updateId));
  const [update] = await withPhotos(db, rows);
  if (!update) throw notFound(t('updates.notFound'));
  return update;
}

/**
 * POST /post/updates: checked by the route before any photo is decoded (the fields, the consent with photos, who
 * may post); here, in one transaction, again who may post (the charity's row held), that the event is the charity's,
 * the update, its photos, and the job that emails its supporters. A failure stores nothing, photos included.
 */
export async function postUpdate(
  deps: { db: Db; blobs: BlobStore; jobs: Pick<JobQueue, 'enqueue'> },
  user: Poster,
  fields: { organizationID: number; eventID?: number; body: string; photoConsent: boolean },
  photos: PreparedImage[],
): Promise<Update> {
  return withImageTransaction(deps.db, deps.blobs, async (tx, save) => {
    await assertCanManageOrganization(tx, user, fields.organizationID, { lock: true });
    if (fields.eventID !== undefined) {
      const [event] = await tx
        .select({ organizationId: events.organizationId })
        .from(events)
        .where(eq(events.id, fields.eventID));
      if (event?.organizationId !== fields.organizationID) throw badRequest(t('updates.eventNotOfCharity'));
    }
    const [row] = await tx
      .insert(updates)
      .values({
        organizationId: fields.organizationID,
        eventId: fields.eventID ?? null,
        authorUserId: user.userID,
        body: fields.body,
        photoConsent: photos.length > 0 && fields.photoConsent,
      })
      .returning({ id: updates.id });
    const updateId = row!.id;
    for (const [index, photo] of photos.entries())
      await tx.insert(updatePhotos).values({ updateId, position: index + 1, imageId: await save(photo) });
    await deps.jobs.enqueue(tx, 'update-emails', { updateId });
    return loadUpdate(tx, updateId);
  });
}

/** The update's charity, its row held, once `user` may manage it: 404 for an unknown update, 403 for anyone else. */
async function managedUpdate(tx: Tx, user: Poster, updateId: number) {
  const [row] = await tx
    .select({ organizationId: updates.organizationId })
    .from(updates)
    .where(eq(updates.id, updateId))
    .for('update');
  if (!row) throw notFound(t('updates.notFound'));
  await assertCanManageOrganization(tx, user, row.organizationId);
}

/** POST /post/updates/update: a new text (its photos stay); it shows as edited. */
export async function editUpdate(db: Db, user: Poster, request: EditUpdateRequest): Promise<Update> {
  return db.transaction(async (tx) => {
    await managedUpdate(tx, user, request.updateID);
    await tx
      .update(updates)
      .set({ body: request.body, editedAt: sql`now()` })
      .where(eq(updates.id, request.updateID));
    return loadUpdate(tx, request.updateID);
  });
}

/**
 * POST /post/updates/delete: the update, its photos' rows and, once that is committed, their files. Its emails not
 * sent yet are not sent (the email job asks whether it still exists).
 */
export async function deleteUpdate(db: Db, blobs: BlobStore, user: Poster, updateId: number): Promise<void> {
  const storageKeys = await db.transaction(async (tx) => {
    await managedUpdate(tx, user, updateId);
    const photos = await tx
      .select({ imageId: updatePhotos.imageId })
      .from(updatePhotos)
      .where(eq(updatePhotos.updateId, updateId));
    await tx.delete(updates).where(eq(updates.id, updateId));
    const imageIds = photos.map((photo) => photo.imageId);
    if (imageIds.length === 0) return [];
    const variants = await tx
      .select({ key: imageVariants.storageKey })
      .from(imageVariants)
      .where(inArray(imageVariants.imageId, imageIds));
    const originals = await tx
      .delete(images)
      .where(inArray(images.id, imageIds))
      .returning({ key: images.storageKey });
    return [...originals, ...variants].map((row) => row.key);
  });
  // A file left behind by a failure here is unreachable (no row names it), never shown.
  await Promise.all(storageKeys.map((key) => blobs.delete(key).catch(() => undefined)));
}

/** The image of an update's photo, while the public may see that update; 404 otherwise. */
export async function visibleUpdatePhoto(db: Db, imageId: number): Promise<number> {
  const [row] = await db
    .select({ imageId: updatePhotos.imageId })
    .from(updatePhotos)
    .innerJoin(updates, eq(updates.id, updatePhotos.updateId))
    .innerJoin(organizations, eq(organizations.id, updates.organizationId))
    .leftJoin(events, eq(events.id, updates.eventId))
    .where(and(eq(updatePhotos.imageId, imageId), publicCharity, eventShown));
  if (!row) throw notFound();
  return row.imageId;
}
