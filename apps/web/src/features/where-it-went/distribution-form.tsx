import {
  DISTRIBUTION_ITEMS_MAX,
  DISTRIBUTION_NOTE_MAX,
  DISTRIBUTION_PHOTOS_MAX,
  NEED_ITEM_MAX,
  NEED_UNIT_MAX,
  philippineToday,
} from '@tabang/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Select, TextArea, TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { ApiError } from '../../lib/api-client';
import { translateText, useTranslation } from '../../lib/i18n';
import { checkImageFile } from '../../lib/image-check';
import { useNeeds } from '../drives/api';
import { useRecordDistribution } from './api';
import {
  checkDistribution,
  type DistributionField,
  type DistributionForm as DistributionFormState,
  emptyDistribution,
  emptyRow,
  type ItemRow,
  type RowProblems,
} from './rules';
import { type Problem, useProblemText } from './texts';

type Problems = Partial<Record<DistributionField | 'itemsList', Problem>>;

/** The drive's needs to choose from, or item and unit typed in; and how many, for one row. */
function ItemFields({
  row,
  number,
  reliefDrive,
  needs,
  problems,
  onChange,
  onRemove,
}: {
  row: ItemRow;
  number: number;
  reliefDrive: boolean;
  needs: { needID: number; item: string; unit: string }[];
  problems: RowProblems[number] | undefined;
  onChange: (row: ItemRow) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 p-3" data-testid="distribution-item">
      <p className="flex items-center justify-between gap-2 font-semibold">
        {t('whereItWentPages.itemRow', { number: String(number) })}
        {onRemove && (
          <button
            type="button"
            className="btn-outline min-h-11 text-sm"
            aria-label={t('whereItWentPages.removeItemLabel', { number: String(number) })}
            onClick={onRemove}
          >
            {t('whereItWentPages.removeItem')}
          </button>
        )}
      </p>
      <div className={`grid gap-3 ${reliefDrive ? 'sm:grid-cols-[3fr_1fr]' : 'sm:grid-cols-[2fr_1fr_1fr]'}`}>
        {reliefDrive ? (
          <Select
            label={t('whereItWentPages.needLabel')}
            value={row.needID}
            onChange={(change) => onChange({ ...row, needID: change.target.value })}
            error={text(problems?.need)}
            required
          >
            <option value="">{t('whereItWentPages.chooseNeed')}</option>
            {needs.map((need) => (
              <option key={need.needID} value={need.needID}>
                {t('whereItWentPages.needOption', { item: need.item, unit: need.unit })}
              </option>
            ))}
          </Select>
        ) : (
          <>
            <TextInput
              label={t('whereItWentPages.itemLabel')}
              value={row.item}
              onChange={(change) => onChange({ ...row, item: change.target.value })}
              maxLength={NEED_ITEM_MAX}
              autoComplete="off"
              error={text(problems?.item)}
              required
            />
            <TextInput
              label={t('whereItWentPages.unitLabel')}
              value={row.unit}
              onChange={(change) => onChange({ ...row, unit: change.target.value })}
              maxLength={NEED_UNIT_MAX}
              autoComplete="off"
              error={text(problems?.unit)}
              required
            />
          </>
        )}
        <TextInput
          label={t('whereItWentPages.quantityLabel')}
          value={row.quantity}
          onChange={(change) => onChange({ ...row, quantity: change.target.value })}
          inputMode="numeric"
          autoComplete="off"
          error={text(problems?.quantity)}
          required
        />
      </div>
    </li>
  );
}

/**
 * Records what went out: where, when, how many households, the items (on a drive, from its needs, so the report
 * can set them against what came in), what was spent, a note, and up to 4 photos with the people's consent.
 */
export function DistributionForm({
  event,
  organizationID,
}: {
  event: { eventID: number; reliefDrive: boolean };
  organizationID: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const needs = useNeeds(event.eventID, event.reliefDrive);
  const record = useRecordDistribution(organizationID);
  const photosInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<DistributionFormState>(() => emptyDistribution());
  const [problems, setProblems] = useState<Problems>({});
  const [rows, setRows] = useState<RowProblems>({});
  const [failure, setFailure] = useState<string>();
  // A chosen file that is no picture the server takes (a catalogue message made by `msg`).
  const [photoFile, setPhotoFile] = useState<string>();
  const text = useProblemText();
  const set = <K extends keyof DistributionFormState>(key: K, value: DistributionFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setRow = (changed: ItemRow) =>
    set(
      'items',
      form.items.map((row) => (row.key === changed.key ? changed : row)),
    );

  const choosePhotos = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    set('photos', chosen);
    setPhotoFile(chosen.map((file) => checkImageFile(file, '')).find(Boolean));
    setProblems((current) => ({ ...current, photos: undefined }));
  };

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (record.isPending) return;
    setFailure(undefined);
    const checked = checkDistribution(form, event.eventID, event.reliefDrive);
    if (!checked.ok || photoFile) {
      setProblems(checked.ok ? {} : checked.problems);
      setRows(checked.ok ? {} : checked.rows);
      return;
    }
    setProblems({});
    setRows({});
    record.mutate(checked.request, {
      onSuccess: () => {
        toast.success(t('whereItWentPages.distributionRecorded'));
        setForm(emptyDistribution());
        setPhotoFile(undefined);
        if (photosInput.current) photosInput.current.value = '';
      },
      onError: (error) =>
        setFailure(error instanceof ApiError ? error.message : t('whereItWentPages.saveFailed')),
    });
  };

  const photosProblem = text(problems.photos) ?? (photoFile && translateText(photoFile));
  const photosHintId = `${id}-photos-hint`;
  const photosErrorId = `${id}-photos-error`;
  const consentErrorId = `${id}-consent-error`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('whereItWentPages.distributionHeading')}
      </h2>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            label={t('whereItWentPages.barangayLabel')}
            value={form.barangay}
            onChange={(change) => set('barangay', change.target.value)}
            autoComplete="off"
            error={text(problems.barangay)}
            required
          />
          <TextInput
            label={t('whereItWentPages.distributedOnLabel')}
            type="date"
            value={form.distributedOn}
            max={philippineToday()}
            onChange={(change) => set('distributedOn', change.target.value)}
            error={text(problems.distributedOn)}
            required
          />
          <TextInput
            label={t('whereItWentPages.householdsLabel')}
            value={form.households}
            onChange={(change) => set('households', change.target.value)}
            inputMode="numeric"
            autoComplete="off"
            error={text(problems.households)}
            required
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium text-stone-800">{t('whereItWentPages.itemsLegend')}</legend>
          {event.reliefDrive && needs.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('reliefDrives.needsFailed')}
            </p>
          )}
          <ol className="grid gap-3">
            {form.items.map((row, index) => (
              <ItemFields
                key={row.key}
                row={row}
                number={index + 1}
                reliefDrive={event.reliefDrive}
                needs={needs.data ?? []}
                problems={rows[row.key]}
                onChange={setRow}
                onRemove={
                  form.items.length > 1
                    ? () =>
                        set(
                          'items',
                          form.items.filter((one) => one.key !== row.key),
                        )
                    : null
                }
              />
            ))}
          </ol>
          {problems.itemsList && (
            <p className="text-sm font-medium text-red-700">{text(problems.itemsList)}</p>
          )}
          {form.items.length < DISTRIBUTION_ITEMS_MAX && (
            <div>
              <button
                type="button"
                className="btn-outline"
                onClick={() => set('items', [...form.items, emptyRow()])}
              >
                {t('whereItWentPages.addItem')}
              </button>
            </div>
          )}
        </fieldset>
        <TextInput
          label={t('whereItWentPages.amountSpentLabel')}
          value={form.amountSpent}
          onChange={(change) => set('amountSpent', change.target.value)}
          inputMode="decimal"
          autoComplete="off"
          error={text(problems.amountSpent)}
        />
        <TextArea
          label={t('whereItWentPages.noteLabel')}
          value={form.note}
          onChange={(change) => set('note', change.target.value)}
          maxLength={DISTRIBUTION_NOTE_MAX}
          rows={3}
          error={text(problems.note)}
        />
        <div>
          <label htmlFor={`${id}-photos`} className="block font-medium text-stone-800">
            {t('whereItWentPages.photosLabel', { max: String(DISTRIBUTION_PHOTOS_MAX) })}
          </label>
          <input
            ref={photosInput}
            id={`${id}-photos`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={[photosHintId, photosProblem ? photosErrorId : ''].filter(Boolean).join(' ')}
            aria-invalid={photosProblem ? true : undefined}
            onChange={(change) => choosePhotos(change.target.files)}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id={photosHintId} className="mt-1 text-sm text-stone-600">
            {t('whereItWentPages.photosHint')}
          </p>
          {photosProblem && (
            <p id={photosErrorId} className="mt-1 text-sm font-medium text-red-700">
              {photosProblem}
            </p>
          )}
        </div>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={form.photoConsent}
              onChange={(change) => set('photoConsent', change.target.checked)}
              aria-invalid={problems.photoConsent ? true : undefined}
              aria-describedby={problems.photoConsent ? consentErrorId : undefined}
              aria-required={form.photos.length > 0}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>{t('whereItWentPages.photoConsentLabel')}</span>
          </label>
          {problems.photoConsent && (
            <p id={consentErrorId} className="mt-1 text-sm font-medium text-red-700">
              {text(problems.photoConsent)}
            </p>
          )}
        </div>
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <div>
          <button type="submit" className="btn-primary" aria-busy={record.isPending}>
            {t('whereItWentPages.recordDistribution')}
          </button>
        </div>
      </form>
    </section>
  );
}
