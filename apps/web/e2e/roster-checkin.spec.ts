import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { addCharity, bearer, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Rosters and check-in: a representative's event starts within the check-in window; two members volunteer. One
// reads their code on My volunteering; the representative types it on the roster page, checks them in (hours
// expected) and out, and sees the hours, while the other member, never checked in, is given hours by hand.

const MINUTE = 60 * 1000;

/**
 * A new charity's event starting in half an hour (inside the check-in window), through the real API. The charity is
 * verified: only then does its roster show volunteers' email and phone.
 */
async function eventStartingSoon(request: APIRequestContext) {
  const { account, organizationID } = await addCharity(request, `Roster Charity ${Date.now().toString(36)}`);
  await verifyCharity(organizationID);
  const name = `Coastal cleanup ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 30 * MINUTE);
  const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/post/event/add', {
    headers: await bearer(request, account),
    multipart: {
      organizationID: String(organizationID),
      nameOfEvent: name,
      descriptionOfEvent: 'Bring gloves and water.',
      location: 'Times Beach, Davao City',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: start.toISOString(),
      dateAndTimeEnd: new Date(start.getTime() + 180 * MINUTE).toISOString(),
      eventImage: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { rep: account, eventID: ((await response.json()) as { eventID: number }).eventID, name };
}

/** A fresh member who volunteers for the event through the API (as the Event page's button does). */
async function volunteer(request: APIRequestContext, eventID: number, firstName: string) {
  const account = await signUp(request, { firstName, lastName: 'Volunteer' });
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { userID: number } };
  const response = await request.post('/api/post/events/volunteer', {
    headers: { authorization: `Bearer ${token}` },
    data: { userID: user.userID, eventID },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return account;
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('a representative checks a volunteer in and out by code and sees the hours @phone', async ({
  page,
  request,
}) => {
  const { rep, eventID, name } = await eventStartingSoon(request);
  const ana = await volunteer(request, eventID, 'Ana');
  await volunteer(request, eventID, 'Ben');

  // Ana reads her code on My volunteering, from the avatar menu.
  await logIn(page, ana);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My volunteering' }).click();
  await expect(page).toHaveURL(/\/my\/volunteering$/);
  const card = page.getByTestId('my-volunteering').filter({ hasText: name });
  const code = (await card.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  await expect(card.getByRole('img', { name: `QR code for check-in code ${code}` })).toBeVisible();
  await expect(page.getByTestId('volunteering-hours')).toHaveText('0');
  await expectAccessible(page);
  await noSidewaysScroll(page);

  // The representative opens the roster from the dashboard.
  await page.context().clearCookies();
  await logIn(page, rep);
  await page.goto('/dashboard');
  await page
    .getByTestId('my-charities')
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Roster', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventID}/roster$`));
  await expect(page.getByRole('heading', { level: 1, name: `Roster: ${name}` })).toBeVisible();
  const rows = page.getByTestId('roster-row');
  await expect(rows).toHaveCount(2);
  const anaRow = rows.filter({ hasText: 'Ana Volunteer' });
  const benRow = rows.filter({ hasText: 'Ben Volunteer' });
  await expect(anaRow).toContainText(ana.email);
  await expect(page.getByTestId('roster-total-volunteers')).toHaveText('2');
  await expectAccessible(page);
  await noSidewaysScroll(page);

  const box = page.getByLabel('Check-in code');
  await box.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const said = page.getByTestId('roster-announcement');
  await expect(said).toHaveText(/^Ana Volunteer checked in at \d{1,2}:\d{2} [AP]M\.$/);
  await expect(anaRow.getByTestId('roster-attendance')).toContainText('In ');
  // Checked in before the start without a check-out: the event's length, but expected, not served yet.
  await expect(anaRow.getByTestId('roster-hours')).toHaveText('3 h expected');
  await expect(page.getByTestId('roster-total-hours')).toHaveText('0');
  await expect(page.getByTestId('roster-total-hours-expected')).toHaveText('+ 3 h expected');
  await expect(page.getByTestId('roster-total-checked-in')).toHaveText('1');

  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(said).toHaveText(/^Ana Volunteer checked out at \d{1,2}:\d{2} [AP]M \(0(\.\d+)? h\)\.$/);
  await expect(anaRow.getByTestId('roster-attendance')).toContainText('Out ');
  await expect(anaRow.getByTestId('roster-hours')).toHaveText(/^0(\.\d+)? h$/);

  await expect(benRow.getByTestId('roster-attendance')).toHaveText('Not checked in');
  await expect(benRow.getByTestId('roster-hours')).toHaveText('0 h');
  await expect(benRow.getByRole('button', { name: 'Check in Ben Volunteer' })).toBeVisible();

  // Ben helped set up without checking in: the representative records his hours with a note.
  await benRow.getByRole('button', { name: 'Edit the hours of Ben Volunteer' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the hours of Ben Volunteer' });
  const hours = editor.getByLabel(/^Hours served/);
  await hours.fill('-1');
  await editor.getByRole('button', { name: 'Save hours' }).click();
  await expect(editor.getByText('Hours must be a number from 0 to 168.')).toBeVisible();
  await hours.fill('1.5');
  await editor.getByLabel(/^Note: why the hours changed/).fill('Set up the tents before check-in opened');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save hours' }).click();
  await expect(editor).toBeHidden();
  await expect(said).toHaveText('Hours of Ben Volunteer saved: 1.5 h.');
  await expect(benRow.getByTestId('roster-hours')).toHaveText(
    '1.5 h (corrected)Note: Set up the tents before check-in opened',
  );
  await expect(page.getByTestId('roster-total-hours')).toHaveText(/^1\.5\d*$/);
  await expectAccessible(page);
  await noSidewaysScroll(page);
});

test("a member who is not the charity's representative is told they can't manage the event", async ({
  page,
  request,
}) => {
  const { eventID } = await eventStartingSoon(request);
  await logIn(page, await signUp(request));
  await page.goto(`/dashboard/events/${eventID}/roster`);
  await expect(page.getByText(/You can't manage this event/)).toBeVisible();
  await expectAccessible(page);
});
