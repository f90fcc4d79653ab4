import { createHash, randomUUID } from 'node:crypto';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
  UPLOAD_BUSY_RETRY_SECONDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { OutputInfo } from 'sharp';
import { type Db, preparedPerDatabase, type Tx } from '../db/client';
import { images, imageVariants } from '../db/schema';
import { AppError } from '../errors';
import { t } from '../i18n';
import type { BlobStore } from '../storage/blob-store';
import { type BoundedQueue, createBoundedQueue } from './bounded-queue';

type Sharp = typeof import('sharp').default;
let sharpLoaded: Promise<Sharp> | undefined;
/**
 * sharp and libvips take about 20 MB once loaded, so they are loaded by the first image work, not at start: a
 * server that only answers reads never holds them.
 */
export function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image: with the queue below, decoding never takes more than one core per worker.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/** What is sniffed from the bytes; an animated PNG is still a PNG (its first frame is kept). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);
/** Stored images are at most this wide or tall. */
const MAX_DIMENSION = 1600;

/** One encoded picture: the image itself or one of its smaller copies. */
export type EncodedImage = {
  bytes: Buffer;
  width: number;
  height: number;
  etag: string;
};

export type PreparedImage = EncodedImage & {
  contentType: 'image/webp';
  /** Copies at each of IMAGE_VARIANT_WIDTHS narrower than the image (none is ever wider), narrowest first. */
  variants: EncodedImage[];
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
 * whatever else the file carried (a script appended to a JPEG, a second frame) never reaches a browser; with it
 * come WebP copies at each of IMAGE_VARIANT_WIDTHS narrower than it (never enlarged: a 500 px picture gets a
 * 320 px copy, and the image itself serves every wider request).
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge'));
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();

  const sharp = await loadSharp();
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

  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once into raw pixels; the image and each copy are encoded from them, so none is a re-encode
    // of another lossy WebP.
    pixels = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }
  const { data, info } = pixels;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = async (width?: number): Promise<EncodedImage> => {
    const pipeline = sharp(data, { raw });
    if (width) pipeline.resize({ width });
    const out = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height, etag: etagOf(out.data) };
  };
  const image = await encode();
  const variants: EncodedImage[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) if (width < info.width) variants.push(await encode(width));
  return { ...image, contentType: 'image/webp', variants };
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * The line uploads wait in to be decoded (and link previews to be drawn, modules/share): `workers` at a time, so a
 * burst of them cannot take every core from the other requests, and at most `queueLength` waiting; beyond that the
 * request is refused at once with 503 and Retry-After, before anything of it is decoded or stored.
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

/**
 * Writes a prepared image and its copies to the blob store and records them; returns the image id and every
 * blob key written. When it fails it deletes what it wrote, since no row would ever point at those blobs.
 */
export async function saveImage(
  db: Db | Tx,
  blobs: BlobStore,
  image: PreparedImage,
): Promise<{ id: number; storageKeys: string[] }> {
  const base = `images/${randomUUID()}`;
  const storageKey = `${base}.webp`;
  const variantKey = (width: number) => `${base}-w${width}.webp`;
  const written: string[] = [];
  const put = async (key: string, bytes: Buffer) => {
    written.push(key);
    await blobs.put(key, bytes, image.contentType);
  };
  try {
    await put(storageKey, image.bytes);
    for (const variant of image.variants) await put(variantKey(variant.width), variant.bytes);
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
    const id = row!.id;
    if (image.variants.length > 0)
      await db.insert(imageVariants).values(
        image.variants.map((variant) => ({
          imageId: id,
          width: variant.width,
          height: variant.height,
          storageKey: variantKey(variant.width),
          byteSize: variant.bytes.length,
          etag: variant.etag,
        })),
      );
    return { id, storageKeys: written };
  } catch (error) {
    await Promise.all(written.map((key) => blobs.delete(key).catch(() => undefined)));
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
        written.push(...saved.storageKeys);
        return saved.id;
      }),
    );
  } catch (error) {
    await Promise.all(written.map((key) => blobs.delete(key).catch(() => undefined)));
    throw error;
  }
}

const image = { storageKey: images.storageKey, contentType: images.contentType, etag: images.etag };

/** Pictures are the reads every page makes most (a card's each): both lookups are prepared. */
const imageById = preparedPerDatabase((db) =>
  db
    .select(image)
    .from(images)
    .where(eq(images.id, sql.placeholder('imageId')))
    .prepare('tabang_image'),
);
const imageWithCopies = preparedPerDatabase((db) =>
  db
    .select({
      ...image,
      width: images.width,
      variantKey: imageVariants.storageKey,
      variantEtag: imageVariants.etag,
      variantWidth: imageVariants.width,
    })
    .from(images)
    .leftJoin(imageVariants, eq(imageVariants.imageId, images.id))
    .where(eq(images.id, sql.placeholder('imageId')))
    .prepare('tabang_image_with_copies'),
);

/**
 * The blob key, content type and ETag to answer for an image: with `width`, its smallest copy at least that
 * wide, counting the image itself at its own width (else the widest there is); an image without copies is
 * always served whole. Undefined when there is no such image.
 */
export async function findImage(db: Db, imageId: number, width?: ImageVariantWidth) {
  if (width === undefined) {
    const [row] = await imageById(db).execute({ imageId });
    return row;
  }
  const rows = await imageWithCopies(db).execute({ imageId });
  if (rows.length === 0) return undefined;
  const { contentType } = rows[0]!;
  const candidates = [
    { storageKey: rows[0]!.storageKey, contentType, etag: rows[0]!.etag, width: rows[0]!.width },
    ...rows.flatMap((row) =>
      row.variantKey === null
        ? []
        : [{ storageKey: row.variantKey, contentType, etag: row.variantEtag!, width: row.variantWidth! }],
    ),
  ].sort((a, b) => a.width - b.width);
  const best = candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1)!;
  return { storageKey: best.storageKey, contentType, etag: best.etag };
}
