import type { MyVolunteering } from '@tabang/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { useMyVolunteering, useToggleVolunteer, useVolunteeringSummary } from './api';
import { CheckInCodeWithQr } from './qr-image';

const chip = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

function Summary() {
  const { t } = useTranslation();
  const summary = useVolunteeringSummary();
  if (summary.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (summary.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void summary.refetch()}>
        {t('volunteering.summaryLoadFailed')}
      </StatusMessage>
    );
  const stats = [
    ['hours', t('volunteering.totalHours'), summary.data.totalHours],
    ['attended', t('volunteering.eventsAttended'), summary.data.eventsAttended],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {stats.map(([key, label, value]) => (
        <div key={key} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
          <dt className="text-sm font-medium text-brand-900">{label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-brand-900" data-testid={`volunteering-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatusChip({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  if (entry.cancelled)
    return <span className={`${chip} bg-red-100 text-red-900`}>{t('volunteering.cancelled')}</span>;
  return entry.status === 'waitlisted' ? (
    <span className={`${chip} bg-amber-100 text-amber-900`}>
      {t('volunteering.waitlisted', { position: String(entry.position ?? '') })}
    </span>
  ) : (
    <span className={`${chip} bg-brand-100 text-brand-800`}>{t('volunteering.volunteered')}</span>
  );
}

/** What the person needs next: the code (and QR) before the day, the waitlist place, or the hours afterwards. */
function Detail({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  if (entry.cancelled) return null;
  if (entry.status === 'waitlisted')
    return !entry.past ? (
      <p className="text-sm text-stone-700">
        {t('volunteering.waitlistHelp', { position: String(entry.position ?? '') })}
      </p>
    ) : null;
  if (!entry.past && entry.checkedOutAt === null)
    return (
      <section
        aria-label={t('volunteering.codeHeading')}
        className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-stone-50 p-3"
      >
        <CheckInCodeWithQr code={entry.checkInCode} heading="h4">
          <p className="mt-1 max-w-xs text-sm text-stone-600">{t('volunteering.codeHelp')}</p>
          <Attendance entry={entry} />
        </CheckInCodeWithQr>
      </section>
    );
  return <Attendance entry={entry} />;
}

/** The hours, saying whether they are served, still expected (checked in, not out, event running) or corrected. */
function Hours({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  const hours = String(entry.hours);
  const key =
    entry.hoursState === 'expected'
      ? 'volunteering.hoursExpected'
      : entry.hoursState === 'corrected'
        ? 'volunteering.hoursCorrected'
        : 'volunteering.hours';
  return (
    <strong data-testid="event-hours" data-state={entry.hoursState}>
      {t(key, { hours })}
    </strong>
  );
}

function Attendance({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  const corrected = entry.hoursState === 'corrected';
  if (entry.checkedInAt === null && !corrected)
    return entry.past ? <p className="text-sm text-stone-600">{t('volunteering.notAttended')}</p> : null;
  return (
    <div className="grid gap-1 text-sm text-stone-700">
      <p>
        {entry.checkedInAt && (
          <>
            {t('volunteering.checkedInAt', { time: formatDateTime(entry.checkedInAt) })}
            {entry.checkedOutAt && (
              <> · {t('volunteering.checkedOutAt', { time: formatDateTime(entry.checkedOutAt) })}</>
            )}
            {' · '}
          </>
        )}
        <Hours entry={entry} />
      </p>
      {entry.hoursState === 'expected' && (
        <p className="text-stone-600">{t('volunteering.hoursExpectedHint')}</p>
      )}
      {corrected && entry.hoursNote && (
        <p className="break-words text-stone-600">{t('volunteering.hoursNote', { note: entry.hoursNote })}</p>
      )}
    </div>
  );
}

/**
 * The way out of an upcoming sign-up, and into a calendar: "Can't make it?" (or "Leave the waitlist"), which leaves
 * the event with an Undo in the toast, as the event page's button does, and Add to calendar for a held slot. Not once
 * checked in.
 */
function Actions({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  const hintId = useId();
  const leave = useToggleVolunteer({ kind: 'event', eventID: entry.eventID });
  // Until the session is known the call could not name the person.
  const { isLoading: waiting } = useAuth();
  // Checked in, they made it: leaving now would throw their attendance away (an Undo signs up afresh).
  if (entry.past || entry.cancelled || entry.checkedInAt !== null) return null;
  const onWaitlist = entry.status === 'waitlisted';
  return (
    <div className="grid gap-3 border-t border-stone-100 pt-3">
      {!onWaitlist && (
        <AddToCalendar
          heading="h4"
          className=""
          event={{
            eventID: entry.eventID,
            nameOfEvent: entry.nameOfEvent,
            dateAndTimeStart: entry.startDate,
            dateAndTimeEnd: entry.endDate,
            location: entry.location,
            organizationName: entry.organizationName,
          }}
        />
      )}
      <div>
        <button
          type="button"
          className="btn-outline"
          aria-describedby={hintId}
          disabled={waiting}
          aria-busy={leave.isPending}
          aria-label={`${onWaitlist ? t('volunteering.leaveWaitlist') : t('slots.cantMakeIt')} ${entry.nameOfEvent}`}
          data-testid="leave-event"
          onClick={(click) =>
            !leave.isPending && leave.mutate({ volunteer: false, focusUndo: click.detail === 0 })
          }
        >
          {onWaitlist ? t('volunteering.leaveWaitlist') : t('slots.cantMakeIt')}
        </button>
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {onWaitlist ? t('volunteering.leaveWaitlistHint') : t('slots.cantMakeItHint')}
        </p>
      </div>
    </div>
  );
}

function EntryCard({ entry }: { entry: MyVolunteering }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="my-volunteering"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words">
            <Link to={`/event/${entry.eventID}`} className="text-brand-800 hover:underline">
              {entry.nameOfEvent}
            </Link>
          </h3>
          <p className="text-sm break-words text-stone-700">
            {t('volunteering.by', { charity: entry.organizationName })}
          </p>
        </div>
        <StatusChip entry={entry} />
      </div>
      <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold">{t('volunteering.when')}</dt>
        <dd>
          <time dateTime={entry.startDate}>{formatDateTime(entry.startDate)}</time>
        </dd>
        <dt className="font-semibold">{t('volunteering.where')}</dt>
        <dd className="break-words">{entry.location}</dd>
      </dl>
      <Detail entry={entry} />
      <Actions entry={entry} />
    </article>
  );
}

function EntryList({
  title,
  id,
  entries,
  empty,
}: {
  title: string;
  id: string;
  entries: MyVolunteering[];
  empty: string;
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-stone-900">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-stone-600">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.eventID}>
              <EntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Lists() {
  const { t } = useTranslation();
  const list = useMyVolunteering();
  if (list.isPending) return <StatusMessage kind="loading">{t('volunteering.loading')}</StatusMessage>;
  if (list.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void list.refetch()}>
        {t('volunteering.loadFailed')}
      </StatusMessage>
    );
  const browse = (
    <Link to="/events" className="btn-primary">
      {t('volunteering.browseEvents')}
    </Link>
  );
  if (list.data.length === 0)
    return (
      <div className="mt-8">
        <StatusMessage kind="empty" action={browse}>
          {t('volunteering.empty')}
        </StatusMessage>
      </div>
    );
  return (
    <>
      <EntryList
        id="volunteering-upcoming"
        title={t('volunteering.upcomingHeading')}
        entries={list.data.filter((entry) => !entry.past)}
        empty={t('volunteering.noUpcoming')}
      />
      <EntryList
        id="volunteering-past"
        title={t('volunteering.pastHeading')}
        entries={list.data.filter((entry) => entry.past)}
        empty={t('volunteering.noPast')}
      />
    </>
  );
}

/** /my/volunteering: the signed-in person's sign-ups, check-in codes and hours served. */
export default function MyVolunteeringPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('volunteering.title'));
  return (
    <div className="container-page py-6 lg:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('volunteering.title')}</h1>
      <p className="mt-1 text-stone-700">{t('volunteering.intro')}</p>
      <section className="mt-6" aria-labelledby="volunteering-summary">
        <h2 id="volunteering-summary" className="sr-only">
          {t('volunteering.summaryHeading')}
        </h2>
        <Summary />
      </section>
      <Lists />
    </div>
  );
}
