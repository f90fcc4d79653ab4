import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BoundedQueue } from '../../lib/bounded-queue';
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
/**
 * Raise it whenever the drawing changes (size, colours, crop, quality, or something new drawn on it such as the
 * name): every preview then gets a new key, so none made the old way is served again.
 */
const DESIGN = 1;

export type ShareImage = { bytes: Buffer; etag: string };

/**
 * Everything a preview is drawn from: a stored picture (cropped to fill, or a logo shown whole) or nothing (the
 * branded one). The name and description are not drawn (the preview's title and text carry them), so editing them
 * keeps the preview.
 */
type Source = { storageKey: string; fit: 'cover' | 'contain' } | null;

/**
 * Where a preview is stored, and its ETag: both named by a hash of what it is drawn from. A stored picture never
 * changes (a new picture is a new image with a new key), so a stored preview never goes stale, every server finds
 * the one any of them made, and a browser's ETag is checked without reading a byte.
 */
function previewOf(source: Source) {
  const hash = createHash('sha256')
    .update(JSON.stringify({ design: DESIGN, source }))
    .digest('hex')
    .slice(0, 32);
  return { key: `share/${hash}.jpg`, etag: `"${hash}"` };
}

async function render(picture: Buffer | null, fit: 'cover' | 'contain'): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = picture
    ? sharp(picture)
        .resize({ width, height, fit, position: 'attention', background: BRAND })
        .flatten({ background: BRAND })
    : sharp(Buffer.from(BRANDED_SVG));
  return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export type SharePreview = {
  /** Known before anything is read or drawn, for a 304. */
  etag: string;
  /** The preview's bytes (with the ETag they go with): the stored one, else drawn now and stored. */
  load(): Promise<ShareImage>;
};

/**
 * The link-preview pictures of one server. A preview is drawn once per picture, in the image queue uploads wait
 * in (so previews and uploads together never take more than its workers; a full queue is a 503 with Retry-After),
 * and stored in the blob store, where every server and every later start finds it. Requests for a preview being
 * drawn share that work.
 */
export function sharePreviews(deps: { blobs: BlobStore; queue: BoundedQueue; log: FastifyBaseLogger }) {
  const { blobs, queue, log } = deps;
  /** Null: the picture is missing from the store. */
  const pending = new Map<string, Promise<Buffer | null>>();

  const draw = async (source: Source, key: string): Promise<Buffer | null> => {
    const picture = source && (await blobs.get(source.storageKey));
    if (source && !picture) return null;
    const bytes = await render(picture, source?.fit ?? 'cover');
    // A store that fails to keep it costs a later request another drawing, not this one its picture.
    await blobs
      .put(key, bytes, 'image/jpeg')
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not store a share preview'));
    return bytes;
  };

  const load = async (source: Source): Promise<ShareImage> => {
    const { key, etag } = previewOf(source);
    let bytes = pending.get(key);
    if (!bytes) {
      // A stored preview is served even while the queue is full.
      bytes = blobs.get(key).then((stored) => stored ?? queue.run(() => draw(source, key)));
      pending.set(key, bytes);
      const done = () => pending.get(key) === bytes && pending.delete(key);
      bytes.then(done, done);
    }
    const found = await bytes;
    // A picture missing from the store still gets a preview: the branded one (not stored under its key, so the
    // picture's own preview is made if the picture comes back).
    return found ? { bytes: found, etag } : load(null);
  };

  const of = (source: Source): SharePreview => ({ etag: previewOf(source).etag, load: () => load(source) });

  const sourceOf = async (db: Db, imageId: number | null, fit: 'cover' | 'contain'): Promise<Source> => {
    const image = imageId == null ? undefined : await findImage(db, imageId);
    return image ? { storageKey: image.storageKey, fit } : null;
  };

  /**
   * The 1200×630 JPEG preview of a charity (its featured picture, else its logo whole on the app's colour) or an
   * event (its poster), the branded one when there is no picture, or of the whole site (no target). 404 (thrown by
   * the services) when the public cannot see that charity or event.
   */
  return async (db: Db, target?: { kind: ShareKind; id: number }): Promise<SharePreview> => {
    if (!target) return of(null);
    if (target.kind === 'event') return of(await sourceOf(db, await getEventImageId(db, target.id), 'cover'));
    const { feature, logo } = await getOrganizationImageIds(db, target.id);
    return of((await sourceOf(db, feature, 'cover')) ?? (await sourceOf(db, logo, 'contain')));
  };
}
