import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { findImage, loadSharp } from '../../lib/images';
import type { BlobStore } from '../../storage/blob-store';
import { getOrganizationImageIds } from '../charities/service';
import { getEventImageId } from '../events/service';
import { SHARE_IMAGE, type ShareKind } from './service';

/** The app's teal (theme-color, brand-700) and its heart logo (apps/web/public/favicon.svg), at preview size. */
const BRAND = '#0f766e';
const { width, height } = SHARE_IMAGE;
const BRANDED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${BRAND}"/>
<g transform="translate(${width / 2 - 160} ${height / 2 - 160}) scale(5)">
<rect width="64" height="64" rx="14" fill="#115e59"/>
<path d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z" fill="#fff"/>
</g></svg>`;

export type ShareImage = { bytes: Buffer; etag: string };

/** Where a preview comes from: a stored picture (cropped to fill, or a logo shown whole) or the branded one. */
type Source = { storageKey: string; fit: 'cover' | 'contain' } | null;

async function render(blobs: BlobStore, source: Source): Promise<ShareImage> {
  const sharp = await loadSharp();
  const stored = source && (await blobs.get(source.storageKey));
  // A picture missing from the store still gets a preview: the branded one.
  const pipeline = stored
    ? sharp(stored)
        .resize({ width, height, fit: source.fit, position: 'attention', background: BRAND })
        .flatten({ background: BRAND })
    : sharp(Buffer.from(BRANDED_SVG));
  const bytes = await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * Rendered previews by source. A stored image never changes (a new picture is a new image), so its preview is kept
 * until pushed out; requests for one still rendering share its work.
 */
const MAX_RENDERED = 64;
const rendered = new Map<string, Promise<ShareImage>>();

function renderedFor(blobs: BlobStore, source: Source): Promise<ShareImage> {
  const key = source ? `${source.storageKey}:${source.fit}` : 'branded';
  let image = rendered.get(key);
  rendered.delete(key);
  if (!image) {
    image = render(blobs, source);
    // A failure is not kept: the next request tries again.
    image.catch(() => rendered.get(key) === image && rendered.delete(key));
  }
  rendered.set(key, image);
  for (const oldest of rendered.keys()) {
    if (rendered.size <= MAX_RENDERED) break;
    rendered.delete(oldest);
  }
  return image;
}

async function sourceOf(db: Db, imageId: number | null, fit: 'cover' | 'contain'): Promise<Source> {
  const image = imageId == null ? undefined : await findImage(db, imageId);
  return image ? { storageKey: image.storageKey, fit } : null;
}

/**
 * The 1200×630 JPEG preview of a charity (its featured picture, else its logo whole on the app's colour) or an
 * event (its poster), the branded one when there is no picture, or of the whole site (no kind). 404 (thrown by the
 * services) when the public cannot see that charity or event.
 */
export async function shareImage(
  db: Db,
  blobs: BlobStore,
  target?: { kind: ShareKind; id: number },
): Promise<ShareImage> {
  if (!target) return renderedFor(blobs, null);
  if (target.kind === 'event')
    return renderedFor(blobs, await sourceOf(db, await getEventImageId(db, target.id), 'cover'));
  const { feature, logo } = await getOrganizationImageIds(db, target.id);
  const source = (await sourceOf(db, feature, 'cover')) ?? (await sourceOf(db, logo, 'contain'));
  return renderedFor(blobs, source);
}
