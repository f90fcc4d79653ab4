import { crc32 } from 'node:zlib';
import { t, UPLOAD_BUSY_RETRY_SECONDS, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@tabang/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { images, organizations } from '../src/db/schema';
import { prepareImage } from '../src/lib/images';
import { type BlobStore, memoryBlobStore } from '../src/storage/blob-store';
import { createOrganization } from './factories';
import { createTestApp, createTestDatabase, createUser, loginAs, type TestApp, testConfig } from './helpers';
import { type FormFile, jpegWithGps, multipart, pngFile } from './multipart-form';

let ctx: TestApp;
let headers: { authorization: string };
let good: FormFile;

const fields = {
  organizationName: 'Upload Test Charity',
  organizationAbbreviation: 'UTC',
  organizationAddress: 'Bajada, Davao City',
  organizationPhoneNumber: '(082) 300 0000',
  representativeName: 'Ana Cruz',
  organizationEmail: 'ana@example.ph',
  representativeContactNumber: '09170000001',
  organizationDescription: 'Testing uploads.',
  organizationType: 'community',
};

const blobKeys = () => (ctx.blobs as unknown as { keys(): string[] }).keys();
const rowCount = async (table: typeof images | typeof organizations) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

async function postCharity(logo: FormFile, feature: FormFile = good) {
  const form = multipart({
    ...fields,
    organizationProfilePicture: logo,
    organizationFeaturedPicture: feature,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/post/organizations/add',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

/** A valid PNG header claiming huge dimensions, with a tiny body: a decompression bomb's calling card. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db);
  ({ headers } = await loginAs(ctx.db, user));
  good = await pngFile(300, 200, 'feature.png');
});
afterAll(() => ctx.close());

describe('upload attacks are refused and leave nothing stored', () => {
  const ATTACK_CODES = {
    400: 'invalid_request',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
  } as const;
  const attacks: Array<[string, () => Promise<FormFile> | FormFile, keyof typeof ATTACK_CODES, string]> = [
    [
      'a text file renamed to .png',
      () => ({
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from('just some text\n'.repeat(40)),
      }),
      415,
      t('errors.unsupportedMediaType'),
    ],
    [
      'an SVG with a script',
      () => ({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      }),
      415,
      t('errors.unsupportedMediaType'),
    ],
    [
      'an HTML page sent as image/jpeg',
      () => ({
        filename: 'logo.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      }),
      415,
      t('errors.unsupportedMediaType'),
    ],
    [
      'a GIF (not one of the three types)',
      async () => ({
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      }),
      415,
      t('errors.unsupportedMediaType'),
    ],
    [
      'a file over 5 MB',
      async () => {
        const png = (await pngFile(50, 50)).bytes;
        return {
          filename: 'big.png',
          contentType: 'image/png',
          bytes: Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length, 1)]),
        };
      },
      413,
      t('errors.payloadTooLarge'),
    ],
    [
      'a PNG claiming 100000 × 100000 pixels',
      () => ({ filename: 'bomb.png', contentType: 'image/png', bytes: pngClaiming(100_000, 100_000) }),
      413,
      t('dashboard.upload.tooManyPixels', { max: 24 }),
    ],
    [
      'a PNG claiming 6000 × 5000 pixels (30 megapixels)',
      () => ({ filename: 'big.png', contentType: 'image/png', bytes: pngClaiming(6000, 5000) }),
      413,
      t('dashboard.upload.tooManyPixels', { max: 24 }),
    ],
    [
      'a PNG that is cut off after its header',
      async () => ({
        filename: 'cut.png',
        contentType: 'image/png',
        bytes: (await pngFile(400, 300)).bytes.subarray(0, 60),
      }),
      400,
      t('dashboard.upload.unreadable'),
    ],
  ];

  it.each(attacks)('%s', async (_name, make, status, message) => {
    const before = { orgs: await rowCount(organizations), images: await rowCount(images), blobs: blobKeys() };
    // The valid image comes first, so a half-done save would have stored it already.
    const response = await postCharity(good, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message, code: ATTACK_CODES[status] });
    expect(await rowCount(organizations)).toBe(before.orgs);
    expect(await rowCount(images)).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('the pixel limit is 24 megapixels', () => {
    expect(UPLOAD_MAX_PIXELS).toBe(24_000_000);
  });

  it('refuses a request that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload: fields,
      headers,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: t('dashboard.upload.notMultipart'),
      code: 'unsupported_media_type',
    });
  });

  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n')],
    [
      'a body cut off mid-part',
      'multipart/form-data; boundary=cut',
      Buffer.from('--cut\r\nContent-Disposition: form-data; name="organizationName"\r\n\r\nHalf'),
    ],
    ['garbage', 'multipart/form-data; boundary=zz', Buffer.from('\u0000\u0001 not multipart at all')],
  ])('answers a malformed multipart body (%s) with a 4xx, never a 500', async (_what, type, payload) => {
    const before = await rowCount(organizations);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload,
      headers: { ...headers, 'content-type': type },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
    expect(await rowCount(organizations)).toBe(before);
  });

  it('refuses a file under an unexpected name', async () => {
    const form = multipart({
      ...fields,
      organizationProfilePicture: good,
      organizationFeaturedPicture: good,
      somethingElse: good,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('dashboard.upload.unexpectedFile', { field: 'somethingElse' }),
      code: 'invalid_request',
    });
  });

  it('refuses a field sent twice', async () => {
    const form = multipart([
      ...Object.entries(fields),
      ['organizationName', 'Another name'],
      ['organizationProfilePicture', good],
      ['organizationFeaturedPicture', good],
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/organizations/add',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('dashboard.upload.duplicateField', { field: 'organizationName' }));
  });
});

describe('prepareImage', () => {
  it('strips EXIF and GPS metadata and re-encodes to WebP', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo.bytes).metadata()).exif).toBeDefined();
    const prepared = await prepareImage(photo.bytes);
    const metadata = await sharp(prepared.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(prepared.bytes.includes(Buffer.from('TabangCam'))).toBe(false);
    expect([prepared.width, prepared.height]).toEqual([320, 240]);
  });

  it('caps the longer side at 1600 px', async () => {
    const big = await pngFile(4000, 1000);
    const prepared = await prepareImage(big.bytes);
    expect([prepared.width, prepared.height]).toEqual([1600, 400]);
  });

  it('accepts WebP and JPEG as well as PNG', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } });
    for (const bytes of [await base.clone().webp().toBuffer(), await base.clone().jpeg().toBuffer()]) {
      const prepared = await prepareImage(bytes);
      expect(prepared.contentType).toBe('image/webp');
    }
  });
});

describe('a failure after an image was written', () => {
  it('deletes the blobs already written (no orphan files)', async () => {
    const database = await createTestDatabase();
    const inner = memoryBlobStore();
    let puts = 0;
    // The second image fails to store, after the first one was written.
    const failing: BlobStore = {
      ...inner,
      async put(key, bytes, type) {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await inner.put(key, bytes, type);
      },
    };
    const app = await buildApp(testConfig(), { database, blobs: failing });
    try {
      const user = await createUser(database.db);
      const session = await loginAs(database.db, user);
      const form = multipart({
        ...fields,
        organizationProfilePicture: good,
        organizationFeaturedPicture: good,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/post/organizations/add',
        payload: form.payload,
        headers: { ...form.headers, ...session.headers },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: t('errors.generic'), code: 'internal' });
      expect(puts).toBe(2);
      expect(inner.keys()).toEqual([]);
      expect((await database.db.select({ n: count() }).from(images))[0]!.n).toBe(0);
      expect((await database.db.select({ n: count() }).from(organizations))[0]!.n).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('when the image queue is full', () => {
  it('refuses uploads at once with 503 and Retry-After, storing nothing, while other requests go on', async () => {
    const busy = await createTestApp({ images: { workers: 1, queueLength: 0 } });
    const keys = () => (busy.blobs as unknown as { keys(): string[] }).keys();
    try {
      const user = await createUser(busy.db);
      const auth = (await loginAs(busy.db, user)).headers;
      const own = await createOrganization(busy.db, { representativeUserId: user.userID });
      const uploads = {
        '/api/post/organizations/add': multipart({
          ...fields,
          organizationProfilePicture: good,
          organizationFeaturedPicture: good,
        }),
        '/api/post/event/add': multipart({
          organizationID: String(own.id),
          nameOfEvent: 'Queue Test',
          descriptionOfEvent: 'An event.',
          location: 'Davao City',
          whoCanJoin: 'Everyone',
          dateAndTimeStart: '2031-03-14T07:00',
          dateAndTimeEnd: '2031-03-14T11:30',
          eventImage: good,
        }),
      };
      const send = (url: keyof typeof uploads) =>
        busy.app.inject({
          method: 'POST',
          url,
          payload: uploads[url].payload,
          headers: { ...uploads[url].headers, ...auth },
        });
      const counts = async () => ({
        orgs: (await busy.db.select({ n: count() }).from(organizations))[0]!.n,
        images: (await busy.db.select({ n: count() }).from(images))[0]!.n,
        blobs: keys().length,
      });

      // Another upload holds the only worker, and there is no room to wait.
      let release!: () => void;
      const held = busy.app.imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const before = await counts();
      for (const url of Object.keys(uploads) as Array<keyof typeof uploads>) {
        const refused = await send(url);
        expect(refused.statusCode, url).toBe(503);
        expect(refused.json()).toEqual({ message: t('dashboard.upload.busy'), code: 'busy' });
        expect(refused.headers['retry-after']).toBe(String(UPLOAD_BUSY_RETRY_SECONDS));
      }
      expect(await counts()).toEqual(before);
      expect((await busy.app.inject({ method: 'GET', url: '/api/get/organizations' })).statusCode).toBe(200);

      release();
      await held;
      expect((await send('/api/post/organizations/add')).statusCode).toBe(201);
      expect((await send('/api/post/event/add')).statusCode).toBe(201);
    } finally {
      await busy.close();
    }
  });
});
