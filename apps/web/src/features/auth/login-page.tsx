import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField, TextInput } from '../../components/form/controls';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { safeReturnTo, setSigningOut } from '../../lib/return-to';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLogin } from './api';
import { AuthCard } from './auth-card';
import { signedUpEmail } from './signed-up';

/** The login attempt's one toast: each answer replaces the one before, so an old failure never outlives a success. */
const LOGIN_TOAST = 'login';

/**
 * Login: no client validation, a toast on success or failure (one toast: a success replaces the failures before
 * it), then back to the page that sent the person here (`?returnTo=`, same-site only) or the dashboard. Arriving
 * from sign-up, the new account's email is filled in and the password field has the focus.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const login = useLogin();
  const returnTo = safeReturnTo(useSearchParams()[0].get('returnTo'));
  // A sign-out has arrived here: the next page left signed out may be one to come back to again.
  useEffect(() => setSigningOut(false), []);
  const fromSignUp = signedUpEmail(useLocation().state);
  const [email, setEmail] = useState(fromSignUp ?? '');
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  // Only when the page opens: the email is known, the password is what is left to type.
  const focusPassword = useRef(fromSignUp !== null);
  useEffect(() => {
    if (focusPassword.current) passwordInput.current?.focus();
  }, []);
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password, rememberMe },
      {
        onSuccess: () => {
          toast.success(t('auth.login.success'), { id: LOGIN_TOAST });
          navigate(returnTo, { replace: true });
        },
        onError: (error) => {
          // Too many attempts says when to try again, no connection says so (nothing was sent); every other
          // failure gets the one login-failed message.
          toast.error(
            error instanceof ApiError && (error.status === 429 || error.status === 0)
              ? error.message
              : t('auth.login.failure'),
            { id: LOGIN_TOAST },
          );
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.login.heading')} intro={t('auth.login.intro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextInput
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          ref={passwordInput}
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              name="rememberMe"
              className="size-5 accent-brand-700"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            {t('auth.login.rememberMe')}
          </label>
          <Link
            to="/forgot-password"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="mt-6 text-center text-stone-700">
        {t('auth.login.noAccount')}{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth.login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
