import { addCharity, bearer, verifyCharity } from './charities';
import { DEMO_ADMIN, expect, expectAccessible, logIn, signUp, test } from './fixtures';
import { mailTo } from './mail';

// Tributes: a member gives in memory of someone and names the family's email; the family is emailed once, without
// the amount; My giving shows the tribute; the charity's representative finds the gift on the reports page, with
// the tribute and, once the donor asked for it, the certificate button.

/** A Philippine date (YYYY-MM-DD) some days from now. */
const daysAhead = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a gift in memory of someone: the family is told, My giving shows it, the charity sees it with its certificate', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  // A verified charity whose donee status an admin checked, so its gifts can have certificates.
  const charityName = `Lola's Kitchen ${Date.now().toString(36)}`;
  const { account: rep, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  const donee = await request.post('/api/post/organizations/update', {
    headers: await bearer(request, rep),
    multipart: {
      organizationID: String(organizationID),
      organizationTin: '111-222-333-000',
      birRegistrationNumber: 'BIR-DI-2026-0099',
      birRegistrationValidUntil: daysAhead(300),
      deductibility: 'full',
    },
  });
  expect(donee.ok(), await donee.text()).toBeTruthy();
  const checked = await request.post(`/api/admin/organizations/${organizationID}/check-donee`, {
    headers: await bearer(request, DEMO_ADMIN),
  });
  expect(checked.ok(), await checked.text()).toBeTruthy();

  // The donor gives ₱250 in memory of Lola Rosa from the charity's page, naming the family's email.
  const donor = await signUp(request);
  const family = `family${Date.now()}@example.ph`;
  await logIn(page, donor);
  await page.goto(`/charity/${organizationID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Dedicate this gift' }).check();
  // Left unfinished, the section says what is missing and nothing is sent.
  await dialog.getByRole('button', { name: 'Donate ₱250', exact: true }).click();
  await expect(dialog.getByText('Enter the name of the person this gift is for.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'In memory of' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'In memory of' }).check();
  await dialog.getByRole('textbox', { name: /Their name/ }).fill('Lola Rosa');
  await dialog.getByLabel("Family's email (optional)").fill(family);
  await expect(dialog.getByRole('checkbox', { name: 'Include the amount in the email' })).not.toBeChecked();
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Donate ₱250', exact: true }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+$/);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  const reqId = new URL(checkout.url()).searchParams.get('req_id')!;
  await checkout.close();

  // The family's email: who gave, to whom, in whose memory; not how much.
  await expect.poll(async () => (await mailTo(family)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(family);
  expect(mail).toContain('Subject: A gift in memory of Lola Rosa');
  expect(mail).toContain(`Maria Clara Santos has given a gift to ${charityName} in memory of Lola Rosa.`);
  // The amount is nowhere in the text. (The headers and the charity's name are left out of the search: the family's
  // address, the date and the name's random part may hold the digits 250.)
  const text = mail!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
    .replaceAll(charityName, '');
  expect(text).not.toMatch(/\b250\b/);
  expect(text).not.toContain('₱');

  // My giving shows the tribute on the gift.
  await page.goto('/my/giving');
  const gift = page.getByTestId('my-donation').filter({ hasText: charityName });
  await expect(gift.getByTestId('tribute')).toHaveText('In memory of Lola Rosa');
  await expect(gift.getByText('Completed')).toBeVisible();

  // The donor asks for the gift's certificate (their consent to show it to the charity).
  const donorHeaders = await bearer(request, donor);
  const tax = await request.post('/api/post/my/tax-details', {
    headers: donorHeaders,
    data: { tin: '123-456-789', registeredAddress: '88 Quirino Avenue, Davao City' },
  });
  expect(tax.ok(), await tax.text()).toBeTruthy();
  const asked = await request.get(`/api/get/donations/${reqId}/certificate.pdf`, { headers: donorHeaders });
  expect(asked.ok(), await asked.text()).toBeTruthy();

  // The representative finds the gift on the charity's reports page, with the tribute and the certificate.
  const repContext = await browser.newContext({ baseURL });
  const repPage = await repContext.newPage();
  await logIn(repPage, rep);
  await repPage.goto(`/dashboard/organizations/${organizationID}/reports`);
  const gifts = repPage.getByRole('region', { name: 'Gifts' });
  const card = gifts.getByTestId('organization-gift').first();
  await expect(card.getByText('Maria Clara Santos')).toBeVisible();
  await expect(card.getByText('In memory of Lola Rosa')).toBeVisible();
  await expect(card.getByText('₱250.00')).toBeVisible();
  await expect(card).not.toContainText(family);
  const button = card.getByRole('button', {
    name: /^Certificate \(BIR 2322\) for the gift of Maria Clara Santos on /,
  });
  await expect(button).toBeVisible();
  await expectAccessible(repPage);
  const download = repPage.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toMatch(/^certificate-of-donation-\d{4}-0001\.pdf$/);
  await repContext.close();
});
