import { extractText, getDocumentProxy } from 'unpdf';
import { addCharity, bearer, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A member pays ₱1,250 on the sandbox's checkout, saves the receipt from the result page, and the receipt PDF
// holds its number, the amount in figures and in words; nobody else can fetch it.

async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}

test('a donor saves the receipt of a completed donation; another member gets a 404', async ({
  page,
  request,
}) => {
  const charityName = `Receipt Kitchen ${Date.now().toString(36)}`;
  const { organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  const donor = await signUp(request);
  const headers = await bearer(request, donor);
  await logIn(page, donor);

  const created = await request.post('/api/post/donation/create', {
    headers,
    data: { amount: 1250, organizationID, eventID: null, description: 'x' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { req_id: reqId, checkout_url: checkoutUrl } = (await created.json()) as {
    req_id: string;
    checkout_url: string;
  };

  // The result page goes home 5 s after success; its clock is held while the receipt is saved.
  await page.clock.install();
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-success\?req_id=/);
  const button = page.getByRole('button', { name: 'Download receipt' });
  await expect(button).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const download = page.waitForEvent('download');
  await button.click();
  const number = (await download).suggestedFilename().replace(/\.pdf$/, '');
  expect(number).toMatch(/^TB-\d{4}-\d{6}$/);
  // axe needs the page's timers: the clock goes on, with about 4 s left before the page goes home.
  await page.clock.resume();
  await expectAccessible(page);

  const receipt = await request.get(`/api/get/donations/${reqId}/receipt.pdf`, { headers });
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await receipt.body());
  expect(text).toContain(number);
  expect(text).toContain('₱1,250.00');
  expect(text).toContain('One thousand two hundred fifty pesos');
  expect(text).toContain(charityName);
  expect(text).toContain('GCash');

  const stranger = await bearer(request, await signUp(request));
  expect((await request.get(`/api/get/donations/${reqId}/receipt.pdf`, { headers: stranger })).status()).toBe(
    404,
  );
});
