import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, organizations } from '../src/db/schema';
import { prepareImage, saveImage } from '../src/lib/images';
import { createEvent, createOrganization } from './factories';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A real image, put through the same pipeline as uploads. */
async function storedImage(colour: { r: number; g: number; b: number }) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const prepared = await prepareImage(png);
  const { id } = await saveImage(t.db, t.blobs, prepared);
  return { id, ...prepared };
}

describe('image endpoints', () => {
  it("serve a charity's logo and feature picture and an event's image with type, ETag and cache headers", async () => {
    const logo = await storedImage({ r: 200, g: 0, b: 0 });
    const feature = await storedImage({ r: 0, g: 200, b: 0 });
    const poster = await storedImage({ r: 0, g: 0, b: 200 });
    const charity = await createOrganization(t.db, { logoImageId: logo.id, featureImageId: feature.id });
    const event = await createEvent(t.db, charity.id, { imageId: poster.id });

    const cases = [
      [`/api/get/organizations/logo/${charity.id}`, logo],
      [`/api/get/organizations/image/${charity.id}`, feature],
      [`/api/get/events/image/${event.id}`, poster],
    ] as const;
    for (const [url, image] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers.etag).toBe(image.etag);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(Buffer.compare(response.rawPayload, image.bytes)).toBe(0);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 40, 30]);
    }

    // The public lists point at these paths.
    const [shown] = (await get(`/api/get/organizationsByID/${charity.id}`)).json();
    expect(shown.organizationProfilePicture).toBe(`/get/organizations/logo/${charity.id}`);
    expect(shown.organizationFeaturePicture).toBe(`/get/organizations/image/${charity.id}`);
    const [shownEvent] = (await get(`/api/get/events/${event.id}`)).json();
    expect(shownEvent.eventImage).toBe(`/get/events/image/${event.id}`);
  });

  it('answer 304 without a body when If-None-Match names the current ETag', async () => {
    const logo = await storedImage({ r: 10, g: 20, b: 30 });
    const charity = await createOrganization(t.db, { logoImageId: logo.id });
    const url = `/api/get/organizations/logo/${charity.id}`;
    for (const header of [logo.etag, `W/${logo.etag}`, `"other", ${logo.etag}`, '*']) {
      const response = await get(url, { 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(logo.etag);
    }
    const stale = await get(url, { 'if-none-match': '"an-old-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(logo.bytes.length);
  });

  it('give a new ETag once a charity replaces its image', async () => {
    const first = await storedImage({ r: 1, g: 1, b: 1 });
    const second = await storedImage({ r: 250, g: 250, b: 250 });
    const charity = await createOrganization(t.db, { featureImageId: first.id });
    const url = `/api/get/organizations/image/${charity.id}`;
    expect((await get(url)).headers.etag).toBe(first.etag);
    await t.db
      .update(organizations)
      .set({ featureImageId: second.id })
      .where(eq(organizations.id, charity.id));
    const response = await get(url, { 'if-none-match': first.etag });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(second.etag);
  });

  it('give 404 JSON when there is no image, no such owner, a hidden owner or a malformed id', async () => {
    const bare = await createOrganization(t.db);
    const bareEvent = await createEvent(t.db, bare.id);
    const image = await storedImage({ r: 9, g: 9, b: 9 });
    const suspended = await createOrganization(t.db, { suspended: true, logoImageId: image.id });
    const hiddenEvent = await createEvent(t.db, suspended.id, { imageId: image.id });
    const urls = [
      `/api/get/organizations/logo/${bare.id}`,
      `/api/get/organizations/image/${bare.id}`,
      `/api/get/events/image/${bareEvent.id}`,
      `/api/get/organizations/logo/${suspended.id}`,
      `/api/get/events/image/${hiddenEvent.id}`,
      '/api/get/organizations/logo/9999999',
      '/api/get/events/image/9999999',
      '/api/get/organizations/image/logo.png',
      '/api/get/events/image/-1',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });

  it('give 404, not 500, when the image row exists but its bytes are gone', async () => {
    const image = await storedImage({ r: 5, g: 5, b: 5 });
    const charity = await createOrganization(t.db, { logoImageId: image.id });
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    await t.blobs.delete(row!.storageKey);
    const response = await get(`/api/get/organizations/logo/${charity.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });
});
