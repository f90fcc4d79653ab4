import { addCharity, bearer, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A member gives anonymously through the sandbox: the charity's Recent gifts says "Anonymous" with the amount,
// while the member's name shows nowhere public, neither there nor on the leaderboard.

/** Letters only, different on every run, so the donor's name is theirs alone. */
const uniqueLetters = () =>
  Array.from(`${Date.now()}${Math.floor(Math.random() * 1e4)}`, (digit) => 'abcdefghij'[Number(digit)]).join(
    '',
  );

test('a member gives anonymously and the public sees "Anonymous"', async ({
  page,
  context,
  browser,
  request,
}) => {
  const charityName = `Quiet Givers ${uniqueLetters()}`;
  const { organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);

  const lastName = `Balagtas${uniqueLetters()}`;
  const account = await signUp(request, { firstName: 'Perpetua', lastName });
  const me = (await (
    await request.get('/auth/authenticated', { headers: await bearer(request, account) })
  ).json()) as { user: { userID: number } };
  await logIn(page, account);

  await page.goto(`/charity/${organizationID}`);
  const gifts = page.getByRole('region', { name: 'Recent gifts' });
  await expect(gifts.getByText('No gifts yet. Be the first to give!')).toBeVisible();

  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  const anonymous = dialog.getByRole('checkbox', { name: 'Give anonymously' });
  await expect(anonymous).not.toBeChecked();
  await expect(
    dialog.getByText("Your name won't be shown on Tabang's public lists or leaderboard"),
  ).toBeVisible();
  // By keyboard, as anyone may.
  await anonymous.focus();
  await page.keyboard.press('Space');
  await expect(anonymous).toBeChecked();
  await expectAccessible(page);

  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱250', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+$/);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  await expect(checkout.getByRole('status').first()).toHaveText(/Thank you for your donation!/);
  await checkout.close();

  // Public reads may trail a write by up to 2 s: reload until the gift shows.
  await expect(async () => {
    await page.reload();
    await expect(gifts.getByRole('listitem')).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const gift = gifts.getByRole('listitem');
  await expect(gift).toContainText('Anonymous');
  await expect(gift).toContainText('₱250.00');
  await expectAccessible(page);
  // A visitor (no session, so no account menu with the donor's own name) finds the name nowhere on the page.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/charity/${organizationID}`);
  await expect(visitor.getByRole('region', { name: 'Recent gifts' }).getByRole('listitem')).toContainText(
    'Anonymous',
  );
  const text = await visitor.locator('body').textContent();
  expect(text).not.toContain('Perpetua');
  expect(text).not.toContain(lastName);
  await visitorContext.close();

  // The gift counts in the charity's total, but the leaderboard ranks named gifts only.
  await expect(async () => {
    const [charity] = (await (await request.get(`/api/get/organizationsByID/${organizationID}`)).json()) as {
      totalDonationCollected: number;
    }[];
    expect(charity!.totalDonationCollected).toBe(250);
  }).toPass({ timeout: 30_000 });
  const board = (await (await request.get('/api/get/leaderboard')).json()) as { userID: number }[];
  expect(board.some((entry) => entry.userID === me.user.userID)).toBe(false);
  await page.goto('/leaderboards');
  await expect(page.getByTestId('podium-entry').first()).toBeVisible();
  await expect(page.getByText(/Perpetua/)).toHaveCount(0);
});
