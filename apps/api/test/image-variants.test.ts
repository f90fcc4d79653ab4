import { IMAGE_VARIANT_WIDTHS, t as message } from '@tabang/shared';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { images, imageVariants, organizations } from '../src/db/schema';
import { prepareImage, saveImage } from '../src/lib/images';
import { type BlobStore, memoryBlobStore } from '../src/storage/blob-store';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createTestDatabase, createUser, loginAs, type TestApp, testConfig } from './helpers';
import { type FormFile, multipart, pngFile } from './multipart-form';

let ctx: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db);
  ({ headers } = await loginAs(ctx.db, user));
});
afterAll(() => ctx.close());

const fields = {
  organizationName: 'Variant Test Charity',
  organizationAbbreviation: 'VTC',
  organizationAddress: 'Bajada, Davao City',
  organizationPhoneNumber: '(082) 300 0000',
  representativeName: 'Ana Cruz',
  organizationEmail: 'ana@example.ph',
  representativeContactNumber: '09170000001',
  organizationDescription: 'Testing image variants.',
  organizationType: 'community',
};

const charityForm = (logo: FormFile, feature: FormFile) =>
  multipart({ ...fields, organizationProfilePicture: logo, organizationFeaturedPicture: feature });

const get = (url: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: extra });

const variantsOf = (db: TestApp['db'], imageId: number) =>
  db.select().from(imageVariants).where(eq(imageVariants.imageId, imageId)).orderBy(asc(imageVariants.width));

/** Uploads a charity with a 500 × 500 logo and a 1600 × 900 feature picture through the real route. */
async function uploadCharity() {
  const form = charityForm(await pngFile(500, 500, 'logo.png'), await pngFile(1600, 900, 'feature.png'));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/post/organizations/add',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  const organizationID = response.json().organizationID as number;
  const [charity] = await ctx.db.select().from(organizations).where(eq(organizations.id, organizationID));
  return charity!;
}

/** The picture an image URL answers, decoded. */
async function fetchPicture(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { format, width, height, etag: response.headers.etag as string };
}

describe('an upload', () => {
  it('stores WebP copies at 320, 640 and 1280 px, never wider than the picture', async () => {
    const charity = await uploadCharity();
    const feature = await variantsOf(ctx.db, charity.featureImageId!);
    expect(feature.map((v) => [v.width, v.height])).toEqual([
      [320, 180],
      [640, 360],
      [1280, 720],
    ]);
    // A 500 px logo is not enlarged: one 320 px copy, and the logo itself serves anything wider.
    const logo = await variantsOf(ctx.db, charity.logoImageId!);
    expect(logo.map((v) => [v.width, v.height])).toEqual([[320, 320]]);

    for (const variant of [...feature, ...logo]) {
      const bytes = await ctx.blobs.get(variant.storageKey);
      expect(bytes, variant.storageKey).not.toBeNull();
      expect(variant.byteSize).toBe(bytes!.length);
      const metadata = await sharp(bytes!).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
    expect(new Set([...feature, ...logo].map((v) => v.etag)).size).toBe(4);
  });
});

describe('?w= on the image URLs', () => {
  it('answers the smallest copy at least that wide, else the widest, and the whole image without w', async () => {
    const charity = await uploadCharity();
    const feature = `/api/get/organizations/image/${charity.id}`;
    const logo = `/api/get/organizations/logo/${charity.id}`;
    const cases: Array<[string, number, number]> = [
      [feature, 1600, 900],
      [`${feature}?w=320`, 320, 180],
      [`${feature}?w=640`, 640, 360],
      [`${feature}?w=1280`, 1280, 720],
      [logo, 500, 500],
      [`${logo}?w=320`, 320, 320],
      [`${logo}?w=640`, 500, 500],
      [`${logo}?w=1280`, 500, 500],
    ];
    for (const [url, width, height] of cases) {
      const picture = await fetchPicture(url);
      expect([picture.format, picture.width, picture.height], url).toEqual(['webp', width, height]);
    }
  });

  it('answers the smallest copy to a browser that asks to save data (Save-Data: on), and says it varies by it', async () => {
    const charity = await uploadCharity();
    const feature = `/api/get/organizations/image/${charity.id}`;
    for (const url of [feature, `${feature}?w=640`, `${feature}?w=1280`]) {
      const response = await get(url, { 'save-data': 'on' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.vary, url).toContain('Save-Data');
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect([width, height], url).toEqual([320, 180]);
    }
    // Without it (or with anything but "on"), the width asked for.
    const plain = await get(`${feature}?w=1280`, { 'save-data': 'off' });
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(1280);
    expect(plain.headers.vary).toContain('Save-Data');
  });

  it('works for event images too', async () => {
    const prepared = await prepareImage((await pngFile(800, 450)).bytes);
    const { id } = await saveImage(ctx.db, ctx.blobs, prepared);
    const charity = await createOrganization(ctx.db);
    const event = await createEvent(ctx.db, charity.id, { imageId: id });
    const url = `/api/get/events/image/${event.id}`;
    expect((await fetchPicture(`${url}?w=320`)).width).toBe(320);
    expect((await fetchPicture(`${url}?w=640`)).width).toBe(640);
    expect((await fetchPicture(`${url}?w=1280`)).width).toBe(800);
  });

  it('gives each copy its own ETag and a 304 only for the copy the client holds', async () => {
    const charity = await uploadCharity();
    const url = `/api/get/organizations/image/${charity.id}`;
    const etags = new Map<string, string>();
    for (const w of ['', ...IMAGE_VARIANT_WIDTHS.map((width) => `?w=${width}`)])
      etags.set(w, (await fetchPicture(`${url}${w}`)).etag);
    expect(new Set(etags.values()).size).toBe(4);

    for (const [w, etag] of etags) {
      const again = await get(`${url}${w}`, { 'if-none-match': etag });
      expect(again.statusCode, w).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    }
    const other = await get(`${url}?w=640`, { 'if-none-match': etags.get('?w=320')! });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etags.get('?w=640'));
  });

  it('serves an image stored without copies whole, whatever the width', async () => {
    const prepared = await prepareImage((await pngFile(900, 600)).bytes);
    // As images uploaded before copies existed: the row and its blob, no variants.
    const { id } = await saveImage(ctx.db, ctx.blobs, { ...prepared, variants: [] });
    expect(await variantsOf(ctx.db, id)).toEqual([]);
    const charity = await createOrganization(ctx.db, { featureImageId: id });
    for (const w of IMAGE_VARIANT_WIDTHS) {
      const picture = await fetchPicture(`/api/get/organizations/image/${charity.id}?w=${w}`);
      expect([picture.width, picture.height, picture.etag]).toEqual([900, 600, prepared.etag]);
    }
  });

  it('refuses any other w with 400 and a message', async () => {
    const prepared = await prepareImage((await pngFile(400, 300)).bytes);
    const { id } = await saveImage(ctx.db, ctx.blobs, prepared);
    const charity = await createOrganization(ctx.db, { logoImageId: id, featureImageId: id });
    const event = await createEvent(ctx.db, charity.id, { imageId: id });
    const expected = {
      message: message('errors.imageWidth', { widths: '320, 640, 1280' }),
      code: 'validation_failed',
    };
    const paths = [
      `/api/get/organizations/image/${charity.id}`,
      `/api/get/organizations/logo/${charity.id}`,
      `/api/get/events/image/${event.id}`,
    ];
    for (const path of paths)
      for (const query of ['w=100', 'w=abc', 'w=', 'w=640px', 'w=0640', 'w=320&w=640', 'w=1600']) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toEqual(expected);
      }
  });
});

describe('a failed upload', () => {
  it('leaves neither copies nor their rows when storing a copy fails', async () => {
    const database = await createTestDatabase();
    const inner = memoryBlobStore();
    const tried: string[] = [];
    // The feature picture's 640 px copy cannot be stored, after the logo and two other blobs were written.
    const failing: BlobStore = {
      ...inner,
      async put(key, bytes, type) {
        tried.push(key);
        if (tried.filter((k) => k.endsWith('-w640.webp')).length === 2) throw new Error('disk full');
        await inner.put(key, bytes, type);
      },
    };
    const app = await buildApp(testConfig(), { database, blobs: failing });
    try {
      const user = await createUser(database.db);
      const session = await loginAs(database.db, user);
      const form = charityForm(await pngFile(700, 700, 'logo.png'), await pngFile(1600, 900, 'feature.png'));
      const response = await app.inject({
        method: 'POST',
        url: '/api/post/organizations/add',
        payload: form.payload,
        headers: { ...form.headers, ...session.headers },
      });
      expect(response.statusCode).toBe(500);
      // Logo, its 320 and 640 copies, the feature picture, its 320 copy, then the failing 640 copy.
      expect(tried).toHaveLength(6);
      expect(inner.keys()).toEqual([]);
      const rows = async (table: typeof images | typeof imageVariants | typeof organizations) =>
        (await database.db.select({ n: count() }).from(table))[0]!.n;
      expect([await rows(images), await rows(imageVariants), await rows(organizations)]).toEqual([0, 0, 0]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
