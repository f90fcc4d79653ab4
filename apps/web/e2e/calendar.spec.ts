import { readFile } from 'node:fs/promises';
import { type APIRequestContext, request as requests } from '@playwright/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { addCharity, bearer } from './charities';
import { expect, expectAccessible, logIn, signUp, test } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** A new charity's upcoming event, through the real API; its start in whole minutes (iCalendar has no fractions). */
async function addEvent(request: APIRequestContext, name: string) {
  const { account, organizationID } = await addCharity(request, `Calendar Charity ${Date.now()}`);
  const start = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 4 * 60 * 60 * 1000);
  const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/post/event/add', {
    headers: await bearer(request, account),
    multipart: {
      organizationID: String(organizationID),
      nameOfEvent: name,
      descriptionOfEvent: 'Bring gloves, water; sunscreen.\nSeedlings are provided — salamat!',
      location: 'Eden Nature Park, Toril; Davao City',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: start.toISOString(),
      dateAndTimeEnd: end.toISOString(),
      eventImage: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { eventID } = (await response.json()) as { eventID: number };
  return { eventID, name, start, end };
}

/** The VEVENTs of an .ics text, read by a real parser. */
const parseEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('a visitor downloads an event’s .ics and it holds the event; Google Calendar gets the same times', async ({
  page,
  request,
}) => {
  const event = await addEvent(request, `Tree planting, Toril; ñ ₱ ${Date.now()}`);
  await page.goto(`/event/${event.eventID}`);
  const section = page.getByRole('region', { name: 'Add to calendar' });
  await expect(section).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download .ics (Apple, Outlook)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tree-planting-toril-n-\d+\.ics$/);
  const text = await readFile((await download.path())!, 'utf8');
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const [parsed, ...others] = parseEvents(text);
  expect(others).toHaveLength(0);
  expect(parsed!.summary).toBe(event.name);
  expect(parsed!.location).toBe('Eden Nature Park, Toril; Davao City');
  expect(parsed!.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
  expect(parsed!.endDate.toJSDate().toISOString()).toBe(event.end.toISOString());

  const google = new URL(
    (await section.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  const utc = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(google.searchParams.get('dates')).toBe(`${utc(event.start)}/${utc(event.end)}`);
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

test('a volunteer makes a calendar link on the dashboard and their event is in the feed', async ({
  page,
  request,
}) => {
  const event = await addEvent(request, `Coastal clean-up ${Date.now()}`);
  const member = await signUp(request);
  await logIn(page, member);
  await page.goto(`/event/${event.eventID}`);
  const volunteer = page.getByRole('button', { name: /^Volunteer(ed)?$/ });
  await expect(volunteer).toBeEnabled();
  await volunteer.click();
  await expect(volunteer).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your volunteering calendar' });
  await section.getByRole('button', { name: 'Create my calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/get\/my\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();
  await expect(section.getByRole('link', { name: /^Subscribe/ })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // As a calendar app asks: no cookie, no token.
  const app = await requests.newContext();
  try {
    const feed = await app.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(await feed.text());
    expect(events.map((entry) => entry.summary)).toEqual([event.name]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
  } finally {
    await app.dispose();
  }
});
