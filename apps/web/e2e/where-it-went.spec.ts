import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { addCharity, addEvent, bearer, payInSandbox, reloadUntil, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Where it went: an organiser records cash received outside Tabang, which the event page shows beside
// the online total (never in it); records a distribution with a photo; the public report and its PDF say where the
// money and goods went; the organiser downloads the donor and distribution lists; a voided gift leaves the totals.

/** Clicks a download button and reads the saved file. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (file as Download).suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

/** Records cash received outside Tabang on the organiser's page, and waits until it is listed. */
async function recordCash(page: Page, amount: string, donor: string) {
  const form = page.getByRole('region', { name: 'Record a gift received outside Tabang' });
  await form.getByRole('radio', { name: 'Cash' }).check();
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('textbox', { name: /^Donor’s name/ }).fill(donor);
  await form.getByRole('button', { name: 'Record gift' }).click();
  await expect(page.getByTestId('offline-gift').filter({ hasText: `From ${donor}` })).toBeVisible();
}

test('offline cash beside the online total, a distribution, the public report and its PDF, the CSVs, a void', async ({
  page,
  request,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { account: organiser, organizationID } = await addCharity(request, `Talomo Relief ${unique}`);
  await verifyCharity(organizationID);
  const eventName = `Flood relief Talomo ${unique}`;
  const eventID = await addEvent(request, await bearer(request, organiser), organizationID, eventName);
  const charity = { charityID: organizationID, eventID, eventName };
  // Someone gives ₱500 online, so the page has an online total to stand beside.
  const donor = await signUp(request, { firstName: 'Jose', lastName: 'Dizon' });
  await payInSandbox(request, await bearer(request, donor), {
    organizationID: charity.charityID,
    eventID: charity.eventID,
    amount: 500,
  });

  // From the dashboard's event card to the organiser's page.
  await logIn(page, organiser);
  await page.goto('/dashboard');
  await page
    .getByTestId('my-charities')
    .getByRole('listitem')
    .filter({ hasText: charity.eventName })
    .last()
    .getByRole('link', { name: 'Where it went' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${charity.eventID}/report$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Where it went: ${charity.eventName}` }),
  ).toBeVisible();

  await recordCash(page, '3500', 'Aling Nena');
  await recordCash(page, '1000', 'Mang Tomas');

  // The event page shows both totals, side by side; the goal's "raised" stays the online ₱500.
  await page.goto(`/event/${charity.eventID}`);
  await reloadUntil(page, () =>
    expect(page.getByTestId('offline-total')).toHaveText(
      '₱500.00 online · ₱4,500.00 recorded by the charity',
    ),
  );
  await expect(page.getByTestId('goal-progress')).toContainText('₱500.00');
  await expect(
    page.getByTestId('event-report-links').getByRole('link', { name: 'Where it went', exact: true }),
  ).toBeVisible();

  // A distribution, with a photo and the people's consent.
  await page
    .getByTestId('event-report-links')
    .getByRole('link', { name: 'Where it went (organiser)' })
    .click();
  const distribution = page.getByRole('region', { name: 'Record a distribution' });
  await distribution.getByRole('textbox', { name: /^Barangay/ }).fill('Talomo Proper');
  await distribution.getByRole('textbox', { name: /^Households reached/ }).fill('85');
  await distribution.getByRole('textbox', { name: /^Item/ }).fill('Rice');
  await distribution.getByRole('textbox', { name: /^Unit/ }).fill('packs');
  await distribution.getByRole('textbox', { name: /^Quantity/ }).fill('170');
  await distribution.getByRole('button', { name: 'Add an item' }).click();
  await distribution.getByRole('textbox', { name: /^Item/ }).nth(1).fill('Canned sardines');
  await distribution.getByRole('textbox', { name: /^Unit/ }).nth(1).fill('cans');
  await distribution
    .getByRole('textbox', { name: /^Quantity/ })
    .nth(1)
    .fill('340');
  await distribution.getByRole('textbox', { name: /^Amount spent/ }).fill('2500');
  await distribution.getByLabel(/^Photos/).setInputFiles({
    name: 'distribution.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer(),
  });
  await distribution.getByRole('button', { name: 'Record distribution' }).click();
  await expect(
    distribution.getByText('Confirm that the people in the photos agreed to be photographed.'),
  ).toBeVisible();
  await distribution
    .getByRole('checkbox', { name: /The people shown agreed to be photographed, and no child is shown/ })
    .check();
  await distribution.getByRole('button', { name: 'Record distribution' }).click();
  await expect(page.getByTestId('organiser-distribution').filter({ hasText: 'Talomo Proper' })).toContainText(
    '85 households',
  );

  // The donor and distribution lists, for DSWD.
  const donors = await download(page, page.getByRole('button', { name: 'Download donor list (CSV)' }));
  const donorRows = donors.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(donorRows[0]).toMatch(/^"?Date"?,"?Name"?,"?Amount \(PHP\)"?,"?Channel"?,"?Receipt number"?$/);
  expect(donorRows).toHaveLength(4);
  expect(donorRows.some((row) => /Aling Nena.*3,?500.*offline/.test(row))).toBe(true);
  expect(donorRows.some((row) => /Jose.*500.*online.*TB-\d{4}-\d{6}/.test(row))).toBe(true);
  const distributions = await download(
    page,
    page.getByRole('button', { name: 'Download distribution list (CSV)' }),
  );
  const distributionRows = distributions.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(distributionRows[0]).toMatch(
    /^"?Date"?,"?Barangay"?,"?Households"?,"?Item"?,"?Unit"?,"?Quantity"?,/,
  );
  expect(distributionRows).toHaveLength(3);
  expect(distributionRows[1]).toMatch(/Talomo Proper"?,"?85"?,"?(Rice"?,"?packs"?,"?170|Canned sardines)/);

  // The public report: money, goods, the distribution with its photo, donors without names; then its PDF.
  await page.getByRole('link', { name: 'Open the public report' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${charity.eventID}/report$`));
  await reloadUntil(page, () => expect(page.getByTestId('report-money-offline')).toHaveText('₱4,500.00'));
  await expect(page.getByTestId('report-money-online')).toHaveText('₱500.00');
  await expect(page.getByTestId('report-money-total')).toHaveText('₱5,000.00');
  await expect(page.getByTestId('report-money-spent')).toHaveText('₱2,500.00');
  await expect(page.getByTestId('report-status')).toContainText('Draft — not yet published by the charity');
  const shown = page.getByTestId('report-distribution').filter({ hasText: 'Talomo Proper' });
  await expect(shown).toContainText('170 packs Rice');
  await expect(
    shown.getByRole('img', { name: 'Photo of the distribution in Talomo Proper, 1 of 1' }),
  ).toBeVisible();
  await expect(page.getByTestId('report-donors')).toContainText('1 donor gave online');
  await expect(page.locator('main')).not.toContainText('Aling Nena');
  await expectAccessible(page);
  // On paper: the report, without the site's bar or the download link.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByTestId('report-money-total')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toHaveAttribute('href', `/api/get/events/${charity.eventID}/report.pdf?lang=en`);
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  expect(text).toContain(charity.eventName);
  expect(text).toContain('Talomo Proper');
  expect(text).not.toContain('Aling Nena');

  // Voiding a gift asks why; it stays listed, struck through, and the totals drop.
  await page.goto(`/dashboard/events/${charity.eventID}/report`);
  const tomas = page.getByTestId('offline-gift').filter({ hasText: 'From Mang Tomas' });
  await tomas.getByRole('button', { name: /^Void/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this gift?' });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Recorded twice by mistake');
  await dialog.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tomas).toHaveAttribute('data-status', 'voided');
  await expect(tomas.getByTestId('offline-gift-voided')).toContainText('Recorded twice by mistake');
  await page.goto(`/event/${charity.eventID}`);
  await reloadUntil(page, () =>
    expect(page.getByTestId('offline-total')).toHaveText(
      '₱500.00 online · ₱3,500.00 recorded by the charity',
    ),
  );
});

test('the organiser’s page and the public report fit a phone @phone', async ({ page, request }) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { account: organiser, organizationID } = await addCharity(request, `Buhangin Aid ${unique}`);
  await verifyCharity(organizationID);
  const headers = await bearer(request, organiser);
  const eventName = `Fire relief Buhangin, a long name that has to wrap on a small screen ${unique}`;
  const eventID = await addEvent(request, headers, organizationID, eventName);
  const gift = await request.post('/api/post/offline-gifts', {
    headers,
    data: {
      organizationID,
      eventID,
      kind: 'goods',
      item: 'Sleeping mats',
      unit: 'pieces',
      quantity: 60,
      receivedOn: new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10),
    },
  });
  expect(gift.ok(), await gift.text()).toBeTruthy();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await logIn(page, organiser);
  await page.goto(`/dashboard/events/${eventID}/report`);
  await expect(page.getByTestId('offline-gift')).toContainText('60 pieces Sleeping mats');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await page.goto(`/event/${eventID}/report`);
  await reloadUntil(page, () => expect(page.getByTestId('report-goods')).toContainText('60 received'));
  expect(await overflow()).toBeLessThanOrEqual(0);
});
