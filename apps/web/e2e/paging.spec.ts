import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, pagesWithoutFirstReads, signUp, test } from './fixtures';

// Charities and Events load page by page (24 a page). Each run adds 30 charities and 30 events whose names
// carry one token, through the real API with fresh accounts (a member may add 5 charities a day), and
// searches for that token, so the counts are exact whatever else the database holds.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPgndJBU8QwasGU0SDqGE1FvKMZrWO0qOAdLU2n0LbCAQBNzJxfmDSWBwAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const ACCOUNTS = 6;
const PER_ACCOUNT = 5;
const TOTAL = ACCOUNTS * PER_ACCOUNT;
const PAGE = 24;
const HOUR = 60 * 60 * 1000;

const token = `pg${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const charityName = (n: number) => `Paging ${token} charity ${pad(n)}`;
const eventName = (n: number) => `Paging ${token} event ${pad(n)}`;

/**
 * POSTs a form, trying again after the server's Retry-After when it answers 503 because other tests' pictures
 * are being decoded at that moment.
 */
async function postForm(
  request: APIRequestContext,
  url: string,
  options: Parameters<APIRequestContext['post']>[1],
) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.post(url, options);
    if (response.status() !== 503 || attempt === 5) return response;
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers()['retry-after'] ?? 1) * 1000),
    );
  }
}

/** One fresh member adds charities `first`…`first+4` and, on the first of them, events `first`…`first+4`. */
async function addData(request: APIRequestContext, first: number, startsFrom: number) {
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  let organizationID = 0;
  for (let n = first; n < first + PER_ACCOUNT; n += 1) {
    const response = await postForm(request, '/api/post/organizations/add', {
      headers,
      multipart: {
        organizationName: charityName(n),
        organizationAbbreviation: 'PG',
        organizationAddress: 'Roxas Avenue, Davao City',
        organizationPhoneNumber: '(082) 555 0101',
        representativeName: 'Maria Clara Santos',
        organizationEmail: `paging${token}${n}@example.ph`,
        representativeContactNumber: '09171234567',
        organizationDescription: 'A charity made by the paging browser test.',
        organizationType: 'community',
        categories: '[]',
        organizationProfilePicture: image('logo.png'),
        organizationFeaturedPicture: image('feature.png'),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    if (n === first) organizationID = ((await response.json()) as { organizationID: number }).organizationID;
  }
  for (let n = first; n < first + PER_ACCOUNT; n += 1) {
    // Event n starts n hours after the run's start time, so the soonest-first order is 01, 02, … 30.
    const start = new Date(startsFrom + n * HOUR);
    const response = await postForm(request, '/api/post/event/add', {
      headers,
      multipart: {
        organizationID: String(organizationID),
        nameOfEvent: eventName(n),
        descriptionOfEvent: 'An event made by the paging browser test.',
        location: 'Times Beach, Davao City',
        whoCanJoin: 'Everyone',
        dateAndTimeStart: start.toISOString(),
        dateAndTimeEnd: new Date(start.getTime() + HOUR).toISOString(),
        eventImage: image('poster.png'),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // A year ahead, after every other test's events, so they never push those off the first page.
  const startsFrom = Date.now() + 365 * 24 * HOUR;
  // One member after the other: the server decodes only a few pictures at once.
  for (let index = 0; index < ACCOUNTS; index += 1)
    await addData(request, index * PER_ACCOUNT + 1, startsFrom);
  await request.dispose();
});

test('Charities loads the next page as the person scrolls, up to the end of the list', async ({ page }) => {
  await page.goto(`/charities?q=${token}`);
  const cards = page.getByTestId('charity-card');
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first()).toContainText(charityName(1));
  await expect(page.getByRole('searchbox', { name: 'Search charities' })).toHaveValue(token);

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(TOTAL);
  await expect(cards.last()).toContainText(charityName(TOTAL));
  await expect(page.getByText('You have reached the end of the list.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectAccessible(page);
});

test('Events loads the next page as the person scrolls', async ({ page }) => {
  await page.goto(`/events?q=${token}`);
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(PAGE);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(TOTAL);
  await expect(cards.last()).toContainText(eventName(TOTAL));
});

test('Load more works by keyboard and moves focus to the first new event', async ({ page }) => {
  // Without IntersectionObserver (old browsers) the button is the only way on; scrolling cannot race it here.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.goto(`/events?q=${token}`);
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(PAGE);
  await cards.last().getByRole('link').focus();
  await page.keyboard.press('Tab');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(loadMore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(TOTAL);
  await expect(page.getByRole('link', { name: eventName(PAGE + 1) })).toBeFocused();
  await expect(page.getByText(`${TOTAL - PAGE} more loaded`)).toBeAttached();
});

test('/events?q= opens with the search applied, in any case, soonest first', async ({ page }) => {
  await page.goto(`/events?q=${encodeURIComponent(`  ${token.toUpperCase()} event 0`)}`);
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(
    `  ${token.toUpperCase()} event 0`,
  );
  const cards = page.getByTestId('event-card');
  // "event 01" to "event 09": one page, so the number found is shown.
  await expect(cards).toHaveCount(9);
  expect(await cards.getByRole('link').allInnerTexts()).toEqual(
    Array.from({ length: 9 }, (_, i) => eventName(i + 1)),
  );
  await expect(page.getByText('Events found: 9')).toBeVisible();
  await expect(page.getByText('You have reached the end of the list.')).toBeVisible();
});

test('both empty states of Events and the search one of Charities', async ({ page }) => {
  await page.goto(`/events?q=nothing-is-called-${token}`);
  await expect(page.getByText('No events match your search')).toBeVisible();
  await expect(page.getByText('No Upcoming Events')).toHaveCount(0);

  await page.goto(`/charities?q=nothing-is-called-${token}`);
  await expect(page.getByText('No charities match your search')).toBeVisible();

  // The shared database always holds upcoming events, so this one answer is an empty first page.
  await pagesWithoutFirstReads(page);
  await page.route(/\/api\/get\/events\/all\/upcoming\?limit=24$/, (route) =>
    route.fulfill({ json: [], headers: { 'cache-control': 'no-store' } }),
  );
  await page.goto('/events');
  await expect(page.getByText('No Upcoming Events')).toBeVisible();
  await expect(page.getByText('No events match your search')).toHaveCount(0);
});

test('Back from an event keeps the search that was typed', async ({ page }) => {
  const firstPages: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/get\/events\/all\/upcoming\?limit=24$/.test(request.url())) firstPages.push(request.url());
  });
  await page.goto('/events');
  // Events came with its first page inside its HTML: its cards show without that page being fetched.
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  expect(firstPages).toEqual([]);
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill(`${token} event 1`);
  // The search reaches the URL once typing pauses.
  await expect(page).toHaveURL(new RegExp(`/events\\?q=${token}`));
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(10); // event 10 … 19
  await cards
    .filter({ hasText: eventName(12) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName(12));

  await page.goBack();
  await expect(search).toHaveValue(`${token} event 1`);
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(eventName(10));
});

test('Back from an event deep in the list returns to the place the reader had scrolled to', async ({
  page,
}) => {
  // The page the app opens with draws its first cards before the rest (components/event-card.tsx); coming back to
  // it draws them all at once, so the place is still there to return to.
  await page.goto(`/events?q=${token}`);
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(PAGE);
  // Scrolled to the end, which loads the rest of the list, then back up to a card deep in it.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(TOTAL);
  const deep = cards.nth(PAGE - 4);
  await deep.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const name = (await deep.getByRole('link').textContent()) ?? '';
  await deep.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(cards).toHaveCount(TOTAL);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(deep).toBeInViewport();
});

test('Charities and Events fit the screen: on a phone the category buttons scroll sideways in their own row @phone', async ({
  page,
}) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto(`/charities?q=${token}`);
  await expect(page.getByTestId('charity-card')).toHaveCount(PAGE);
  await expect(page.getByRole('button', { name: 'All categories' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/events?q=${token}`);
  await expect(page.getByTestId('event-card')).toHaveCount(PAGE);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
