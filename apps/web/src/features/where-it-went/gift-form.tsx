import {
  NEED_ITEM_MAX,
  NEED_UNIT_MAX,
  OFFLINE_DONOR_NAME_MAX,
  OFFLINE_NOTE_MAX,
  philippineToday,
} from '@tabang/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Select, TextArea, TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useRecordGift } from './api';
import { checkGift, emptyGift, type GiftField, type GiftForm as GiftFormState } from './rules';
import { type Problem, useProblemText } from './texts';

/** An event a gift may be for: its name, and whether it is a relief drive (whose goods go through its desk). */
export type GiftEvent = { eventID: number; nameOfEvent: string; reliefDrive: boolean };

/**
 * Records a gift received outside Tabang: cash (an amount) or goods (item, unit, quantity). For one event
 * (`event`), or on the charity's page for any of `events` or none. Goods for a relief drive are counted at its
 * drop-off desk instead, so the form says so and links there rather than counting them twice.
 */
export function GiftForm({
  organizationID,
  event,
  events = [],
}: {
  organizationID: number;
  /** The event every gift is for; without it the form asks (optional). */
  event?: GiftEvent;
  events?: GiftEvent[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const record = useRecordGift();
  const [form, setForm] = useState<GiftFormState>(() => emptyGift(event?.eventID ?? null));
  const [problems, setProblems] = useState<Partial<Record<GiftField, Problem>>>({});
  const text = useProblemText();
  const [failure, setFailure] = useState<string>();
  const set = <K extends keyof GiftFormState>(key: K, value: GiftFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const chosen = event ?? events.find((one) => String(one.eventID) === form.eventID);
  const goodsAtDesk = form.kind === 'goods' && chosen?.reliefDrive === true;

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (record.isPending || goodsAtDesk) return;
    const checked = checkGift(form, organizationID);
    setFailure(undefined);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    record.mutate(checked.request, {
      onSuccess: () => {
        toast.success(t('whereItWentPages.giftRecorded'));
        // The next gift is often of the same kind, for the same event, received the same day.
        setForm((current) => ({
          ...emptyGift(null),
          kind: current.kind,
          eventID: current.eventID,
          receivedOn: current.receivedOn,
        }));
      },
      onError: (error) =>
        setFailure(error instanceof ApiError ? error.message : t('whereItWentPages.saveFailed')),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('whereItWentPages.giftHeading')}
      </h2>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {!event && (
          <Select
            label={t('whereItWentPages.eventLabel')}
            value={form.eventID}
            onChange={(change) => set('eventID', change.target.value)}
          >
            <option value="">{t('whereItWentPages.eventNone')}</option>
            {events.map((one) => (
              <option key={one.eventID} value={one.eventID}>
                {one.nameOfEvent}
              </option>
            ))}
          </Select>
        )}
        <fieldset>
          <legend className="font-medium text-stone-800">{t('whereItWentPages.kindLegend')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['cash', 'goods'] as const).map((kind) => (
              <label key={kind} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={form.kind === kind}
                  onChange={() => set('kind', kind)}
                  className="size-5 accent-brand-700"
                />
                {t(kind === 'cash' ? 'whereItWentPages.kindCash' : 'whereItWentPages.kindGoods')}
              </label>
            ))}
          </div>
        </fieldset>
        {goodsAtDesk && chosen ? (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950" role="status">
            <p>{t('whereItWentPages.goodsAtDesk')}</p>
            <Link to={`/dashboard/events/${chosen.eventID}/desk`} className="btn-outline mt-2 bg-white">
              {t('whereItWentPages.openDesk')}
            </Link>
          </div>
        ) : form.kind === 'cash' ? (
          <TextInput
            label={t('whereItWentPages.amountLabel')}
            value={form.amount}
            onChange={(change) => set('amount', change.target.value)}
            inputMode="decimal"
            autoComplete="off"
            error={text(problems.amount)}
            required
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <TextInput
              label={t('whereItWentPages.itemLabel')}
              value={form.item}
              onChange={(change) => set('item', change.target.value)}
              maxLength={NEED_ITEM_MAX}
              autoComplete="off"
              error={text(problems.item)}
              required
            />
            <TextInput
              label={t('whereItWentPages.unitLabel')}
              hint={t('whereItWentPages.unitHint')}
              value={form.unit}
              onChange={(change) => set('unit', change.target.value)}
              maxLength={NEED_UNIT_MAX}
              autoComplete="off"
              error={text(problems.unit)}
              required
            />
            <TextInput
              label={t('whereItWentPages.quantityLabel')}
              value={form.quantity}
              onChange={(change) => set('quantity', change.target.value)}
              inputMode="numeric"
              autoComplete="off"
              error={text(problems.quantity)}
              required
            />
          </div>
        )}
        {!goodsAtDesk && (
          <>
            <TextInput
              label={t('whereItWentPages.donorLabel')}
              hint={t('whereItWentPages.donorHint')}
              value={form.donorName}
              onChange={(change) => set('donorName', change.target.value)}
              maxLength={OFFLINE_DONOR_NAME_MAX}
              autoComplete="off"
              error={text(problems.donorName)}
            />
            <TextInput
              label={t('whereItWentPages.receivedOnLabel')}
              type="date"
              value={form.receivedOn}
              max={philippineToday()}
              onChange={(change) => set('receivedOn', change.target.value)}
              error={text(problems.receivedOn)}
              required
            />
            <TextArea
              label={t('whereItWentPages.noteLabel')}
              value={form.note}
              onChange={(change) => set('note', change.target.value)}
              maxLength={OFFLINE_NOTE_MAX}
              rows={2}
              error={text(problems.note)}
            />
            {failure && <FormMessage kind="error">{failure}</FormMessage>}
            <div>
              <button type="submit" className="btn-primary" aria-busy={record.isPending}>
                {t('whereItWentPages.recordGift')}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
