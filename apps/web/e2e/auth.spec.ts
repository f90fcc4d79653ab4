import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

const uniqueEmail = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ph`;
const main = (page: import('@playwright/test').Page) => page.locator('main');

test('a visitor signs up in three steps, with the messages for what is missing', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Step 1: name, email, password.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please fill in all required fields.');
  await page.getByLabel('Full name').fill('Maria Clara Santos');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tabang e2e password');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the details, pre-filled from step 1.
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Step 2 of 3');
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await expect(page.getByLabel('Last name')).toHaveValue('Santos');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('tabang e2e password');
  await page.getByLabel('Confirm password').fill('a different password');
  await page.getByLabel('Contact number').fill('09171234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Passwords do not match.');

  // Back and forth keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Maria Clara Santos');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Contact number')).toHaveValue('09171234567');
  await page.getByLabel('Confirm password').fill('tabang e2e password');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: date of birth, location, interest.
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Step 3 of 3');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please fill in all required fields.');
  await page.getByLabel('Date of birth').fill('1995-06-15');
  await page.getByLabel('Location').selectOption('Davao City');
  await page.getByLabel('Interest').selectOption('Education');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(main(page).getByRole('status')).toHaveText('Account created! Taking you to the login page...');
  await expect(page).toHaveURL(/\/login$/);

  // The new account works.
  const login = await page.request.post('/auth/login', {
    data: { email, password: 'tabang e2e password' },
  });
  expect((await login.json()).user).toMatchObject({
    firstName: 'Maria Clara',
    lastName: 'Santos',
    role: 'user',
  });
});

test('sign-up says on step 1 that the email already has an account', async ({ page, request }) => {
  const account = await signUp(request);
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Juan Dela Cruz');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('another e2e password');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('An account with this email already exists.');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Step 1 of 3');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a reload keeps the sign-up steps typed so far, but not the passwords', async ({ page }) => {
  const email = uniqueEmail('draft');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Maria Clara Santos');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tabang e2e password');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Step 2 of 3');
  await page.getByLabel('Contact number').fill('09171234567');

  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Step 2 of 3');
  await expect(page.getByLabel('First name')).toHaveValue('Maria Clara');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Contact number')).toHaveValue('09171234567');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(kept).toContain(email);
  expect(kept).not.toContain('tabang e2e password');
});

test('a member logs in with Remember me: toast, dashboard, and the navigation bar updates without a reload', async ({
  page,
  request,
  context,
}) => {
  const account = await signUp(request);
  await page.goto('/login');
  await expectAccessible(page);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

  const password = page.getByLabel('Password', { exact: true });
  await password.fill(account.password);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Remember me').check();
  // A full page load would lose this marker: the test proves the app never reloads.
  await page.evaluate(() => {
    (window as unknown as { noReload: boolean }).noReload = true;
  });
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('M');
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();

  const cookie = (await context.cookies()).find((c) => c.name === 'tabang_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});

test('without Remember me closing the browser ends the sign-in: a session cookie and sessionStorage', async ({
  page,
  request,
  context,
  browser,
}) => {
  const account = await signUp(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'tabang_session');
  expect(cookie?.expires).toBe(-1);
  // The token is kept for this browser session only.
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('authToken'),
    local: localStorage.getItem('authToken'),
  }));
  expect(stored.session).toBeTruthy();
  expect(stored.local).toBeNull();

  // Closing the browser keeps only what lasts beyond the session: persistent cookies and localStorage.
  const state = await context.storageState();
  const reopened = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
  });
  const again = await reopened.newPage();
  await again.goto('/dashboard');
  await expect(again).toHaveURL(/\/login$/);
  await reopened.close();
});

test('a wrong password gets the error toast and stays on the login page', async ({ page, request }) => {
  const account = await signUp(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the right password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Error logging in. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('the avatar menu shows the name and logs out to /login', async ({ page, request }) => {
  const account = await signUp(request);
  await logIn(page, account);
  await page.goto('/');
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText('M');
  await avatar.click();
  await expect(page.getByTestId('user-full-name')).toHaveText('Maria Clara Santos');

  // An outside click closes the menu. A point of the window, not of <main>: clicking <main> scrolled it under the
  // sticky navigation bar once, on a busy machine, and the click never landed.
  await page.mouse.click(8, page.viewportSize()!.height - 8);
  await expect(page.getByTestId('user-full-name')).toBeHidden();

  await avatar.click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await avatar.click();
  // The dashboard's side nav has a Logout of its own; this one is the avatar menu's.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const check = await page.request.get('/auth/authenticated');
  expect(await check.json()).toEqual({ authenticated: false, user: null });
});

test('navigating to /auth/logout asks first; its Log out button ends the session and lands on /login', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const token = await logIn(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/auth/logout');
  expect(await (await page.request.get('/auth/authenticated')).json()).toMatchObject({ authenticated: true });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The revoked token is refused from now on.
  const check = await request.get('/auth/authenticated', { headers: { authorization: `Bearer ${token}` } });
  expect((await check.json()).authenticated).toBe(false);
});

test('forgot password answers without telling whether the account exists; a bad link says so', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('status')).toContainText('If an account exists for that email');

  // A link that does not work says so when it opens, before anyone types a password.
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(main(page).getByRole('alert')).toHaveText(
    'This password reset link is invalid, already used or expired. Please request a new one.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
