import { CITIES, CONTACT_NUMBER_TYPED_MAX, INTERESTS } from '@tabang/shared';
import { useFormContext } from 'react-hook-form';
import { Options, PasswordField, Select, TextInput } from '../../components/form/controls';
import { useCategoryLabel } from '../../lib/categories';
import { useTranslation } from '../../lib/i18n';
import type { RegisterValues } from './register-form';

/**
 * A field of the sign-up form: registered, marked invalid until it is edited, and marked required for screen
 * readers only (the form names what is missing, not a star).
 */
function useField() {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  return (name: keyof RegisterValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-required': true,
  });
}

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Step 1: the account (full name, email, password). */
export function AccountStep() {
  const { t } = useTranslation();
  const field = useField();
  return (
    <>
      <TextInput label={t('auth.register.fullName')} autoComplete="name" {...field('fullName')} />
      <TextInput
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        {...field('accountEmail')}
      />
      <PasswordField
        label={t('auth.register.password')}
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        {...field('accountPassword')}
      />
    </>
  );
}

/** Step 2: the details, pre-filled from step 1, with the password confirmed and a contact number. */
export function DetailsStep() {
  const { t } = useTranslation();
  const field = useField();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('auth.register.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextInput label={t('auth.register.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextInput label={t('auth.register.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField label={t('auth.register.password')} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <TextInput
        label={t('auth.register.contactNumber')}
        type="tel"
        autoComplete="tel-national"
        maxLength={CONTACT_NUMBER_TYPED_MAX}
        hint={t('auth.register.contactNumberHint')}
        {...field('contactNumber')}
      />
    </>
  );
}

/** Step 3: about you (date of birth, city, interest). */
export function AboutStep() {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const field = useField();
  return (
    <>
      <TextInput
        label={t('auth.register.dob')}
        type="date"
        max={todayIso()}
        autoComplete="bday"
        {...field('dob')}
      />
      <Select label={t('auth.register.location')} {...field('location')}>
        <Options prompt={t('auth.register.chooseLocation')} values={CITIES} />
      </Select>
      <Select label={t('auth.register.interest')} {...field('interestedIn')}>
        <Options prompt={t('auth.register.chooseInterest')} values={INTERESTS} label={categoryLabel} />
      </Select>
    </>
  );
}
