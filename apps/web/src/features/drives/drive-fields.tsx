import type { AddEventFields, AddEventValues, EventForEditing } from '@tabang/shared';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { TextArea } from '../../components/form/controls';
import { useTranslation } from '../../lib/i18n';

/** An edited event's drive fields as the form shows them. */
export const currentDriveValues = (event: EventForEditing) => ({
  reliefDrive: event.reliefDrive,
  urgent: event.urgent,
  acceptanceRules: event.acceptanceRules ?? '',
});

/**
 * Adds the drive fields to the event form's data: all of them when adding, what changed when editing (`send`). A
 * drive that stops being one is no longer urgent.
 */
export function appendDriveFields(
  form: FormData,
  values: AddEventValues,
  send: (field: 'reliefDrive' | 'urgent' | 'acceptanceRules') => boolean,
) {
  if (send('reliefDrive')) form.append('reliefDrive', String(values.reliefDrive));
  if (send('reliefDrive') && !values.reliefDrive) form.append('urgent', 'false');
  else if (send('urgent')) form.append('urgent', String(values.urgent));
  if (send('acceptanceRules')) form.append('acceptanceRules', values.acceptanceRules ?? '');
}

/**
 * The event form's "Relief drive" checkbox, which reveals "Urgent" and "What we accept". Unticking it unticks
 * Urgent too: only a drive can be urgent.
 */
export function DriveFields({
  register,
  watch,
  setValue,
  errors,
}: {
  register: UseFormRegister<AddEventFields>;
  watch: UseFormWatch<AddEventFields>;
  setValue: UseFormSetValue<AddEventFields>;
  errors: FieldErrors<AddEventFields>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const drive = watch('reliefDrive') === true;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-medium text-stone-800">{t('reliefDrives.formHeading')}</legend>
      <div>
        <label className="inline-flex min-h-11 items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-describedby={`${id}-drive-hint`}
            aria-controls={`${id}-drive`}
            {...register('reliefDrive', {
              onChange: (change) => {
                if (!change.target.checked) setValue('urgent', false);
              },
            })}
          />
          {t('reliefDrives.reliefDriveLabel')}
        </label>
        <p id={`${id}-drive-hint`} className="text-sm text-stone-600">
          {t('reliefDrives.reliefDriveHint')}
        </p>
      </div>
      <div id={`${id}-drive`} className="grid gap-3" hidden={!drive}>
        {drive && (
          <>
            <div>
              <label className="inline-flex min-h-11 items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  aria-describedby={`${id}-urgent-hint`}
                  {...register('urgent')}
                />
                {t('reliefDrives.urgentLabel')}
              </label>
              <p id={`${id}-urgent-hint`} className="text-sm text-stone-600">
                {t('reliefDrives.urgentHint')}
              </p>
            </div>
            <TextArea
              label={t('reliefDrives.acceptanceRulesLabel')}
              hint={t('reliefDrives.acceptanceRulesHint')}
              rows={3}
              maxLength={1000}
              error={errors.acceptanceRules?.message}
              {...register('acceptanceRules')}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
