import { type DeskPledge, GOODS_NOTE_MAX, PLEDGE_CODE_ALPHABET, PLEDGE_CODE_LENGTH } from '@tabang/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fieldClass, Select, TextInput } from '../../components/form/controls';
import { PageState } from '../../components/page-state';
import { StatusMessage } from '../../components/status-message';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEvent } from '../events/api';
import { QrScanner } from '../volunteering/qr-scanner';
import { useDrivePledges, useNeeds, usePledgeByCode, useReceiveGoods, useReceivePledge } from './api';

/** What a pledge slip's QR holds: its code. */
const PLEDGE_CODE = new RegExp(`^[${PLEDGE_CODE_ALPHABET}]{${PLEDGE_CODE_LENGTH}}$`);
const isCount = (text: string) => /^\d{1,9}$/.test(text.trim()) && Number(text) >= 1;
const rest = (pledge: DeskPledge) => Math.max(0, pledge.quantity - pledge.quantityReceived);

type Said = { kind: 'done' | 'error'; text: string } | null;

/** The looked-up pledge with "Received": the quantity starts at what is still to come of it. */
function ReceivePledge({
  eventID,
  pledge,
  onSaid,
}: {
  eventID: number;
  pledge: DeskPledge;
  onSaid: (said: Said) => void;
}) {
  const { t } = useTranslation();
  const receive = useReceivePledge(eventID);
  const [quantity, setQuantity] = useState(String(rest(pledge)));
  const [error, setError] = useState<string>();
  const what = t('reliefDrives.what', {
    item: pledge.item,
    quantity: String(pledge.quantity),
    unit: pledge.unit,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (receive.isPending) return;
    if (!isCount(quantity)) {
      setError(t('reliefDrives.quantityInvalid'));
      return;
    }
    setError(undefined);
    const count = Number(quantity);
    // Told through the promise: the refreshed pledge remounts this card, which drops mutate's own callbacks.
    receive.mutateAsync({ code: pledge.code, quantity: count }).then(
      () =>
        onSaid({
          kind: 'done',
          text: t('reliefDrives.receivedPledge', {
            code: pledge.code,
            quantity: String(count),
            unit: pledge.unit,
          }),
        }),
      (failure: unknown) =>
        onSaid({
          kind: 'error',
          text: failure instanceof ApiError ? failure.message : t('reliefDrives.saveFailed'),
        }),
    );
  };
  return (
    <article
      className="grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="desk-pledge"
    >
      <h3 className="font-mono text-2xl font-bold tracking-widest">{pledge.code}</h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold">{t('reliefDrives.pledgedBy')}</dt>
        <dd className="break-words">{pledge.pledgerName}</dd>
        <dt className="font-semibold">{t('reliefDrives.pledgeWhat')}</dt>
        <dd className="break-words">{what}</dd>
        <dt className="font-semibold">{t('reliefDrives.dropoffLabel')}</dt>
        <dd className="break-words">{pledge.dropoffName}</dd>
        <dt className="font-semibold">{t('reliefDrives.dateLabel')}</dt>
        <dd>{formatCalendarDate(pledge.expectedOn)}</dd>
        <dt className="font-semibold">{t('reliefDrives.statusLabel')}</dt>
        <dd>
          {t(`reliefDrives.status.${pledge.status}`, {
            received: String(pledge.quantityReceived),
            quantity: String(pledge.quantity),
          })}
        </dd>
      </dl>
      {rest(pledge) > 0 && pledge.status !== 'cancelled' ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
          <div className="w-44">
            <TextInput
              label={t('reliefDrives.arrivedLabel', { unit: pledge.unit })}
              value={quantity}
              onChange={(change) => setQuantity(change.target.value)}
              inputMode="numeric"
              autoComplete="off"
              error={error}
            />
          </div>
          <button type="submit" className="btn-primary min-h-11" aria-busy={receive.isPending}>
            {t('reliefDrives.received')}
          </button>
        </form>
      ) : (
        <p className="font-semibold text-stone-700">{t('reliefDrives.nothingToReceive')}</p>
      )}
    </article>
  );
}

/** Type a code or scan the slip's QR; the pledge shows below with its Received form. */
function CodeBox({ eventID, onSaid }: { eventID: number; onSaid: (said: Said) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [scanning, setScanning] = useState(false);
  const pledge = usePledgeByCode(eventID, code);
  const look = (value: string) => {
    const wanted = value.trim().toUpperCase();
    setMissing(!wanted);
    if (!wanted) {
      input.current?.focus();
      return;
    }
    onSaid(null);
    setCode(wanted);
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('reliefDrives.deskCodeHeading')}
      </h2>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          look(typed);
        }}
      >
        <label htmlFor={`${id}-code`} className="font-semibold">
          {t('reliefDrives.codeLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-code`}
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            aria-describedby={missing ? `${id}-missing` : undefined}
            aria-invalid={missing || undefined}
            className={`${fieldClass} w-full max-w-56 font-mono text-2xl font-semibold tracking-widest uppercase`}
          />
          <button type="submit" className="btn-primary min-h-11">
            {t('reliefDrives.findPledge')}
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
            {t('reliefDrives.codeRequired')}
          </p>
        )}
      </form>
      {scanning && (
        <QrScanner
          pattern={PLEDGE_CODE}
          prompt={t('reliefDrives.scanPrompt')}
          onCode={(scanned) => {
            setTyped(scanned);
            look(scanned);
          }}
        />
      )}
      {code !== null &&
        (pledge.isPending ? (
          <p role="status">{t('reliefDrives.findingPledge')}</p>
        ) : pledge.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {pledge.error instanceof ApiError ? pledge.error.message : t('reliefDrives.pledgeNotFound')}
          </p>
        ) : (
          <ReceivePledge
            key={`${pledge.data.code}-${pledge.data.quantityReceived}`}
            eventID={eventID}
            pledge={pledge.data}
            onSaid={onSaid}
          />
        ))}
    </section>
  );
}

/** Goods brought without a pledge: which need, how many, and a note (who brought them, in what state). */
function WalkIn({ eventID, onSaid }: { eventID: number; onSaid: (said: Said) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const needs = useNeeds(eventID);
  const receive = useReceiveGoods(eventID);
  const [needID, setNeedID] = useState('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ need?: string; quantity?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (receive.isPending) return;
    const need = needs.data?.find((one) => String(one.needID) === needID);
    const found: typeof errors = {};
    if (!need) found.need = t('reliefDrives.needRequired');
    if (!isCount(quantity)) found.quantity = t('reliefDrives.quantityInvalid');
    setErrors(found);
    if (!need || Object.keys(found).length > 0) return;
    const count = Number(quantity);
    receive.mutate(
      { needID: need.needID, quantity: count, note: note.trim() },
      {
        onSuccess: () => {
          onSaid({
            kind: 'done',
            text: t('reliefDrives.receivedWalkIn', {
              item: need.item,
              quantity: String(count),
              unit: need.unit,
            }),
          });
          setQuantity('');
          setNote('');
        },
        onError: (failure) =>
          onSaid({
            kind: 'error',
            text: failure instanceof ApiError ? failure.message : t('reliefDrives.saveFailed'),
          }),
      },
    );
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('reliefDrives.walkInHeading')}
      </h2>
      <p className="text-sm text-stone-600">{t('reliefDrives.walkInHint')}</p>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <Select
          label={t('reliefDrives.needLabel')}
          value={needID}
          onChange={(change) => setNeedID(change.target.value)}
          error={errors.need}
          required
        >
          <option value="">{t('reliefDrives.chooseNeed')}</option>
          {needs.data?.map((need) => (
            <option key={need.needID} value={need.needID}>
              {t('reliefDrives.needOption', { item: need.item, unit: need.unit })}
            </option>
          ))}
        </Select>
        <TextInput
          label={t('reliefDrives.howManyLabel')}
          value={quantity}
          onChange={(change) => setQuantity(change.target.value)}
          inputMode="numeric"
          autoComplete="off"
          error={errors.quantity}
          required
        />
        <TextInput
          label={t('reliefDrives.noteLabel')}
          hint={t('reliefDrives.noteHint', { max: String(GOODS_NOTE_MAX) })}
          value={note}
          onChange={(change) => setNote(change.target.value)}
          maxLength={GOODS_NOTE_MAX}
          autoComplete="off"
        />
        <div>
          <button type="submit" className="btn-primary" aria-busy={receive.isPending}>
            {t('reliefDrives.received')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The drive's pledges as they stand, for the desk to see who is still coming. */
function PledgeList({ pledges }: { pledges: DeskPledge[] }) {
  const { t } = useTranslation();
  if (pledges.length === 0) return <StatusMessage kind="empty">{t('reliefDrives.noPledges')}</StatusMessage>;
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
      {pledges.map((pledge) => (
        <li key={pledge.pledgeID} className="grid gap-1 p-3 text-sm" data-testid="desk-pledge-row">
          <p className="flex flex-wrap justify-between gap-2">
            <span className="font-mono font-bold tracking-widest">{pledge.code}</span>
            <span className="font-semibold">
              {t(`reliefDrives.status.${pledge.status}`, {
                received: String(pledge.quantityReceived),
                quantity: String(pledge.quantity),
              })}
            </span>
          </p>
          <p className="break-words">
            {t('reliefDrives.what', {
              item: pledge.item,
              quantity: String(pledge.quantity),
              unit: pledge.unit,
            })}{' '}
            · {pledge.pledgerName}
          </p>
          <p className="break-words text-stone-600">
            {pledge.dropoffName} · {formatCalendarDate(pledge.expectedOn)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/events/:id/desk: the drive's organiser receives goods at a drop-off point, pledged or walk-in. */
export default function DeskPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const pledges = useDrivePledges(id ?? 0, id !== null);
  const event = useEvent(id);
  const [said, setSaid] = useState<Said>(null);
  const title = event.data
    ? t('reliefDrives.deskTitleFor', { event: event.data.nameOfEvent })
    : t('reliefDrives.deskTitle');
  useDocumentTitle(title);
  const back = (
    <Link to={id === null ? '/dashboard' : `/event/${id}`} className="btn-outline">
      {t('roster.viewEvent')}
    </Link>
  );
  const status = pledges.error instanceof ApiError ? pledges.error.status : null;
  if (id === null || status === 404)
    return (
      <PageState
        kind="empty"
        title={t('reliefDrives.deskTitle')}
        message={t('reliefDrives.deskNotFound')}
        action={back}
      />
    );
  if (status === 403)
    return (
      <PageState
        kind="error"
        title={t('reliefDrives.deskTitle')}
        message={t('reliefDrives.deskForbidden')}
        action={back}
      />
    );
  if (pledges.isError)
    return (
      <PageState
        kind="error"
        title={t('reliefDrives.deskTitle')}
        message={t('reliefDrives.deskFailed')}
        onRetry={() => void pledges.refetch()}
      />
    );
  if (pledges.isPending) return <PageState kind="loading" title={t('reliefDrives.deskTitle')} />;
  return (
    <div className="container-page grid gap-4 py-6 lg:py-10">
      <nav className="flex flex-wrap gap-2" aria-label={t('reliefDrives.deskTitle')}>
        {back}
      </nav>
      <h1 className="text-3xl font-extrabold break-words text-brand-900">{title}</h1>
      <CodeBox eventID={id} onSaid={setSaid} />
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 font-semibold ${said?.kind === 'error' ? 'text-red-700' : 'text-brand-800'}`}
        data-testid="desk-announcement"
      >
        {said?.text}
      </p>
      <WalkIn eventID={id} onSaid={setSaid} />
      <section aria-labelledby="desk-pledges" className="grid gap-3">
        <h2 id="desk-pledges" className="text-xl font-bold">
          {t('reliefDrives.pledgesHeading')}
        </h2>
        <PledgeList pledges={pledges.data} />
      </section>
    </div>
  );
}
