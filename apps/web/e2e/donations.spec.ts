import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A signed-in donor gives from a charity page, pays on the sandbox's hosted checkout in a new tab and lands on
// /payment-success. Every test signs up its own donor and adds its own charity, so totals are its own.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPgndJBU8QwasGU0SDqGE1FvKMZrWO0qOAdLU2n0LbCAQBNzJxfmDSWBwAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

type Donor = {
  account: { email: string; password: string };
  token: string;
  userID: number;
  charityID: number;
  charityName: string;
};

/** A fresh member with a charity of their own to give to (added through the real API). */
async function donorWithCharity(request: APIRequestContext): Promise<Donor> {
  const account = await signUp(request);
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/auth/authenticated', { headers })).json()) as {
    user: { userID: number };
  };
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Tabang Givers ${unique}`;
  const created = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: charityName,
      organizationAbbreviation: 'TGV',
      organizationAddress: 'San Pedro Street, Davao City',
      organizationPhoneNumber: '(082) 555 0199',
      representativeName: 'Maria Clara Santos',
      organizationEmail: `givers${unique}@example.ph`,
      representativeContactNumber: '09171234567',
      organizationDescription: 'A charity made by a donation browser test.',
      organizationType: 'non-profit',
      categories: '[]',
      organizationProfilePicture: image('logo.png'),
      organizationFeaturedPicture: image('feature.png'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { organizationID } = (await created.json()) as { organizationID: number };
  // A new charity takes donations once an admin has verified it.
  await verifyCharity(organizationID);
  return { account, token, userID: me.user.userID, charityID: organizationID, charityName };
}

async function charityTotal(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/get/organizationsByID/${id}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { totalDonationCollected: number }[])[0]!.totalDonationCollected;
}

async function leaderboardEntry(request: APIRequestContext, userID: number) {
  const response = await request.get('/api/get/leaderboard');
  expect(response.ok()).toBeTruthy();
  const entries = (await response.json()) as {
    userID: number;
    name: string;
    rank: number;
    totalDonated: number;
    donationCount: number;
  }[];
  return entries.find((entry) => entry.userID === userID);
}

/** From /charities to the donor's charity, DONATE NOW, ₱250, Donate: returns the sandbox checkout tab. */
async function startDonation(page: Page, context: BrowserContext, donor: Donor) {
  await page.goto(`/charities?q=${encodeURIComponent(donor.charityName)}`);
  await page.getByRole('link', { name: donor.charityName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/charity/${donor.charityID}$`));
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`You are donating to ${donor.charityName}.`)).toBeVisible();
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  await expect(dialog.getByLabel('Amount (PHP)')).toHaveValue('250');
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱250', exact: true }).click();
  const checkout = await popupOpened;
  await expect(
    dialog.getByText('Payment link opened in new tab. Please complete your payment there.'),
  ).toBeVisible();
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(checkout.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await expect(checkout.getByText('₱250.00')).toBeVisible();
  await expect(checkout.getByText(donor.charityName, { exact: true })).toBeVisible();
  // The dialog closes by itself shortly after.
  await expect(dialog).toBeHidden();
  return checkout;
}

test('a signed-in donor gives ₱250 from a charity page and sees the totals move', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithCharity(request);
  await logIn(page, donor.account);
  const before = await charityTotal(request, donor.charityID);
  expect(await leaderboardEntry(request, donor.userID)).toBeUndefined();

  const checkout = await startDonation(page, context, donor);
  await expectAccessible(checkout);
  await checkout.getByRole('radio', { name: 'GrabPay' }).check();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await checkout.waitForURL(/\/payment-success\?req_id=/);
  const url = new URL(checkout.url());
  expect(url.searchParams.get('organizationID')).toBe(String(donor.charityID));
  expect(url.searchParams.get('amount')).toBe('250.00');
  await expect(checkout.getByRole('status').first()).toHaveText(
    /🎉 Thank you for your donation! Your contribution has been processed successfully\./,
  );
  await expectAccessible(checkout);

  // Public totals follow a gift within 2 s (a second's gifts are applied together: decision 022).
  await expect.poll(() => charityTotal(request, donor.charityID)).toBe(before + 250);
  await expect
    .poll(() => leaderboardEntry(request, donor.userID))
    .toMatchObject({ totalDonated: 250, donationCount: 1 });
  const entry = await leaderboardEntry(request, donor.userID);
  // The donor now appears on the public leaderboard page.
  await page.goto('/leaderboards');
  // By the display name at the donor's rank: the public board shows no username.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: entry!.name })
      .filter({ hasText: `Rank ${entry!.rank}` })
      .first(),
  ).toBeVisible();

  // The donor's own giving history lists it.
  const history = await request.get('/api/get/organizations/donations', {
    headers: { authorization: `Bearer ${donor.token}` },
  });
  expect(((await history.json()) as { OrganizationID: number; DonationAmount: number }[])[0]).toMatchObject({
    OrganizationID: donor.charityID,
    DonationAmount: 250,
  });

  // Five seconds after success the result page goes home.
  await checkout.waitForURL((target) => target.pathname === '/', { timeout: 15_000 });
});

for (const [button, status] of [
  ['Fail', 'failed'],
  ['Cancel', 'cancelled'],
  ['Let it expire', 'expired'],
] as const) {
  test(`the sandbox's ${button} button ends in "Payment ${status}" and moves no money`, async ({
    page,
    context,
    request,
  }) => {
    const donor = await donorWithCharity(request);
    await logIn(page, donor.account);
    const checkout = await startDonation(page, context, donor);
    await checkout.getByRole('button', { name: button, exact: true }).click();
    await checkout.waitForURL(/\/payment-success\?req_id=/);
    await expect(checkout.getByRole('alert')).toHaveText(
      `❌ Payment ${status}. Please try again or contact support.`,
    );
    expect(await charityTotal(request, donor.charityID)).toBe(0);
    expect(await leaderboardEntry(request, donor.userID)).toBeUndefined();
  });
}

test('the donation dialog asks a signed-out visitor to log in', async ({ page: visitor, request }) => {
  const donor = await donorWithCharity(request);
  await visitor.goto(`/charity/${donor.charityID}`);
  await visitor.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Make a donation' });
  await expect(dialog.getByText('You need to be logged in to make a donation.')).toBeVisible();
  await expectAccessible(visitor);
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await visitor.getByRole('button', { name: 'DONATE NOW' }).click();
  await dialog.getByRole('button', { name: 'Go to Login' }).click();
  // Logging in leads back to the charity the visitor wanted to give to.
  await expect(visitor).toHaveURL(new RegExp(`/login\\?returnTo=%2Fcharity%2F${donor.charityID}$`));
});

test("on a 360×740 phone the dialog's button is on screen and names the amount; how to pay is a choice", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [charity] = (await (
    await request.get(`/api/get/organizations?q=${encodeURIComponent('Toril Reading Circle')}`)
  ).json()) as { organizationID: number }[];
  await logIn(page, await signUp(request));
  await page.goto(`/charity/${charity!.organizationID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  // Without scrolling: the whole button is on screen before and after choosing an amount.
  await expect(dialog.getByRole('button', { name: 'Donate', exact: true })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Donate ₱250', exact: true })).toBeInViewport({ ratio: 1 });
  // Left to the payment page unless the donor picks one of the methods (GCash, GrabPay and 7-Eleven among them).
  const howToPay = dialog.getByRole('group', { name: 'How to pay' });
  await expect(howToPay.getByRole('radio', { name: 'Choose on the payment page' })).toBeChecked();
  for (const method of ['7-Eleven', 'GrabPay', 'GCash', 'QR Ph (any bank or e-wallet)'])
    await expect(howToPay.getByRole('radio', { name: method, exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Donate ₱250', exact: true })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
});

/** Reads a QR code drawn as SVG, as a phone's camera would: drawn on a canvas in a blank page, decoded by jsQR. */
async function readQr(context: BrowserContext, svg: string): Promise<string | null> {
  const scanner = await context.newPage();
  const size = 400;
  const pixels = await scanner.evaluate(
    async ({ markup, size }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const drawing = canvas.getContext('2d')!;
      drawing.fillStyle = '#fff';
      drawing.fillRect(0, 0, size, size);
      drawing.drawImage(image, 0, 0, size, size);
      return Array.from(drawing.getImageData(0, 0, size, size).data);
    },
    { markup: svg, size },
  );
  await scanner.close();
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data ?? null;
}

test('a donor gives by QR Ph: the sandbox shows a code that decodes to its pay link, with the time left', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithCharity(request);
  await logIn(page, donor.account);
  await page.goto(`/charity/${donor.charityID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByLabel('Amount (PHP)').fill('1500');
  const qrph = dialog.getByRole('radio', { name: 'QR Ph (any bank or e-wallet)' });
  await expect(qrph).toHaveAccessibleDescription('Up to ₱50,000 in one payment');
  await qrph.check();
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱1,500', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+$/);

  const code = checkout.getByRole('img', { name: 'QR Ph code to pay ₱1,500.00' });
  await expect(code).toBeVisible();
  expect(await readQr(context, await code.innerHTML())).toBe(checkout.url());
  await expect(checkout.getByText(/The code expires at .+: (30|29) minutes left\./)).toBeVisible();
  // The donor chose QR Ph in the dialog: the page offers it alone.
  await expect(checkout.getByRole('radio')).toHaveCount(1);
  await expectAccessible(checkout);

  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  await expect(checkout.getByRole('status').first()).toHaveText(/🎉 Thank you for your donation!/);
  await expect.poll(() => charityTotal(request, donor.charityID)).toBe(1500);
});

test('a large amount leaves only the ways to pay that take it, and says why the others cannot', async ({
  page,
  request,
}) => {
  await logIn(page, await signUp(request));
  const [charity] = (await (
    await request.get(`/api/get/organizations?q=${encodeURIComponent('Toril Reading Circle')}`)
  ).json()) as { organizationID: number }[];
  await page.goto(`/charity/${charity!.organizationID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByLabel('Amount (PHP)').fill('75000');
  for (const method of ['7-Eleven', 'QR Ph (any bank or e-wallet)']) {
    const radio = dialog.getByRole('radio', { name: method, exact: true });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Not for this amount: at most ₱50,000 in one payment.');
  }
  for (const method of ['GCash', 'GrabPay', 'Maya', 'Credit or debit card', 'Choose on the payment page'])
    await expect(dialog.getByRole('radio', { name: method, exact: true })).toBeEnabled();
  // Above what e-wallets take, only a card is left.
  await dialog.getByLabel('Amount (PHP)').fill('250000');
  await expect(dialog.getByRole('radio', { name: 'GCash', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Credit or debit card', exact: true })).toBeEnabled();
  await expectAccessible(page);
});

test('a payment result without a request ID says so', async ({ page }) => {
  await page.goto('/payment-success?amount=250');
  await expect(page.getByRole('alert')).toHaveText('Invalid payment information - missing request ID');
});
