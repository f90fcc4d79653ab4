import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { t } from '@tabang/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { images, imageVariants, organizations } from '../src/db/schema';
import { createTestDatabase, createUser, loginAs } from './helpers';
import { type FormFile, multipart, pngFile } from './multipart-form';

// The S3 blob store against a real S3-compatible server (s3rver, files in a temporary folder), driven through the
// API with STORAGE=s3 exactly as production configures it.
const BUCKET = 'tabang-images';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let folder: string;
let s3rver: S3rver;
let bucket: S3Client;
let database: Database;
let app: FastifyInstance;
let headers: { authorization: string };
let logo: FormFile;
let feature: FormFile;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tabang-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });

  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    WEB_DIST_DIR: 'apps/web/dist-none',
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  // No blob store passed in: the app makes its own from the configuration.
  app = await buildApp(config, { database });
  await app.ready();
  ({ headers } = await loginAs(database.db, await createUser(database.db)));
  logo = await pngFile(200, 200, 'logo.png');
  feature = await pngFile(900, 450, 'feature.png');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  bucket?.destroy();
  await s3rver?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const rowCount = async (table: typeof images | typeof organizations) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

function postCharity(name: string, files: { logo: FormFile; feature: FormFile } = { logo, feature }) {
  const form = multipart({
    organizationName: name,
    organizationAbbreviation: 'S3T',
    organizationAddress: 'Bajada, Davao City',
    organizationPhoneNumber: '(082) 300 0000',
    representativeName: 'Ana Cruz',
    organizationEmail: 'ana@example.ph',
    representativeContactNumber: '09170000001',
    organizationDescription: 'Testing the S3 store.',
    organizationType: 'community',
    organizationProfilePicture: files.logo,
    organizationFeaturedPicture: files.feature,
  });
  return app.inject({
    method: 'POST',
    url: '/api/post/organizations/add',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

describe('images in S3-compatible storage', () => {
  it('stores an uploaded charity’s images in the bucket and serves them back with type, ETag and 304', async () => {
    const response = await postCharity('S3 Charity');
    expect(response.statusCode, response.body).toBe(201);
    const id: number = response.json().organizationID;
    const [charity] = await database.db.select().from(organizations).where(eq(organizations.id, id));
    const stored = await database.db.select().from(images);
    const logoRow = stored.find((image) => image.id === charity!.logoImageId)!;
    const copies = await database.db.select().from(imageVariants);
    expect(copies.length).toBeGreaterThan(0);
    expect(await bucketKeys()).toEqual(
      [...stored.map((image) => image.storageKey), ...copies.map((copy) => copy.storageKey)].sort(),
    );

    const served = await app.inject({ method: 'GET', url: `/api/get/organizations/logo/${id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers.etag).toBe(logoRow.etag);
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: logoRow.storageKey }));
    const inBucket = Buffer.from(await object.Body!.transformToByteArray());
    expect(Buffer.compare(served.rawPayload, inBucket)).toBe(0);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.rawPayload.length).toBe(logoRow.byteSize);

    const again = await app.inject({
      method: 'GET',
      url: `/api/get/organizations/logo/${id}`,
      headers: { 'if-none-match': logoRow.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const picture = await app.inject({ method: 'GET', url: `/api/get/organizations/image/${id}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers.etag).toBe(stored.find((image) => image.id === charity!.featureImageId)!.etag);
  });

  it('answers 404 when the object has gone from the bucket', async () => {
    const response = await postCharity('S3 Charity Without Logo');
    expect(response.statusCode, response.body).toBe(201);
    const id: number = response.json().organizationID;
    const [charity] = await database.db.select().from(organizations).where(eq(organizations.id, id));
    const [logoRow] = await database.db.select().from(images).where(eq(images.id, charity!.logoImageId!));
    await bucket.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: logoRow!.storageKey }));

    const served = await app.inject({ method: 'GET', url: `/api/get/organizations/logo/${id}` });
    expect(served.statusCode).toBe(404);
    expect(served.headers['cache-control']).toBeUndefined();
  });

  it('leaves no object in the bucket when the second image is refused', async () => {
    const before = { keys: await bucketKeys(), images: await rowCount(images) };
    const text = { filename: 'feature.png', contentType: 'image/png', bytes: Buffer.from('not an image\n') };
    const response = await postCharity('S3 Refused', { logo, feature: text });
    expect(response.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual(before.keys);
    expect(await rowCount(images)).toBe(before.images);
  });

  it('deletes the objects already written when the database refuses the charity after both uploads', async () => {
    const before = {
      keys: await bucketKeys(),
      images: await rowCount(images),
      charities: await rowCount(organizations),
    };
    await database.db.execute(sql`
      create function refuse_charity() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_charity before insert on organizations
      for each row execute function refuse_charity()`);
    try {
      const response = await postCharity('S3 Rolled Back');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: t('errors.generic'), code: 'internal' });
    } finally {
      await database.db.execute(sql`drop trigger refuse_charity on organizations`);
      await database.db.execute(sql`drop function refuse_charity()`);
    }
    expect(await bucketKeys()).toEqual(before.keys);
    expect(await rowCount(images)).toBe(before.images);
    expect(await rowCount(organizations)).toBe(before.charities);
  });
});
