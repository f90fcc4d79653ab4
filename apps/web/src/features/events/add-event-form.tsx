import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADD_CHARITY_MODAL_CLOSE_MS,
  type AddEventFields,
  type AddEventValues,
  addEventFields,
  type EventForEditing,
  eventRequiredMessage,
  msg,
  type PermitType,
  permitIssues,
  ZAddEventFields,
} from '@tabang/shared';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ImageInput, Select, TextArea, TextInput } from '../../components/form/controls';
import { ApiError } from '../../lib/api-client';
import { changedFieldsResolver } from '../../lib/changed-fields';
import { useTranslation } from '../../lib/i18n';
import { checkImage } from '../../lib/image-check';
import { appendDriveFields, currentDriveValues, DriveFields } from '../drives/drive-fields';
import { useAddEvent, useUpdateEvent } from './editing-api';
import { PERMIT_FIELDS, PermitFields, permitFieldsOf } from './permit-fields';

export type EventCharity = { organizationID: number; organizationName: string };

/** An instant as a datetime-local input shows it in Philippine time (UTC+8 all year), as the server reads it. */
const philippineInput = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString().slice(0, 16);

/** The form's values for an event being edited: what it holds now, as the inputs show it. */
function currentValues(event: EventForEditing): AddEventFields {
  return {
    organizationID: String(event.organizationID),
    nameOfEvent: event.nameOfEvent,
    descriptionOfEvent: event.descriptionOfEvent,
    location: event.location,
    whoCanJoin: event.whoCanJoin,
    dateAndTimeStart: philippineInput(event.dateAndTimeStart),
    dateAndTimeEnd: event.dateAndTimeEnd ? philippineInput(event.dateAndTimeEnd) : '',
    donationsAfterEnd: event.donationsAfterEnd,
    goalAmount: event.goalAmount === null ? '' : String(event.goalAmount),
    volunteerCapacity: event.volunteerCapacity === null ? '' : String(event.volunteerCapacity),
    ...currentDriveValues(event),
    permitType: event.permit?.type ?? '',
    permitNumber: event.permit?.number ?? '',
    permitIssuer: event.permit?.issuer ?? '',
    permitValidFrom: event.permit?.validFrom ?? '',
    permitValidUntil: event.permit?.validUntil ?? '',
    permitExemptReason: event.permit?.exemptReason ?? '',
  };
}

const permitKind = (values: AddEventFields) => (values.permitType ?? '') as PermitType | '';

/** The values without the permit fields of other kinds: they are neither shown nor sent. */
function ownPermitFields(values: AddEventFields): AddEventFields {
  const kept: readonly string[] = permitFieldsOf(permitKind(values));
  const others = PERMIT_FIELDS.slice(1).filter((field) => !kept.includes(field));
  return { ...values, ...Object.fromEntries(others.map((field) => [field, undefined])) };
}

const permitChanged = (values: AddEventFields, current: AddEventFields) =>
  PERMIT_FIELDS.some((field) => (values[field] ?? '') !== (current[field] ?? ''));

/**
 * The edit form's resolver: only what changed is checked and passed on, as `changedFieldsResolver` does, but a
 * permit goes whole (any of its fields changed: all of its kind, with the rules between them), and a goal given now
 * needs a permit, as the server will say.
 */
function editResolver(current: AddEventFields): Resolver<AddEventFields, unknown, AddEventValues> {
  const withoutPermit = {
    ...current,
    ...Object.fromEntries(PERMIT_FIELDS.map((field) => [field, undefined])),
  };
  return async (raw, context, options) => {
    const values = ownPermitFields(raw);
    const changed = permitChanged(values, current);
    const result = await changedFieldsResolver<AddEventFields, AddEventValues>(
      addEventFields,
      changed ? withoutPermit : current,
    )(values, context, options);
    if (Object.keys(result.errors).length) return result;
    const issues = changed ? permitIssues(result.values) : [];
    const permitType = changed ? result.values.permitType : current.permitType;
    if (!issues.length && result.values.goalAmount != null && !permitType)
      issues.push({ path: 'permitType', message: msg('permits.required') });
    if (!issues.length) return result;
    return {
      values: {},
      errors: Object.fromEntries(issues.map(({ path, message }) => [path, { type: 'custom', message }])),
    };
  };
}

/** The add form's resolver: the shared schema, on the permit fields of the kind chosen. */
const addResolver = (): Resolver<AddEventFields, unknown, AddEventValues> => {
  const check = zodResolver(ZAddEventFields) as Resolver<AddEventFields, unknown, AddEventValues>;
  return (values, context, options) => check(ownPermitFields(values), context, options);
};

/**
 * The Add event modal's form: the charity (those the user represents; every charity for admins), name,
 * description, location, who can join, start, end and a poster, all required, the end after the start and not
 * yet passed; an optional fundraising goal in pesos and number of volunteer slots; whether the event keeps taking donations after it ends;
 * and its solicitation permit (needed with a goal) with the permit's scan.
 * Times are Philippine time, as the server reads a datetime-local value.
 */
export function AddEventForm({
  charities,
  defaultCharityId,
  onDone,
  onCancel,
  editing,
}: {
  charities: EventCharity[];
  defaultCharityId?: number;
  onDone: () => void;
  onCancel: () => void;
  /**
   * Edit this event instead: prefilled, its charity fixed, the poster replaced only when a new file is chosen, the
   * volunteer slots editable, and only what changed sent. The date rules against the stored values are the server's
   * (an event under way keeps its start), so the form checks each field alone.
   */
  editing?: EventForEditing;
}) {
  const { t } = useTranslation();
  const addEvent = useAddEvent();
  const updateEvent = useUpdateEvent();
  const [poster, setPoster] = useState<File | null>(null);
  const [posterError, setPosterError] = useState<string>();
  const [scan, setScan] = useState<File | null>(null);
  const [scanError, setScanError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<AddEventFields, unknown, AddEventValues>({
    resolver: editing ? editResolver(currentValues(editing)) : addResolver(),
    defaultValues: editing
      ? currentValues(editing)
      : {
          organizationID:
            defaultCharityId !== undefined
              ? String(defaultCharityId)
              : charities.length === 1
                ? String(charities[0]!.organizationID)
                : '',
        },
  });

  // Closes like the Add charity modal does, after the success message had time to be read.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, ADD_CHARITY_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  // The bytes are sniffed as the charity pictures' are; when editing, no new poster keeps the current one.
  const checkPoster = async () => {
    const error =
      editing && !poster ? undefined : await checkImage(poster, eventRequiredMessage('eventImage'));
    setPosterError(error);
    return !error;
  };
  const permitType = (watch('permitType') ?? '') as PermitType | '';
  const currentScan = editing?.permitScan ? `/api${editing.permitScan}` : undefined;
  // A DSWD or LGU permit is checked against its scan: one is needed unless the event has one already.
  const checkScan = async () => {
    const needed = permitType !== '' && permitType !== 'exempt' && !currentScan;
    const error =
      scan && permitType
        ? await checkImage(scan, msg('permits.scanRequired'))
        : needed
          ? msg('permits.scanRequired')
          : undefined;
    setScanError(error);
    return !error;
  };
  const checkFiles = async () => {
    const [posterOk, scanOk] = await Promise.all([checkPoster(), checkScan()]);
    return posterOk && scanOk;
  };
  const onSubmit = handleSubmit(
    async (values) => {
      if (!(await checkFiles())) return;
      setFailure(null);
      const form = new FormData();
      // Adding sends every field; editing sends the id and only what changed (all its resolver passes on).
      const send = (field: keyof AddEventFields) => !editing || values[field] !== undefined;
      if (editing) form.append('eventID', String(editing.eventID));
      else form.append('organizationID', String(values.organizationID));
      for (const field of ['nameOfEvent', 'descriptionOfEvent', 'location', 'whoCanJoin'] as const)
        if (send(field)) form.append(field, values[field]);
      // Sent with their zone, so nothing depends on where the browser is.
      for (const field of ['dateAndTimeStart', 'dateAndTimeEnd'] as const)
        if (send(field)) form.append(field, values[field].toISOString());
      if (send('donationsAfterEnd')) form.append('donationsAfterEnd', String(values.donationsAfterEnd));
      // An empty goal removes it when editing.
      if (editing ? send('goalAmount') : values.goalAmount !== null)
        form.append('goalAmount', values.goalAmount === null ? '' : String(values.goalAmount));
      // Empty slots mean no limit (when editing, that removes it).
      if (editing ? send('volunteerCapacity') : values.volunteerCapacity !== null)
        form.append(
          'volunteerCapacity',
          values.volunteerCapacity === null ? '' : String(values.volunteerCapacity),
        );
      appendDriveFields(form, values, send);
      // A permit goes whole: its kind and the fields of that kind (an empty kind removes it when editing).
      if (values.permitType !== undefined && (editing || values.permitType !== null)) {
        form.append('permitType', values.permitType ?? '');
        for (const field of permitFieldsOf(values.permitType ?? '')) form.append(field, values[field] ?? '');
      }
      if (poster) form.append('eventImage', poster);
      if (scan && permitType) form.append('permitScan', scan);
      try {
        if (editing) {
          if ([...form.keys()].length === 1) {
            toast(t('editing.nothingChanged'));
            return;
          }
          await updateEvent.mutateAsync(form);
          toast.success(t('editing.eventUpdated'));
          onDone();
          return;
        }
        await addEvent.mutateAsync(form);
        toast.success(t('events.added'));
        setSucceeded(true);
      } catch (error) {
        const failed = editing ? t('editing.saveFailed') : t('events.addFailed');
        toast.error(failed);
        // A 4xx names what to fix; anything else only gets the general failure text.
        setFailure(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? `${failed} ${error.message}`
            : failed,
        );
      }
    },
    () => void checkFiles(),
  );

  if (succeeded)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-6 text-center font-semibold text-brand-900">
        {t('events.added')}
      </p>
    );

  const busy = addEvent.isPending || updateEvent.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {editing ? (
        <p className="text-stone-700">
          <span className="font-medium">{t('dashboard.eventFields.organizationID')}:</span>{' '}
          {editing.organizationName}
        </p>
      ) : (
        <Select
          label={t('dashboard.eventFields.organizationID')}
          required
          error={errors.organizationID?.message}
          {...register('organizationID')}
        >
          <option value="">{t('dashboard.eventForm.chooseCharity')}</option>
          {charities.map((charity) => (
            <option key={charity.organizationID} value={charity.organizationID}>
              {charity.organizationName}
            </option>
          ))}
        </Select>
      )}
      <TextInput
        label={t('dashboard.eventFields.nameOfEvent')}
        required
        error={errors.nameOfEvent?.message}
        {...register('nameOfEvent')}
      />
      <TextArea
        label={t('dashboard.eventFields.descriptionOfEvent')}
        required
        error={errors.descriptionOfEvent?.message}
        {...register('descriptionOfEvent')}
      />
      <TextInput
        label={t('dashboard.eventFields.location')}
        required
        error={errors.location?.message}
        {...register('location')}
      />
      <TextArea
        label={t('dashboard.eventFields.whoCanJoin')}
        required
        rows={2}
        error={errors.whoCanJoin?.message}
        {...register('whoCanJoin')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('dashboard.eventFields.dateAndTimeStart')}
          type="datetime-local"
          required
          hint={t('dashboard.eventForm.timeZoneHint')}
          error={errors.dateAndTimeStart?.message}
          {...register('dateAndTimeStart')}
        />
        <TextInput
          label={t('dashboard.eventFields.dateAndTimeEnd')}
          type="datetime-local"
          required
          hint={t('dashboard.eventForm.timeZoneHint')}
          error={errors.dateAndTimeEnd?.message}
          {...register('dateAndTimeEnd')}
        />
      </div>
      <TextInput
        label={t('goals.fieldLabel')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('goals.fieldHint')}
        error={errors.goalAmount?.message}
        {...register('goalAmount')}
      />
      <TextInput
        label={t('slots.fieldLabel')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('slots.fieldHint')}
        error={errors.volunteerCapacity?.message}
        {...register('volunteerCapacity')}
      />
      <div>
        <label className="inline-flex min-h-11 items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-describedby="add-event-donations-after-end-hint"
            {...register('donationsAfterEnd')}
          />
          {t('events.donationsAfterEndLabel')}
        </label>
        <p id="add-event-donations-after-end-hint" className="text-sm text-stone-600">
          {t('events.donationsAfterEndHint')}
        </p>
      </div>
      <DriveFields register={register} watch={watch} setValue={setValue} errors={errors} />
      <PermitFields
        register={register}
        errors={errors}
        type={permitType}
        scan={scan}
        scanError={scanError}
        currentScan={currentScan}
        onScanChange={(file) => {
          setScan(file);
          setScanError(undefined);
        }}
      />
      <ImageInput
        label={t('dashboard.eventFields.eventImage')}
        name="eventImage"
        current={editing?.eventImage ? `/api${editing.eventImage}` : undefined}
        file={poster}
        error={posterError}
        onChange={(file) => {
          setPoster(file);
          setPosterError(undefined);
        }}
      />
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
          {t('dashboard.eventForm.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {editing
            ? busy
              ? t('editing.saving')
              : t('editing.save')
            : busy
              ? t('dashboard.eventForm.submitting')
              : t('dashboard.eventForm.submit')}
        </button>
      </div>
    </form>
  );
}
