import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import sharp from 'sharp';
import { addCharity, bearer, verifyCharity } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Reports: a charity's representative opens Reports from the dashboard, sees the donation chart and the volunteering
// table, and downloads the donations and the roster as CSV files that hold what happened.

const DAY = 24 * 60 * 60 * 1000;
const BOM = '\uFEFF';

/** The representative's verified charity with one upcoming event. */
async function charityWithEvent(request: APIRequestContext) {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Reports Kitchen ${unique}`;
  const { account, organizationID } = await addCharity(request, charityName);
  await verifyCharity(organizationID);
  const eventName = `Coastal cleanup, Samal ${unique}`;
  const start = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
  const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/post/event/add', {
    headers: await bearer(request, account),
    multipart: {
      organizationID: String(organizationID),
      nameOfEvent: eventName,
      descriptionOfEvent: 'Bring gloves and water.',
      location: 'Samal Island',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: start.toISOString(),
      dateAndTimeEnd: new Date(start.getTime() + 4 * 60 * 60 * 1000).toISOString(),
      eventImage: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { eventID } = (await response.json()) as { eventID: number };
  return { account, organizationID, charityName, eventID, eventName };
}

/** A new member who volunteers for the event and gives ₱250 to it through the sandbox gateway. */
async function memberVolunteersAndGives(
  page: Page,
  request: APIRequestContext,
  ids: { organizationID: number; eventID: number },
) {
  const member = await signUp(request, { firstName: 'Jose', lastName: 'Rizal Cruz' });
  const login = await request.post('/auth/login', {
    data: { email: member.email, password: member.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { userID: number } };
  const headers = { authorization: `Bearer ${token}` };
  const volunteer = await request.post('/api/post/events/volunteer', {
    headers,
    data: { userID: user.userID, eventID: ids.eventID },
  });
  expect(volunteer.ok(), await volunteer.text()).toBeTruthy();
  const create = await request.post('/api/post/donation/create', { headers, data: { amount: 250, ...ids } });
  expect(create.ok(), await create.text()).toBeTruthy();
  await page.goto(((await create.json()) as { checkout_url: string }).checkout_url);
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment-success\?req_id=/);
  await expect(page.getByRole('status').first()).toHaveText(/Thank you for your donation!/);
  return member;
}

/** Clicks a download button and reads the saved file. */
async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (file as Download).suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('a representative sees the charts and downloads the donations and a roster as CSV', async ({
  page,
  request,
}) => {
  const charity = await charityWithEvent(request);
  const member = await memberVolunteersAndGives(page, request, charity);

  await logIn(page, charity.account);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Reports for ${charity.charityName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/organizations/${charity.organizationID}/reports$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Reports: ${charity.charityName}` }),
  ).toBeVisible();
  await expect(page.getByTestId('reports-last90Days')).toHaveText('₱250.00');
  await expect(page.getByTestId('reports-thisMonth')).toHaveText('₱250.00');
  // The charts are drawn (uPlot's canvas) and say what they show.
  const daily = page.getByRole('img', { name: /^Donations per day, last 90 days: ₱250\.00, 1 donation$/ });
  await expect(daily).toBeVisible();
  await expect(daily.locator('canvas')).toBeVisible();
  const row = page.getByTestId('reports-event').filter({ hasText: charity.eventName });
  await expect(row.locator('td').first()).toHaveText('1');

  const donations = await download(page, page.getByRole('button', { name: 'Download donations (CSV)' }));
  expect(donations.name).toMatch(
    new RegExp(`^tabang-donations-${charity.organizationID}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  expect(donations.text.startsWith(BOM)).toBe(true);
  const donationLines = donations.text.slice(1).split('\r\n');
  // The receipt number is there once the receipts work assigns it at completion.
  expect(donationLines[0]).toBe('Date,Amount (PHP),Donor,Event,Status,Receipt number');
  expect(donationLines[1]).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},250\\.00,Jose Rizal Cruz,"${charity.eventName}",completed,(TB-\\d{4}-\\d{6})?$`,
    ),
  );

  const roster = await download(
    page,
    page.getByRole('button', { name: `Download the roster of ${charity.eventName} (CSV)` }),
  );
  expect(roster.name).toMatch(new RegExp(`^tabang-roster-${charity.eventID}-[\\d-]+\\.csv$`));
  expect(roster.text.startsWith(BOM)).toBe(true);
  const rosterLines = roster.text.slice(1).split('\r\n');
  expect(rosterLines[0]).toBe(
    'First name,Last name,Email,Contact number,Status,Waitlist position,Signed up,Checked in,Checked out,Hours,Hours are,Hours note',
  );
  expect(rosterLines[1]).toMatch(
    new RegExp(
      `^Jose,Rizal Cruz,${member.email.replaceAll('.', '\\.')},09171234567,volunteered,,[\\d: -]+,,,0,served,$`,
    ),
  );

  await page.getByText('Show the numbers as a table').first().click();
  await expectAccessible(page);
  // Nothing is wider than the screen (a phone at 360 px included): wide tables scroll in their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a member who does not represent the charity is told so', async ({ page, request }) => {
  const charity = await charityWithEvent(request);
  await logIn(page, await signUp(request));
  await page.goto(`/dashboard/organizations/${charity.organizationID}/reports`);
  await expect(
    page.getByText('Only this charity’s representative or an admin can see its reports.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
});
