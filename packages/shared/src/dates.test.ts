import { afterEach, describe, expect, it, vi } from 'vitest';
import { PH_TIME_ZONE } from './constants';
import { dateFormat, eventDateRange, nextManilaMidnight } from './dates';

// 01:00 UTC is 9:00 AM in Davao, a Saturday.
const at = new Date('2026-11-28T01:00:00Z');
const full = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: PH_TIME_ZONE });
const short = dateFormat({ dateStyle: 'medium', timeZone: PH_TIME_ZONE });
const weekday = dateFormat({ weekday: 'long', timeZone: PH_TIME_ZONE });

describe('dateFormat', () => {
  it('writes English as en-PH', () => {
    expect(full('en', at)).toBe('Saturday, November 28, 2026 at 9:00 AM');
    expect(short('en', at)).toBe('Nov 28, 2026');
    expect(weekday('en', at)).toBe('Saturday');
  });

  it('writes Filipino as fil-PH', () => {
    expect(full('fil', at)).toBe('Sabado, Nobyembre 28, 2026 nang 9:00 AM');
    expect(short('fil', at)).toBe('Nob 28, 2026');
    expect(weekday('fil', at)).toBe('Sabado');
  });

  it('writes Cebuano names itself, with "sa" and no Tagalog "nang"', () => {
    expect(full('ceb', at)).toBe('Sabado, Nobyembre 28, 2026 sa 9:00 AM');
    expect(short('ceb', at)).toBe('Nob 28, 2026');
    expect(weekday('ceb', at)).toBe('Sabado');
    expect(full('ceb', new Date('2026-09-06T10:30:00Z'))).toBe('Domingo, Septiyembre 6, 2026 sa 6:30 PM');
  });

  it("takes the month and weekday in the format's time zone", () => {
    // 23:30 UTC on Dec 31 is already Friday, January 1 in Davao.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(full('ceb', newYear)).toBe('Biyernes, Enero 1, 2027 sa 7:30 AM');
  });

  afterEach(() => vi.restoreAllMocks());

  // Every format the app asks for, and the other layouts the written formats know.
  const shapes: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full', timeStyle: 'short' },
    { dateStyle: 'long', timeStyle: 'short' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { dateStyle: 'full' },
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { dateStyle: 'short', timeStyle: 'short' },
    { dateStyle: 'short' },
    { timeStyle: 'short' },
    { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    { month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    { year: 'numeric', hour: 'numeric', minute: '2-digit' },
    { month: 'long', day: 'numeric' },
    { month: 'long', year: 'numeric' },
    { month: 'short', year: 'numeric' },
    { month: 'long' },
    { weekday: 'long' },
    { weekday: 'short' },
    { year: 'numeric' },
    { hour: 'numeric', minute: '2-digit' },
  ];
  const locales = { en: 'en-PH', fil: 'fil-PH', ceb: 'ceb' } as const;
  // Every month and weekday, at hours around midnight and noon in Manila and in UTC; the turn of a year in Manila but
  // not in UTC; a year written "05".
  const dates = Array.from(
    { length: 60 },
    (_, n) => new Date(Date.UTC(2026, 0, 1 + n * 6, [0, 3, 4, 11, 15, 16, 23][n % 7], n)),
  );
  dates.push(
    new Date('2026-12-31T16:00:00Z'),
    new Date('2026-12-31T15:59:59Z'),
    new Date('2005-03-04T02:00:00Z'),
  );

  // Node has CLDR's Cebuano, which browsers do not: the written formats are what it would write.
  it("writes each format as Node's CLDR does in en-PH, fil-PH and ceb, in Manila time and in UTC", () => {
    for (const timeZone of [PH_TIME_ZONE, 'UTC'])
      for (const shape of shapes) {
        const options = { ...shape, timeZone };
        const ours = dateFormat(options);
        for (const [language, locale] of Object.entries(locales) as [keyof typeof locales, string][]) {
          const intl = new Intl.DateTimeFormat(locale, options);
          for (const date of dates)
            expect([options, language, ours(language, date)]).toEqual([options, language, intl.format(date)]);
        }
      }
  });

  it('makes no Intl object for them: a page that shows a date does not pay for the locale data', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (const shape of shapes)
      for (const language of ['en', 'fil', 'ceb'] as const)
        dateFormat({ ...shape, timeZone: PH_TIME_ZONE })(language, at);
    expect(made).not.toHaveBeenCalled();
    // A format it does not write (a time zone with daylight saving) still goes to Intl.
    expect(dateFormat({ dateStyle: 'medium', timeZone: 'America/New_York' })('en', at)).toBe('Nov 27, 2026');
    expect(made).toHaveBeenCalled();
  });
});

describe('eventDateRange (Philippine time)', () => {
  const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

  it("takes today's Manila day, even where UTC is still on yesterday", () => {
    // 23:30 UTC on Friday 27 November is 7:30 AM on Saturday 28 November in Davao.
    const now = new Date('2026-11-27T23:30:00Z');
    expect(iso(eventDateRange('today', now))).toEqual([
      '2026-11-27T16:00:00.000Z',
      '2026-11-28T16:00:00.000Z',
    ]);
    expect(nextManilaMidnight(now).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('takes the coming Saturday and Sunday on a weekday, and the weekend under way on either day', () => {
    const weekend = ['2026-11-27T16:00:00.000Z', '2026-11-29T16:00:00.000Z'];
    expect(iso(eventDateRange('weekend', new Date('2026-11-25T04:00:00Z')))).toEqual(weekend); // Wednesday
    expect(iso(eventDateRange('weekend', new Date('2026-11-27T15:59:00Z')))).toEqual(weekend); // Friday 11:59 PM
    expect(iso(eventDateRange('weekend', new Date('2026-11-28T04:00:00Z')))).toEqual(weekend); // Saturday
    expect(iso(eventDateRange('weekend', new Date('2026-11-29T15:00:00Z')))).toEqual(weekend); // Sunday 11 PM
    // Monday 00:30 in Davao (still Sunday in UTC): the next weekend.
    expect(iso(eventDateRange('weekend', new Date('2026-11-29T16:30:00Z')))).toEqual([
      '2026-12-04T16:00:00.000Z',
      '2026-12-06T16:00:00.000Z',
    ]);
  });

  it('takes the Manila calendar month, across a year end', () => {
    expect(iso(eventDateRange('month', new Date('2026-12-31T17:00:00Z')))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
    expect(iso(eventDateRange('month', new Date('2026-02-10T00:00:00Z')))).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
  });
});
