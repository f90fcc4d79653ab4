import type { APIRequestContext, Page } from '@playwright/test';
import { addCharity, bearer, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// My giving: a member gives (anonymously) through the sandbox, starts a second gift without paying, and finds
// both under "My giving" from the avatar menu: the paid one completed, the open one with "Continue payment".

/** A verified charity of its own to give to, and a fresh member who gives. */
async function donorAndCharity(request: APIRequestContext) {
  const charityName = `Giving Kitchen ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  const account = await signUp(request);
  return { account, headers: await bearer(request, account), organizationID, charityName };
}

/** Starts a donation through the API (as the donation dialog does) and returns its hosted checkout URL. */
async function startCheckout(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { amount: number; organizationID: number; anonymous?: boolean },
) {
  const response = await request.post('/api/post/donation/create', { headers, data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { checkout_url: string }).checkout_url;
}

async function pay(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-success\?req_id=/);
  await expect(page.getByRole('status').first()).toHaveText(/Thank you for your donation!/);
}

test('a member sees a paid gift completed and an unpaid one to continue in My giving', async ({
  page,
  request,
}) => {
  const { account, headers, organizationID, charityName } = await donorAndCharity(request);
  await logIn(page, account);
  const paid = await startCheckout(request, headers, { amount: 250, organizationID, anonymous: true });
  await pay(page, paid);
  // Started, then left without paying: still open at the gateway.
  const open = await startCheckout(request, headers, { amount: 100, organizationID });

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My giving' }).click();
  await expect(page).toHaveURL(/\/my\/giving$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My giving' })).toBeVisible();
  await expect(page.getByTestId('giving-overall')).toHaveText('₱250.00');
  await expect(page.getByTestId('giving-thisYear')).toHaveText('₱250.00');

  const rows = page.getByTestId('my-donation');
  await expect(rows).toHaveCount(2);
  // Newest first: the open checkout, then the completed gift.
  const [pending, completed] = [rows.nth(0), rows.nth(1)];
  await expect(pending).toContainText('₱100.00');
  await expect(pending.getByText('Pending')).toBeVisible();
  await expect(completed).toContainText('₱250.00');
  await expect(completed.getByText('Completed')).toBeVisible();
  await expect(completed.getByRole('link', { name: charityName })).toBeVisible();
  await expect(completed.getByRole('link', { name: /Continue payment/ })).toHaveCount(0);
  // The marker follows what the server stored (the anonymous choice on create comes with the "anonymous" work).
  const mine = (await (await request.get('/api/get/my/donations', { headers })).json()) as {
    anonymous: boolean;
  }[];
  await expect(completed.getByText('Anonymous')).toHaveCount(mine[1]!.anonymous ? 1 : 0);
  await expectAccessible(page);

  // Nothing is wider than the screen (a phone at 360 px included).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const resume = pending.getByRole('link', { name: `Continue payment of ₱100.00 to ${charityName}` });
  await expect(resume).toHaveAttribute('href', open);
  await resume.click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('₱100.00')).toBeVisible();
});

test('the dashboard links to My giving, which says when nothing has been given yet', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  await logIn(page, account);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My giving' }).click();
  await expect(page).toHaveURL(/\/my\/giving$/);
  await expect(page.getByText('You have not given yet.')).toBeVisible();
  await expect(page.getByTestId('giving-overall')).toHaveText('₱0.00');
  await page.getByRole('link', { name: 'Find a charity to support' }).click();
  await expect(page).toHaveURL(/\/charities$/);
});

test('My giving asks a signed-out visitor to log in first', async ({ page }) => {
  await page.goto('/my/giving');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy%2Fgiving$/);
});
