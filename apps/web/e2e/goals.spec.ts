import type { APIRequestContext, Page } from '@playwright/test';
import { addCharity, bearer, fillAddEvent, payInSandbox, reloadUntil, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A representative adds an event with a fundraising goal from the dashboard; a member gives to it through the
// sandbox gateway, and the event's progress bar, its card and the charity's total move.

/** A new member gives to the event and pays on the sandbox's hosted checkout. */
async function giveToEvent(
  request: APIRequestContext,
  organizationID: number,
  eventID: number,
  amount: number,
) {
  const member = await signUp(request);
  await payInSandbox(request, await bearer(request, member), { organizationID, eventID, amount });
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test("an event's progress bar moves after a member pays", async ({ page, request }) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Bankerohan Goal Kitchen ${unique}`;
  const eventName = `Rice for Bankerohan ${unique}`;
  const { account, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  await logIn(page, account);

  // --- The representative adds the event with a ₱5,000 goal from the dashboard. ---
  const dialog = await fillAddEvent(page, charityName, {
    name: eventName,
    description: 'A sack of rice for every family at the market.',
    location: 'Bankerohan Public Market, Davao City',
    daysAhead: 14,
    hours: 4,
  });
  const goal = dialog.getByRole('textbox', { name: 'Fundraising goal (optional)' });
  await goal.fill('5000.505');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(
    dialog.getByText(
      'Fundraising goal must be an amount in pesos with at most 2 decimals, like 50000 or 50000.50.',
    ),
  ).toBeVisible();
  await expect(goal).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await goal.fill('5000');
  // A goal asks the public for money: a barangay project needs no permit, but says so.
  await dialog.getByLabel('Kind of permit').selectOption('exempt');
  await dialog.getByLabel('Why it is exempt').fill('A project of the Bankerohan barangay council.');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  const eventLink = page.getByTestId('my-charities').getByRole('link', { name: eventName });
  const eventID = Number((await eventLink.getAttribute('href'))?.match(/\/event\/(\d+)$/)?.[1]);
  expect(eventID).toBeGreaterThan(0);

  // --- The event page starts at 0%. ---
  await page.goto(`/event/${eventID}`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Fundraising progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '5000');
  await expect(bar).toHaveAttribute('aria-valuetext', '₱0.00 raised of ₱5,000.00 goal, 0%');
  await expect(page.getByTestId('goal-percent')).toHaveText('0%');
  await expect(page.getByTestId('goal-donors')).toHaveText('Be the first to give');

  // --- A member gives ₱1,250 to the event and pays. ---
  await giveToEvent(request, organizationID, eventID, 1250);

  await reloadUntil(page, async () => {
    expect(Number(await bar.getAttribute('aria-valuenow', { timeout: 5_000 }))).toBeGreaterThan(0);
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '1250');
  await expect(bar).toHaveAttribute('aria-valuetext', '₱1,250.00 raised of ₱5,000.00 goal, 25%');
  await expect(page.getByText('₱1,250.00 raised of ₱5,000.00')).toBeVisible();
  await expect(page.getByTestId('goal-percent')).toHaveText('25%');
  await expect(page.getByTestId('goal-donors')).toHaveText('1 donor');
  await expectAccessible(page);
  await noSidewaysScroll(page);

  // --- The event's card on the charity page, and the charity's own total, moved too. ---
  await page.goto(`/charity/${organizationID}`);
  await expect(page.getByTestId('charity-raised')).toHaveText('₱1,250.00 raised from 1 donor');
  const card = page.getByTestId('event-card').filter({ hasText: eventName });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1250');
  await expect(card.getByTestId('goal-donors')).toHaveText('1 donor');
  await expectAccessible(page);
  await noSidewaysScroll(page);
});
