import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADD_CHARITY_MODAL_CLOSE_MS,
  type AddEventFields,
  type AddEventValues,
  msg,
  ZAddEventFields,
} from '@tabang/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ImageInput, Select, TextArea, TextInput } from '../../components/form/controls';
import { ApiError } from '../../lib/api-client';
import { useAddEvent } from './api';
import { checkImageFile } from './image-check';

export type EventCharity = { organizationID: number; organizationName: string };

/**
 * The Add event modal's form: the charity (those the user represents; every charity for admins), name,
 * description, location, who can join, start, end and a poster, all required, the end after the start and not
 * yet passed; an optional fundraising goal in pesos and number of volunteer slots; and whether the event keeps taking donations after it ends.
 * Times are Philippine time, as the server reads a datetime-local value.
 */
export function AddEventForm({
  charities,
  defaultCharityId,
  onDone,
  onCancel,
}: {
  charities: EventCharity[];
  defaultCharityId?: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const addEvent = useAddEvent();
  const [poster, setPoster] = useState<File | null>(null);
  const [posterError, setPosterError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddEventFields, unknown, AddEventValues>({
    resolver: zodResolver(ZAddEventFields),
    defaultValues: {
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

  const checkPoster = () => {
    const error = checkImageFile(
      poster,
      msg('events.fieldRequired', { field: { key: 'dashboard.eventFields.eventImage' } }),
    );
    setPosterError(error);
    return !error;
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (!checkPoster()) return;
      setFailure(null);
      const form = new FormData();
      form.append('organizationID', String(values.organizationID));
      form.append('nameOfEvent', values.nameOfEvent);
      form.append('descriptionOfEvent', values.descriptionOfEvent);
      form.append('location', values.location);
      form.append('whoCanJoin', values.whoCanJoin);
      // Sent with their zone, so nothing depends on where the browser is.
      form.append('dateAndTimeStart', values.dateAndTimeStart.toISOString());
      form.append('dateAndTimeEnd', values.dateAndTimeEnd.toISOString());
      form.append('donationsAfterEnd', String(values.donationsAfterEnd));
      if (values.goalAmount !== null) form.append('goalAmount', String(values.goalAmount));
      if (values.volunteerCapacity !== null)
        form.append('volunteerCapacity', String(values.volunteerCapacity));
      form.append('eventImage', poster!);
      try {
        await addEvent.mutateAsync(form);
        toast.success(t('events.added'));
        setSucceeded(true);
      } catch (error) {
        toast.error(t('events.addFailed'));
        // A 4xx names what to fix; anything else only gets the general failure text.
        setFailure(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? `${t('events.addFailed')} ${error.message}`
            : t('events.addFailed'),
        );
      }
    },
    () => checkPoster(),
  );

  if (succeeded)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-6 text-center font-semibold text-brand-900">
        {t('events.added')}
      </p>
    );

  const busy = addEvent.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
      <ImageInput
        label={t('dashboard.eventFields.eventImage')}
        name="eventImage"
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
          {busy ? t('dashboard.eventForm.submitting') : t('dashboard.eventForm.submit')}
        </button>
      </div>
    </form>
  );
}
