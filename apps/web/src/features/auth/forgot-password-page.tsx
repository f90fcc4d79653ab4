import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useForgotPassword } from './api';
import { AuthCard } from './auth-card';

/** Asks for a reset link. The answer never tells whether the email has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(t('auth.register.fillRequired'));
      return;
    }
    setError(null);
    forgot.mutate(email, { onError: (failure) => setError(failure.message) });
  };

  return (
    <AuthCard title={t('auth.forgot.heading')} intro={t('auth.forgot.intro')}>
      {forgot.isSuccess ? (
        <FormMessage kind="success">{forgot.data.message}</FormMessage>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextInput
            label={t('auth.forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            aria-required
            aria-invalid={error ? true : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <button type="submit" className="btn-primary w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
