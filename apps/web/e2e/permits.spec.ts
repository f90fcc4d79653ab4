import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { addCharity, fillAddEvent, verifyCharity } from './charities';
import { DEMO_ADMIN, expect, expectAccessible, logIn, test } from './fixtures';

// Solicitation permits: an organiser adds a drive with a goal and its DSWD permit; its page says the permit is not
// yet checked until an admin checks it; a relief drive whose permit has lapsed says why and takes no gifts or pledges.

/** A Philippine date `days` from today, as an <input type="date"> value. */
const manilaDate = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The seeded relief drive whose permit lapsed (apps/api/src/db/seed/data.ts). */
const LAPSED = 'Earthquake Relief for Baganga';

async function eventIdByName(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/get/events/all/upcoming?q=${encodeURIComponent(name)}`);
  expect(response.ok()).toBeTruthy();
  const found = ((await response.json()) as { eventID: number; nameOfEvent: string }[]).find(
    (event) => event.nameOfEvent === name,
  );
  expect(found, name).toBeDefined();
  return found!.eventID;
}

test('a drive with a goal carries its DSWD permit, unchecked until an admin checks it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Baganga Relief ${unique}`;
  const eventName = `Food Packs for Baganga ${unique}`;
  const { account, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  await logIn(page, account);

  const dialog = await fillAddEvent(page, charityName, {
    name: eventName,
    description: 'Food packs and hygiene kits for families hit by the earthquake.',
    location: 'MDRN Warehouse, Bajada, Davao City',
    daysAhead: 10,
    hours: 5,
  });
  await dialog.getByRole('textbox', { name: 'Fundraising goal (optional)' }).fill('50000');
  const permit = dialog.getByRole('group', { name: 'Solicitation permit' });
  await permit.getByLabel('Kind of permit').selectOption('dswd-regional');
  await permit.getByLabel('Permit number').fill('DSWD-SB-SP-00123-2026');
  await permit.getByLabel('Issued by').fill('DSWD Field Office XI');
  await permit.getByLabel('Valid from').fill(manilaDate(0));
  await permit.getByLabel('Valid until').fill('2099-12-31');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  // The scan is what the admin checks against.
  await expect(dialog.getByText('Add a photo or scan of the permit (JPEG, PNG or WebP).')).toBeVisible();
  await expectAccessible(page);
  await permit.getByLabel('Photo or scan of the permit').setInputFiles({
    name: 'permit.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f5f5f4' } })
      .png()
      .toBuffer(),
  });
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByTestId('my-charities').getByRole('link', { name: eventName });
  const eventID = Number((await link.getAttribute('href'))?.match(/\/event\/(\d+)$/)?.[1]);

  await page.goto(`/event/${eventID}`);
  const badge = page.getByRole('region', { name: 'Solicitation permit' });
  await expect(badge).toContainText('DSWD Permit No. DSWD-SB-SP-00123-2026 · valid until Dec 31, 2099');
  await expect(badge.getByText('Not yet checked by Tabang')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate Now' })).toBeVisible();

  // --- An admin checks it against the scan. ---
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await logIn(admin, DEMO_ADMIN);
  await admin.goto('/admin');
  const entry = admin.getByTestId('admin-permit').filter({ hasText: eventName });
  await expect(entry.getByRole('link', { name: 'Open the scan' })).toBeVisible();
  await expectAccessible(admin);
  await entry.getByRole('button', { name: 'Mark as checked' }).click();
  await expect(admin.getByText(`The permit of ${eventName} is marked as checked.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(badge.getByText('Checked by Tabang')).toBeVisible();
});

test('a relief drive whose permit has lapsed says why and takes neither gifts nor pledges @phone', async ({
  page,
  request,
}) => {
  await page.goto(`/event/${await eventIdByName(request, LAPSED)}`);
  await expect(page.getByRole('heading', { level: 1, name: LAPSED })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Solicitation permit' })).toContainText('DSWD Permit No.');
  await expect(
    page.getByText(/^This drive's permit expired on .+: it takes no more donations\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate Now' })).toHaveCount(0);
  // Its needs are listed, with nothing to pledge and why.
  await expect(page.getByTestId('need').filter({ hasText: 'Tarpaulins' })).toBeVisible();
  await expect(page.getByTestId('pledges-closed')).toHaveText(
    "No pledges for now: this drive's solicitation permit does not cover today.",
  );
  await expect(page.getByRole('button', { name: /^Pledge goods/ })).toHaveCount(0);
  await expectAccessible(page);
});
