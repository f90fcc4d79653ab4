import type { APIRequestContext, Page } from '@playwright/test';
import { TRUNCATE_RECENT_DONATION_CHARITY_NAME, truncate } from '@tabang/shared';
import sharp from 'sharp';
import { manilaLocal, payInSandbox, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A brand-new member adds a charity (two real images, two categories) and an event from the dashboard, finds
// both on the public pages, donates through the sandbox gateway and sees the dashboard's panels fill in.

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const PESO_2 = /^₱[\d,]+\.\d{2}$/;

/** Donates through the sandbox gateway's hosted checkout, as a donor who pays would; returns when completed. */
async function donate(request: APIRequestContext, token: string, organizationID: number, amount: number) {
  // A new charity takes donations once an admin has verified it.
  await verifyCharity(organizationID);
  await payInSandbox(request, { authorization: `Bearer ${token}` }, { organizationID, amount });
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('a member adds a charity and an event from the dashboard and finds them on the public pages', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const token = await logIn(page, account);
  const suffix = `${Date.now() % 1_000_000}`;
  const charityName = `Davao Reading Circle ${suffix}`;
  const eventName = `Storytelling Saturday ${suffix}`;

  await openDashboard(page);
  const sideNav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(sideNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(sideNav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByTestId('dashboard-clock')).toBeVisible();
  await expect(page.getByText('You do not represent a charity yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add event' })).toBeDisabled();

  // --- Add charity ---
  await page.getByRole('button', { name: 'Add charity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a charity' });
  await expect(dialog).toBeVisible();
  // Submitting an empty form names what is missing.
  await dialog.getByRole('button', { name: 'Add charity' }).click();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Representative contact number is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Logo is required', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(charityName);
  await dialog.getByLabel('Abbreviation').fill('DRC');
  await dialog.getByLabel('Address').fill(`${suffix} San Pedro Street, Davao City`);
  await dialog.getByLabel('Phone number').fill('(082) 221 1234');
  await dialog.getByLabel('Representative name').fill('Liza Dizon');
  await dialog.getByLabel('Email').fill(`reading${suffix}@example.ph`);
  await dialog.getByLabel('Representative contact number').fill('09171112222');
  await dialog.getByLabel('Description').fill('Free reading lessons for children in Davao, every Saturday.');
  await dialog.getByLabel('Organization type').selectOption('educational');
  // A javascript: link is refused in the browser too.
  await dialog.getByLabel('Website (optional)').fill('javascript:alert(1)');
  await dialog.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(400, 400, '#0f766e'),
  });
  await dialog.getByLabel('Featured picture').setInputFiles({
    name: 'feature.png',
    mimeType: 'image/png',
    buffer: await png(1200, 600, '#b45309'),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen Logo' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen Featured picture' })).toBeVisible();

  const picker = dialog.getByLabel('Choose a category to add');
  await expect(picker.locator('option').nth(2)).toBeAttached();
  const categories: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const label = (await picker.locator('option').nth(1).textContent())!;
    await picker.selectOption({ label });
    categories.push(label);
    await expect(dialog.getByRole('button', { name: `Remove ${label}` })).toBeVisible();
  }
  // Removable: take one away and add it back.
  await dialog.getByRole('button', { name: `Remove ${categories[1]}` }).click();
  await expect(dialog.getByRole('button', { name: `Remove ${categories[1]}` })).toHaveCount(0);
  await picker.selectOption({ label: categories[1]! });

  await dialog.getByRole('button', { name: 'Add charity' }).click();
  await expect(
    dialog.getByText('Website must be a web address starting with http:// or https://'),
  ).toBeVisible();
  await dialog.getByLabel('Website (optional)').fill('https://readingcircle.example.ph');
  await dialog.getByRole('button', { name: 'Add charity' }).click();
  await expect(page.getByText('Charity added successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed at once on the dashboard, pending verification.
  const mine = page
    .getByTestId('my-charities')
    .getByRole('listitem')
    .filter({ hasText: charityName })
    .first();
  await expect(mine.getByText('Pending verification')).toBeVisible();
  const charityPath = await mine.getByRole('link', { name: 'View page' }).getAttribute('href');
  expect(charityPath).toMatch(/^\/charity\/\d+$/);
  const organizationID = Number(charityPath!.split('/').pop());

  // ...and on /charities, with the badge and both categories.
  await page.goto(`/charities?q=${encodeURIComponent(charityName)}`);
  const card = page.getByTestId('charity-card').filter({ hasText: charityName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Pending verification')).toBeVisible();
  for (const category of categories) await expect(card.getByText(category, { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: /logo/i })).toBeVisible();

  // --- Add event ---
  await openDashboard(page);
  await page
    .getByTestId('my-charities')
    .getByRole('listitem')
    .filter({ hasText: charityName })
    .first()
    .getByRole('button', { name: 'Add event' })
    .click();
  const eventDialog = page.getByRole('dialog', { name: 'Add an event' });
  await expect(eventDialog.getByLabel('Charity')).toHaveValue(String(organizationID));
  const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await eventDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(eventName);
  await eventDialog.getByLabel('Description').fill('Stories, songs and a free book for every child.');
  await eventDialog.getByLabel('Location').fill('Rizal Park, Davao City');
  await eventDialog.getByLabel('Who can join').fill('Children aged 4 to 10 with a parent');
  await eventDialog.getByLabel('Start date and time').fill(manilaLocal(start));
  await eventDialog
    .getByLabel('End date and time')
    .fill(manilaLocal(new Date(start.getTime() - 60 * 60 * 1000)));
  await eventDialog.getByLabel('Poster image').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: await png(800, 1000, '#7c3aed'),
  });
  await eventDialog.getByRole('button', { name: 'Add event' }).click();
  await expect(eventDialog.getByText('End date and time must be after start date and time.')).toBeVisible();
  await eventDialog
    .getByLabel('End date and time')
    .fill(manilaLocal(new Date(start.getTime() + 3 * 60 * 60 * 1000)));
  await eventDialog.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Event added successfully!').first()).toBeVisible();
  await expect(eventDialog).toBeHidden();
  await expect(page.getByTestId('my-charities').getByRole('link', { name: eventName })).toBeVisible();

  // On /events (search narrows the list) and on the charity's page.
  await page.goto('/events');
  await page.getByLabel('Search events').fill(eventName);
  await expect(page.getByText(eventName).first()).toBeVisible();
  await page.goto(charityPath!);
  await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  await expect(page.getByText(eventName).first()).toBeVisible();

  // --- A completed donation through the sandbox gateway shows among the recent donations. ---
  await donate(page.request, token, organizationID, 1234.56);

  await openDashboard(page);
  const recent = page.getByTestId('recent-donations').getByRole('listitem');
  await expect(recent.first()).toContainText(truncate(charityName, TRUNCATE_RECENT_DONATION_CHARITY_NAME));
  await expect(recent.first()).not.toContainText(charityName);
  await expect(recent.first()).toContainText('₱1,234.56');
  await expectAccessible(page);
});

test('the dashboard shows platform totals and the top charities in coloured cards', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const token = await logIn(page, account);
  // Its own charity with a completed donation, so the panels have something to show with or without demo data.
  const logo = { name: 'logo.png', mimeType: 'image/png', buffer: await png(200, 200, '#15803d') };
  const added = await page.request.post('/api/post/organizations/add', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      organizationName: `Toril Tree Planters ${Date.now() % 1_000_000}`,
      organizationAbbreviation: 'TTP',
      organizationAddress: 'Toril, Davao City',
      organizationPhoneNumber: '(082) 291 0000',
      representativeName: 'Ben Santos',
      organizationEmail: `trees${Date.now()}@example.ph`,
      representativeContactNumber: '09170001111',
      organizationDescription: 'Planting trees on the slopes of Toril.',
      organizationType: 'non-profit',
      organizationProfilePicture: logo,
      organizationFeaturedPicture: { ...logo, name: 'feature.png' },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { organizationID } = (await added.json()) as { organizationID: number };
  await donate(page.request, token, organizationID, 50.5);
  await openDashboard(page);

  // Each panel is a region named by its heading.
  for (const heading of ['Platform totals', 'Top charities', 'Your recent donations', 'Your charities'])
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
  const total = page.getByTestId('total-totalDonated');
  await expect(total).toHaveText(PESO_2);
  for (const key of ['charities', 'upcomingEvents', 'volunteers'])
    await expect(page.getByTestId(`total-${key}`)).toHaveText(/^\d[\d,]*$/);

  const top = page.getByTestId('top-charities').getByRole('listitem');
  await expect(top.first()).toBeVisible();
  const count = await top.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const amounts: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = ((await top.nth(i).textContent()) ?? '').match(/₱([\d,]+\.\d{2}) collected/);
    expect(text, (await top.nth(i).textContent()) ?? '').not.toBeNull();
    amounts.push(Number(text![1]!.replaceAll(',', '')));
  }
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  // Every card wears one of the ten colours.
  const colours = await page
    .getByTestId('dashboard-card')
    .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).backgroundColor));
  expect(colours.length).toBeGreaterThanOrEqual(4);
  const allowed = [
    'rgb(15, 118, 110)',
    'rgb(29, 78, 216)',
    'rgb(124, 58, 237)',
    'rgb(190, 24, 93)',
    'rgb(180, 83, 9)',
    'rgb(21, 128, 61)',
    'rgb(3, 105, 161)',
    'rgb(147, 51, 234)',
    'rgb(194, 65, 12)',
    'rgb(77, 124, 15)',
  ];
  for (const colour of colours) expect(allowed).toContain(colour);

  await expect(page.getByTestId('recent-donations').getByRole('listitem').first()).toContainText('₱50.50');
  await expectAccessible(page);
});

test('Logout in the side nav ends the session and lands on /login', async ({ page, request }) => {
  const account = await signUp(request);
  await logIn(page, account);
  await openDashboard(page);
  // A fresh member has no donations yet: an empty state, not an error.
  await expect(page.getByText('You have not made a donation yet.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone on the server: the old token no longer opens the dashboard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard fits a long unbroken first name, and its cards are wide enough for a name @phone', async ({
  page,
  request,
}) => {
  const firstName = 'Mariaclara'.repeat(6);
  const account = await signUp(request, { firstName });
  const token = await logIn(page, account);
  // A seeded charity that takes donations (verified), so the donation shows among the recent ones.
  const charities = await request.get('/api/get/organizations');
  const charity = ((await charities.json()) as { organizationID: number; verified: boolean }[]).find(
    (organization) => organization.verified,
  );
  await donate(request, token, charity!.organizationID, 150);

  await openDashboard(page);
  await expect(page.getByText(firstName, { exact: false })).toBeVisible();
  await expect(page.getByTestId('top-charities').getByTestId('dashboard-card').first()).toBeVisible();
  await expect(page.getByTestId('recent-donations').getByTestId('dashboard-card')).toHaveCount(1);

  // Nothing wider than the screen (the name breaks), and each card room for a few words a line.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const listed = page.getByTestId(/^(top-charities|recent-donations)$/).getByTestId('dashboard-card');
  for (const card of await listed.all()) {
    expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  }
  await expectAccessible(page);
});
