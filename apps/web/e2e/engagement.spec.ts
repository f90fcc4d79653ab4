import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logIn, signUp, test } from './fixtures';

/** /charities, then the first charity card. */
async function openFirstCharity(page: Page) {
  await page.goto('/charities');
  await page.locator('main a[href^="/charity/"]').first().click();
  await expect(page).toHaveURL(/\/charity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** /events, then the first event card. */
async function openFirstEvent(page: Page) {
  await page.goto('/events');
  await page.locator('main a[href^="/event/"]').first().click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
async function expectEngagementAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('button[aria-pressed]')
    .include('[data-testid="volunteer-count"]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

const countText = (n: number) => (n === 1 ? '1 volunteer' : `${n} volunteers`);

/** The charity's volunteer total as the sidebar shows it, once it has loaded. */
const volunteerTotal = async (page: Page) => {
  const count = page.getByTestId('volunteer-count');
  await expect(count).toHaveText(/^\d+ volunteers?$/);
  const text = (await count.textContent()) ?? '';
  const match = /(\d+) volunteers?/.exec(text);
  expect(match, `volunteer count text: ${text}`).not.toBeNull();
  return Number(match![1]);
};

test('signed out, like and volunteer say to log in and send nothing @phone', async ({ page }) => {
  const posts = recordEngagementPosts(page);
  await openFirstCharity(page);

  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Please log in to like this charity.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  const volunteer = page.getByRole('button', { name: 'Volunteer', exact: true });
  await volunteer.click();
  await expect(page.getByText('Please log in to volunteer.')).toBeVisible();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');

  await openFirstEvent(page);
  const volunteerForEvent = page.getByRole('button', { name: 'Volunteer for this event' });
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
  await openFirstCharity(page);
  const url = page.url();

  const like = page.getByRole('button', { name: /^Liked?$/ });
  const volunteer = page.getByRole('button', { name: /^Volunteer(ed)?$/ });
  await expect(like).toBeEnabled();
  await expect(volunteer).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(volunteer).toHaveText('Volunteer');
  const before = await volunteerTotal(page);

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
  await expect(page.getByTestId('volunteer-count')).toHaveText(countText(before + 1));

  await page.reload();
  await expect(page.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Volunteered', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('volunteer-count')).toHaveText(countText(before + 1));
  await expectEngagementAccessible(page);

  // And back again.
  await page.getByRole('button', { name: 'Volunteered', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Volunteer', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('volunteer-count')).toHaveText(countText(before));
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

test('a member volunteers for an event with the spec toasts, and a reload keeps it @phone', async ({
  page,
  request,
}) => {
  await logIn(page, await signUp(request));
  await openFirstEvent(page);

  const volunteer = page.getByRole('button', { name: 'Volunteer for this event' });
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await volunteer.click();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Thank you for volunteering!')).toBeVisible();

  await page.reload();
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');
  await expectEngagementAccessible(page);

  await volunteer.click();
  await expect(page.getByText('You have unvolunteered.')).toBeVisible();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(volunteer).toBeEnabled();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
});

test('when the server refuses, the buttons go back and say so', async ({ page, request }) => {
  await logIn(page, await signUp(request));
  await openFirstCharity(page);
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
  const before = await volunteerTotal(page);
  await volunteer.click();
  await expect(page.getByText('Error updating volunteer status.')).toBeVisible();
  await expect(volunteer).toHaveText('Volunteer');
  await expect(volunteer).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('volunteer-count')).toHaveText(countText(before));
});
