import { createHash, randomUUID } from 'node:crypto';
import { t, UPLOAD_MAX_BYTES } from '@tabang/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { images } from '../db/schema';
import { AppError } from '../errors';
import type { BlobStore } from './blob-store';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Decoding limit against decompression bombs: about 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images are at most this wide or tall. */
const MAX_DIMENSION = 1600;

export type PreparedImage = {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  etag: string;
};

/**
 * Checks an untrusted upload and re-encodes it: the type is sniffed from the bytes (never the name),
 * only JPEG, PNG and WebP pass, the size and pixel count are capped, EXIF orientation is applied and
 * all metadata (GPS included) is dropped. The result is WebP, at most 1600 px on its longer side.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge'));
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', t('errors.unsupportedMediaType'));
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height, etag };
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', t('errors.unsupportedMediaType'), { cause: error });
  }
}

/** Writes a prepared image to the blob store and records it; returns the image id and its blob key. */
export async function saveImage(
  db: Db | Tx,
  blobs: BlobStore,
  image: PreparedImage,
): Promise<{ id: number; storageKey: string }> {
  const storageKey = `images/${randomUUID()}.webp`;
  await blobs.put(storageKey, image.bytes, image.contentType);
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
}
