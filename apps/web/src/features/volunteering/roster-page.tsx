import {
  HOURS_NOTE_MAX,
  type Roster as RosterData,
  type RosterEntry,
  servedHours,
  sumHours,
  translateMessage,
  VOLUNTEER_HOURS_MAX,
  ZHoursCorrectionRequest,
} from '@tabang/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { cardTable } from '../../components/card-table';
import { ContactsHiddenNotice } from '../../components/contacts-hidden-notice';
import { fieldClass, TextInput } from '../../components/form/controls';
import { Modal } from '../../components/modal';
import { PageState } from '../../components/page-state';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEvent } from '../events/api';
import { type AttendanceAction, useCorrectHours, useMarkAttendance, useRoster } from './api';
import { QrScanner } from './qr-scanner';

const fullName = (entry: RosterEntry) => `${entry.firstName} ${entry.lastName}`.trim();
const servedOf = (entry: RosterEntry) => servedHours({ hours: entry.hours, state: entry.hoursState });

type Said = { kind: 'done' | 'error'; text: string } | null;
/** Called once the server has answered a check-in or check-out, whatever it said. */
type Settled = () => void;

function Totals({ roster }: { roster: RosterEntry[] }) {
  const { t } = useTranslation();
  const volunteers = roster.filter((entry) => entry.status === 'volunteered');
  // Hours served only: those of people checked in and not out while the event runs are still expected.
  const expected = sumHours(
    volunteers.filter((entry) => entry.hoursState === 'expected').map((entry) => entry.hours),
  );
  const stats = [
    ['volunteers', t('roster.totalVolunteers'), volunteers.length, null],
    ['checked-in', t('roster.totalCheckedIn'), volunteers.filter((entry) => entry.checkedInAt).length, null],
    [
      'hours',
      t('roster.totalHours'),
      sumHours(volunteers.map(servedOf)),
      expected > 0 ? t('roster.totalExpected', { hours: String(expected) }) : null,
    ],
  ] as const;
  return (
    <section aria-labelledby="roster-totals">
      <h2 id="roster-totals" className="sr-only">
        {t('roster.totalsHeading')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map(([key, label, value, more]) => (
          <div key={key} className="rounded-2xl border border-brand-100 bg-brand-50 p-3 sm:p-4">
            <dt className="text-sm font-medium text-brand-900">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-900" data-testid={`roster-total-${key}`}>
              {value}
            </dd>
            {more && (
              <dd className="text-sm break-words text-brand-900" data-testid={`roster-total-${key}-expected`}>
                {more}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {expected > 0 && <p className="mt-2 text-sm text-stone-600">{t('roster.hoursExpectedHint')}</p>}
    </section>
  );
}

/**
 * The typed code with Check in / Check out, and the camera for QR codes. Results are announced. After each answer
 * the field has the focus again with the code selected, so the person at the door types the next code straight over
 * it (or checks the same person out).
 */
function CheckInBox({
  onSubmit,
}: {
  onSubmit: (action: AttendanceAction, code: string, settled?: Settled) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [scanning, setScanning] = useState(false);
  const submit = (action: AttendanceAction) => {
    const typed = code.trim();
    setMissing(!typed);
    if (!typed) {
      input.current?.focus();
      return;
    }
    onSubmit(action, typed, () => {
      input.current?.focus();
      input.current?.select();
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('roster.checkInHeading')}
      </h2>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit('checkin');
        }}
      >
        <label htmlFor={`${id}-code`} className="font-semibold">
          {t('roster.codeLabel')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('roster.codeHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
            aria-invalid={missing || undefined}
            className={`${fieldClass} w-full max-w-56 font-mono text-2xl font-semibold tracking-widest uppercase`}
          />
          <button type="submit" className="btn-primary min-h-11">
            {t('roster.checkIn')}
          </button>
          <button type="button" className="btn-outline min-h-11" onClick={() => submit('checkout')}>
            {t('roster.checkOut')}
          </button>
          <button
            type="button"
            className="btn-accent min-h-11"
            aria-pressed={scanning}
            onClick={() => setScanning((on) => !on)}
          >
            {scanning ? t('roster.stopScan') : t('roster.scan')}
          </button>
        </div>
        {missing && (
          <p id={`${id}-missing`} role="alert" className="text-sm text-red-700">
            {t('roster.codeRequired')}
          </p>
        )}
      </form>
      {scanning && (
        <div className="mt-3">
          <QrScanner onCode={(scanned) => onSubmit('checkin', scanned)} />
        </div>
      )}
    </section>
  );
}

function Attendance({ entry }: { entry: RosterEntry }) {
  const { t } = useTranslation();
  if (!entry.checkedInAt) return <span className="text-stone-600">{t('roster.notCheckedInYet')}</span>;
  return (
    <span>
      {t('roster.checkedInAt', { time: formatTime(entry.checkedInAt) })}
      {entry.checkedOutAt && (
        <>
          <br />
          {t('roster.checkedOutAt', { time: formatTime(entry.checkedOutAt) })}
        </>
      )}
    </span>
  );
}

/** A person's hours, saying when they are still expected or an organiser's correction (with its note). */
function HoursText({ entry }: { entry: RosterEntry }) {
  const { t } = useTranslation();
  const hours = String(entry.hours);
  return (
    <span className="min-w-0 text-right break-words md:text-left" data-state={entry.hoursState}>
      {entry.hoursState === 'expected'
        ? t('roster.hoursExpected', { hours })
        : entry.hoursState === 'corrected'
          ? t('roster.hoursCorrected', { hours })
          : t('roster.hoursValue', { hours })}
      {entry.hoursNote && (
        <>
          <br />
          <span className="text-stone-600">{t('roster.hoursNoteShown', { note: entry.hoursNote })}</span>
        </>
      )}
    </span>
  );
}

/**
 * Edit hours, in a dialog: the hours served and a short note saying why (both checked by the shared rule, then by
 * the server, whose refusals show here in the reader's language), or, for hours already corrected, back to the
 * check-in times.
 */
function EditHours({
  eventId,
  entry,
  onClose,
  onSaved,
}: {
  eventId: number;
  entry: RosterEntry;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const correct = useCorrectHours(eventId);
  const [hours, setHours] = useState(String(entry.hours));
  const [note, setNote] = useState(entry.hoursNote ?? '');
  const [errors, setErrors] = useState<{ hours?: string; note?: string; form?: string }>({});
  const name = fullName(entry);
  const send = (body: { userID: number; hours: number | null; note?: string }) =>
    correct.mutate(body, {
      onSuccess: (saved) =>
        onSaved(
          t(body.hours === null ? 'roster.hoursReset' : 'roster.hoursSaved', {
            name,
            hours: String(saved.hours),
          }),
        ),
      onError: (error) => setErrors({ form: error instanceof ApiError ? error.message : t('roster.failed') }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct.isPending) return;
    const parsed = ZHoursCorrectionRequest.safeParse({ eventID: eventId, userID: entry.userID, hours, note });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'hours';
        found[field] ??= translateMessage(issue.message, t);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send({ userID: entry.userID, hours: parsed.data.hours, note: parsed.data.note });
  };
  return (
    <Modal open title={t('roster.editHoursFor', { name })} onClose={onClose}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextInput
          label={t('roster.hoursLabel')}
          hint={t('roster.hoursHint', { max: String(VOLUNTEER_HOURS_MAX) })}
          error={errors.hours}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          required
          data-testid="hours-input"
        />
        <TextInput
          label={t('roster.noteLabel')}
          hint={t('roster.noteHint', { max: String(HOURS_NOTE_MAX) })}
          error={errors.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={HOURS_NOTE_MAX}
          autoComplete="off"
          required
          data-testid="hours-note"
        />
        {errors.form && (
          <p role="alert" className="font-medium text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11" aria-busy={correct.isPending}>
            {t('roster.saveHours')}
          </button>
          <button type="button" className="btn-outline min-h-11" onClick={onClose}>
            {t('roster.cancelEdit')}
          </button>
          {entry.hoursState === 'corrected' && (
            <button
              type="button"
              className="btn-outline min-h-11"
              onClick={() => !correct.isPending && send({ userID: entry.userID, hours: null })}
            >
              {t('roster.resetHours')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** On a phone each row is a card and each cell says what it is (the column heads are for wide screens). */
const cell = `px-2 py-2 align-top ${cardTable.cell}`;
const label = cardTable.label;

function RosterTable({
  title,
  entries,
  showContacts,
  onAction,
  onEditHours,
  busy,
}: {
  title: string;
  entries: RosterEntry[];
  showContacts: boolean;
  onAction?: (action: AttendanceAction, entry: RosterEntry) => void;
  onEditHours?: (entry: RosterEntry) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const heads = [
    t('roster.name'),
    ...(showContacts ? [t('roster.contact')] : []),
    t('roster.signedUp'),
    t('roster.status'),
    t('roster.attendance'),
    t('roster.hours'),
    ...(onAction ? [t('roster.actions')] : []),
  ];
  return (
    <table className={`w-full border-collapse text-left text-sm ${cardTable.table}`}>
      <caption className="mb-2 text-left text-xl font-bold text-stone-900">{title}</caption>
      <thead className={cardTable.head}>
        <tr className="border-b-2 border-stone-300">
          {heads.map((head) => (
            <th key={head} scope="col" className="px-2 py-2 font-semibold">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {entries.map((entry) => {
          const name = fullName(entry);
          return (
            <tr
              key={entry.userID}
              data-testid="roster-row"
              className={`border-b border-stone-200 ${cardTable.row}`}
            >
              <th scope="row" className={`${cell} font-semibold wrap-anywhere`}>
                {name}
              </th>
              {showContacts && (
                <td className={`${cell} ${label}`} data-label={t('roster.contact')}>
                  <span className="min-w-0 text-right break-all md:text-left">
                    <a href={`mailto:${entry.email}`} className="text-brand-800 hover:underline">
                      {entry.email}
                    </a>
                    <br />
                    <a href={`tel:${entry.contactNumber}`} className="text-brand-800 hover:underline">
                      {entry.contactNumber}
                    </a>
                  </span>
                </td>
              )}
              <td className={`${cell} ${label}`} data-label={t('roster.signedUp')}>
                <time dateTime={entry.signedUpAt}>{formatDateTime(entry.signedUpAt)}</time>
              </td>
              <td className={`${cell} ${label}`} data-label={t('roster.status')}>
                {entry.status === 'waitlisted'
                  ? t('roster.statusWaitlisted', { position: String(entry.position ?? '') })
                  : t('roster.statusVolunteered')}
              </td>
              <td
                className={`${cell} ${label}`}
                data-label={t('roster.attendance')}
                data-testid="roster-attendance"
              >
                <Attendance entry={entry} />
              </td>
              <td className={`${cell} ${label}`} data-label={t('roster.hours')} data-testid="roster-hours">
                <HoursText entry={entry} />
              </td>
              {onAction && (
                <td className={`${cell} flex flex-wrap gap-2 max-md:pt-2 md:table-cell`}>
                  {!entry.checkedInAt ? (
                    <button
                      type="button"
                      className="btn-primary min-h-11"
                      aria-label={t('roster.checkInPerson', { name })}
                      aria-disabled={busy}
                      onClick={() => !busy && onAction('checkin', entry)}
                    >
                      {t('roster.checkIn')}
                    </button>
                  ) : (
                    !entry.checkedOutAt && (
                      <button
                        type="button"
                        className="btn-outline min-h-11"
                        aria-label={t('roster.checkOutPerson', { name })}
                        aria-disabled={busy}
                        onClick={() => !busy && onAction('checkout', entry)}
                      >
                        {t('roster.checkOut')}
                      </button>
                    )
                  )}
                  {onEditHours && (
                    <button
                      type="button"
                      className="btn-outline min-h-11 md:mt-2"
                      aria-label={t('roster.editHoursFor', { name })}
                      onClick={() => onEditHours(entry)}
                    >
                      {t('roster.editHours')}
                    </button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The roster with its totals and check-in box; every result is announced in a live region. */
function Roster({ eventId, data, title }: { eventId: number; data: RosterData; title: string }) {
  const roster = data.entries;
  const { t } = useTranslation();
  const mark = useMarkAttendance(eventId);
  const [said, setSaid] = useState<Said>(null);
  const [editing, setEditing] = useState<RosterEntry | null>(null);
  const submit = (action: AttendanceAction, who: { code: string } | { userID: number }, settled?: Settled) =>
    mark.mutate(
      { action, who },
      {
        onSuccess: (entry) => {
          setSaid({
            kind: 'done',
            text:
              action === 'checkin'
                ? t('roster.checkedIn', { name: fullName(entry), time: formatTime(entry.checkedInAt!) })
                : t('roster.checkedOut', {
                    name: fullName(entry),
                    time: formatTime(entry.checkedOutAt!),
                    hours: String(entry.hours),
                  }),
          });
          settled?.();
        },
        onError: (error) => {
          setSaid({ kind: 'error', text: error instanceof ApiError ? error.message : t('roster.failed') });
          settled?.();
        },
      },
    );
  const volunteers = roster.filter((entry) => entry.status === 'volunteered');
  const waitlist = roster.filter((entry) => entry.status === 'waitlisted');
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-extrabold break-words text-brand-900">{title}</h1>
      {/* Names only (an unverified or suspended charity): said once here, and no Contact column of empty cells. */}
      {data.contactsHiddenReason && <ContactsHiddenNotice reason={data.contactsHiddenReason} />}
      <Totals roster={roster} />
      <CheckInBox onSubmit={(action, code, settled) => submit(action, { code }, settled)} />
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 font-semibold ${said?.kind === 'error' ? 'text-red-700' : 'text-brand-800'}`}
        data-testid="roster-announcement"
      >
        {said?.text}
      </p>
      {roster.length === 0 ? (
        <StatusMessage kind="empty">{t('roster.empty')}</StatusMessage>
      ) : (
        <>
          <RosterTable
            title={t('roster.volunteersHeading')}
            entries={volunteers}
            showContacts={data.contactsVisible}
            busy={mark.isPending}
            onAction={(action, entry) => submit(action, { userID: entry.userID })}
            onEditHours={setEditing}
          />
          {editing && (
            <EditHours
              eventId={eventId}
              entry={editing}
              onClose={() => setEditing(null)}
              onSaved={(text) => {
                setEditing(null);
                setSaid({ kind: 'done', text });
              }}
            />
          )}
          {waitlist.length === 0 ? (
            <section>
              <h2 className="text-xl font-bold text-stone-900">{t('roster.waitlistHeading')}</h2>
              <p className="mt-1 text-stone-600">{t('roster.waitlistEmpty')}</p>
            </section>
          ) : (
            <RosterTable
              title={t('roster.waitlistHeading')}
              entries={waitlist}
              showContacts={data.contactsVisible}
              busy={mark.isPending}
            />
          )}
        </>
      )}
    </div>
  );
}

/** /dashboard/events/:id/roster: who is coming to one of my charity's events, and checking them in on the day. */
export default function RosterPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const roster = useRoster(id ?? 0, id !== null);
  const event = useEvent(id);
  const title = event.data ? t('roster.titleFor', { event: event.data.nameOfEvent }) : t('roster.title');
  useDocumentTitle(title);
  const back = (
    <Link to="/dashboard" className="btn-outline">
      {t('roster.backToDashboard')}
    </Link>
  );
  const status = roster.error instanceof ApiError ? roster.error.status : null;
  if (id === null || status === 404)
    return <PageState kind="empty" title={t('roster.title')} message={t('roster.notFound')} action={back} />;
  if (status === 403)
    return <PageState kind="error" title={t('roster.title')} message={t('roster.forbidden')} action={back} />;
  if (roster.isError)
    return (
      <PageState
        kind="error"
        title={t('roster.title')}
        message={t('roster.loadFailed')}
        onRetry={() => void roster.refetch()}
      />
    );
  if (roster.isPending)
    return <PageState kind="loading" title={t('roster.title')} message={t('roster.loading')} />;
  return (
    <div className="container-page grid gap-4 py-6 lg:py-10">
      <nav className="flex flex-wrap gap-2" aria-label={t('roster.title')}>
        {back}
        <Link to={`/event/${id}`} className="btn-outline">
          {t('roster.viewEvent')}
        </Link>
      </nav>
      <Roster eventId={id} data={roster.data} title={title} />
    </div>
  );
}
