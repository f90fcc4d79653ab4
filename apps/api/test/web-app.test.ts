import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createOrganization } from './factories';
import { createTestDatabase, testConfig } from './helpers';

// A build as apps/web/vite.config.ts makes it: index.html, page-preloads.json, language-preloads.json, assets with
// .br and .gz copies.
const INDEX =
  '<!doctype html><html><head><title>Tabang</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PRELOADS = [
  { path: '/', files: ['/assets/home-page-a1.js', '/assets/catalogue-c3.js'] },
  { path: '/charity/:organizationId', files: ['/assets/charity-page-b2.js', '/assets/catalogue-c3.js'] },
];
const LANGUAGE_PRELOADS = { fil: ['/assets/fil-d4.js'], ceb: ['/assets/ceb-e5.js'] };

let dist: string;
let database: Database;
let app: FastifyInstance;
/** A charity's page is a 404 unless the charity exists (share.test.ts tests that). */
let charityId: number;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tabang-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  await writeFile(join(dist, 'language-preloads.json'), JSON.stringify(LANGUAGE_PRELOADS));
  await writeFile(join(dist, 'assets', 'index-abc.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  // The installable app's files (vite-plugin-pwa): its service worker and manifest.
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Tabang"}');
  database = await createTestDatabase();
  app = await buildApp(testConfig({ webDistDir: dist }), { database, blobs: memoryBlobStore() });
  charityId = (await createOrganization(database.db)).id;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('the web app page', () => {
  it("names the chunks of the page's route in modulepreload links, and none for other paths", async () => {
    const cases: [string, string[]][] = [
      ['/', PRELOADS[0]!.files],
      [`/charity/${charityId}`, PRELOADS[1]!.files],
      [`/charity/${charityId}/?from=home`, PRELOADS[1]!.files],
      ['/charity', []],
      [`/charity/${charityId}/events`, []],
      ['/dashboard', []],
    ];
    for (const [path, files] of cases) {
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(preloads(page.body), path).toEqual(files);
      // The links go in the head, before the page's own markup.
      if (files.length)
        expect(page.body.indexOf('modulepreload'), path).toBeLessThan(page.body.indexOf('</head>'));
    }
  });

  it("names the reader's language's catalogue too, on every page, and varies by the language", async () => {
    const cases: [string, Record<string, string>, string[]][] = [
      ['/', { 'accept-language': 'ceb' }, [...PRELOADS[0]!.files, ...LANGUAGE_PRELOADS.ceb]],
      [`/charity/${charityId}`, { cookie: 'lang=fil' }, [...PRELOADS[1]!.files, ...LANGUAGE_PRELOADS.fil]],
      ['/dashboard', { 'accept-language': 'fil-PH, en;q=0.5' }, LANGUAGE_PRELOADS.fil],
      ['/dashboard', { 'accept-language': 'en' }, []],
    ];
    const etags = new Set<string>();
    for (const [path, headers, files] of cases) {
      const page = await app.inject({ method: 'GET', url: path, headers });
      expect(page.statusCode, path).toBe(200);
      expect(preloads(page.body), path).toEqual(files);
      expect(page.headers.vary, path).toContain('Accept-Language');
      etags.add(String(page.headers.etag));
    }
    // Each language's page is its own copy to a cache.
    expect(etags.size).toBe(cases.length);
  });

  it('answers 304 when the page has not changed, and the pages of different routes have different ETags', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    const charity = await app.inject({ method: 'GET', url: `/charity/${charityId}` });
    expect(home.headers.etag).toBeTruthy();
    expect(charity.headers.etag).not.toBe(home.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': home.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': charity.headers.etag! },
    });
    expect(other.statusCode).toBe(200);
  });

  it('is compressed for a browser that takes it (br, else gzip), whatever answers it; 304 in either encoding', async () => {
    // A charity's page, with its preview and first reads, is sent by the not-found handler (no route of its own).
    const url = `/charity/${charityId}`;
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Other bytes, other ETags; the same content all the same.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('fingerprinted assets', () => {
  it('are sent as their precompressed copies, immutable, and plain to a client that accepts neither', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('the installable app', () => {
  it('serves the service worker and the manifest with their types and no-cache, so a new version is seen', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The Content Security Policy lets the page register the worker and read the manifest.
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(worker.headers['content-security-policy']).toContain("manifest-src 'self'");
  });
});

describe('the per-address request limit', () => {
  it("does not count the app's fingerprinted files, so a crowd behind one address can load the app", async () => {
    const limited = await buildApp(
      testConfig({ webDistDir: dist }, { RATE_LIMIT: '1', RATE_LIMIT_MAX: '2' }),
      {
        database,
        blobs: memoryBlobStore(),
      },
    );
    try {
      const from = (url: string) => limited.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      for (let i = 0; i < 5; i++) expect((await from('/assets/index-abc.js')).statusCode).toBe(200);
      // Everything else from that address still counts.
      expect((await from('/api/get/categories/all')).statusCode).toBe(200);
      expect((await from('/api/get/categories/all')).statusCode).toBe(200);
      expect((await from('/api/get/categories/all')).statusCode).toBe(429);
      // A missing file under assets/ is not a way around the limit.
      expect((await from('/assets/missing-123.js')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
