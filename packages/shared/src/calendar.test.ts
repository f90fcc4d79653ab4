import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DEFAULT_DURATION_MS,
  calendarSpan,
  calendarUtc,
  googleCalendarEventUrl,
  googleCalendarSubscribeUrl,
  webcalUrl,
} from './calendar';

describe('calendar helpers', () => {
  it('writes UTC times in whole seconds', () => {
    expect(calendarUtc(new Date('2026-12-05T00:30:15.987Z'))).toBe('20261205T003015Z');
  });

  it('gives an event without an end the default duration', () => {
    const start = '2026-12-05T00:30:00.000Z';
    expect(calendarSpan({ startsAt: start, endsAt: null }).end.getTime()).toBe(
      Date.parse(start) + CALENDAR_DEFAULT_DURATION_MS,
    );
    expect(calendarSpan({ startsAt: start, endsAt: '2026-12-05T04:00:00.000Z' }).end.toISOString()).toBe(
      '2026-12-05T04:00:00.000Z',
    );
  });

  it('fills Google Calendar with the same UTC times and Davao as the time zone', () => {
    const url = new URL(
      googleCalendarEventUrl({
        title: 'Clean-up & tree planting',
        start: new Date('2026-12-05T00:30:00Z'),
        end: new Date('2026-12-05T04:00:00Z'),
        details: 'Bring water\nhttps://tabang.example/event/7',
        location: 'Times Beach, Davao City',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Clean-up & tree planting',
      dates: '20261205T003000Z/20261205T040000Z',
      details: 'Bring water\nhttps://tabang.example/event/7',
      location: 'Times Beach, Davao City',
      ctz: 'Asia/Manila',
    });
  });

  it('turns a feed URL into webcal:// and a Google Calendar subscription', () => {
    const feed = 'https://tabang.example/api/get/my/calendar/abc.ics';
    expect(webcalUrl(feed)).toBe('webcal://tabang.example/api/get/my/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/x.ics')).toBe('webcal://localhost:3000/x.ics');
    const google = new URL(googleCalendarSubscribeUrl(feed));
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/r');
    expect(google.searchParams.get('cid')).toBe('webcal://tabang.example/api/get/my/calendar/abc.ics');
  });
});
