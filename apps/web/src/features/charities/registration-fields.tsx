import { philippineToday, REGISTRATION_NUMBER_MAX } from '@tabang/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../../components/form/controls';
import { useTranslation } from '../../lib/i18n';
import type { CharityFormFields } from './charity-form-fields';

/** The add-charity form's fields that the server stores as they are named here. */
export const REGISTRATION_FIELDS = [
  'secRegistrationNumber',
  'dswdRegistrationNumber',
  'dswdValidUntil',
] as const;

/**
 * The optional SEC and DSWD details of the Add charity form. The charity page shows them only after an admin
 * has checked them.
 */
export function RegistrationFields({
  register,
  errors,
}: {
  register: UseFormRegister<CharityFormFields>;
  errors: FieldErrors<CharityFormFields>;
}) {
  const { t } = useTranslation();
  const number = { maxLength: REGISTRATION_NUMBER_MAX, autoComplete: 'off', spellCheck: false };
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-medium text-stone-800">{t('charities.registration.legend')}</legend>
      <p className="mb-3 text-sm text-stone-600">{t('charities.registration.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          label={t('charities.registration.secNumber')}
          error={errors.secRegistrationNumber?.message}
          {...number}
          {...register('secRegistrationNumber')}
        />
        <TextInput
          label={t('charities.registration.dswdNumber')}
          error={errors.dswdRegistrationNumber?.message}
          {...number}
          {...register('dswdRegistrationNumber')}
        />
        <TextInput
          label={t('charities.registration.dswdValidUntil')}
          type="date"
          min={philippineToday()}
          error={errors.dswdValidUntil?.message}
          {...register('dswdValidUntil')}
        />
      </div>
    </fieldset>
  );
}
