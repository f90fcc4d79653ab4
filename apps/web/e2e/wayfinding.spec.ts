import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, expectAccessible, pagesWithoutFirstReads, signUp, test } from './fixtures';

// Finding one's way: back to the page after logging in, DONATE NOW high on phones, catalogue texts
// when the API fails, and a map that degrades to a link.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPgndJBU8QwasGU0SDqGE1FvKMZrWO0qOAdLU2n0LbCAQBNzJxfmDSWBwAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The first listed (seeded) charity. */
async function firstCharity(request: APIRequestContext) {
  const response = await request.get('/api/get/organizations?limit=1');
  expect(response.ok()).toBeTruthy();
  const [charity] = (await response.json()) as { organizationID: number; organizationName: string }[];
  return charity!;
}

/** Fills in the login form and submits it. */
async function logInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test("signed out on a charity page, Like's toast leads to login and back to the charity", async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const charity = await firstCharity(request);
  await page.goto(`/charity/${charity.organizationID}`);
  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Please log in to like this charity.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?returnTo=${encodeURIComponent(`/charity/${charity.organizationID}`)}$`),
  );
  await logInThroughForm(page, account);
  await expect(page).toHaveURL(new RegExp(`/charity/${charity.organizationID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(charity.organizationName);
  // Now signed in, Like works where the person left off.
  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
});

test("the donation dialog's Go to Login comes back to the charity; a foreign returnTo goes to the dashboard", async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const charity = await firstCharity(request);
  await page.goto(`/charity/${charity.organizationID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logInThroughForm(page, account);
  await expect(page).toHaveURL(new RegExp(`/charity/${charity.organizationID}$`));

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?returnTo=%2F%2Fexample.com%2F');
  await logInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out admin sent from /admin to login comes back to /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  await logInThroughForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
});

test('two failed logins then a success leave only the success toast', async ({ page, request }) => {
  const account = await signUp(request);
  await page.goto('/login');
  const failure = page.getByText('Error logging in. Please check your credentials.');
  for (let attempt = 0; attempt < 2; attempt++) {
    await logInThroughFormExpectingFailure(page, account.email);
    await expect(failure).toHaveCount(1);
  }
  await logInThroughForm(page, account);
  await expect(failure).toHaveCount(0);
});

async function logInThroughFormExpectingFailure(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  const submit = page.getByRole('button', { name: 'Log in' });
  await submit.click();
  await expect(page.getByText('Error logging in. Please check your credentials.')).toBeVisible();
  await expect(submit).toBeEnabled();
}

/** A new charity with a description of about 1,500 characters, added through the real API. */
async function longCharity(request: APIRequestContext) {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const sentence =
    'Volunteers of Davao cook, teach and visit families in the barangays of the city every week of the year. ';
  const ending = `The last sentence is only shown in full (${unique}).`;
  const charity = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: `Long Story Davao ${unique}`,
      organizationAbbreviation: 'LSD',
      organizationAddress: 'Bolton Street, Poblacion, Davao City',
      organizationPhoneNumber: '(082) 555 0177',
      representativeName: 'Ana Reyes',
      organizationEmail: `long${unique}@example.ph`,
      representativeContactNumber: '09171234567',
      organizationDescription: `${sentence.repeat(14)}${ending}`,
      organizationType: 'community',
      categories: '[]',
      organizationProfilePicture: image('logo.png'),
      organizationFeaturedPicture: image('feature.png'),
    },
  });
  expect(charity.status(), await charity.text()).toBe(201);
  const { organizationID } = (await charity.json()) as { organizationID: number };
  return { organizationID, ending };
}

test('on a phone, DONATE NOW is on the first screen of a long charity page, and Read more expands @phone', async ({
  page,
  request,
}) => {
  const { organizationID, ending } = await longCharity(request);
  await page.goto(`/charity/${organizationID}`);
  const donate = page.getByRole('button', { name: 'DONATE NOW' });
  await expect(donate).toBeVisible();
  const box = (await donate.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(740);

  const readMore = page.getByRole('button', { name: 'Read more' });
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(ending)).toHaveCount(0);
  await readMore.focus();
  await page.keyboard.press('Enter');
  const showLess = page.getByRole('button', { name: 'Show less' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await expect(showLess).toBeFocused();
  await expect(page.getByText(ending)).toBeVisible();
  await expectAccessible(page);
  await showLess.click();
  await expect(page.getByText(ending)).toHaveCount(0);
});

test('the charity page shows a catalogue text, not a raw HTTP error, when the server fails', async ({
  page,
  request,
}) => {
  const charity = await firstCharity(request);
  await pagesWithoutFirstReads(page);
  await page.route('**/api/get/organizationsByID/**', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  );
  await page.goto(`/charity/${charity.organizationID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load this charity');
  await expect(page.getByRole('alert')).toContainText(
    'Something went wrong on our side. Please try again in a moment.',
  );
  await expect(page.getByText(/HTTP error/)).toHaveCount(0);
});

test('Home says the spotlight could not be loaded when the API is down, and Try again brings it', async ({
  page,
}) => {
  await page.route('**/api/get/organizations?*', (route) => route.abort('connectionfailed'));
  await page.goto('/');
  const spotlight = page.getByRole('region', { name: 'Charity spotlight' });
  await expect(spotlight.getByRole('alert')).toContainText("The charity spotlight couldn't be loaded.");
  await expect(spotlight.locator('.animate-pulse')).toHaveCount(0);
  await expectAccessible(page);
  await page.unroute('**/api/get/organizations?*');
  await spotlight.getByRole('button', { name: 'Try again' }).click();
  await expect(spotlight.getByRole('link', { name: /^Visit / })).toBeVisible();
});

test('offline, the charity map gives way to the address and an Open in Google Maps link', async ({
  page,
  request,
  context,
}) => {
  const charity = await firstCharity(request);
  const details = (await (
    await request.get(`/api/get/organizationsByID/${charity.organizationID}`)
  ).json()) as { organizationAddress: string }[];
  const address = details[0]!.organizationAddress;
  await page.goto(`/charity/${charity.organizationID}`);
  const location = page.locator('aside');
  const openInMaps = location.getByRole('link', { name: 'Open in Google Maps' });
  await expect(openInMaps).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  );
  // The map's frame comes when the person scrolls near it.
  await location.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(location.locator('iframe')).toHaveCount(1);

  await context.setOffline(true);
  await expect(location.locator('iframe')).toHaveCount(0);
  await expect(location.getByText('The map needs an internet connection.')).toBeVisible();
  await expect(openInMaps).toBeVisible();
  await context.setOffline(false);
  await expect(location.locator('iframe')).toHaveCount(1);
});
