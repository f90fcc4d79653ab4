import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSrcSet, LIST_PAGE_SIZE, t as message, textIn, UPLOAD_BUSY_RETRY_SECONDS } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { events, organizations } from '../src/db/schema';
import { prepareImage, saveImage } from '../src/lib/images';
import { truncateAtWord } from '../src/modules/share/service';
import { type BlobStore, diskBlobStore, memoryBlobStore } from '../src/storage/blob-store';
import { createEvent, createOrganization } from './factories';
import { changesHeard, createTestDatabase, testConfig } from './helpers';
import { pngFile } from './multipart-form';
import { freePort } from './ports';

// A built web app as apps/web/vite.config.ts makes it (see web-app.test.ts): index.html and page-preloads.json.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's own description." />
    <title>Tabang</title>
  </head>
  <body><div id="root"><!-- first screen --></div></body>
</html>`;
/** index.html's root: the navbar's frame left out, with the place where a page's first picture goes. */
const ROOT = '<div id="root"><!-- first screen --></div>';
const PRELOADS = [
  { path: '/charity/:organizationId', files: ['/assets/charity-page-b2.js'] },
  { path: '/event/:eventID', files: ['/assets/event-page-e5.js'] },
];
const PUBLIC_URL = 'https://tabang.example.ph';
const NASTY = `"><script>alert(1)</script> & 'x' $& $1`;

let dist: string;
let database: Database;
let blobs: ReturnType<typeof memoryBlobStore>;
let app: FastifyInstance;

const config = () => testConfig({ webDistDir: dist, publicUrl: PUBLIC_URL });

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tabang-share-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  database = await createTestDatabase();
  blobs = memoryBlobStore();
  app = await buildApp(config(), { database, blobs });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The head's meta tags by property or name, unescaped, and its title and canonical link. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    meta[key!] = unescapeHtml(value!);
  return {
    meta,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescapeHtml(match[1]!)),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
  };
}

async function storedImage(width: number, height: number, into: BlobStore = blobs) {
  const prepared = await prepareImage((await pngFile(width, height)).bytes);
  return (await saveImage(database.db, into, prepared)).id;
}

/** The stored previews' keys, in the order they were written (each write counted). */
const previewKeys = (keys: string[]) => keys.filter((key) => key.startsWith('share/'));

describe('the page of a charity or an event', () => {
  it("carries the charity's link preview: title, cut description, absolute picture and canonical URLs", async () => {
    const description = `${'Feeding families in Buhangin every Saturday. '.repeat(8)}The end.`;
    const charity = await createOrganization(database.db, { name: 'Davao Food Bank', description });
    const page = await get(`/charity/${charity.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const { meta, titles, canonical, descriptions } = headOf(page.body);
    expect(titles).toEqual(['Davao Food Bank · Tabang']);
    expect(descriptions).toBe(1);
    expect(canonical).toBe(`${PUBLIC_URL}/charity/${charity.id}`);
    expect(meta).toMatchObject({
      'og:title': 'Davao Food Bank',
      'og:type': 'website',
      'og:site_name': 'Tabang',
      'og:locale': 'en_PH',
      'og:url': `${PUBLIC_URL}/charity/${charity.id}`,
      'og:image': `${PUBLIC_URL}/api/get/share/charity/${charity.id}.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': message('share.charityImageAlt', { name: 'Davao Food Bank' }),
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Davao Food Bank',
      'twitter:image': `${PUBLIC_URL}/api/get/share/charity/${charity.id}.jpg`,
    });
    // Cut at a word, with an ellipsis, at most 200 characters; the same text in every description.
    const cut = meta['og:description']!;
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/\w…$/);
    expect(description.startsWith(cut.slice(0, -1))).toBe(true);
    // The word before the ellipsis is whole.
    expect(description[cut.length - 1]).toBe(' ');
    expect(meta.description).toBe(cut);
    expect(meta['twitter:description']).toBe(cut);
    // The page is still the app, with its route's preloads.
    expect(page.body).toContain(ROOT);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/charity-page-b2.js">');
  });

  it("carries an event's link preview", async () => {
    const charity = await createOrganization(database.db);
    const event = await createEvent(database.db, charity.id, {
      name: 'Coastal clean-up',
      description: 'Bring gloves.\n\nWe meet at the pier.',
    });
    const page = await get(`/event/${event.id}/?from=home`);
    expect(page.statusCode).toBe(200);
    const { meta, titles, canonical } = headOf(page.body);
    expect(titles).toEqual(['Coastal clean-up · Tabang']);
    expect(canonical).toBe(`${PUBLIC_URL}/event/${event.id}`);
    expect(meta).toMatchObject({
      'og:title': 'Coastal clean-up',
      'og:description': 'Bring gloves. We meet at the pier.',
      'og:url': `${PUBLIC_URL}/event/${event.id}`,
      'og:image': `${PUBLIC_URL}/api/get/share/event/${event.id}.jpg`,
      'og:image:alt': message('share.eventImageAlt', { name: 'Coastal clean-up' }),
      'og:type': 'website',
    });
    expect(page.body).toContain('/assets/event-page-e5.js');
  });

  it('preloads the page’s first picture with the candidates and sizes its <img> uses, and nothing without one', async () => {
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" as="image" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high">/g,
        ),
      ].map(([, srcset, sizes]) => ({ srcset: unescapeHtml(srcset!), sizes: unescapeHtml(sizes!) }));
    const featureImageId = await storedImage(800, 300);
    const charity = await createOrganization(database.db, { featureImageId });
    const feature = `/api/get/organizations/image/${charity.id}`;
    expect(preloads((await get(`/charity/${charity.id}`)).body)).toEqual([
      { srcset: `${feature}?w=320 320w, ${feature}?w=640 640w, ${feature}?w=1280 1280w`, sizes: '100vw' },
    ]);
    const event = await createEvent(database.db, charity.id, { imageId: await storedImage(640, 360) });
    expect(preloads((await get(`/event/${event.id}`)).body)).toEqual([
      {
        srcset: imageSrcSet(`/api/get/events/image/${event.id}`),
        sizes: '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw',
      },
    ]);
    const bare = await createOrganization(database.db);
    expect(preloads((await get(`/charity/${bare.id}`)).body)).toEqual([]);
    // A browser saving data shows the smallest copy only: nothing is preloaded, and caches keep both answers apart.
    const saving = await get(`/charity/${charity.id}`, { 'save-data': 'on' });
    expect(preloads(saving.body)).toEqual([]);
    expect(saving.headers.vary).toContain('Save-Data');
  });

  it('draws its first picture as the page does, in the reader’s language, before any script has run', async () => {
    const pictureOf = (html: string) => {
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
      return root.includes('<img') ? root : null;
    };
    const featureImageId = await storedImage(800, 300);
    const charity = await createOrganization(database.db, { name: NASTY, featureImageId });
    const feature = `/api/get/organizations/image/${charity.id}`;
    const escaped = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    // The page's own frame and <img> (features/charities/charity-page.tsx, components/responsive-image.tsx).
    expect(pictureOf((await get(`/charity/${charity.id}`)).body)).toBe(
      '<div id="root"><main class="min-h-svh flex-1"><section class="bg-white shadow-sm">' +
        '<div class="h-44 w-full overflow-hidden bg-brand-100 sm:h-72">' +
        `<img src="${feature}?w=1280" srcset="${escaped(imageSrcSet(feature))}" sizes="100vw" ` +
        `alt="${escaped(message('charities.featureAlt', { name: NASTY }))}" width="1600" height="600" ` +
        'fetchpriority="high" class="size-full object-cover"></div></section></main></div>',
    );
    // A reader in Cebuano after one in English gets the Cebuano words (the lookup is kept per language).
    const cebuano = pictureOf((await get(`/charity/${charity.id}`, { 'accept-language': 'ceb' })).body);
    expect(cebuano).toContain(`alt="${escaped(textIn(ceb, 'charities.featureAlt', { name: NASTY }))}"`);
    expect(
      headOf((await get(`/charity/${charity.id}`, { 'accept-language': 'ceb' })).body).meta['og:image:alt'],
    ).toBe(textIn(ceb, 'share.charityImageAlt', { name: NASTY }));
    // With data saver on, the smallest copy only, as the page's <img> then shows.
    const saving = pictureOf((await get(`/charity/${charity.id}`, { 'save-data': 'on' })).body);
    expect(saving).toContain(`<img src="${feature}?w=320" alt=`);
    expect(saving).not.toContain('srcset');
    // An event's picture sits in its half of the first section's grid.
    const event = await createEvent(database.db, charity.id, {
      name: 'Coastal clean-up',
      imageId: await storedImage(640, 360),
    });
    const poster = `/api/get/events/image/${event.id}`;
    expect(pictureOf((await get(`/event/${event.id}`)).body)).toBe(
      '<div id="root"><main class="min-h-svh flex-1"><section class="bg-white shadow-sm">' +
        '<div class="container-page grid gap-6 py-8 md:grid-cols-2 md:items-start">' +
        '<div class="aspect-video w-full overflow-hidden rounded-2xl bg-brand-100">' +
        `<img src="${poster}?w=1280" srcset="${escaped(imageSrcSet(poster))}" ` +
        `sizes="${escaped('(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw')}" ` +
        `alt="${escaped(message('events.imageAlt', { name: 'Coastal clean-up' }))}" width="1280" height="720" ` +
        'fetchpriority="high" class="size-full object-cover"></div></div></section></main></div>',
    );
    // Without a picture, and on every other page, the root is index.html's.
    const bare = await createOrganization(database.db);
    expect((await get(`/charity/${bare.id}`)).body).toContain(ROOT);
    expect((await get('/login')).body).toContain(ROOT);
  });

  it('holds its first reads, the answers the API gives, safe inside the page; none on a 404 or another page', async () => {
    const firstReads = (html: string) => {
      // `[^<]*`: no answer may hold a `<` that could close the element.
      const block = /<script type="application\/json" id="first-reads">([^<]*)<\/script>/.exec(html);
      return block ? JSON.parse(block[1]!) : null;
    };
    /** What the page would have fetched: the API's answer and its Link header (a list's next page). */
    const answer = async (path: string) => {
      const response = await get(`/api${path}`);
      expect(response.statusCode, path).toBe(200);
      const { link } = response.headers;
      return { [path]: { body: response.json(), ...(link ? { link } : {}) } };
    };
    const charity = await createOrganization(database.db, { name: NASTY, description: NASTY });
    const event = await createEvent(database.db, charity.id, { name: NASTY });
    const charityPage = await get(`/charity/${charity.id}`);
    expect(firstReads(charityPage.body)).toEqual(await answer(`/get/organizationsByID/${charity.id}`));
    expect(charityPage.headers.vary).toContain('Accept-Language');
    expect(firstReads((await get(`/event/${event.id}`)).body)).toEqual(
      await answer(`/get/events/${event.id}`),
    );
    // Events without a filter comes with its first page; with one, it asks for its own.
    const events = firstReads((await get('/events')).body);
    expect(events).toEqual(await answer(`/get/events/all/upcoming?limit=${LIST_PAGE_SIZE}`));
    expect(Object.values(events)[0]).toHaveProperty(
      'body',
      expect.arrayContaining([expect.objectContaining({ eventID: event.id })]),
    );
    expect(firstReads((await get('/events?date=today')).body)).toBeNull();
    expect(firstReads((await get('/charity/999999')).body)).toBeNull();
    expect(firstReads((await get('/charities')).body)).toBeNull();
  });

  it("leads an event's description with its permit line, unchecked until an admin checks it", async () => {
    const charity = await createOrganization(database.db);
    const event = await createEvent(database.db, charity.id, {
      description: 'Food packs for Baganga.',
      permitType: 'lgu',
      permitNumber: 'DC-CSWDO-SP-2026-0456',
      permitIssuer: 'Davao City',
      permitValidFrom: '2026-01-01',
      permitValidUntil: '2030-12-31',
    });
    const { meta } = headOf((await get(`/event/${event.id}`)).body);
    expect(meta['og:description']).toBe(
      'Davao City Permit No. DC-CSWDO-SP-2026-0456 · valid until December 31, 2030 · Not yet checked by Tabang — ' +
        'Food packs for Baganga.',
    );
    await database.db.update(events).set({ permitCheckedAt: new Date() }).where(eq(events.id, event.id));
    await changesHeard(app);
    expect(headOf((await get(`/event/${event.id}`)).body).meta['og:description']).toBe(
      'Davao City Permit No. DC-CSWDO-SP-2026-0456 · valid until December 31, 2030 — Food packs for Baganga.',
    );
  });

  it('escapes whatever a charity calls itself, in every tag', async () => {
    const charity = await createOrganization(database.db, { name: NASTY, description: NASTY });
    const page = await get(`/charity/${charity.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('"><script');
    const { meta, titles } = headOf(page.body);
    expect(titles).toEqual([`${NASTY} · Tabang`]);
    expect(meta['og:title']).toBe(NASTY);
    expect(meta['twitter:title']).toBe(NASTY);
    expect(meta['og:description']).toBe(NASTY);
    expect(meta['og:image:alt']).toBe(message('share.charityImageAlt', { name: NASTY }));
  });

  it("answers 404 with the app's page for an unknown, non-numeric, suspended or unpublished one", async () => {
    const suspended = await createOrganization(database.db, { suspended: true });
    const visible = await createOrganization(database.db);
    const draft = await createEvent(database.db, visible.id, { status: 1 });
    const ofSuspended = await createEvent(database.db, suspended.id);
    for (const path of [
      '/charity/999999',
      '/charity/abc',
      '/charity/1e3',
      '/charity/99999999999',
      `/charity/${suspended.id}`,
      '/event/999999',
      '/event/-1',
      `/event/${draft.id}`,
      `/event/${ofSuspended.id}`,
    ]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.body, path).toContain(ROOT);
      // The app loads its page (which shows "not found"), with the site's preview, not a charity's.
      expect(headOf(page.body).meta['og:title'], path).toBe(message('share.siteTitle'));
    }
  });

  it('answers 304 to a browser holding the same page, and a new ETag once the charity changes', async () => {
    const charity = await createOrganization(database.db, { name: 'Before' });
    const first = await get(`/charity/${charity.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(`/charity/${charity.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await createOrganization(database.db);
    expect((await get(`/charity/${other.id}`)).headers.etag).not.toBe(etag);

    await database.db.update(organizations).set({ name: 'After' }).where(eq(organizations.id, charity.id));
    await expect
      .poll(async () => headOf((await get(`/charity/${charity.id}`)).body).meta['og:title'])
      .toBe('After');
    const changed = await get(`/charity/${charity.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is the same page for a shared link with trackers (fbclid, utm_*): no new lookup, the same ETag', async () => {
    const charity = await createOrganization(database.db, { name: 'Shared on Facebook' });
    // Every change so far heard, so the lookup below is kept.
    await changesHeard(app);
    const plain = await get(`/charity/${charity.id}`);
    expect(headOf(plain.body).meta['og:title']).toBe('Shared on Facebook');
    // A change no notification announces: only a new lookup would show it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(organizations).set({ name: 'Renamed unheard' }).where(eq(organizations.id, charity.id));
    });
    const shared = await get(`/charity/${charity.id}?fbclid=IwAR0abc&utm_source=facebook&utm_medium=social`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers.etag).toBe(plain.headers.etag);
    expect(shared.body).toBe(plain.body);
  });

  it('becomes 404 once the charity is suspended', async () => {
    const charity = await createOrganization(database.db);
    expect((await get(`/charity/${charity.id}`)).statusCode).toBe(200);
    await database.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, charity.id));
    await expect.poll(async () => (await get(`/charity/${charity.id}`)).statusCode).toBe(404);
  });

  it("gives every other page the site's preview, in place of index.html's title and description", async () => {
    for (const path of ['/', '/charities', '/event']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      const { meta, titles, canonical, descriptions } = headOf(page.body);
      expect(titles, path).toEqual(['Tabang']);
      expect(descriptions, path).toBe(1);
      expect(canonical, path).toBeUndefined();
      expect(meta, path).toMatchObject({
        description: message('share.siteDescription'),
        'og:title': 'Tabang',
        'og:description': message('share.siteDescription'),
        'og:image': `${PUBLIC_URL}/api/get/share/tabang.jpg`,
        'twitter:card': 'summary_large_image',
      });
      expect(meta['og:url'], path).toBeUndefined();
    }
  });
});

describe('Home', () => {
  /** What the server wrote into the page's root. */
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('</body>'));
  /** A text in `language` as the page's HTML holds it (an apostrophe escaped). */
  const said = (language: 'en' | 'ceb', key: Parameters<typeof message>[0]) =>
    (language === 'ceb' ? textIn(ceb, key) : message(key)).replace(/'/g, '&#39;');

  it('holds its hero and introduction in the reader’s language, each language its own ETag', async () => {
    const english = await get('/');
    const cebuano = await get('/', { 'accept-language': 'ceb' });
    for (const [page, language] of [
      [english, 'en'],
      [cebuano, 'ceb'],
    ] as const) {
      expect(page.statusCode).toBe(200);
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language');
      const root = rootOf(page.body);
      // In the order the page draws them (features/home/home-page.tsx): the hero, then the introduction.
      const order = [
        'home.heroHeading',
        'home.heroText',
        'events.donateNow',
        'home.introHeading',
        'home.introText',
        'home.introCharities',
        'home.introEvents',
        'home.introDonate',
      ] as const;
      const places = order.map((key) => root.indexOf(`>${said(language, key)}<`));
      expect(places.every((place) => place > 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      expect(root).toContain('<p class="text-lg text-stone-700">');
    }
    expect(cebuano.headers.etag).not.toBe(english.headers.etag);
    // The same bytes (made once per language), so a browser holding them is answered 304.
    const again = await get('/', { 'accept-language': 'ceb', 'if-none-match': String(cebuano.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Every other page's root is index.html's.
    expect((await get('/login', { 'accept-language': 'ceb' })).body).toContain(ROOT);
  });

  it('is joined by the headings of Charities and the Leaderboard, in the reader’s language', async () => {
    for (const [path, heading, intro] of [
      ['/charities', 'charities.heading', 'charities.intro'],
      ['/leaderboards', 'leaderboard.heading', 'leaderboard.intro'],
    ] as const) {
      for (const language of ['en', 'ceb'] as const) {
        const page = await get(path, { 'accept-language': language });
        expect(page.statusCode, path).toBe(200);
        expect(page.headers.vary, path).toBe('Accept-Encoding, Accept-Language');
        const root = rootOf(page.body);
        // The page's heading, then its introduction (its LCP), first in the root as the web app draws them.
        expect(root, `${path} ${language}`).toMatch(
          /^<div id="root"><main class="min-h-svh flex-1"><(div|section) /,
        );
        const h1 = root.indexOf(`>${said(language, heading)}</h1>`);
        const p = root.indexOf(`>${said(language, intro)}</p>`);
        expect(h1, `${path} ${language}`).toBeGreaterThan(0);
        expect(p, `${path} ${language}`).toBeGreaterThan(h1);
      }
    }
  });
});
describe('the page while the database is slow', () => {
  it('is the plain app page (200) after a second, not a wait as long as the database takes', async () => {
    const charity = await createOrganization(database.db, { name: 'Slow Charity' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another transaction holds the charities table, so the page's lookup waits behind it.
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table organizations in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    const started = Date.now();
    const page = await get(`/charity/${charity.id}`);
    const took = Date.now() - started;
    release();
    await holder;
    expect(page.statusCode).toBe(200);
    expect(headOf(page.body).meta['og:title']).toBe('Tabang');
    expect(took).toBeLessThan(5_000);
    // Once the database answers, the page has its preview again.
    await expect
      .poll(async () => headOf((await get(`/charity/${charity.id}`)).body).meta['og:title'])
      .toBe('Slow Charity');
  });
});

describe('the page while the database does not answer', () => {
  let down: Database;
  let downApp: FastifyInstance;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there (as in resilience.test.ts).
    down = openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none`, dataDir: '' });
    downApp = await buildApp(config(), { database: down, blobs: memoryBlobStore() });
    await downApp.ready();
  });
  afterAll(async () => {
    await downApp.close();
    await down.close();
  });

  it('is the plain app page (200), so the app still loads and says what is wrong', async () => {
    for (const path of ['/charity/5', '/event/5']) {
      const page = await downApp.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(ROOT);
      expect(headOf(page.body).meta['og:title'], path).toBe('Tabang');
    }
  });
});

describe('the link-preview picture', () => {
  const expectPreview = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('image/jpeg');
    expect(response.headers['cache-control'], url).toBe('public, max-age=86400');
    expect(response.headers.etag, url).toBeTruthy();
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }, url).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return response;
  };

  it("is the charity's featured picture cropped to 1200×630, and answers 304 to the same ETag", async () => {
    const featureImageId = await storedImage(800, 800);
    const charity = await createOrganization(database.db, { featureImageId });
    const url = `/api/get/share/charity/${charity.id}.jpg`;
    const first = await expectPreview(url);
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("is the charity's logo, an event's poster, or the branded picture when there is none", async () => {
    const logoImageId = await storedImage(300, 300);
    const withLogo = await createOrganization(database.db, { logoImageId });
    const bare = await createOrganization(database.db);
    const posterId = await storedImage(600, 900);
    const event = await createEvent(database.db, bare.id, { imageId: posterId });
    const eventWithout = await createEvent(database.db, bare.id, { imageId: null });
    const logo = await expectPreview(`/api/get/share/charity/${withLogo.id}.jpg`);
    const branded = await expectPreview(`/api/get/share/charity/${bare.id}.jpg`);
    const poster = await expectPreview(`/api/get/share/event/${event.id}.jpg`);
    const brandedEvent = await expectPreview(`/api/get/share/event/${eventWithout.id}.jpg`);
    const site = await expectPreview('/api/get/share/tabang.jpg');
    expect(brandedEvent.headers.etag).toBe(branded.headers.etag);
    expect(site.headers.etag).toBe(branded.headers.etag);
    expect(new Set([logo, branded, poster].map((response) => response.headers.etag)).size).toBe(3);
  });

  it('is 404 for a charity or event the public cannot see', async () => {
    const suspended = await createOrganization(database.db, { suspended: true });
    const visible = await createOrganization(database.db);
    const draft = await createEvent(database.db, visible.id, { status: 1 });
    for (const url of [
      '/api/get/share/charity/999999.jpg',
      `/api/get/share/charity/${suspended.id}.jpg`,
      '/api/get/share/charity/abc.jpg',
      `/api/get/share/event/${draft.id}.jpg`,
      '/api/get/share/event/999999.jpg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'] ?? '', url).not.toContain('max-age=86400');
    }
  });
});

describe('the link-preview picture, stored and queued', () => {
  it('is drawn in the image queue uploads wait in: beyond it a 503 with Retry-After, and the server recovers', async () => {
    const store = memoryBlobStore();
    const busy = await buildApp(testConfig({ webDistDir: dist, images: { workers: 1, queueLength: 1 } }), {
      database,
      blobs: store,
    });
    try {
      const first = await createOrganization(database.db, {
        featureImageId: await storedImage(800, 600, store),
      });
      const second = await createOrganization(database.db, {
        featureImageId: await storedImage(640, 480, store),
      });
      const inject = (url: string) => busy.inject({ method: 'GET', url });
      // The branded preview, drawn and stored before the queue fills.
      expect((await inject('/api/get/share/tabang.jpg')).statusCode).toBe(200);

      // An upload holds the one worker until released.
      let release!: () => void;
      const held = busy.imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const waiting = inject(`/api/get/share/charity/${first.id}.jpg`);
      // Its lookups done, it waits in line (however long a busy machine takes to get there).
      await expect.poll(() => busy.imageQueue.waiting, { timeout: 30_000 }).toBe(1);

      const refused = await inject(`/api/get/share/charity/${second.id}.jpg`);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(UPLOAD_BUSY_RETRY_SECONDS));
      expect(refused.json()).toEqual({ message: message('dashboard.upload.busy'), code: 'busy' });
      expect(refused.headers['cache-control'] ?? '').not.toContain('max-age');
      expect(refused.headers.etag).toBeUndefined();
      // A stored preview needs no drawing, so it is still served.
      expect((await inject('/api/get/share/tabang.jpg')).statusCode).toBe(200);

      release();
      await held;
      expect((await waiting).statusCode).toBe(200);
      const later = await inject(`/api/get/share/charity/${second.id}.jpg`);
      expect(later.statusCode).toBe(200);
      expect(later.headers['content-type']).toBe('image/jpeg');
      expect(busy.imageQueue.running).toBe(0);
    } finally {
      await busy.close();
    }
  });

  it('is drawn once: another server (or a restart) on the same blob store serves the stored one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tabang-share-blobs-'));
    const disk = diskBlobStore(root);
    const written: string[] = [];
    const store: BlobStore = {
      ...disk,
      put: async (key, bytes, type) => {
        written.push(key);
        await disk.put(key, bytes, type);
      },
    };
    const serverOn = async () => {
      const server = await buildApp(config(), { database, blobs: store });
      await server.ready();
      return server;
    };
    const charity = await createOrganization(database.db, {
      featureImageId: await storedImage(800, 600, store),
    });
    const url = `/api/get/share/charity/${charity.id}.jpg`;
    const one = await serverOn();
    const two = await serverOn();
    try {
      const drawn = await one.inject({ method: 'GET', url });
      expect(drawn.statusCode).toBe(200);
      expect(previewKeys(written)).toHaveLength(1);

      const queued = vi.spyOn(two.imageQueue, 'run');
      const served = await two.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers.etag).toBe(drawn.headers.etag);
      expect(served.rawPayload.equals(drawn.rawPayload)).toBe(true);
      expect(queued).not.toHaveBeenCalled();
      expect(previewKeys(written)).toHaveLength(1);
      // A browser holding it revalidates against either server.
      const revalidated = await two.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': drawn.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
    } finally {
      await one.close();
      await two.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('is drawn again for a new picture, and kept through edits of what it does not show (name, description)', async () => {
    const charity = await createOrganization(database.db, {
      name: 'Old Name',
      description: 'Old description.',
      featureImageId: await storedImage(800, 800),
    });
    const url = `/api/get/share/charity/${charity.id}.jpg`;
    const stored = () => previewKeys(blobs.keys());
    const before = stored().length;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(stored()).toHaveLength(before + 1);

    // The preview shows the picture only; its title and text (og:title, og:description) carry the words.
    await database.db
      .update(organizations)
      .set({ name: 'New Name', description: 'New description.' })
      .where(eq(organizations.id, charity.id));
    const renamed = await get(url);
    expect(renamed.headers.etag).toBe(etag);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(stored()).toHaveLength(before + 1);

    const featureImageId = await storedImage(900, 500);
    await database.db.update(organizations).set({ featureImageId }).where(eq(organizations.id, charity.id));
    const repictured = await get(url, { 'if-none-match': etag });
    expect(repictured.statusCode).toBe(200);
    expect(repictured.headers.etag).not.toBe(etag);
    expect(repictured.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(stored()).toHaveLength(before + 2);
  });
});

describe('truncateAtWord', () => {
  it('keeps short text, cuts long text at a word, and cuts a single long word where it must', () => {
    expect(truncateAtWord('  Short\n text ', 20)).toBe('Short text');
    expect(truncateAtWord('one two three four five', 12)).toBe('one two…');
    expect(truncateAtWord('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(Array.from(truncateAtWord('🙂 '.repeat(100), 200)).length).toBeLessThanOrEqual(200);
  });
});
