import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

const main = (page: import('@playwright/test').Page) => page.locator('main');

test('the profile page: opened from the avatar menu, edits the details under sign-up rules', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  await logIn(page, account);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expectAccessible(page);

  const details = page.getByRole('region', { name: 'Your details' });
  await page.getByLabel('Contact number').fill('0917-ABC');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('alert')).toHaveText('Contact number must be digits only, at most 11.');
  await expect(page.getByLabel('Contact number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Liza');
  await page.getByLabel('Contact number').fill('09998887777');
  await page.getByLabel('Location').selectOption('Tagum');
  await page.getByLabel('Interest').selectOption('Health');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile has been saved.');
  // The navigation bar follows.
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('L');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Liza');
  await expect(page.getByLabel('Location')).toHaveValue('Tagum');
  await expect(page.getByLabel('Interest')).toHaveValue('Health');
  await expect(page.getByLabel('Contact number')).toHaveValue('09998887777');
});

test('changing the password needs the current one, keeps this sign-in and ends the others', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUp(request);
  await logIn(page, account);
  // The same person signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, account);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('a brand new phrase');
  await form.getByLabel('Confirm new password').fill('a brand new phrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. You have been logged out on your other devices.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in; the other is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  const old = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/auth/login', {
    data: { email: account.email, password: 'a brand new phrase' },
  });
  expect(fresh.ok()).toBeTruthy();
});

test('"Download my data" saves a JSON file of the account', async ({ page, request }) => {
  const account = await signUp(request);
  await logIn(page, account);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tabang-my-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: account.email, firstName: 'Maria Clara', lastName: 'Santos' });
  expect(data).toMatchObject({ likes: { charities: [], events: [] }, donations: [], calendarFeed: null });
  // The sessions it signed in with, shown by their times (never a token).
  expect(data.sessions).toContainEqual(
    expect.objectContaining({ createdAt: expect.any(String), lastSeenAt: expect.any(String) }),
  );
  expect(JSON.stringify(data)).not.toMatch(/password/i);
});

test('"Delete my account" asks for the password, then signs out for good', async ({ page, request }) => {
  const account = await signUp(request);
  await logIn(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password.');
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct.');
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  // Signed out, as after Logout.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken')),
  ).toBeNull();

  const again = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(again.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await expect(main(page)).toBeVisible();
});
