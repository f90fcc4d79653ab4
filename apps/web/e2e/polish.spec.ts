import sharp from 'sharp';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

const REFUSED = 'Only JPEG, PNG or WebP images are accepted.';

test('Add charity: a text file named .png is refused under its field, and the server’s refusal is tied to the images until one changes', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  await logIn(page, account);
  const suffix = `${Date.now() % 1_000_000}`;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add charity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a charity' });
  const logo = dialog.getByLabel('Logo');
  const featured = dialog.getByLabel('Featured picture');

  // The browser reads the first bytes: text is no image, whatever the name says.
  await logo.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text'),
  });
  await expect(logo).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/\./g, '\\.')));
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const realPng = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: realPng });
  await expect(logo).not.toHaveAccessibleDescription(/Only JPEG/);

  // A file that only starts like a PNG passes the browser's look; the server refuses it, and says so under the
  // images, not at the end of the form.
  const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('not really a picture')]);
  await featured.setInputFiles({ name: 'feature.png', mimeType: 'image/png', buffer: fakePng });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Polish Test Circle ${suffix}`);
  await dialog.getByLabel('Abbreviation').fill('PTC');
  await dialog.getByLabel('Address').fill(`${suffix} San Pedro Street, Davao City`);
  await dialog.getByLabel('Phone number').fill('(082) 221 1234');
  await dialog.getByLabel('Representative name').fill('Liza Dizon');
  await dialog.getByLabel('Email').fill(`polish${suffix}@example.ph`);
  await dialog.getByLabel('Representative contact number').fill('09171112222');
  await dialog.getByLabel('Description').fill('Reading lessons for children in Davao.');
  await dialog.getByLabel('Organization type').selectOption('educational');
  const picker = dialog.getByLabel('Choose a category to add');
  await expect(picker.locator('option').nth(1)).toBeAttached();
  await picker.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add charity' }).click();

  await expect(featured).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/\./g, '\\.')));
  await expect(logo).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/\./g, '\\.')));
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // Choosing another file clears the server's answer.
  await featured.setInputFiles({ name: 'feature.png', mimeType: 'image/png', buffer: realPng });
  await expect(featured).not.toHaveAccessibleDescription(/Only JPEG/);
  await expect(logo).not.toHaveAccessibleDescription(/Only JPEG/);
});
