import { describe, expect, it } from 'vitest';
import { textSendTime } from './quiet-hours';

/** An instant given as Philippine wall-clock time (UTC+8, all year). */
const manila = (local: string) => new Date(`${local}+08:00`);

describe('textSendTime', () => {
  it.each([
    ['08:00:00', 'the first minute of the day'],
    ['12:30:00', 'midday'],
    ['19:59:00', 'the last minute before 8 PM'],
    ['19:59:59.999', 'the last moment before 8 PM'],
  ])('sends at once at %s (%s)', (time) => {
    const now = manila(`2026-03-10T${time}`);
    expect(textSendTime(now)).toEqual(now);
  });

  it.each([
    ['2026-03-10T20:00:00', '2026-03-11T08:00:00', '8 PM itself waits for the next morning'],
    ['2026-03-10T23:00:00', '2026-03-11T08:00:00', 'late evening'],
    ['2026-03-10T23:59:59', '2026-03-11T08:00:00', 'just before midnight'],
    ['2026-03-11T00:00:00', '2026-03-11T08:00:00', 'midnight: the same day’s 8:00'],
    ['2026-03-11T07:59:00', '2026-03-11T08:00:00', 'a minute before 8 AM'],
    ['2026-12-31T21:00:00', '2027-01-01T08:00:00', 'across the new year'],
    ['2026-02-28T22:00:00', '2026-03-01T08:00:00', 'across the end of February'],
  ])('delays %s to %s (%s)', (asked, sent) => {
    expect(textSendTime(manila(asked))).toEqual(manila(sent));
  });

  it('keeps the same hours all year: the Philippines has no daylight saving time', () => {
    for (const month of ['01', '04', '07', '10']) {
      expect(textSendTime(manila(`2026-${month}-15T07:59:00`))).toEqual(manila(`2026-${month}-15T08:00:00`));
      expect(textSendTime(manila(`2026-${month}-15T19:59:00`))).toEqual(manila(`2026-${month}-15T19:59:00`));
    }
  });

  it('sends a transactional text at any hour', () => {
    const night = manila('2026-03-10T23:00:00');
    expect(textSendTime(night, { transactional: true })).toEqual(night);
  });

  it('skips a text whose next sending time is not before its deadline', () => {
    const night = manila('2026-03-10T23:00:00');
    // An event at 7:30 starts before the morning's 8:00; one at 8:00 sharp too; one at 9:00 still gets it.
    expect(textSendTime(night, { notAfter: manila('2026-03-11T07:30:00') })).toBeNull();
    expect(textSendTime(night, { notAfter: manila('2026-03-11T08:00:00') })).toBeNull();
    expect(textSendTime(night, { notAfter: manila('2026-03-11T09:00:00') })).toEqual(
      manila('2026-03-11T08:00:00'),
    );
    // Within the hours, only a deadline already passed skips it.
    const noon = manila('2026-03-10T12:00:00');
    expect(textSendTime(noon, { notAfter: manila('2026-03-10T12:05:00') })).toEqual(noon);
    expect(textSendTime(noon, { notAfter: noon })).toBeNull();
  });
});
