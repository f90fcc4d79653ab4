import { type APIRequestContext, type Page, request as requests, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, expect, signUp } from './fixtures';

/** The Authorization header of a fresh session for an account, through the real login API. */
export async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A new member adds a charity through the API; it waits for verification. `fields` adds or replaces form fields. */
export async function addCharity(
  request: APIRequestContext,
  name: string,
  fields: Record<string, string> = {},
) {
  const account = await signUp(request);
  const headers = await bearer(request, account);
  const image = {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer(),
  };
  const response = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: name,
      organizationAbbreviation: 'MKC',
      organizationAddress: 'Matina, Davao City',
      organizationPhoneNumber: '(082) 300 1234',
      representativeName: 'Jun Reyes',
      organizationEmail: `kitchen${Date.now()}@example.ph`,
      representativeContactNumber: '09179998888',
      organizationDescription: 'Hot meals for families in Matina.',
      organizationType: 'community',
      categories: '[]',
      organizationProfilePicture: image,
      organizationFeaturedPicture: { ...image, name: 'feature.png' },
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { account, organizationID: ((await response.json()) as { organizationID: number }).organizationID };
}

/** A charity's representative (or an admin) adds an event through the API; it starts in a week. */
export async function addEvent(
  request: APIRequestContext,
  headers: { authorization: string },
  organizationID: number,
  name: string,
) {
  const start = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const response = await request.post('/api/post/event/add', {
    headers,
    multipart: {
      organizationID: String(organizationID),
      nameOfEvent: name,
      descriptionOfEvent: 'Picking up plastic along the shore.',
      location: 'Times Beach, Davao City',
      whoCanJoin: 'Everyone aged 12 and up',
      dateAndTimeStart: start.toISOString(),
      dateAndTimeEnd: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
      eventImage: {
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0f766e' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { eventID: number }).eventID;
}

/** A charity and one of its events, made through the real API for a test's own use. */
export type CharityWithEvent = { charityID: number; charityName: string; eventID: number; eventName: string };

/**
 * A new member adds a charity (verified by the demo admin when `verified`, so it takes donations) and an upcoming
 * event of it, through the real API: the test's own, so no other test moves its counts.
 */
export async function addCharityWithEvent(
  request: APIRequestContext,
  { charityName, eventName, verified }: { charityName: string; eventName: string; verified: boolean },
): Promise<CharityWithEvent> {
  const { account, organizationID } = await addCharity(request, charityName);
  if (verified) await verifyCharity(organizationID);
  const eventID = await addEvent(request, await bearer(request, account), organizationID, eventName);
  return { charityID: organizationID, charityName, eventID, eventName };
}

/**
 * The demo admin verifies a charity, so it takes donations. From a context of its own, so the admin's session
 * cookie never replaces the one a test's page holds.
 */
export async function verifyCharity(organizationID: number) {
  const request = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await request.post(`/api/admin/organizations/${organizationID}/verify`, {
      headers: await bearer(request, DEMO_ADMIN),
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  } finally {
    await request.dispose();
  }
}

/**
 * A member gives to a charity (or one of its events) and pays on the sandbox's hosted checkout, as a donor who pays
 * would. The charity must be verified.
 */
export async function payInSandbox(
  request: APIRequestContext,
  headers: { authorization: string },
  gift: { organizationID: number; eventID?: number | null; amount: number },
) {
  const created = await request.post('/api/post/donation/create', {
    headers,
    data: { eventID: null, ...gift },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { req_id } = (await created.json()) as { req_id: string };
  const paid = await request.post(`/sandbox/checkout/${req_id}/pay`, { form: { method: 'gcash' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

/** Formats a Date as an <input type="datetime-local"> value in Philippine time (UTC+8). */
export const manilaLocal = (date: Date) =>
  new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 16);

/** Public reads are cached for up to 2 s: reload until the page shows the change. */
export async function reloadUntil(page: Page, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 15_000 });
}

/**
 * On the dashboard, opens the charity's Add event dialog and fills in every required field: an event starting
 * `daysAhead` days from now and lasting `hours`, with a plain poster. Returns the dialog, for the optional fields
 * and the submit.
 */
export async function fillAddEvent(
  page: Page,
  charityName: string,
  event: { name: string; description: string; location: string; daysAhead: number; hours: number },
) {
  await page.goto('/dashboard');
  await page
    .getByTestId('my-charities')
    .getByRole('listitem')
    .filter({ hasText: charityName })
    .first()
    .getByRole('button', { name: 'Add event' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  const start = new Date(Date.now() + event.daysAhead * 24 * 60 * 60 * 1000);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(event.name);
  await dialog.getByLabel('Description').fill(event.description);
  await dialog.getByLabel('Location').fill(event.location);
  await dialog.getByLabel('Who can join').fill('Everyone');
  await dialog.getByLabel('Start date and time').fill(manilaLocal(start));
  await dialog
    .getByLabel('End date and time')
    .fill(manilaLocal(new Date(start.getTime() + event.hours * 60 * 60 * 1000)));
  await dialog.getByLabel('Poster image').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  });
  return dialog;
}
