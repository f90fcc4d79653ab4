import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { addCharity, bearer, payInSandbox, reloadUntil, verifyCharity } from './charities';
import { DEMO_ADMIN, expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Certificates of Donation (BIR Form 2322): a charity records its donee status, the admin checks it, its page says
// gifts are tax-deductible; a donor gives their TIN, gives, and saves the certificate, whose text holds the TIN and
// the amount in figures and in words.

async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}

/** A Philippine date (YYYY-MM-DD) some days from now. */
const daysAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a checked donee charity is tax-deductible, and its donor saves a filled-in BIR Form 2322', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const charityName = `Bajada Scholars ${Date.now().toString(36)}`;
  const { account: rep, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);

  // The representative records the donee status on the edit page.
  await logIn(page, rep);
  await page.goto(`/dashboard/organizations/${organizationID}/edit`);
  const donee = page.getByTestId('donee-form');
  await expect(donee.getByRole('group', { name: 'Tax-deductible gifts (BIR donee status)' })).toBeVisible();
  await donee.getByLabel("Charity's TIN").fill('111-222-333-000');
  await donee.getByLabel('BIR donee registration number').fill('BIR-DI-2026-0077');
  await donee.getByLabel('BIR registration valid until').fill(daysAhead(300));
  await donee.getByLabel('Deductibility').selectOption('full');
  await donee.getByRole('button', { name: 'Save donee status' }).click();
  await expect(page.getByTestId('donee-check-status')).toHaveText('Waiting for the Tabang team to check it.');
  await expectAccessible(page);

  // The charity page says nothing yet: the admin has not checked it.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/charity/${organizationID}`);
  await expect(visitor.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  await expect(visitor.getByTestId('charity-deductible')).toHaveCount(0);

  // The admin checks it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Verified' }).click();
  const card = admin.getByTestId('admin-charity').filter({ hasText: charityName });
  const review = card.getByTestId('donee-review');
  await expect(review.getByText('BIR-DI-2026-0077')).toBeVisible();
  await review.getByRole('button', { name: 'Mark donee status checked' }).click();
  await expect(admin.getByText(`The donee status of ${charityName} is marked checked`)).toBeVisible();
  await expect(review.getByText(/^Checked on/)).toBeVisible();
  await adminContext.close();

  // The charity page now says so (public reads may trail a write by up to 2 s).
  await reloadUntil(visitor, () =>
    expect(visitor.getByTestId('charity-deductible')).toContainText('Gifts are tax-deductible (full)', {
      timeout: 3_000,
    }),
  );
  await expectAccessible(visitor);
  await visitorContext.close();

  // A donor gives their TIN in My giving; it comes back masked.
  const donor = await signUp(request);
  await logIn(page, donor);
  await page.goto('/my/giving');
  const tax = page.getByTestId('tax-details');
  await tax.getByRole('button', { name: 'Add your tax details' }).click();
  await tax.getByLabel(/^TIN/).fill('123-456-789');
  await tax.getByLabel(/^Registered address/).fill('88 Quirino Avenue, Davao City');
  await tax.getByRole('button', { name: 'Save tax details' }).click();
  await expect(tax.getByText('Saved TIN: •••-•••-789')).toBeVisible();

  // They give ₱1,250 through the sandbox gateway, and save the certificate from My giving.
  await payInSandbox(request, await bearer(request, donor), { organizationID, amount: 1250 });
  await page.reload();
  const gift = page.getByTestId('my-donation').filter({ hasText: charityName });
  const button = gift.getByRole('button', {
    name: `Certificate of Donation (BIR Form 2322) for your gift to ${charityName}`,
  });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-of-donation-\d{4}-0001\.pdf$/);
  const text = await pdfText(await readFile((await file.path())!));
  for (const expected of [
    'BIR Form No. 2322',
    '123-456-789',
    '88 Quirino Avenue, Davao City',
    charityName,
    '111-222-333-000',
    'BIR-DI-2026-0077',
    '₱1,250.00',
    'One thousand two hundred fifty pesos',
  ])
    expect(text).toContain(expected);

  // The yearly statement lists it too.
  await expect(
    page
      .getByTestId('statements')
      .getByRole('button', { name: /^Yearly statement of your 1 gift in \d{4}$/ }),
  ).toBeVisible();
});
