import { expect, test } from './fixtures';

test('a visitor opens Home and moves around by the navigation bar @phone', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tabang/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const open = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  };
  const links = [
    { name: 'Charities', url: /\/charities$/ },
    { name: 'Events', url: /\/events$/ },
    { name: 'Leaderboard', url: /\/leaderboards$/ },
    { name: 'Home', url: /\/$/ },
  ];
  for (const link of links) {
    await open();
    const scope = isMobile ? page.locator('#mobile-menu') : nav;
    await scope.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path shows Home and keeps the URL', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('signed out, the navigation bar offers Login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
