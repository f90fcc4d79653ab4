import { addCharity, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';
import { mailTo } from './mail';

// Monthly giving: a member starts a monthly gift by card from the donation dialog, pays the first gift on the
// sandbox's checkout (which saves the card), finds the plan on My giving, then opens the pause link of the plan's
// email without signing in, pauses it there, and My giving shows it paused.

test('a member gives monthly by card, sees the plan on My giving, and pauses it from its email', async ({
  page,
  context,
  browser,
  request,
}) => {
  const charityName = `Monthly Kitchen ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  const account = await signUp(request);
  await logIn(page, account);

  await page.goto(`/charity/${organizationID}`);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Give monthly' }).check();
  await expect(dialog.getByText('Choose how you will pay to give monthly.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await expect(dialog.getByText(/GCash cannot be charged automatically/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(
    dialog.getByText(
      'Your Credit or debit card is charged automatically each month, on the day of this first gift.',
    ),
  ).toBeVisible();
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Give ₱250 monthly', exact: true }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+\?save=1$/);
  await expect(checkout.getByText('₱250.00')).toBeVisible();
  // The sandbox asks how the saved card's later charges should go.
  await expect(
    checkout.getByRole('group', { name: 'Later monthly charges of this card or wallet' }),
  ).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  await expect(checkout.getByRole('status').first()).toHaveText(/Thank you for your donation!/);
  await checkout.close();

  await page.goto('/my/giving');
  const plan = page.getByTestId('monthly-plan');
  await expect(plan).toHaveCount(1);
  await expect(plan.getByRole('link', { name: `₱250.00 a month to ${charityName}` })).toBeVisible();
  await expect(plan.getByTestId('monthly-plan-status')).toHaveText('Active');
  await expect(plan).toContainText('Credit or debit card · Charged automatically');
  await expect(plan).toContainText('1 gift so far');
  await expect(plan).toContainText('Next gift:');
  await expectAccessible(page);

  // The plan's email, with its signed links.
  await expect
    .poll(async () => (await mailTo(account.email)).filter((mail) => mail.includes('has started')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = (await mailTo(account.email)).filter((text) => text.includes('has started'));
  const link = /https?:\/\/[^\s]+\/monthly-giving\?token=\d+\.pause\.[\w-]+/.exec(mail!)![0];

  // Opened in a browser that is not signed in: it asks first and changes nothing until the button is pressed.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Monthly giving' })).toBeVisible();
  await expect(visitor.getByText(`₱250.00 a month to ${charityName}`)).toBeVisible();
  await expect(visitor.getByText('Now: Active')).toBeVisible();
  await expect(
    visitor.getByText('Pause this monthly gift? Nothing is taken or reminded until you resume it.'),
  ).toBeVisible();
  await expectAccessible(visitor);
  await page.reload();
  await expect(page.getByTestId('monthly-plan').getByTestId('monthly-plan-status')).toHaveText('Active');

  await visitor.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(visitor.getByRole('status')).toHaveText(`Your monthly gift to ${charityName} is paused.`);
  await expect(visitor.getByText('Now: Paused')).toBeVisible();
  await stranger.close();

  await page.reload();
  const paused = page.getByTestId('monthly-plan');
  await expect(paused.getByTestId('monthly-plan-status')).toHaveText('Paused');
  await expect(paused).not.toContainText('Next gift:');
  await expect(paused.getByRole('button', { name: 'Resume' })).toBeVisible();
});
