import type { Event } from '@tabang/shared';
import { isEventFull, VolunteerSlots } from '../../components/volunteer-slots';
import { useEventSignUp } from './api';

type Slots = Parameters<typeof VolunteerSlots>[0]['event'] & Pick<Event, 'eventID'>;

/**
 * The event's slots as the reader should see them: "7 of 10 slots left" to anyone, but "Full — join the waitlist"
 * only to those not signed up. Whoever took the last slot (the event is full because of them) or is already waiting
 * is told where they stand instead, by <YoureIn> or the waitlist notice.
 */
export function EventSlots({ event, className }: { event: Slots; className?: string }) {
  const signUp = useEventSignUp(event.eventID);
  if (signUp !== null && isEventFull(event)) return null;
  return <VolunteerSlots event={event} className={className} />;
}

/** EventGrid's slots line that knows the reader's sign-up: no "Full" on the card of an event they hold a slot in. */
export const slotsForReader = (event: Slots) => <EventSlots event={event} />;
