import type { Event } from './schemas/events';

// Apart from the schemas, so a page that only asks whether an event is over does not load zod.

/** When an event is over: its end, or its start when it has no end. */
export function eventEndTime(event: { startsAt: Date | string; endsAt: Date | string | null }): Date {
  return new Date(event.endsAt ?? event.startsAt);
}

/** Whether an event has ended by `now`. The server refuses volunteering (and most donations) from then on. */
export function hasEventEnded(
  event: { startsAt: Date | string; endsAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  return eventEndTime(event).getTime() <= now.getTime();
}

/** The same for an event as the API shows it. */
export const isPastEvent = (event: Pick<Event, 'dateAndTimeStart' | 'dateAndTimeEnd'>, now?: Date) =>
  hasEventEnded({ startsAt: event.dateAndTimeStart, endsAt: event.dateAndTimeEnd }, now);
