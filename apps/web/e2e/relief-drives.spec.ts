import { addCharity, fillAddEvent, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Relief drives: an organiser adds an urgent drive under a barangay exemption, lists a need and a
// drop-off point; a member finds it on Home, pledges goods and keeps the slip; the drop-off desk receives the
// pledge by its code, and the drive's public counts move.

test('an urgent drive: needs and a drop-off point, a pledge with its slip, received at the desk by code', async ({
  page,
  request,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Barangay 5-A Relief ${unique}`;
  const driveName = `Typhoon relief for Barangay 5-A ${unique}`;
  const { account: organiser, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);

  // The organiser adds the drive: urgent, what it accepts, and the exemption it solicits under.
  await logIn(page, organiser);
  const dialog = await fillAddEvent(page, charityName, {
    name: driveName,
    description: 'Rice and hygiene kits for families whose homes flooded.',
    location: 'Barangay 5-A hall, Davao City',
    daysAhead: 2,
    hours: 48,
  });
  await dialog.getByLabel('This event is a relief drive (it collects goods)').check();
  await dialog.getByLabel('Urgent').check();
  await dialog.getByLabel('What we accept').fill('No used clothing. No food expiring within a year.');
  const permit = dialog.getByRole('group', { name: 'Solicitation permit' });
  await permit.getByLabel('Kind of permit').selectOption('exempt');
  await permit.getByLabel('Why it is exempt').fill('A barangay project of Barangay 5-A');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();

  // From the drive's page to its needs and drop-off points.
  await page.goto(`/events?q=${encodeURIComponent(driveName)}`);
  await page.getByRole('link', { name: driveName }).first().click();
  const eventID = Number(/\/event\/(\d+)/.exec(page.url())?.[1]);
  expect(eventID).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Manage needs and drop-off points' }).click();
  await page.getByLabel('Item').fill('Rice');
  await page.getByLabel('Unit').fill('sacks');
  await page.getByRole('textbox', { name: 'How many', exact: true }).fill('20');
  await page.getByRole('button', { name: 'Add need' }).click();
  await expect(page.getByTestId('need-editor').filter({ hasText: 'Rice' })).toBeVisible();
  await page.getByLabel('Name of the place').fill('Barangay 5-A hall');
  await page.getByLabel('Street address').fill('Bonifacio Street');
  await page.getByRole('textbox', { name: 'Barangay', exact: true }).fill('5-A');
  await page.getByRole('textbox', { name: 'Hours', exact: true }).fill('Mon–Sat, 8 AM to 5 PM');
  await page.getByLabel('Contact person').fill('Ana Cruz');
  await page.getByLabel('Contact number').fill('0917 123 4567');
  await page.getByRole('button', { name: 'Add drop-off point' }).click();
  await expect(page.getByText('Barangay 5-A hall added.')).toBeVisible();

  // A member finds the urgent drive on Home and pledges five sacks.
  const member = await signUp(request, { firstName: 'Jose', lastName: 'Dizon' });
  await page.context().clearCookies();
  await logIn(page, member);
  await page.goto('/');
  await page.getByTestId('urgent-drives').getByRole('link', { name: driveName }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventID}$`));
  const drive = page.getByTestId('drive-section');
  await expect(drive).toContainText('No used clothing. No food expiring within a year.');
  const rice = drive.getByTestId('need').filter({ hasText: 'Rice' });
  await expect(rice.getByTestId('need-still')).toHaveText('20 sacks still needed');
  await expect(drive.getByTestId('dropoff')).toContainText('Bonifacio Street');
  await expectAccessible(page);

  await rice.getByRole('button', { name: 'Pledge goods: Rice' }).click();
  const pledge = page.getByRole('dialog', { name: 'Pledge goods: Rice' });
  await pledge.getByLabel('How many (sacks)').fill('5');
  await pledge.getByLabel('Drop-off point').selectOption({ label: 'Barangay 5-A hall (Barangay 5-A)' });
  const tomorrow = new Date(Date.now() + 32 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await pledge.getByLabel('When you will bring them').fill(tomorrow);
  await pledge.getByRole('button', { name: 'Pledge', exact: true }).click();
  const slip = page.getByTestId('pledge-slip');
  const code = (await slip.getByTestId('pledge-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  await expect(slip.getByRole('img', { name: `QR code for pledge code ${code}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See my pledges' }).click();
  await expect(page).toHaveURL(/\/my\/pledges$/);
  await expect(page.getByTestId('my-pledge').filter({ hasText: code })).toContainText('Pledged');

  // At the drop-off point the organiser types the code and receives all five.
  await page.context().clearCookies();
  await logIn(page, organiser);
  await page.goto(`/dashboard/events/${eventID}/desk`);
  await page.getByLabel('Pledge code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('desk-pledge')).toContainText('Jose');
  await page.getByTestId('desk-pledge').getByRole('button', { name: 'Received', exact: true }).click();
  await expect(page.getByTestId('desk-announcement')).toHaveText(`Pledge ${code}: 5 sacks received.`);
  await expectAccessible(page);

  // The public counts moved: five received of twenty.
  await page.goto(`/event/${eventID}`);
  const counts = page.getByTestId('drive-section').getByTestId('need').filter({ hasText: 'Rice' });
  await expect(counts.getByTestId('need-counts')).toHaveText('5 received · 0 on the way · 20 sacks needed');
  await expect(counts.getByTestId('need-still')).toHaveText('15 sacks still needed');
});
