import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { notFound } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Images are served under a charity's or event's id, and a charity may replace its logo later, so the
 * URL is not immutable: browsers keep an image for a day, may show the cached one for another week while
 * they revalidate in the background, and revalidation with the ETag costs a 304 without a body.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** True when an If-None-Match header names this ETag (a list, weak validators and * included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => strip(candidate) === strip(etag));
}

/**
 * Replies with a stored image: its bytes and content type, an ETag and cache headers, or 304 when the
 * client already holds this version. `imageId` null (no image) or a missing blob gives 404.
 */
export async function sendImage(
  db: Db,
  blobs: BlobStore,
  imageId: number | null | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (imageId == null) throw notFound();
  const [image] = await db
    .select({ storageKey: images.storageKey, contentType: images.contentType, etag: images.etag })
    .from(images)
    .where(eq(images.id, imageId));
  if (!image) throw notFound();
  reply.header('etag', image.etag).header('cache-control', IMAGE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  const bytes = await blobs.get(image.storageKey);
  if (!bytes) {
    reply.removeHeader('etag').removeHeader('cache-control');
    throw notFound();
  }
  return reply.header('content-type', image.contentType).header('content-length', bytes.length).send(bytes);
}
