import type { Browser, Page } from '@playwright/test';
import { addCharity, reloadUntil, verifyCharity } from './charities';
import { DEMO_ADMIN, expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A member's new charity waits on the admin page; the admin verifies it (the public badge goes), suspends it
// (it leaves the public pages) and lifts the suspension (it comes back).

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
  return page;
}

const charityCard = (page: Page, name: string) => page.getByTestId('charity-card').filter({ hasText: name });

test('an admin verifies a pending charity, suspends it and lifts the suspension', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const name = `Matina Kitchen ${Date.now() % 1_000_000}`;
  const { organizationID } = await addCharity(request, name);

  // The list comes a page at a time: searching for the new charity finds it wherever it falls.
  await page.goto(`/charities?q=${encodeURIComponent(name)}`);
  await expect(charityCard(page, name).getByText('Pending verification')).toBeVisible();

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  const pending = admin.getByTestId('admin-charity').filter({ hasText: name });
  await expect(pending.getByText('Pending verification')).toBeVisible();
  await expect(pending.getByText('09179998888')).toBeVisible();
  await expect(pending.getByText('Matina, Davao City')).toBeVisible();
  await expectAccessible(admin);

  await pending.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText(`${name} is now verified.`)).toBeVisible();
  await expect(admin.getByTestId('admin-charity').filter({ hasText: name })).toHaveCount(0);

  // The public badge is gone. Public reads may trail a write by up to 2 s (decision 010), so the page is
  // reloaded until it shows the change.
  await expect(async () => {
    await page.reload();
    await expect(charityCard(page, name).getByText('Verified')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(charityCard(page, name)).toHaveCount(1);
  await expect(charityCard(page, name).getByText('Pending verification')).toHaveCount(0);

  // Suspend, after confirming: it leaves every public page.
  await admin.getByRole('tab', { name: 'Verified' }).click();
  const verified = admin.getByTestId('admin-charity').filter({ hasText: name });
  await verified.getByRole('button', { name: 'Suspend' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Suspend this charity?' });
  await confirm.getByRole('button', { name: 'Suspend charity' }).click();
  await expect(admin.getByText(`${name} is suspended.`)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('No charities match your search')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(charityCard(page, name)).toHaveCount(0);
  await page.goto(`/charity/${organizationID}`);
  await expect(page.getByText('Charity not found').first()).toBeVisible();

  // Lift the suspension: it is back.
  await admin.getByRole('tab', { name: 'Suspended' }).click();
  await admin
    .getByTestId('admin-charity')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(admin.getByText(`The suspension of ${name} is lifted.`)).toBeVisible();
  await expect(async () => {
    await page.goto(`/charity/${organizationID}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await admin.context().close();
});

test('a member who is not an admin is sent away from /admin, and the admin API refuses them', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  const token = await logIn(page, account);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  const list = await page.request.get('/api/admin/organizations?status=pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(403);
  const verify = await page.request.post('/api/admin/organizations/1/verify', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verify.status()).toBe(403);
});

test('a verified charity renamed by its organiser goes back to verification; the admin sees the change and verifies it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const suffix = `${Date.now() % 1_000_000}`;
  const name = `Davao Kids Fund ${suffix}`;
  const newName = `Philippine Red Cross - Davao Chapter ${suffix}`;
  const { account, organizationID } = await addCharity(request, name);
  await verifyCharity(organizationID);

  // The organiser is told before saving.
  await logIn(page, account);
  await page.goto(`/dashboard/organizations/${organizationID}/edit`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
  await expect(page.getByText('Saving sends this charity back to verification')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Charity updated. It is back in verification', { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const mine = page.getByTestId('my-charities').getByRole('listitem').filter({ hasText: newName }).first();
  await expect(mine.getByText('Pending verification')).toBeVisible();
  await page.goto(`/charity/${organizationID}`);
  await reloadUntil(page, () =>
    expect(page.getByText('Pending verification', { exact: true }).first()).toBeVisible({ timeout: 2_000 }),
  );

  // The admin sees what changed since the verification, and verifies it again: the public page says so.
  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin');
  const pending = admin.getByTestId('admin-charity').filter({ hasText: newName });
  await expect(pending.getByRole('region', { name: 'Changed since it was verified' })).toContainText(
    `Name: Before ${name} → Now ${newName}`,
  );
  await expectAccessible(admin);
  await pending.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText(`${newName} is now verified.`)).toBeVisible();
  await admin.context().close();
  await reloadUntil(page, () =>
    expect(page.getByText('Pending verification', { exact: true })).toHaveCount(0, { timeout: 2_000 }),
  );
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
});
