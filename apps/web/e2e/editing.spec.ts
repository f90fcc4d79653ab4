import type { APIRequestContext, Page } from '@playwright/test';
import { addCharity, addEvent, bearer } from './charities';
import { expect, expectAccessible, logIn, test } from './fixtures';

// A charity's representative edits the charity and one of its events from the dashboard, sees the changes on the
// public pages, and cancels the event: its page says so and it leaves the Events list.

/** A representative with a charity and an event, signed in on `page`. */
async function representative(page: Page, request: APIRequestContext) {
  const suffix = `${Date.now() % 1_000_000}`;
  const charityName = `Matina Kitchen ${suffix}`;
  const eventName = `Shore Cleanup ${suffix}`;
  const { account, organizationID } = await addCharity(request, charityName);
  const headers = await bearer(request, account);
  const eventID = await addEvent(request, headers, organizationID, eventName);
  await logIn(page, account);
  return { suffix, charityName, eventName, organizationID, eventID, headers };
}

test('the representative edits the charity and an event from the dashboard, then cancels the event', async ({
  page,
  request,
}) => {
  const { suffix, charityName, eventName, organizationID, eventID, headers } = await representative(
    page,
    request,
  );
  // Another of the charity's events, which the cancelled event's page offers instead.
  const otherName = `Mangrove Planting ${suffix}`;
  await addEvent(request, headers, organizationID, otherName);
  await page.goto('/dashboard');

  // --- The charity's description ---
  const mine = page.getByTestId('my-charities');
  await mine.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await expect(page).toHaveURL(`/dashboard/organizations/${organizationID}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${charityName}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current Logo' })).toBeVisible();
  await expect(page.getByLabel('Representative contact number')).toHaveValue('09179998888');
  await expectAccessible(page);
  const description = `Hot meals every evening in Matina, now with a reading corner (${suffix}).`;
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Charity updated.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/charity/${organizationID}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(description)).toBeVisible({ timeout: 1000 });
  }).toPass();

  // --- The event's name and slots ---
  await page.goto('/dashboard');
  // The event's own row: the innermost list item with its name (the charity's item holds it too).
  const eventRow = (name: string) => mine.getByRole('listitem').filter({ hasText: name }).last();
  await expect(
    eventRow(eventName).getByRole('link', { name: 'Edit', exact: true }),
  ).toHaveAccessibleDescription(eventName);
  await eventRow(eventName).getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/events/${eventID}/edit`);
  await expect(page.getByRole('img', { name: 'Current Poster image' })).toBeVisible();
  const newName = `Coastal Cleanup ${suffix}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
  await page.getByLabel('Volunteer slots').fill('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event updated.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/event/${eventID}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const edited = await request.get(`/api/get/dashboard/events/${eventID}`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
  });
  expect(((await edited.json()) as { volunteerCapacity: number }).volunteerCapacity).toBe(2);

  // --- Cancelling the event ---
  await page.goto('/dashboard');
  await eventRow(newName).getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel “${newName}”?` });
  await expect(dialog.getByText('will be emailed', { exact: false })).toBeVisible();
  const reason = `Moved because of the typhoon; a new date soon (${suffix}).`;
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('Event cancelled.', { exact: false })).toBeVisible();
  await expect(eventRow(newName).getByText('Cancelled', { exact: true })).toBeVisible();

  await page.goto(`/event/${eventID}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('This event was cancelled')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Donate now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /volunteer/i })).toHaveCount(0);
  // The reason, and the charity's other events instead of slots, goal and giving.
  const hero = page.getByRole('heading', { level: 1, name: newName }).locator('..');
  await expect(hero.getByText(`The charity’s reason: ${reason}`)).toBeVisible();
  for (const invite of [/slots? left/, 'Be the first to give', /raised/])
    await expect(hero.getByText(invite)).toHaveCount(0);
  const others = page.getByRole('region', { name: `Other events by ${charityName}` });
  await others.getByRole('link', { name: otherName }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await page.goBack();
  await expectAccessible(page);

  await page.goto(`/events?q=${encodeURIComponent(newName)}`);
  await expect(page.getByText('No events match', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: newName })).toHaveCount(0);
});

test('the edit pages fit a phone, and a stranger is told who may edit @phone', async ({ page, request }) => {
  const { eventID, organizationID } = await representative(page, request);
  for (const path of [
    `/dashboard/organizations/${organizationID}/edit`,
    `/dashboard/events/${eventID}/edit`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
  await expectAccessible(page);

  // Someone else's charity: a clear 403 state, not a broken form.
  const stranger = await addCharity(request, `Other Charity ${Date.now() % 1_000_000}`);
  await logIn(page, stranger.account);
  await page.goto(`/dashboard/events/${eventID}/edit`);
  await expect(page.getByText('Only the charity’s representative or an admin can edit this.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});
