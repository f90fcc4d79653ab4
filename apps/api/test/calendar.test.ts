import { CALENDAR_DEFAULT_DURATION_MS, CALENDAR_FEED_PAST_DAYS, t } from '@tabang/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVolunteers } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: object) =>
  h.app.inject({ method: 'POST', url, headers, payload });
const DAY = 24 * 60 * 60 * 1000;

/** The VEVENTs of an .ics file, read by a real parser. */
function parseEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => ({ event: new ICAL.Event(vevent), vevent }));
}

async function signedInUser() {
  const user = await createUser(h.db);
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}

describe('GET /api/get/events/:id/calendar.ics', () => {
  it('is an attachment that parses, with the event in UTC, its text escaped and lines folded', async () => {
    const charity = await createOrganization(h.db, { name: 'Bantay Dagat, Inc.' });
    const startsAt = new Date('2030-03-14T01:30:00.000Z');
    const event = await createEvent(h.db, charity.id, {
      name: 'Clean-up; Samal, Davao — ñ ₱ 😀 \\ done',
      location: 'Times Beach; Km. 5, Davao City',
      description: `Bring gloves, water; sunscreen.\nMeet at the gate. ${'Pagtabang sa baha sa Davao — ñ ₱ 😀 '.repeat(6)}`,
      startsAt,
      endsAt: new Date('2030-03-14T05:00:00.000Z'),
    });

    const response = await get(`/api/get/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="clean-up-samal-davao-n-done.ics"',
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    const text = response.body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const [only, ...rest] = parseEvents(text);
    expect(rest).toHaveLength(0);
    const { event: parsed, vevent } = only!;
    expect(parsed.uid).toBe(`event-${event.id}@localhost`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(parsed.startDate.zone.tzid).toBe('UTC');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2030-03-14T05:00:00.000Z');
    expect(parsed.summary).toBe(event.name);
    expect(parsed.location).toBe(event.location);
    const url = vevent.getFirstPropertyValue('url') as string;
    expect(url).toBe(`${h.app.config.publicUrl}/event/${event.id}`);
    expect(new URL(url).protocol).toMatch(/^https?:$/);
    expect(parsed.description).toContain(event.description);
    expect(parsed.description).toContain(t('calendar.byCharity', { name: charity.name }));
    expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('gives an event without an end the default duration', async () => {
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, {
      startsAt: new Date('2030-01-02T03:04:05.000Z'),
      endsAt: null,
    });
    const [only] = parseEvents((await get(`/api/get/events/${event.id}/calendar.ics`)).body);
    expect(only!.event.endDate.toJSDate().getTime()).toBe(
      event.startsAt.getTime() + CALENDAR_DEFAULT_DURATION_MS,
    );
  });

  it('marks a cancelled event CANCELLED, so a calendar that imported it shows it is off', async () => {
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, { cancelledAt: new Date() });
    const [only] = parseEvents((await get(`/api/get/events/${event.id}/calendar.ics`)).body);
    expect(only!.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is a 404 for an unknown, unpublished or suspended charity’s event, and for a bad id', async () => {
    const suspended = await createOrganization(h.db, { suspended: true });
    const hidden = await createEvent(h.db, suspended.id);
    const unpublished = await createEvent(h.db, (await createOrganization(h.db)).id, { status: 1 });
    for (const url of [
      '/api/get/events/2147483647/calendar.ics',
      `/api/get/events/${hidden.id}/calendar.ics`,
      `/api/get/events/${unpublished.id}/calendar.ics`,
      '/api/get/events/abc/calendar.ics',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('the personal calendar feed', () => {
  it.each([
    ['GET', '/api/get/my/calendar'],
    ['POST', '/api/post/my/calendar'],
    ['POST', '/api/post/my/calendar/revoke'],
  ] as const)('%s %s is a 401 signed out', async (method, url) => {
    const response = await h.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
  });

  it('has no link until one is made; the link lists exactly the caller’s volunteered events', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(h.db);
    const charity = await createOrganization(h.db);
    // Whole seconds: iCalendar times have no fractions.
    const now = Math.floor(Date.now() / 1000) * 1000;
    const upcoming = await createEvent(h.db, charity.id, {
      name: 'Feeding, program; Toril',
      startsAt: new Date(now + 7 * DAY),
    });
    const recent = await createEvent(h.db, charity.id, {
      startsAt: new Date(now - 10 * DAY),
      endsAt: new Date(now - 10 * DAY + 3_600_000),
    });
    const old = await createEvent(h.db, charity.id, {
      startsAt: new Date(now - (CALENDAR_FEED_PAST_DAYS + 5) * DAY),
      endsAt: null,
    });
    const hiddenCharity = await createOrganization(h.db, { suspended: true });
    const hidden = await createEvent(h.db, hiddenCharity.id);
    const notMine = await createEvent(h.db, charity.id);
    await h.db
      .insert(eventVolunteers)
      .values([
        ...[upcoming, recent, old, hidden].map((event) => ({ userId: user.userID, targetId: event.id })),
        { userId: other.userID, targetId: notMine.id },
      ]);

    const none = await get('/api/get/my/calendar', headers);
    expect(none.statusCode).toBe(200);
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect(none.json()).toEqual({ url: null });

    const created = await post('/api/post/my/calendar', headers);
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const { url } = created.json() as { url: string };
    expect(url).toMatch(
      new RegExp(`^${h.app.config.publicUrl}/api/get/my/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect((await get('/api/get/my/calendar', headers)).json()).toEqual({ url });

    // No session: calendar apps send none.
    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(t('calendar.feedName'));
    const events = parseEvents(feed.body).map(({ event }) => event);
    // Upcoming and recently ended, by start; not the long-past one, the hidden one or someone else's.
    expect(events.map((event) => event.uid)).toEqual([
      `event-${recent.id}@localhost`,
      `event-${upcoming.id}@localhost`,
    ]);
    expect(events[1]!.summary).toBe('Feeding, program; Toril');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe(upcoming.startsAt.toISOString());
  });

  it('a new link replaces the old one, and turning it off ends it', async () => {
    const { headers } = await signedInUser();
    const first = (await post('/api/post/my/calendar', headers)).json().url as string;
    const second = (await post('/api/post/my/calendar', headers)).json().url as string;
    expect(second).not.toBe(first);
    expect((await get(new URL(first).pathname)).statusCode).toBe(404);
    expect((await get(new URL(second).pathname)).statusCode).toBe(200);

    const revoked = await post('/api/post/my/calendar/revoke', headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: t('calendar.turnedOff') });
    expect((await get(new URL(second).pathname)).statusCode).toBe(404);
    expect((await get('/api/get/my/calendar', headers)).json()).toEqual({ url: null });
  });

  it('is a 404 for an unknown or malformed token', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'short.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(43)}`]) {
      const response = await get(`/api/get/my/calendar/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ message: t('errors.notFound'), code: 'not_found' });
    }
  });

  it('stops with the account’s deletion', async () => {
    const { user, headers } = await signedInUser();
    const url = (await post('/api/post/my/calendar', headers)).json().url as string;
    expect((await get(new URL(url).pathname)).statusCode).toBe(200);
    const deleted = await post('/api/post/my/delete', headers, { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect((await get(new URL(url).pathname)).statusCode).toBe(404);
  });
});
