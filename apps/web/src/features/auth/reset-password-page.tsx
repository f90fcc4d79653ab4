import { type ApiErrorCode, ZPassword } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { ApiError } from '../../lib/api-client';
import { translateText, useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPassword, useResetTokenCheck } from './api';
import { AuthCard } from './auth-card';

/**
 * Sets a new password with the token from the emailed link; the server ends every other session. The link is
 * checked when the page opens, so a used or expired one says so before anyone types a password.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const check = useResetTokenCheck(token);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's code for the refusal shown, if it came from the server. */
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let problem: string | null = null;
    if (password.trim() === '' || confirmPassword.trim() === '') problem = t('auth.register.fillRequired');
    else if (password !== confirmPassword) problem = t('auth.register.passwordMismatch');
    else {
      const result = ZPassword.safeParse(password);
      if (!result.success) problem = translateText(result.error.issues[0]!.message);
    }
    setError(problem);
    setErrorCode(null);
    if (problem) return;
    reset.mutate(
      { token, password },
      {
        onError: (failure) => {
          setError(failure.message);
          setErrorCode(failure instanceof ApiError ? failure.code : null);
        },
      },
    );
  };

  if (check.isPending && token)
    return (
      <AuthCard title={t('auth.reset.heading')}>
        <p role="status" className="text-stone-700">
          {t('auth.reset.checking')}
        </p>
      </AuthCard>
    );

  // A failed check (offline, server down) leaves the form: the save itself says whether the link works.
  if (!token || (check.data?.usable === false && !reset.isSuccess))
    return (
      <AuthCard title={t('auth.reset.heading')}>
        <FormMessage kind="error">
          {token ? t('auth.reset.invalidLink') : t('auth.validation.resetTokenMissing')}
        </FormMessage>
        <p className="mt-6 text-center">
          <Link to="/forgot-password" className="btn-outline">
            {t('auth.reset.requestNew')}
          </Link>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.reset.heading')}>
      {reset.isSuccess ? (
        <>
          <FormMessage kind="success">{reset.data.message}</FormMessage>
          <p className="mt-6 text-center">
            <Link to="/login" className="btn-primary">
              {t('auth.reset.logIn')}
            </Link>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label={t('auth.reset.password')}
            name="password"
            autoComplete="new-password"
            hint={t('auth.register.passwordHint')}
            aria-required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('auth.reset.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            aria-required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </button>
          {errorCode === 'invalid_reset_link' && (
            <p className="text-center">
              <Link
                to="/forgot-password"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('auth.reset.requestNew')}
              </Link>
            </p>
          )}
        </form>
      )}
    </AuthCard>
  );
}
