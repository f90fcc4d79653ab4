import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signUp, test } from './fixtures';

// A visitor browsing Home → Charities → a charity → one of its events → Events search → Leaderboard.
// Each worker adds its own charity and events through the real API (with a fresh account), so the tests
// hold with or without the demo seed and never depend on what other tests change.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPgndJBU8QwasGU0SDqGE1FvKMZrWO0qOAdLU2n0LbCAQBNzJxfmDSWBwAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const DAY = 24 * 60 * 60 * 1000;

type Fixture = {
  token: string;
  charityID: number;
  charityName: string;
  address: string;
  category: { categoryID: number; category: string } | undefined;
  upcomingID: number;
  upcomingName: string;
  pastName: string;
  description: string;
  location: string;
};

async function createFixture(request: APIRequestContext): Promise<Fixture> {
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  const categories = (await (await request.get('/api/get/categories/all')).json()) as Fixture['category'][];
  const category = categories[0];
  const charityName = `Bayanihan ${token}`;
  const address = `${token} Roxas Avenue, Davao City`;
  const charity = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: charityName,
      organizationAbbreviation: 'BYN',
      organizationAddress: address,
      organizationPhoneNumber: '(082) 555 0101',
      representativeName: 'Maria Clara Santos',
      organizationEmail: `bayanihan${token}@example.ph`,
      representativeContactNumber: '09171234567',
      organizationDescription: `A neighbourhood charity made by a browser test (${token}).`,
      organizationType: 'community',
      organizationFacebookLink: 'https://facebook.com/bayanihan',
      categories: JSON.stringify(category ? [category.categoryID] : []),
      organizationProfilePicture: image('logo.png'),
      organizationFeaturedPicture: image('feature.png'),
    },
  });
  expect(charity.status(), await charity.text()).toBe(201);
  const { organizationID } = (await charity.json()) as { organizationID: number };

  const description = `Bring gloves and water: we clean the shore from the pier to the mangroves. Keyword desc${token}.`;
  const location = `Times Beach, Barangay 76-A Bucana, Talomo District, Davao City loc${token}`;
  const addEvent = async (name: string, startsIn: number, lasts = 3 * 60 * 60 * 1000) => {
    const start = new Date(Date.now() + startsIn);
    const response = await request.post('/api/post/event/add', {
      headers,
      multipart: {
        organizationID: String(organizationID),
        nameOfEvent: name,
        descriptionOfEvent: description,
        location,
        whoCanJoin: 'Anyone aged 12 and up, with a parent for children under 16',
        dateAndTimeStart: start.toISOString(),
        dateAndTimeEnd: new Date(start.getTime() + lasts).toISOString(),
        eventImage: image('poster.png'),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { eventID: number }).eventID;
  };
  const upcomingName = `Shore Cleanup ${token}`;
  const pastName = `Last Year's Cleanup ${token}`;
  const upcomingID = await addEvent(upcomingName, 2 * DAY);
  // An event that has already ended cannot be added: this one started 10 days ago and ends in two seconds.
  await addEvent(pastName, -10 * DAY, 10 * DAY + 2000);
  await expect
    .poll(
      async () =>
        JSON.stringify(
          await (await request.get(`/api/get/organizations/events/past/${organizationID}`)).json(),
        ),
      {
        timeout: 15_000,
      },
    )
    .toContain(pastName);
  return {
    token,
    charityID: organizationID,
    charityName,
    address,
    category,
    upcomingID,
    upcomingName,
    pastName,
    description,
    location,
  };
}

let fixture: Fixture;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  fixture = await createFixture(request);
  await request.dispose();
});

/** Follows a main-navigation link. */
async function navigate(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .click();
}

test('a visitor walks from Home to a charity, its event, the events search and the leaderboard', async ({
  page,
}) => {
  // Home
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Tabang');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('heading', { name: 'Charities in Davao', level: 2 })).toBeVisible();
  const homeCharities = page.getByTestId('home-charities').getByTestId('charity-card');
  await expect(homeCharities.first()).toBeVisible();
  expect(await homeCharities.count()).toBeLessThanOrEqual(3);
  const month = page.getByRole('region', { name: 'Events this month' });
  await expect(
    month.getByTestId('event-card').first().or(month.getByText('No Upcoming Events')),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'LEADERBOARD', level: 2 })).toBeVisible();
  await expectAccessible(page);

  // Charities, through See more
  await page.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(/\/Charities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Categories' })).toBeVisible();
  await expect(page.getByTestId('charity-card').first()).toBeVisible();
  // The list comes a page at a time, so the new charity (the last by id) is found by searching for it.
  await page.getByRole('searchbox', { name: 'Search charities' }).fill(fixture.token);
  await expect(page).toHaveURL(new RegExp(`/Charities\\?q=${fixture.token}$`));
  const card = page.getByTestId('charity-card').filter({ hasText: fixture.charityName });
  await expect(card).toBeVisible();
  // Added by a member, not yet verified by an admin.
  await expect(card.getByText('Pending verification')).toBeVisible();
  const all = page.getByRole('button', { name: 'All categories' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  if (fixture.category) {
    const button = page.getByRole('button', { name: fixture.category.category, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(`Showing charities in ${fixture.category.category}`)).toBeVisible();
    await expect(card).toBeVisible();
    for (const text of await page.getByTestId('charity-card').allInnerTexts())
      expect(text).toContain(fixture.category.category);
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
  }

  // The charity page
  await card.getByRole('link', { name: fixture.charityName }).click();
  await expect(page).toHaveURL(new RegExp(`/charity/${fixture.charityID}$`));
  await expect(page).toHaveTitle(`${fixture.charityName} · Tabang`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.charityName);
  await expect(page.getByRole('img', { name: `${fixture.charityName} logo` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'DONATE NOW' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  const previous = page.getByRole('region', { name: 'Previous Events' });
  await expect(upcoming.getByRole('link', { name: fixture.upcomingName })).toBeVisible();
  await expect(previous.getByRole('link', { name: fixture.pastName })).toBeVisible();
  await expect(upcoming.getByText(fixture.pastName)).toHaveCount(0);
  await expect(page.getByText(`(082) 555 0101`)).toBeVisible();
  await expect(page.getByTestId('donor-count')).toHaveText('0');
  // The map's frame comes when the person scrolls near it.
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.locator(`iframe[title="Map of ${fixture.address}"]`);
  await expect(map).toHaveAttribute(
    'src',
    `https://www.google.com/maps?q=${encodeURIComponent(fixture.address)}&output=embed`,
  );
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expectAccessible(page);

  // One of its events
  await upcoming.getByRole('link', { name: fixture.upcomingName }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${fixture.upcomingID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.upcomingName);
  await expect(page.getByRole('img', { name: `Poster of ${fixture.upcomingName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who can join?' })).toBeVisible();
  await expect(page.getByText('Anyone aged 12 and up, with a parent for children under 16')).toBeVisible();
  const details = page.getByRole('region', { name: 'Event details' });
  await expect(details.getByText('Starts')).toBeVisible();
  await expect(details.getByText('Ends')).toBeVisible();
  await expect(details.getByText(fixture.location)).toBeVisible();
  const info = page.getByRole('region', { name: 'Charity Information' });
  await expect(info.getByRole('link', { name: '(082) 555 0101' })).toBeVisible();
  await expect(info.getByRole('link', { name: 'facebook.com/bayanihan' })).toHaveAttribute(
    'href',
    'https://facebook.com/bayanihan',
  );
  // Donate works once the charity has loaded.
  await expect(page.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
  await expectAccessible(page);

  // Events search
  await navigate(page, 'Events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MORE EVENTS');
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const search = page.getByRole('searchbox', { name: 'Search events' });
  for (const query of [fixture.token.toUpperCase(), `DESC${fixture.token}`, `loc${fixture.token}`]) {
    await search.fill(query);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link', { name: fixture.upcomingName })).toBeVisible();
  }
  await search.fill(`nothing-is-called-${fixture.token}-zz`);
  await expect(page.getByText('No events match your search')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await search.fill('');
  await expect(page.getByText('No events match your search')).toHaveCount(0);
  await expect(cards).toHaveCount(before);

  // Finding an event: filters kept in the URL, Back undoes one, an empty result offers to clear them.
  await search.fill(fixture.token);
  await expect(cards).toHaveCount(1);
  // The card names the weekday (the event is in two days).
  await expect(cards.locator('time')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByText('No upcoming events match these filters', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/[?&]date=today(&|$)/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards.getByRole('link', { name: fixture.upcomingName })).toBeVisible();
  await expect(page).not.toHaveURL(/date=/);
  if (fixture.category) {
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: fixture.category.category });
    await expect(page).toHaveURL(new RegExp(`[?&]category=${fixture.category.categoryID}(&|$)`));
    await expect(cards.getByRole('link', { name: fixture.upcomingName })).toBeVisible();
  }
  const openSlots = page.getByRole('checkbox', { name: 'Open volunteer slots' });
  await openSlots.check();
  await expect(page).toHaveURL(/[?&]openSlots=1(&|$)/);
  // It has no slot limit, so it is open.
  await expect(cards).toHaveCount(1);
  await expectAccessible(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/openSlots/);
  await expect(openSlots).not.toBeChecked();
  // A link reproduces the filters.
  await page.goto(`/events?q=${fixture.token}&date=month&openSlots=1`);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(openSlots).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(fixture.token);
  await expectAccessible(page);

  // Leaderboard
  await navigate(page, 'Leaderboard');
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page).toHaveTitle('Leaderboard · Tabang');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LEADERBOARD');
  const podium = page.getByTestId('podium-entry');
  const empty = page.getByText('No donation data available yet. Be the first to make a difference!');
  await expect(podium.first().or(empty)).toBeVisible();
  if ((await podium.count()) > 0) {
    // The podium holds ranks 1 to 3; donors tied for a place on it all stand there.
    for (const text of await podium.allInnerTexts()) expect(text).toMatch(/#[1-3]\b/);
    // Amounts are pesos with no decimals.
    for (const text of await page.getByTestId('leaderboard').allInnerTexts())
      expect(text).not.toMatch(/₱[\d,]+\.\d/);
    await expect(podium.first()).toContainText(/₱[\d,]+/);
  }
  await expectAccessible(page);
});

test('event cards truncate the description and location by screen width', async ({ page }) => {
  await page.goto(`/charity/${fixture.charityID}`);
  const card = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByTestId('event-card')
    .filter({ hasText: fixture.upcomingName });
  const lengths = async () => ({
    description: Array.from((await card.getByTestId('event-description').textContent()) ?? '').length,
    location: Array.from(
      ((await card.getByTestId('event-location').textContent()) ?? '').replace(/^Location: /, ''),
    ).length,
  });
  for (const [width, expected] of [
    [1280, { description: 70, location: 50 }],
    [500, { description: 50, location: 30 }],
    [360, { description: 35, location: 20 }],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(lengths).toEqual(expected);
  }
  await expect(card.getByTestId('event-description')).toHaveText(/…$/);
  expect(fixture.description.length).toBeGreaterThan(70);
  expect(fixture.location.length).toBeGreaterThan(50);
});

test('an unknown or malformed charity or event shows a clear not-found page', async ({ page }) => {
  for (const path of ['/charity/abc', '/charity/2147483000', '/charity/-4']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charity not found');
    await expect(page).toHaveTitle('Charity not found · Tabang');
    await expect(page.getByRole('link', { name: 'Browse all charities' })).toBeVisible();
  }
  for (const path of ['/event/xyz', '/event/2147483000']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found');
    await expect(page.getByRole('link', { name: 'Browse all events' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Browse all events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MORE EVENTS');
});

test("the charity page shows its categories (or 'No categories'), with every image sized and described", async ({
  page,
}) => {
  await page.goto(`/charity/${fixture.charityID}`);
  const categories = page.getByTestId('charity-categories');
  if (fixture.category) await expect(categories).toContainText(fixture.category.category);
  else await expect(categories).toContainText('No categories');
  // Every image on the page has its size reserved (width and height), so nothing jumps when it loads.
  const unsized = await page
    .locator('main img')
    .evaluateAll((images) =>
      images
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML),
    );
  expect(unsized).toEqual([]);
  const missingAlt = await page
    .locator('img')
    .evaluateAll((images) => images.filter((img) => !img.hasAttribute('alt')).map((img) => img.outerHTML));
  expect(missingAlt).toEqual([]);
});

test("before any script has run, Home, Charities and the Leaderboard show their first text in the reader's language where the page then draws it @phone", async ({
  browser,
}, testInfo) => {
  // Their HTML holds it (apps/api modules/share), so a slow phone paints its largest text before the scripts.
  const open = (javaScriptEnabled: boolean) =>
    browser.newContext({
      javaScriptEnabled,
      locale: 'ceb',
      viewport: testInfo.project.use.viewport ?? null,
      baseURL: testInfo.project.use.baseURL,
    });
  const [scriptless, scripted] = await Promise.all([open(false), open(true)]);
  try {
    const early = await scriptless.newPage();
    const page = await scripted.newPage();
    await Promise.all([early.goto('/'), page.goto('/')]);
    const hero = (p: Page) => p.getByRole('heading', { level: 1, name: 'Tabang nga moabot sa Davao' });
    const intro = (p: Page) => p.locator('#home-intro').locator('xpath=../..').locator('p').first();
    // Drawn by React once the scripts have run: its <main> has the skip link's target, the server's has not.
    await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero(page)).toBeVisible();
    await expect(hero(early)).toBeVisible();
    await expect(intro(early)).toHaveText((await intro(page).textContent()) ?? '');
    // An urgent drive's banner (when another test has one open) is drawn above the hero by the scripts only.
    const banner = page.locator('section[aria-labelledby="urgent-drives"]');
    const shift = (await banner.count()) > 0 ? ((await banner.boundingBox())?.height ?? 0) : 0;
    for (const [what, at] of [
      ['hero', hero],
      ['introduction', intro],
    ] as const) {
      const painted = (await at(early).boundingBox())!;
      const drawn = (await at(page).boundingBox())!;
      expect({ ...drawn, y: drawn.y - shift }, what).toEqual(painted);
    }
    // Charities and the Leaderboard: their heading and introduction.
    for (const path of ['/charities', '/leaderboards']) {
      await Promise.all([early.goto(path), page.goto(path)]);
      await expect(page.locator('main#main h1')).toBeVisible();
      for (const what of ['h1', 'h1 + p']) {
        const drawn = page.locator(`main#main ${what}`);
        await expect(early.locator(what), `${path} ${what}`).toHaveText((await drawn.textContent()) ?? '');
        expect(await drawn.boundingBox(), `${path} ${what}`).toEqual(await early.locator(what).boundingBox());
      }
    }
  } finally {
    await Promise.all([scriptless.close(), scripted.close()]);
  }
});
