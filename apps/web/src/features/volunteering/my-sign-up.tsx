import type { Event } from '@tabang/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { isEventFull } from '../../components/volunteer-slots';
import { useTranslation } from '../../lib/i18n';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { useEventSignUp, useMyVolunteering, useToggleVolunteer } from './api';
import { CheckInCodeWithQr } from './qr-image';

/** The person's check-in code and its QR, from My volunteering's list (the one answer that carries it). */
function CheckInCode({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const mine = useMyVolunteering();
  const entry = mine.data?.find((item) => item.eventID === eventID);
  if (!entry) {
    // Just signed up: the list is on its way again. Failed or without this event: My volunteering has it.
    if (mine.isPending || mine.isFetching)
      return <p className="text-sm text-stone-600">{t('common.loading')}</p>;
    return (
      <Link to="/my/volunteering" className="font-semibold text-brand-800 underline underline-offset-2">
        {t('common.nav.myVolunteering')}
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <CheckInCodeWithQr code={entry.checkInCode} heading="h3" />
    </div>
  );
}

/**
 * "You're in!" on an event page, for the signed-in person holding one of its slots: their check-in code with its QR,
 * Add to calendar and "Can't make it?" (which gives the slot back, as the Volunteered button does). Nothing for
 * anyone else, nor while they wait on the waitlist (the waitlist notice speaks then).
 */
export function YoureIn({ event, className = '' }: { event: Event; className?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const holding = useEventSignUp(event.eventID) === 'volunteered';
  const leave = useToggleVolunteer({ kind: 'event', eventID: event.eventID }, isEventFull(event));
  if (!holding) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={`grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 ${className}`}
      data-testid="youre-in"
    >
      <div>
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {t('slots.youreIn')}
        </h2>
        <p className="text-sm text-stone-700">{t('slots.youreInHint')}</p>
      </div>
      <CheckInCode eventID={event.eventID} />
      <AddToCalendar event={event} />
      <div>
        <button
          type="button"
          className="btn-outline bg-white"
          aria-describedby={hintId}
          aria-busy={leave.isPending}
          onClick={(click) =>
            !leave.isPending && leave.mutate({ volunteer: false, focusUndo: click.detail === 0 })
          }
        >
          {t('slots.cantMakeIt')}
        </button>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {t('slots.cantMakeItHint')}
        </p>
      </div>
    </section>
  );
}
