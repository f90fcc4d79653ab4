import { describe, expect, it } from 'vitest';
import { volunteerHours } from './volunteering';

const event = { startsAt: '2026-12-05T00:00:00Z', endsAt: '2026-12-05T04:30:00Z' };

describe('volunteerHours', () => {
  it('is check-out minus check-in, to two decimals', () => {
    expect(
      volunteerHours({ checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: '2026-12-05T03:30:00Z' }, event),
    ).toBe(3.33);
  });

  it("is the event's length when there was no check-out, and the usual length for an event without an end", () => {
    expect(volunteerHours({ checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: null }, event)).toBe(4.5);
    expect(
      volunteerHours(
        { checkedInAt: '2026-12-05T00:10:00Z', checkedOutAt: null },
        { startsAt: event.startsAt, endsAt: null },
      ),
    ).toBe(2);
  });

  it('is 0 for someone never checked in', () => {
    expect(volunteerHours({ checkedInAt: null, checkedOutAt: null }, event)).toBe(0);
  });
});
