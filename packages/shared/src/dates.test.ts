import { describe, expect, it } from 'vitest';
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

  it("matches CLDR's Cebuano (which Node has, browsers not) in every width and month", () => {
    const styles: Intl.DateTimeFormatOptions[] = [
      { dateStyle: 'full', timeStyle: 'short' },
      { dateStyle: 'long', timeStyle: 'short' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'medium' },
      { dateStyle: 'short' },
      { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
      { weekday: 'long' },
      { month: 'long', year: 'numeric' },
    ];
    for (const style of styles) {
      const options = { ...style, timeZone: PH_TIME_ZONE };
      const ours = dateFormat(options);
      const node = new Intl.DateTimeFormat('ceb', options);
      for (let day = 0; day < 372; day += 13) {
        const date = new Date(Date.UTC(2026, 0, 1 + day, 4));
        expect(ours('ceb', date)).toBe(node.format(date));
      }
    }
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
