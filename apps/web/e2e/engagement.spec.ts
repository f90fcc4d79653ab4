import type { Page } from '@playwright/test';
import { addCharityWithEvent, type CharityWithEvent } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

// Each worker adds its own charity with an upcoming event through the real API (with a fresh account), so the
// counts below start at zero and no other test can move them; the tests then reach them through the UI.
let fixture: CharityWithEvent;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  fixture = await addCharityWithEvent(request, {
    charityName: `Tabang Volunteers ${unique}`,
    eventName: `Tree Planting ${unique}`,
    verified: false,
  });
  await request.dispose();
});

/** /charities searched for this worker's charity (the list comes a page at a time), then its card. */
async function openCharity(page: Page) {
  await page.goto(`/charities?q=${encodeURIComponent(fixture.charityName)}`);
  await page.locator(`main a[href="/charity/${fixture.charityID}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/charity/${fixture.charityID}$`));
  await expect(page.getByRole('heading', { level: 1, name: fixture.charityName })).toBeVisible();
}

/** /events searched for this worker's event, then its card. */
async function openEvent(page: Page) {
  await page.goto(`/events?q=${encodeURIComponent(fixture.eventName)}`);
  await page.locator(`main a[href="/event/${fixture.eventID}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/event/${fixture.eventID}$`));
  await expect(page.getByRole('heading', { level: 1, name: fixture.eventName })).toBeVisible();
}

/** Records every like/volunteer call the page makes. */
function recordEngagementPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/post\/(organizations|events)\//.test(request.url()))
      posts.push(request.url());
  });
  return posts;
}

/** No serious or critical accessibility problems in this feature's own parts (its buttons and count). */
const expectEngagementAccessible = (page: Page) =>
  expectAccessible(page, ['button[aria-pressed]', '[data-testid="volunteer-count"]']);

test('signed out, like and volunteer say to log in and send nothing', async ({ page }) => {
  const posts = recordEngagementPosts(page);
  await openCharity(page);

  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Please log in to like this charity.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  const volunteer = page.getByRole('button', { name: 'Volunteer', exact: true });
  await volunteer.click();
  await expect(page.getByText('Please log in to volunteer.')).toBeVisible();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');

  await openEvent(page);
  const volunteerForEvent = page.getByRole('button', { name: 'Volunteer', exact: true });
  await expect(volunteerForEvent).toBeEnabled();
  await volunteerForEvent.click();
  await expect(page.getByText('Please log in to volunteer.')).toBeVisible();
  await expect(volunteerForEvent).toHaveAttribute('aria-pressed', 'false');

  expect(posts).toEqual([]);
});

test('a member likes and volunteers for a charity; the count follows and a reload keeps it all', async ({
  page,
  request,
}) => {
  await logIn(page, await signUp(request));
  await openCharity(page);
  const url = page.url();

  const like = page.getByRole('button', { name: /^Liked?$/ });
  const volunteer = page.getByRole('button', { name: /^Volunteer(ed)?$/ });
  await expect(like).toBeEnabled();
  await expect(volunteer).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(volunteer).toHaveText('Volunteer');
  // Nobody has volunteered for this worker's new charity yet.
  await expect(page.getByTestId('volunteer-count')).toHaveText('0 volunteers');

  const liked = page.waitForResponse((r) => r.url().endsWith('/api/post/organizations/like'));
  await like.click();
  await expect(like).toHaveText('Liked');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).status()).toBe(200);

  const volunteered = page.waitForResponse((r) => r.url().endsWith('/api/post/organizations/volunteer'));
  await volunteer.click();
  await expect(volunteer).toHaveText('Volunteered');
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');
  expect((await volunteered).status()).toBe(200);
  // The sidebar's count changes with the click, without a reload.
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('volunteer-count')).toHaveText('1 volunteer');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Volunteered', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('volunteer-count')).toHaveText('1 volunteer');
  await expectEngagementAccessible(page);

  // And back again.
  await page.getByRole('button', { name: 'Volunteered', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Volunteer', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('volunteer-count')).toHaveText('0 volunteers');
  await page.getByRole('button', { name: 'Liked', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Volunteer', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a member volunteers for an event with its toasts, and a reload keeps it', async ({ page, request }) => {
  await logIn(page, await signUp(request));
  await openEvent(page);

  // A labelled toggle beside the event's volunteer count (nobody else volunteers for this worker's event).
  const volunteer = page.getByRole('button', { name: /^Volunteer(ed)?$/ });
  const count = page.getByTestId('volunteer-count');
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveText('Volunteer');
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await expect(count).toHaveText('0 volunteers');
  await volunteer.click();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');
  await expect(volunteer).toHaveText('Volunteered');
  await expect(count).toHaveText('1 volunteer');
  await expect(page.getByText('Thank you for volunteering!')).toBeVisible();

  await page.reload();
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');
  await expectEngagementAccessible(page);

  await volunteer.click();
  await expect(page.getByText('You have unvolunteered.')).toBeVisible();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await expect(count).toHaveText('0 volunteers');
  await page.reload();
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
});

test('when the server refuses, the buttons go back and say so', async ({ page, request }) => {
  await logIn(page, await signUp(request));
  await openCharity(page);
  // Stand in for a server failure on the two write calls only.
  await page.route(/\/api\/post\/organizations\/(like|volunteer)$/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );

  const like = page.getByRole('button', { name: /^Liked?$/ });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Error updating like status.')).toBeVisible();
  await expect(like).toHaveText('Like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  const volunteer = page.getByRole('button', { name: /^Volunteer(ed)?$/ });
  await expect(page.getByTestId('volunteer-count')).toHaveText('0 volunteers');
  await volunteer.click();
  await expect(page.getByText('Error updating volunteer status.')).toBeVisible();
  await expect(volunteer).toHaveText('Volunteer');
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('volunteer-count')).toHaveText('0 volunteers');
});

test('an event can be liked: signed out it says to log in, signed in a reload keeps the like', async ({
  page,
  request,
}) => {
  const posts = recordEngagementPosts(page);
  await openEvent(page);
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Please log in to like this event.')).toBeVisible();
  expect(posts).toEqual([]);

  await logIn(page, await signUp(request));
  await openEvent(page);
  const liked = page.waitForResponse((r) => r.url().endsWith('/api/post/events/like'));
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  expect((await liked).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
