import { type Event, eventTruncation, isPastEvent, truncate } from '@tabang/shared';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../lib/api-client';
import { formatCardDateTime } from '../lib/dates';
import { isFirstVisit } from '../lib/first-visit';
import { useTranslation } from '../lib/i18n';
import { useWindowWidth } from '../lib/use-window-width';
import { GoalProgress } from './goal-progress';
import { OfflineTotal } from './offline-total';
import { PendingVerificationBadge } from './pending-verification-badge';
import { ResponsiveImage } from './responsive-image';
import { VolunteerSlots } from './volunteer-slots';

/** "Ended": on an event whose end (or start, when it has no end) has passed. */
export function EndedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 ${className}`}
    >
      {t('events.ended')}
    </span>
  );
}

/** The event's state badges (ended, its charity not verified yet); nothing for a current event. */
export function EventBadges({ event, className = '' }: { event: Event; className?: string }) {
  const ended = isPastEvent(event);
  if (!ended && event.organizationVerified) return null;
  return (
    <p className={`flex flex-wrap gap-2 ${className}`}>
      {ended && <EndedBadge />}
      {!event.organizationVerified && <PendingVerificationBadge />}
    </p>
  );
}

/** How wide a card's poster is shown in EventGrid: 3 columns of the 1152 px page from lg, 2 from sm, else 1. */
const EVENT_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/**
 * An event in a list: poster (its box reserved at 16:9, so nothing jumps when it loads), name, start,
 * and the description and location truncated by screen width (70/50 over 600 px, 50/30 from 400, 35/20 below).
 */
/**
 * The line about an event's volunteer slots on its card. A page of a feature passes its own, one that knows the
 * reader's sign-up (components never import features); by default the counts alone.
 */
export type SlotsLine = (event: Event) => ReactNode;
const countsOnly: SlotsLine = (event) => <VolunteerSlots event={event} />;

function EventCard({
  event,
  showCharity = true,
  loading = 'lazy',
  headingLevel = 3,
  slots = countsOnly,
}: {
  event: Event;
  showCharity?: boolean;
  loading?: 'lazy' | 'eager';
  /** The card title's heading level, one below the section's heading. */
  headingLevel?: 2 | 3;
  slots?: SlotsLine;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const limits = eventTruncation(useWindowWidth());
  const src = imageUrl(event.eventImage);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="event-card"
    >
      <div className="aspect-video w-full bg-brand-100">
        {src && (
          <ResponsiveImage
            src={src}
            alt={t('events.imageAlt', { name: event.nameOfEvent })}
            width={640}
            height={360}
            sizes={EVENT_CARD_SIZES}
            loading={loading}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={event.dateAndTimeStart}>{formatCardDateTime(event.dateAndTimeStart)}</time>
        </p>
        <EventBadges event={event} />
        <Heading className="text-lg font-bold leading-snug">
          <Link
            to={`/event/${event.eventID}`}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
          >
            {event.nameOfEvent}
          </Link>
        </Heading>
        {showCharity && (
          <p className="text-sm text-stone-500">{t('events.byCharity', { name: event.organizationName })}</p>
        )}
        <p className="text-sm text-stone-700" data-testid="event-description">
          {truncate(event.descriptionOfEvent, limits.description)}
        </p>
        <p
          className="mt-auto flex items-center gap-1 pt-1 text-sm text-stone-600"
          data-testid="event-location"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="shrink-0"
          >
            <path d="M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </svg>
          <span>
            <span className="sr-only">{t('events.location')}: </span>
            {truncate(event.location, limits.location)}
          </span>
        </p>
        {slots(event)}
        <GoalProgress event={event} className="pt-2" />
        <OfflineTotal online={event.raisedAmount} offline={event.offlineAmount} />
      </div>
    </article>
  );
}

/** The grid's columns at a window width, as its classes set them: one on a phone, two from `sm`, three from `lg`. */
const columnsAt = (width: number) => (width >= 1024 ? 3 : width >= 640 ? 2 : 1);

/** A responsive grid of event cards. */
export function EventGrid({
  events,
  showCharity = true,
  headingLevel = 3,
  eagerCount = 0,
  firstRows,
  slots,
}: {
  events: Event[];
  showCharity?: boolean;
  headingLevel?: 2 | 3;
  /** How many posters to load at once because they are above the fold; the rest load as they scroll in. */
  eagerCount?: number;
  /**
   * On the page the app opened with (lib/first-visit.ts), the rows of cards committed first (a phone's first
   * screen holds one card a row, a wide screen three): the rest are drawn in a render of their own right after, so
   * a slow phone paints the first screen without waiting for every card.
   */
  firstRows?: number;
  slots?: SlotsLine;
}) {
  const columns = columnsAt(useWindowWidth());
  // Deferred once, on mount: cards added later (Load more) are drawn at once, in the commit that moves focus to them.
  const allDrawn = useDeferredValue(true, firstRows === undefined || !isFirstVisit());
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {(allDrawn ? events : events.slice(0, (firstRows ?? 0) * columns)).map((event, index) => (
        <li key={event.eventID}>
          <EventCard
            event={event}
            showCharity={showCharity}
            headingLevel={headingLevel}
            loading={index < eagerCount ? 'eager' : 'lazy'}
            slots={slots}
          />
        </li>
      ))}
    </ul>
  );
}
