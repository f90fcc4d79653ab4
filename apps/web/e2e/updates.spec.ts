import sharp from 'sharp';
import { addCharity, addEvent, bearer } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';
import { mailTo } from './mail';

// Updates from charities: a representative posts an update with a photo on an event, and it shows on the event's
// and the charity's pages; a supporter who liked the event gets it by email, and the email's unsubscribe link, opened
// without signing in, turns those emails off, as the Notifications page then shows.

test('a representative posts an update with a photo; a supporter is emailed and unsubscribes from the link', async ({
  page,
  request,
  browser,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const charityName = `Bantay Dagat Davao ${unique}`;
  const eventName = `Mangrove planting ${unique}`;
  const { account: representative, organizationID } = await addCharity(request, charityName);
  const eventID = await addEvent(request, await bearer(request, representative), organizationID, eventName);

  // A supporter likes the event.
  const supporter = await signUp(request, { firstName: 'Lorna', lastName: 'Villanueva' });
  const supporterHeaders = await bearer(request, supporter);
  const me = await request.get('/auth/authenticated', { headers: supporterHeaders });
  const { userID } = ((await me.json()) as { user: { userID: number } }).user;
  const liked = await request.post('/api/post/events/like', {
    headers: supporterHeaders,
    data: { userID, eventID },
  });
  expect(liked.ok(), await liked.text()).toBeTruthy();

  // The representative posts on the event's page: text, a photo, and the consent the photo needs.
  await logIn(page, representative);
  await page.goto(`/event/${eventID}`);
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByText('No updates yet.', { exact: false })).toBeVisible();
  await updates
    .getByLabel('What is new?')
    .fill('We planted 300 mangrove seedlings with 40 volunteers. Salamat!');
  await updates.getByLabel('Photos (optional)').setInputFiles({
    name: 'planting.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer(),
  });
  await updates.getByRole('button', { name: 'Post update' }).click();
  // Without the consent the photo is not sent.
  await expect(updates.getByText('Please confirm that the people in the photos agreed')).toBeVisible();
  await updates.getByLabel('Everyone shown in these photos agreed to be photographed').check();
  await updates.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Your update is posted.')).toBeVisible();
  const posted = updates.getByTestId('update');
  await expect(posted).toHaveCount(1);
  await expect(posted).toContainText('We planted 300 mangrove seedlings');
  const photo = posted.getByRole('img', { name: 'Photo 1 of 1 from this update' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // The charity's page shows it too, naming its event.
  await page.goto(`/charity/${organizationID}`);
  const onCharity = page.getByRole('region', { name: 'Updates' }).getByTestId('update');
  await expect(onCharity).toContainText('We planted 300 mangrove seedlings');
  await expect(onCharity.getByRole('link', { name: `About ${eventName}` })).toBeVisible();

  // The supporter's email arrives, with an unsubscribe link that needs no login.
  await expect.poll(async () => (await mailTo(supporter.email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(supporter.email);
  expect(mail).toContain('We planted 300 mangrove seedlings');
  const link = /https?:\/\/[^\s]+\/unsubscribe\?token=[\w.-]+/.exec(mail!)![0];
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    visitor.getByText('Stop emails about updates from charities you support?', { exact: true }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'You will no longer get' })).toBeVisible();
  await expectAccessible(visitor);
  await stranger.close();

  // Signed in, the supporter sees the choice off on the Notifications page, reached from the avatar menu.
  await page.context().clearCookies();
  await logIn(page, supporter);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('checkbox', { name: 'Updates from charities I support' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Volunteer reminders' })).toBeChecked();
  await expectAccessible(page);
});
