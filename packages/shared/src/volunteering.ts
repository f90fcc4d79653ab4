import { calendarSpan } from './calendar';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The hours a volunteer served at an event, to two decimals: check-out minus check-in, or, when they were checked in
 * but never out, the event's length (its end, or the usual length when it has none). Nobody checked in served 0.
 */
export function volunteerHours(
  attendance: { checkedInAt: Date | string | null; checkedOutAt: Date | string | null },
  event: { startsAt: Date | string; endsAt: Date | string | null },
): number {
  if (attendance.checkedInAt == null) return 0;
  const span = calendarSpan(event);
  const ms =
    attendance.checkedOutAt == null
      ? span.end.getTime() - span.start.getTime()
      : new Date(attendance.checkedOutAt).getTime() - new Date(attendance.checkedInAt).getTime();
  return Math.round((Math.max(0, ms) / HOUR_MS) * 100) / 100;
}
