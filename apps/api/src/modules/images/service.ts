import { createHash, randomUUID } from 'node:crypto';
import { t, UPLOAD_BUSY_RETRY_SECONDS, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client';
import { images } from '../../db/schema';
import { AppError } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import { type BoundedQueue, createBoundedQueue } from './bounded-queue';

// One libvips thread per image: with the queue below, decoding never takes more than one core per worker.
sharp.concurrency(1);

/** What is sniffed from the bytes; an animated PNG is still a PNG (its first frame is kept). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);
/** Stored images are at most this wide or tall. */
const MAX_DIMENSION = 1600;

export type PreparedImage = {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  etag: string;
};

const unsupported = (cause?: unknown) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', t('errors.unsupportedMediaType'), { cause });
const unreadable = (cause?: unknown) =>
  new AppError('BAD_REQUEST', t('dashboard.upload.unreadable'), { cause });
const tooManyPixels = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    t('dashboard.upload.tooManyPixels', { max: Math.round(UPLOAD_MAX_PIXELS / 1_000_000) }),
  );

/**
 * Checks an untrusted upload and re-encodes it: the type is sniffed from the bytes (never the name),
 * only JPEG, PNG and WebP pass (SVG, text and everything else: 415), the size (413) and pixel count
 * (413, read from the header before anything is decoded) are capped, EXIF orientation is applied and
 * all metadata (GPS included) is dropped. The result is WebP, at most 1600 px on its longer side, so
 * whatever else the file carried (a script appended to a JPEG, a second frame) never reaches a browser.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge'));
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();

  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so even a huge claimed size costs nothing.
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw unreadable(error);
  }
  if (!width || !height) throw unreadable();
  if (width * height > UPLOAD_MAX_PIXELS) throw tooManyPixels();

  try {
    const { data, info } = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height, etag };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * The line uploads wait in to be decoded: `workers` at a time, so a burst of uploads cannot take every core from
 * the requests that upload nothing, and at most `queueLength` waiting; beyond that an upload is refused at once
 * with 503 and Retry-After, before anything of it is decoded or stored.
 */
export function createImageQueue(options: { workers: number; queueLength: number }): BoundedQueue {
  return createBoundedQueue({
    concurrency: options.workers,
    maxWaiting: options.queueLength,
    whenFull: () =>
      new AppError('SERVICE_UNAVAILABLE', t('dashboard.upload.busy'), {
        retryAfter: UPLOAD_BUSY_RETRY_SECONDS,
      }),
  });
}

/** Writes a prepared image to the blob store and records it; returns the image id and its blob key. */
export async function saveImage(
  db: Db | Tx,
  blobs: BlobStore,
  image: PreparedImage,
): Promise<{ id: number; storageKey: string }> {
  const storageKey = `images/${randomUUID()}.webp`;
  await blobs.put(storageKey, image.bytes, image.contentType);
  try {
    const [row] = await db
      .insert(images)
      .values({
        storageKey,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        byteSize: image.bytes.length,
        etag: image.etag,
      })
      .returning({ id: images.id });
    return { id: row!.id, storageKey };
  } catch (error) {
    // No row points at the blob, so nothing would ever delete it.
    await blobs.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * Runs `work` in one transaction with a `save` that stores images inside it. When anything fails, the
 * transaction rolls back and every blob written for it is deleted again, so a refused request leaves
 * neither a row nor a file behind.
 */
export async function withImageTransaction<T>(
  db: Db,
  blobs: BlobStore,
  work: (tx: Tx, save: (image: PreparedImage) => Promise<number>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) =>
      work(tx, async (image) => {
        const saved = await saveImage(tx, blobs, image);
        written.push(saved.storageKey);
        return saved.id;
      }),
    );
  } catch (error) {
    await Promise.all(written.map((key) => blobs.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** A stored image's blob key, content type and ETag. */
export async function findImage(db: Db, imageId: number) {
  const [image] = await db
    .select({ storageKey: images.storageKey, contentType: images.contentType, etag: images.etag })
    .from(images)
    .where(eq(images.id, imageId));
  return image;
}
