import { type Profile, passwordWeakness, ZPassword } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { ApiError } from '../../lib/api-client';
import { translateText, useTranslation } from '../../lib/i18n';
import { useChangePassword } from './api';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one, then a new one under sign-up's rules (the server checks them all again). */
export function PasswordForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field?: Field; message: string } | null>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    'aria-invalid': problem?.field === name ? true : undefined,
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      change.reset();
    },
  });

  /** The first problem with what was typed, as sign-up and reset name them. */
  const check = (): { field: Field; message: string } | null => {
    const empty = (Object.keys(EMPTY) as Field[]).find((name) => values[name].trim() === '');
    if (empty) return { field: empty, message: t('auth.register.fillRequired') };
    if (values.newPassword !== values.confirmPassword)
      return { field: 'confirmPassword', message: t('auth.register.passwordMismatch') };
    const result = ZPassword.safeParse(values.newPassword);
    if (!result.success)
      return { field: 'newPassword', message: translateText(result.error.issues[0]!.message) };
    const personal = passwordWeakness(values.newPassword, [
      profile.email,
      profile.firstName,
      profile.lastName,
    ]);
    return personal ? { field: 'newPassword', message: t(personal) } : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        // The message below the form says it is changed (a toast too would have screen readers say it twice).
        onSuccess: () => setValues(EMPTY),
        onError: (failure) =>
          setProblem({
            field:
              failure instanceof ApiError && failure.code === 'wrong_password'
                ? 'currentPassword'
                : undefined,
            message: failure.message,
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {/* Password managers pair the new password with this account. */}
      <input type="hidden" name="username" autoComplete="username" value={profile.email} />
      <PasswordField
        label={t('account.password.current')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label={t('account.password.new')}
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        {...field('newPassword')}
      />
      <PasswordField
        label={t('account.password.confirm')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {problem && <FormMessage kind="error">{problem.message}</FormMessage>}
      {change.isSuccess && <FormMessage kind="success">{change.data.message}</FormMessage>}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
      </button>
    </form>
  );
}
