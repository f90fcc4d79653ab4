import { calendarSpan } from './calendar';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What a volunteer's hours for an event are:
 * - `served`: done (checked out, or the event is over), or 0 for someone never checked in;
 * - `expected`: checked in but not out while the event still runs: the event's length, if they stay to the end;
 * - `corrected`: set by an organiser by hand (with a note), and counted as served.
 */
export const HOURS_STATES = ['served', 'expected', 'corrected'] as const;
export type HoursState = (typeof HOURS_STATES)[number];

/** The most hours an organiser may record for one person at one event (a week, for multi-day events). */
export const VOLUNTEER_HOURS_MAX = 168;
/** The longest note an organiser may keep with a correction of hours. */
export const HOURS_NOTE_MAX = 200;

export type VolunteerHours = { hours: number; state: HoursState };

const toHours = (ms: number) => Math.round((Math.max(0, ms) / HOUR_MS) * 100) / 100;

/**
 * A volunteer's hours at an event, to two decimals. An organiser's correction wins. Otherwise check-out minus
 * check-in, or, when they were checked in but never out, the event's length (its end, or the usual length when it
 * has none): served once the event has ended, expected until then, so a check-in before the start does not show the
 * whole event as done. Nobody checked in served 0.
 */
export function volunteerHours(
  attendance: {
    checkedInAt: Date | string | null;
    checkedOutAt: Date | string | null;
    hoursCorrected?: number | null;
  },
  event: { startsAt: Date | string; endsAt: Date | string | null },
  now: Date = new Date(),
): VolunteerHours {
  if (attendance.hoursCorrected != null) return { hours: attendance.hoursCorrected, state: 'corrected' };
  if (attendance.checkedInAt == null) return { hours: 0, state: 'served' };
  if (attendance.checkedOutAt != null)
    return {
      hours: toHours(
        new Date(attendance.checkedOutAt).getTime() - new Date(attendance.checkedInAt).getTime(),
      ),
      state: 'served',
    };
  const span = calendarSpan(event);
  return {
    hours: toHours(span.end.getTime() - span.start.getTime()),
    state: now.getTime() < span.end.getTime() ? 'expected' : 'served',
  };
}

/** The hours that count in a total of hours served: expected hours are not served yet. */
export const servedHours = (hours: VolunteerHours): number => (hours.state === 'expected' ? 0 : hours.hours);

/** A sum of hours, to two decimals (so 0.1 + 0.2 reads 0.3). */
export const sumHours = (values: number[]): number =>
  Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;
