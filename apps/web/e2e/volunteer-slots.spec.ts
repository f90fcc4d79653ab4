import type { Browser, Page, ViewportSize } from '@playwright/test';
import { addCharity, fillAddEvent, reloadUntil, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// A representative adds an event with 2 volunteer slots from the dashboard; three members sign up in their own
// browsers, the third joins the waitlist; when the first withdraws, the third moves up. The second then leaves by
// keyboard and takes it back with the toast's Undo.

type Browsing = {
  browser: Browser;
  baseURL: string;
  viewport: ViewportSize | null;
  request: Page['request'];
};

/** A new member signed in on the event page in a browser of their own (as wide as the test's). */
async function memberOnEvent({ browser, baseURL, viewport, request }: Browsing, eventID: number) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await logIn(page, await signUp(request));
  await page.goto(`/event/${eventID}`);
  return page;
}

test('volunteers beyond the slots wait, and move up when someone withdraws', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
}) => {
  const browsing = { browser, baseURL: baseURL!, viewport, request };
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Matina Slots Kitchen ${unique}`;
  const eventName = `Feeding at Matina ${unique}`;
  const { account, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  await logIn(page, account);

  // --- The representative adds the event with 2 volunteer slots. ---
  const dialog = await fillAddEvent(page, charityName, {
    name: eventName,
    description: 'Hot meals for the children of Matina.',
    location: 'Matina Crossing, Davao City',
    daysAhead: 10,
    hours: 3,
  });
  const slots = dialog.getByRole('textbox', { name: 'Volunteer slots (optional)' });
  await slots.fill('0');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText('Volunteer slots must be a whole number from 1 to 10,000.')).toBeVisible();
  await expect(slots).toHaveAttribute('aria-invalid', 'true');
  await slots.fill('2');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  const eventLink = page.getByTestId('my-charities').getByRole('link', { name: eventName });
  const eventID = Number((await eventLink.getAttribute('href'))?.match(/\/event\/(\d+)$/)?.[1]);
  expect(eventID).toBeGreaterThan(0);

  // --- Two members take the two slots. ---
  const first = await memberOnEvent(browsing, eventID);
  await expect(first.getByTestId('volunteer-slots')).toHaveText('2 of 2 slots left');
  await first.getByRole('button', { name: 'Volunteer', exact: true }).click();
  await expect(first.getByText('Thank you for volunteering!')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true');

  const second = await memberOnEvent(browsing, eventID);
  await reloadUntil(second, () =>
    expect(second.getByTestId('volunteer-slots')).toHaveText('1 of 2 slots left'),
  );
  await second.getByRole('button', { name: 'Volunteer', exact: true }).click();
  await expect(second.getByText('Thank you for volunteering!')).toBeVisible();

  // --- The third finds the event full and joins the waitlist at number 1. ---
  const third = await memberOnEvent(browsing, eventID);
  await reloadUntil(third, () =>
    expect(third.getByTestId('volunteer-slots')).toHaveText('Full — join the waitlist'),
  );
  await third.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    third.getByRole('status').filter({ hasText: 'You’re on the waitlist — number 1' }),
  ).toBeVisible();
  const onWaitlist = third.getByRole('button', { name: 'On the waitlist' });
  await expect(onWaitlist).toHaveAttribute('aria-pressed', 'true');
  await expect(third.getByTestId('waitlist-notice')).toContainText('You’re on the waitlist — number 1');
  // A return visit still says so.
  await third.reload();
  await expect(third.getByTestId('waitlist-notice')).toContainText('You’re on the waitlist — number 1');
  await expectAccessible(third);
  expect(
    await third.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // --- The first withdraws; the third moves up. ---
  await first.getByRole('button', { name: 'Volunteered' }).click();
  await expect(first.getByText('You have unvolunteered.')).toBeVisible();
  await reloadUntil(third, () =>
    expect(third.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true'),
  );
  await expect(third.getByTestId('waitlist-notice')).toBeEmpty();
  await reloadUntil(first, () =>
    expect(first.getByTestId('volunteer-slots')).toHaveText('Full — join the waitlist'),
  );
  await expect(first.getByRole('button', { name: 'Join the waitlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(first);

  // --- The second leaves by keyboard: the toast's Undo takes the focus, and gives the slot back, still free. ---
  await second.getByRole('button', { name: 'Volunteered' }).focus();
  await second.keyboard.press('Enter');
  const toast = second.getByRole('status').filter({ hasText: 'You have unvolunteered.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
  await second.keyboard.press('Enter');
  await expect(second.getByRole('status').filter({ hasText: 'Undone: your slot is back.' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Volunteered' })).toHaveAttribute('aria-pressed', 'true');

  await Promise.all([first, second, third].map((member) => member.context().close()));
});
