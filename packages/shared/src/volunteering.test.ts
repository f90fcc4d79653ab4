import { describe, expect, it } from 'vitest';
import { servedHours, sumHours, volunteerHours } from './volunteering';

const event = { startsAt: '2026-12-05T00:00:00Z', endsAt: '2026-12-05T04:30:00Z' };
const during = new Date('2026-12-05T01:00:00Z');
const after = new Date('2026-12-05T05:00:00Z');

describe('volunteerHours', () => {
  it('is check-out minus check-in, to two decimals, served', () => {
    expect(
      volunteerHours(
        { checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: '2026-12-05T03:30:00Z' },
        event,
        during,
      ),
    ).toEqual({ hours: 3.33, state: 'served' });
  });

  it("is the event's length when there was no check-out, and the usual length for an event without an end", () => {
    expect(volunteerHours({ checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: null }, event, after)).toEqual(
      {
        hours: 4.5,
        state: 'served',
      },
    );
    expect(
      volunteerHours(
        { checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: null },
        { startsAt: event.startsAt, endsAt: null },
        after,
      ),
    ).toEqual({ hours: 2, state: 'served' });
  });

  it('is expected, not served, while someone checked in and not out waits for the event to end', () => {
    const early = new Date('2026-12-04T23:20:00Z'); // checked in 40 minutes before the start
    for (const now of [early, during, new Date('2026-12-05T04:29:59Z')])
      expect(volunteerHours({ checkedInAt: early, checkedOutAt: null }, event, now)).toEqual({
        hours: 4.5,
        state: 'expected',
      });
    // At the end it has been served.
    expect(
      volunteerHours({ checkedInAt: early, checkedOutAt: null }, event, new Date(event.endsAt)).state,
    ).toBe('served');
  });

  it('is 0 for someone never checked in', () => {
    expect(volunteerHours({ checkedInAt: null, checkedOutAt: null }, event, during)).toEqual({
      hours: 0,
      state: 'served',
    });
  });

  it("is an organiser's correction when there is one, whatever the attendance says", () => {
    expect(
      volunteerHours({ checkedInAt: null, checkedOutAt: null, hoursCorrected: 3.25 }, event, during),
    ).toEqual({ hours: 3.25, state: 'corrected' });
    expect(
      volunteerHours(
        { checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: null, hoursCorrected: 0 },
        event,
        during,
      ),
    ).toEqual({ hours: 0, state: 'corrected' });
  });
});

describe('servedHours and sumHours', () => {
  it('count served and corrected hours, never expected ones, to two decimals', () => {
    expect(servedHours({ hours: 4.5, state: 'expected' })).toBe(0);
    expect(servedHours({ hours: 4.5, state: 'served' })).toBe(4.5);
    expect(servedHours({ hours: 1.25, state: 'corrected' })).toBe(1.25);
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([])).toBe(0);
  });
});
