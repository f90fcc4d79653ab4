import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, pagesWithoutFirstReads, test } from './fixtures';

// The demo data's past events (the e2e server seeds it): only read here, never changed.
const KITCHEN = 'Buhangin Community Kitchen';
const FEEDING_DAY = 'School Kit and Feeding Day';
const RELIEF = 'Mindanao Disaster Response Network';
/** A past relief drive that keeps taking donations after it ended. */
const RELIEF_PACKING = 'Flood Relief Packing';

async function charityId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/get/organizations');
  expect(response.ok()).toBeTruthy();
  const found = ((await response.json()) as { organizationID: number; organizationName: string }[]).find(
    (charity) => charity.organizationName === name,
  );
  expect(found, name).toBeDefined();
  return found!.organizationID;
}

test('an ended event says so, offers no Volunteer, and sends gifts to its charity', async ({
  page,
  request,
}) => {
  const id = await charityId(request, KITCHEN);
  await page.goto(`/charity/${id}`);
  const previous = page.getByRole('region', { name: 'Previous Events' });
  const card = previous.getByTestId('event-card').filter({ hasText: FEEDING_DAY });
  await expect(card.getByText('Ended', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: FEEDING_DAY }).click();
  await expect(page.getByRole('heading', { level: 1, name: FEEDING_DAY })).toBeVisible();
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByText(/^This event ended on /)).toBeVisible();
  await expect(page.getByTestId('volunteer-count')).toHaveText(/\d+ volunteers?/);
  await expect(page.getByRole('button', { name: /^Volunteer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Donate Now' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: `Donate to ${KITCHEN}` }).click();
  await expect(page).toHaveURL(new RegExp(`/charity/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: KITCHEN })).toBeVisible();
});

test('an ended event that keeps taking donations still offers Donate, but no Volunteer', async ({
  page,
  request,
}) => {
  await page.goto(`/charity/${await charityId(request, RELIEF)}`);
  const previous = page.getByRole('region', { name: 'Previous Events' });
  await previous.getByRole('link', { name: RELIEF_PACKING }).click();
  await expect(page.getByRole('heading', { level: 1, name: RELIEF_PACKING })).toBeVisible();
  await expect(page.getByText(/^This event ended on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
  await expect(page.getByRole('link', { name: `Donate to ${RELIEF}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Volunteer/ })).toHaveCount(0);
});

test('an event that cannot be loaded says "Failed to load event details" once, with what to do', async ({
  page,
  request,
}) => {
  const id = await charityId(request, KITCHEN);
  const events = (await (await request.get(`/api/get/organizations/events/past/${id}`)).json()) as {
    eventID: number;
  }[];
  await pagesWithoutFirstReads(page);
  await page.route(/\/api\/get\/events\/\d+$/, (route) =>
    route.fulfill({ status: 503, json: { message: 'The service is busy. Please try again.' } }),
  );
  await page.goto(`/event/${events[0]!.eventID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed to load event details' })).toBeVisible();
  await expect(page.getByText('Failed to load event details')).toHaveCount(1);
  await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page);
});
