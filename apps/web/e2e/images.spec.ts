import type { APIRequestContext, Locator } from '@playwright/test';
import { IMAGE_VARIANT_WIDTHS } from '@tabang/shared';
import sharp from 'sharp';
import { expect, signUp, test } from './fixtures';

// Responsive images in a real browser: the LCP picture of a charity's and an event's page is fetched at once with
// high priority, the others lazily, and the browser picks one of the stored copies from srcset and decodes it.

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

type Fixture = { charityID: number; eventID: number };

async function createFixture(request: APIRequestContext): Promise<Fixture> {
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const charity = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: `Larawan ${token}`,
      organizationAbbreviation: 'LRW',
      organizationAddress: `${token} Roxas Avenue, Davao City`,
      organizationPhoneNumber: '(082) 555 0101',
      representativeName: 'Maria Clara Santos',
      organizationEmail: `larawan${token}@example.ph`,
      representativeContactNumber: '09171234567',
      organizationDescription: 'A charity with big pictures, made by a browser test.',
      organizationType: 'community',
      categories: '[]',
      organizationProfilePicture: {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await png(500, 500, '#0f766e'),
      },
      organizationFeaturedPicture: {
        name: 'feature.png',
        mimeType: 'image/png',
        buffer: await png(1600, 600, '#15803d'),
      },
    },
  });
  expect(charity.status(), await charity.text()).toBe(201);
  const { organizationID } = (await charity.json()) as { organizationID: number };
  const poster = await png(1280, 720, '#b45309');
  const addEvent = async (name: string, startsIn: number) => {
    const start = new Date(Date.now() + startsIn);
    const response = await request.post('/api/post/event/add', {
      headers,
      multipart: {
        organizationID: String(organizationID),
        nameOfEvent: `${name} ${token}`,
        descriptionOfEvent: 'Bring gloves and water.',
        location: 'Times Beach, Davao City',
        whoCanJoin: 'Anyone',
        dateAndTimeStart: start.toISOString(),
        dateAndTimeEnd: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
        eventImage: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { eventID: number }).eventID;
  };
  const eventID = await addEvent('Shore Cleanup', 2 * 24 * 60 * 60 * 1000);
  await addEvent('Tree Planting', 3 * 24 * 60 * 60 * 1000);
  return { charityID: organizationID, eventID };
}

let fixture: Fixture;
test.beforeAll(async ({ request }) => {
  fixture = await createFixture(request);
});

/** Waits until the image has loaded and decoded, then says which URL the browser chose and how wide it is. */
async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
  }));
}

/**
 * The browser chose one of the stored copies, not the whole picture, and decoded it (with srcset, naturalWidth is
 * the copy's width over its density, so it is only checked to be there).
 */
function expectVariant(picture: { currentSrc: string; naturalWidth: number }) {
  expect(picture.currentSrc).toMatch(new RegExp(`\\?w=(${IMAGE_VARIANT_WIDTHS.join('|')})$`));
  expect(picture.naturalWidth).toBeGreaterThan(0);
}

test('a charity page fetches its banner first, from srcset, and its event posters lazily @phone', async ({
  page,
}) => {
  const banner = page.waitForResponse((response) =>
    response.url().includes(`/api/get/organizations/image/${fixture.charityID}?w=`),
  );
  const bannerRequests: string[] = [];
  const charityReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/get/organizations/image/${fixture.charityID}?w=`))
      bannerRequests.push(request.url());
    if (new URL(request.url()).pathname === `/api/get/organizationsByID/${fixture.charityID}`)
      charityReads.push(request.url());
  });
  await page.goto(`/charity/${fixture.charityID}`);
  // The charity came inside the page's HTML: it shows without being fetched.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(charityReads).toEqual([]);
  // The page's head preloads it (the same srcset and sizes as the <img>), so it is fetched with the scripts.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('imagesizes', '100vw');
  const answer = await banner;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers().etag).toBeTruthy();

  const main = page.locator('main');
  const highPriority = main.locator('img[fetchpriority="high"]');
  await expect(highPriority).toHaveCount(1);
  await expect(highPriority).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=640 640w, .*\?w=1280 1280w/);
  await expect(highPriority).toHaveAttribute('sizes', '100vw');
  await expect(highPriority).not.toHaveAttribute('loading', 'lazy');
  expectVariant(await loaded(highPriority));
  // Once: the <img> takes the preloaded copy.
  expect(bannerRequests).toHaveLength(1);

  // The posters of the charity's events: lazy, decoded off the main thread, and a copy once scrolled to.
  const posters = main.getByTestId('event-card').locator('img');
  await expect(posters).toHaveCount(2);
  for (const poster of await posters.all()) {
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute('decoding', 'async');
    await expect(poster).toHaveAttribute('srcset', /\?w=640 640w/);
    await poster.scrollIntoViewIfNeeded();
    expectVariant(await loaded(poster));
  }
  // The 500 px logo is shown 112 px wide: its 320 px copy.
  const logo = main.locator('img[sizes="112px"]');
  expect((await loaded(logo)).currentSrc).toMatch(/\?w=320$/);
});

test('an event page fetches its poster first, from srcset @phone', async ({ page }) => {
  const eventReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/get/events/${fixture.eventID}`)
      eventReads.push(request.url());
  });
  await page.goto(`/event/${fixture.eventID}`);
  const highPriority = page.locator('main img[fetchpriority="high"]');
  await expect(highPriority).toHaveCount(1);
  // The event came inside the page's HTML: it shows without being fetched.
  expect(eventReads).toEqual([]);
  await expect(highPriority).toHaveAttribute(
    'srcset',
    new RegExp(`/api/get/events/image/${fixture.eventID}\\?w=320 320w`),
  );
  expectVariant(await loaded(highPriority));
});

test("before any script has run, a charity's and an event's page shows its picture where the page then draws it @phone", async ({
  browser,
  page,
}, testInfo) => {
  // The page's HTML holds the picture (apps/api modules/share), so a slow phone paints it before the scripts arrive.
  const scriptless = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const early = await scriptless.newPage();
    for (const [path, alt] of [
      [`/charity/${fixture.charityID}`, /featured picture$/],
      [`/event/${fixture.eventID}`, /^Poster of Shore Cleanup/],
    ] as const) {
      await early.goto(path);
      const painted = early.getByRole('img', { name: alt });
      expectVariant(await loaded(painted));
      await page.goto(path);
      const drawn = page.locator('main').getByRole('img', { name: alt });
      expectVariant(await loaded(drawn));
      // Where the page draws it, so nothing moves when the scripts have run.
      expect(await drawn.boundingBox(), path).toEqual(await painted.boundingBox());
    }
  } finally {
    await scriptless.close();
  }
});

test('a charity page on a phone fetches its map only when the person scrolls near it @phone', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.com/maps')) mapRequests.push(request.url());
  });
  await page.goto(`/charity/${fixture.charityID}`);
  const main = page.locator('main');
  // The page has drawn its sections (the events' posters), so the map's place is where it stays.
  await expect(main.getByTestId('event-card')).toHaveCount(2);
  const location = main.getByRole('heading', { name: 'Location' });
  const [top, screen] = await location.evaluate((heading) => [
    heading.getBoundingClientRect().top,
    window.innerHeight,
  ]);
  // Below the screen by more than the margin (MAP_MARGIN, 300 px), or this test would prove nothing.
  expect(top).toBeGreaterThan(screen + 300);
  const map = main.locator('iframe[src*="google.com/maps"]');
  await expect(map).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await location.scrollIntoViewIfNeeded();
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', /Roxas Avenue, Davao City/);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});

test("with the browser's data saver on, a charity page fetches only the smallest copies and the map when asked", async ({
  page,
}) => {
  // What Chrome's "Save data" (Android) or Lite mode tells the page, and every request it sends.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const smallest = IMAGE_VARIANT_WIDTHS[0];
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/get\/(organizations|events)\/(image|logo)\//.test(request.url())) fetched.push(request.url());
  });
  await page.goto(`/charity/${fixture.charityID}`);

  const main = page.locator('main');
  const banner = main.locator('img[fetchpriority="high"]');
  await expect(banner).not.toHaveAttribute('srcset', /./);
  expect((await loaded(banner)).currentSrc).toMatch(new RegExp(`\\?w=${smallest}$`));
  for (const poster of await main.getByTestId('event-card').locator('img').all()) {
    await poster.scrollIntoViewIfNeeded();
    expect((await loaded(poster)).currentSrc).toMatch(new RegExp(`\\?w=${smallest}$`));
  }
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((url) => !url.endsWith(`?w=${smallest}`))).toEqual([]);

  // The map (a heavy page of its own) waits until asked for.
  const map = main.locator('iframe[src*="google.com/maps"]');
  await expect(main.getByText('The map is hidden to save data.')).toBeVisible();
  await expect(map).toHaveCount(0);
  await main.getByRole('button', { name: 'Show map' }).click();
  await expect(map).toHaveCount(1);
});
