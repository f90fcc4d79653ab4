import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { addCharity, bearer } from './charities';
import { expect, expectAccessible, test } from './fixtures';

/** The value of a head meta tag, as the browser reads it (so entities are decoded). */
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/** A new charity (with a featured picture) and an upcoming event of it, through the API. */
async function charityWithEvent(request: APIRequestContext) {
  // Short enough to wrap on a phone: a 20-digit word overflows any page at 360 px.
  const unique = `${Date.now() % 1e6}${Math.floor(Math.random() * 1e3)}`;
  const charityName = `Share & Care ${unique}`;
  const { account, organizationID } = await addCharity(request, charityName);
  const start = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const poster = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const event = await request.post('/api/post/event/add', {
    headers: await bearer(request, account),
    multipart: {
      organizationID: String(organizationID),
      nameOfEvent: `Beach clean-up ${unique}`,
      descriptionOfEvent: 'Gloves and sacks are provided.',
      location: 'Times Beach, Davao City',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: start.toISOString(),
      dateAndTimeEnd: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
      eventImage: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const { eventID } = (await event.json()) as { eventID: number };
  return { charityName, organizationID, eventName: `Beach clean-up ${unique}`, eventID };
}

/** Nothing wider than the screen, and every share control at least 44 px tall. */
async function expectFitsScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  for (const control of await page.getByTestId('share-buttons').locator('a, button').all())
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test("a charity's page carries its link preview, with a 1200×630 picture; an unknown one is a 404", async ({
  page,
}) => {
  const { charityName, organizationID } = await charityWithEvent(page.request);
  const response = await page.request.get(`/charity/${organizationID}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(metaOf(html, 'og:title')).toBe(charityName.replace('&', '&amp;'));
  const baseURL = test.info().project.use.baseURL!;
  expect(metaOf(html, 'og:url')).toBe(`${baseURL}/charity/${organizationID}`);
  const imageUrl = metaOf(html, 'og:image')!;
  expect(imageUrl).toBe(`${baseURL}/api/get/share/charity/${organizationID}.jpg`);

  const image = await page.request.get(imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const { width, height } = await sharp(await image.body()).metadata();
  expect({ width, height }).toEqual({ width: 1200, height: 630 });

  // The browser reads the same tags, and the app still runs on the page.
  await page.goto(`/charity/${organizationID}`);
  await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', charityName);

  const unknown = await page.goto('/charity/2147483000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charity not found');
});

test('Copy link and the Facebook link on the charity and event pages', async ({ page, context }) => {
  test.skip(test.info().project.name === 'phone', 'phones get the share sheet (next test)');
  const { charityName, organizationID, eventName, eventID } = await charityWithEvent(page.request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const baseURL = test.info().project.use.baseURL!;
  for (const [path, name] of [
    [`/charity/${organizationID}`, charityName],
    [`/event/${eventID}`, eventName],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const share = page.getByRole('group', { name: 'Share' });
    await expect(
      share.getByRole('link', { name: `Share ${name} on Facebook (opens in a new tab)` }),
    ).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${baseURL}${path}`)}`,
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    await expectAccessible(page);
  }
});

test('on a phone, Share opens the share sheet with the page, and everything fits 360 px @phone', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the share sheet is for phones');
  const { charityName, organizationID, eventName, eventID } = await charityWithEvent(page.request);
  // Headless Chromium has no share sheet: a stand-in records what the page gives it.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const baseURL = test.info().project.use.baseURL!;
  for (const [path, name] of [
    [`/charity/${organizationID}`, charityName],
    [`/event/${eventID}`, eventName],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: `Share ${name}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.at(-1)))
      .toMatchObject({ title: name, url: `${baseURL}${path}` });
    await expectFitsScreen(page);
    await expectAccessible(page);
  }
});
