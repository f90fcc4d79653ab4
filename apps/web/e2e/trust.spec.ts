import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { addCharity } from './charities';
import { DEMO_ADMIN, expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Trust: a charity waiting for verification says so and takes no money; registration details given when a
// charity is added are shown on its page once an admin has checked them.

const WAITING =
  'This charity is waiting for verification by the Tabang team. You can still like it and volunteer; donations open once it is verified.';

/** A date a year from now, as an <input type="date"> value. */
const inAYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, DEMO_ADMIN);
  return page;
}

test('a charity waiting for verification shows the badge, and its donation dialog says why before any amount', async ({
  page,
  request,
}) => {
  const name = `Waiting Kitchen ${Date.now() % 1_000_000}`;
  const { organizationID } = await addCharity(request, name);
  await logIn(page, await signUp(request));

  await page.goto(`/charities?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId('charity-card').filter({ hasText: name });
  await expect(card.getByText('Pending verification')).toBeVisible();

  await page.goto(`/charity/${organizationID}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Pending verification')).toBeVisible();
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await expect(dialog.getByRole('status')).toHaveText(WAITING);
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Donate' })).toHaveCount(0);
  await expectAccessible(page);
});

test('registration details: added with a charity, checked by an admin from the avatar menu, shown on the charity page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const member = await signUp(request);
  await logIn(page, member);
  const name = `Registered Circle ${Date.now() % 1_000_000}`;
  const validUntil = inAYear();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add charity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a charity' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Abbreviation').fill('RC');
  await dialog.getByLabel('Address').fill('Bajada, Davao City');
  await dialog.getByLabel('Phone number').fill('(082) 221 4321');
  await dialog.getByLabel('Representative name').fill('Ana Cruz');
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`registered${Date.now()}@example.ph`);
  await dialog.getByLabel('Representative contact number').fill('09171113333');
  await dialog.getByLabel('Description').fill('Tutoring for high school students in Bajada.');
  await dialog.getByLabel('Organization type').selectOption('educational');
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await dialog
    .getByLabel('Featured picture')
    .setInputFiles({ name: 'feature.png', mimeType: 'image/png', buffer: png });
  await dialog.getByLabel('SEC registration number').fill('CS201912345');
  await dialog
    .getByLabel('DSWD registration, licence or solicitation permit number')
    .fill('DSWD-SB-SP-00023-2026');
  // A permit that has run out is refused in the browser, next to its field.
  const validity = dialog.getByLabel('DSWD permit valid until');
  await validity.fill('2020-01-31');
  await dialog.getByRole('button', { name: 'Add charity' }).click();
  await expect(
    dialog.getByText('The DSWD permit has expired: enter a permit that is still valid.'),
  ).toBeVisible();
  await expect(validity).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await validity.fill(validUntil);
  await dialog.getByRole('button', { name: 'Add charity' }).click();
  await expect(page.getByText('Charity added successfully!').first()).toBeVisible();
  const mine = page.getByTestId('my-charities').getByRole('listitem').filter({ hasText: name }).first();
  const charityPath = await mine.getByRole('link', { name: 'View page' }).getAttribute('href');

  // Not on the public page before an admin has checked them.
  await page.goto(charityPath!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Registered with SEC')).toHaveCount(0);

  // A member's avatar menu has no Admin link; an admin's does, and it leads to /admin.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/');
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const entry = admin.getByTestId('admin-charity').filter({ hasText: name });
  const review = entry.getByTestId('registration-review');
  await expect(review.getByText('CS201912345')).toBeVisible();
  await expect(review.getByText('DSWD-SB-SP-00023-2026')).toBeVisible();
  await expect(review.getByText(validUntil)).toBeVisible();
  await expect(review.getByText('Not checked yet.')).toBeVisible();
  await expectAccessible(admin);
  await review.getByRole('button', { name: 'Mark registration checked' }).click();
  await expect(admin.getByText(`The registration details of ${name} are marked checked.`)).toBeVisible();
  await expect(review.getByText(/^Checked on /)).toBeVisible();
  await admin.context().close();

  // Public reads may trail a write by up to 2 s: reload until the page shows the check.
  const registration = page.getByTestId('charity-registration');
  await expect(async () => {
    await page.reload();
    await expect(registration.getByText('Registered with SEC')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(registration.getByText('No. CS201912345')).toBeVisible();
  await expect(registration.getByText('Registered with DSWD')).toBeVisible();
  await expect(registration.getByText('No. DSWD-SB-SP-00023-2026')).toBeVisible();
  await expect(registration.getByText(/^Valid until \w{3} \d{1,2}, \d{4}$/)).toContainText(
    validUntil.slice(0, 4),
  );
  await expectAccessible(page);
});

test('the Verified badge says what Tabang checked and when, by keyboard and by tap; the registration sits beside it', async ({
  page,
  request,
}) => {
  const charities = (await (await request.get('/api/get/organizations')).json()) as {
    organizationID: number;
    organizationName: string;
    registration: { checkedAt: string } | null;
  }[];
  // A demo charity: the seed gives most of them checked SEC and DSWD details.
  const charity = charities.find((c) => c.organizationName === "Davao Children's Hope Foundation")!;
  const checkedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
    new Date(charity.registration!.checkedAt),
  );

  await page.goto(`/charity/${charity.organizationID}`);
  const registration = page.getByTestId('charity-registration');
  await expect(registration.getByText('No. CN200912345')).toBeVisible();
  await expect(registration.getByText('Registered with DSWD')).toBeVisible();
  const badge = page.getByRole('button', { name: 'Verified: what Tabang checked' });
  const explanation = page.getByTestId('verified-explanation');
  await expect(explanation).toBeHidden();
  await badge.focus();
  await page.keyboard.press('Enter');
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toContainText('What Tabang checked');
  await expect(explanation).toContainText(`Checked by the Tabang team on ${checkedOn}.`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await expect(badge).toBeFocused();

  // On a card, a tap opens the explanation instead of the charity; a tap elsewhere closes it.
  await page.goto(`/charities?q=${encodeURIComponent("Children's Hope")}`);
  const card = page.getByTestId('charity-card').filter({ hasText: "Davao Children's Hope" });
  await card.getByRole('button', { name: 'Verified: what Tabang checked' }).click();
  await expect(card.getByTestId('verified-explanation')).toContainText(checkedOn);
  await expect(page).toHaveURL(/\/charities\?/);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(card.getByTestId('verified-explanation')).toBeHidden();
});
