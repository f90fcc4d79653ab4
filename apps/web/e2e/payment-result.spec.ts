import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// GCash and GrabPay often return the donor to the phone's default browser, not the one signed in: the result
// page must work there from its req_id alone. Donations here go to a seeded (verified) charity in small amounts.

const CHARITY = 'Toril Reading Circle';

async function seededCharityId(request: APIRequestContext) {
  const response = await request.get(`/api/get/organizations?q=${encodeURIComponent(CHARITY)}`);
  expect(response.ok()).toBeTruthy();
  const found = ((await response.json()) as { organizationID: number; organizationName: string }[]).find(
    (charity) => charity.organizationName === CHARITY,
  );
  expect(found, CHARITY).toBeDefined();
  return found!.organizationID;
}

test('paid in one browser, the result URL opened in another without a session shows the amount and the charity', async ({
  page,
  context,
  browser,
  request,
}) => {
  const charityID = await seededCharityId(request);
  await logIn(page, await signUp(request));
  await page.goto(`/charity/${charityID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByLabel('Amount (PHP)').fill('12.34');
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱12.34', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\//);
  await checkout.getByRole('radio', { name: 'GCash' }).check();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  const resultUrl = checkout.url();

  // Another browser: no cookie, no stored token.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    // The page goes home 5 s after success unless it is used: its clock is held while that is checked.
    await elsewhere.clock.install();
    await elsewhere.goto(resultUrl);
    await expect(elsewhere.getByRole('status').first()).toHaveText(
      '🎉 Thank you for your donation! Your contribution has been processed successfully.',
    );
    await elsewhere.clock.pauseAt((await elsewhere.evaluate(() => Date.now())) + 500);
    await expect(elsewhere.getByText(`You gave ₱12.34 to ${CHARITY}.`)).toBeVisible();
    expect(await other.cookies()).toEqual([]);
    expect(await elsewhere.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

    // Signed out: where the receipt is, a login that comes back here, My giving and sharing.
    await expect(elsewhere.getByTestId('receipt-signed-out')).toHaveText(
      'Your receipt has been emailed to the address on your Tabang account. To download it here, log in.',
    );
    await expect(elsewhere.getByRole('link', { name: 'Log in to get your receipt' })).toHaveAttribute(
      'href',
      /^\/login\?returnTo=%2Fpayment-success%3Freq_id%3D/,
    );
    await expect(elsewhere.getByRole('link', { name: 'See it in My giving' })).toBeVisible();
    await expect(elsewhere.getByRole('group', { name: 'Share' })).toBeVisible();

    // A visible countdown, which stops for good once the person moves the mouse over the page.
    const countdown = elsewhere.getByTestId('home-countdown');
    await expect(countdown).toHaveText(/^Taking you to the home page in [1-5] seconds?\. Stay on this page$/);
    await elsewhere.mouse.move(20, 200);
    await elsewhere.mouse.move(40, 220);
    await expect(countdown).toHaveText(
      'You are using this page, so it stays open. Go back to Home when you are done.',
    );
    await elsewhere.clock.runFor(10_000);
    await expect(elsewhere).toHaveURL(/\/payment-success\?req_id=/);
    await elsewhere.clock.resume();
    await expectAccessible(elsewhere);
  } finally {
    await other.close();
  }
});

test('a failed payment, seen without a session, offers Try again at the charity and a mail to support', async ({
  page,
  request,
}) => {
  const charityID = await seededCharityId(request);
  // The donor starts the donation signed in elsewhere (through the API); this page has no session.
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/post/donation/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 75, organizationID: charityID, eventID: null },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { req_id, checkout_url } = (await created.json()) as { req_id: string; checkout_url: string };

  await page.goto(checkout_url);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await page.waitForURL(/\/payment-success\?req_id=/);
  await expect(page.getByRole('alert')).toHaveText('❌ Payment failed. Please try again or contact support.');
  await expect(page.getByText(`Your donation of ₱75.00 to ${CHARITY} did not go through.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Contact support/ })).toHaveAttribute(
    'href',
    `mailto:hello@tabang.ph?subject=${encodeURIComponent(`Tabang payment ${req_id}`)}`,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/charity/${charityID}$`));
  await expect(page.getByRole('button', { name: 'DONATE NOW' })).toBeVisible();
});

test('a refused amount never opens a tab', async ({ page, context, request }) => {
  const charityID = await seededCharityId(request);
  await logIn(page, await signUp(request));
  let opened = 0;
  context.on('page', () => {
    opened += 1;
  });
  await page.goto(`/charity/${charityID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  const amount = dialog.getByLabel('Amount (PHP)');
  for (const [typed, message] of [
    ['0.5', 'The smallest donation is ₱1.00.'],
    ['10.125', 'Amounts can have at most 2 decimals.'],
    ['1000000.01', 'The largest donation is ₱1,000,000.00.'],
    ['', 'Please enter a valid amount'],
  ] as const) {
    await amount.fill(typed);
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }
  expect(opened).toBe(0);
  expect(context.pages()).toHaveLength(1);

  // A good amount does open the payment page, so the count above would have seen a tab.
  await amount.fill('10.12');
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱10.12', exact: true }).click();
  await popupOpened;
  expect(opened).toBe(1);
});
