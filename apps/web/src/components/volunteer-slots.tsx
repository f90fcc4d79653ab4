import { type Event, isPastEvent } from '@tabang/shared';
import { useTranslation } from '../lib/i18n';

type Slots = Pick<Event, 'volunteerCapacity' | 'volunteerCount' | 'dateAndTimeStart' | 'dateAndTimeEnd'>;

/** Whether every volunteer slot of the event is taken, so a sign-up joins the waitlist (never when unlimited). */
export const isEventFull = (event: Pick<Event, 'volunteerCapacity' | 'volunteerCount'>) =>
  event.volunteerCapacity !== null && event.volunteerCount >= event.volunteerCapacity;

/**
 * "7 of 10 slots left" or "Full — join the waitlist" on an upcoming event with slots; nothing for an unlimited
 * or ended one.
 */
export function VolunteerSlots({ event, className = '' }: { event: Slots; className?: string }) {
  const { t } = useTranslation();
  if (event.volunteerCapacity === null || isPastEvent(event)) return null;
  const full = isEventFull(event);
  return (
    <p
      className={`text-sm font-semibold ${full ? 'text-amber-800' : 'text-brand-800'} ${className}`}
      data-testid="volunteer-slots"
    >
      {full
        ? t('slots.full')
        : t('slots.left', {
            left: String(event.volunteerCapacity - event.volunteerCount),
            count: event.volunteerCapacity,
          })}
    </p>
  );
}
