import { expect, logIn, signUp, test } from './fixtures';

test('a visitor opens Home and moves around by the navigation bar @phone', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tabang/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const open = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  };
  const links = [
    { name: 'Charities', url: /\/charities$/, heading: 'Charities' },
    { name: 'Events', url: /\/events$/, heading: 'MORE EVENTS' },
    { name: 'Leaderboard', url: /\/leaderboards$/, heading: 'LEADERBOARD' },
    { name: 'Home', url: /\/$/, heading: 'Help that reaches Davao' },
  ];
  for (const link of links) {
    await open();
    const scope = isMobile ? page.locator('#mobile-menu') : nav;
    await scope.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading);
    // The burger menu closes after a navigation.
    if (isMobile) await expect(page.locator('#mobile-menu')).toHaveCount(0);
  }
});

test('below the small-screen breakpoint a burger toggles the menu, and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }),
  ).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('an unknown path shows Home and keeps the URL', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help that reaches Davao');
  await expect(page.getByRole('heading', { name: 'Charities in Davao' })).toBeVisible();
});

test('loading placeholders pulse only for a reader who has not asked for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  // The list's answer is held back, so its placeholders stay on screen while they are looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/get/organizations?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Charities', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading charities' })).toBeAttached();
  const placeholder = page.locator('main ul[aria-hidden="true"] > li').first();
  const animation = () => placeholder.evaluate((element) => getComputedStyle(element).animationName);
  expect(await animation()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(animation).toBe('pulse');
  release();
  await expect(page.locator('main a[href^="/charity/"]').first()).toBeVisible();
});

test('signed out, the navigation bar offers Login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('signed in, the avatar shows the first initial and a menu that closes on Escape and outside clicks @phone', async ({
  page,
}) => {
  const account = await signUp(page.request, { firstName: 'maria Clara', lastName: 'Santos' });
  await logIn(page, account);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText('M');

  await avatar.click();
  await expect(page.getByTestId('user-full-name')).toHaveText('maria Clara Santos');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-full-name')).toHaveCount(0);
  await expect(avatar).toBeFocused();

  await avatar.click();
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  // A click anywhere outside the menu (here, the lower left of the page) closes it.
  const viewport = page.viewportSize()!;
  await page.mouse.click(8, viewport.height - 8);
  await expect(page.getByTestId('user-full-name')).toHaveCount(0);

  await avatar.click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
