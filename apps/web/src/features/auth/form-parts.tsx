import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card the account screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export const inputClass =
  'mt-1 block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus:border-brand-600 aria-[invalid=true]:border-red-500';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input with an optional hint, linked for screen readers. */
export function Field({ label, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-stone-800">
        {label}
      </label>
      <input id={inputId} aria-describedby={hintId} className={inputClass} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle; paste and password managers work as usual (ASVS 6.2.7). */
export function PasswordField({ label, hint, id, ...input }: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-describedby={hintId}
          className={`${inputClass} pr-20`}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-1 my-auto h-9 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? (
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-3.2 4.3M6.1 6.1A13 13 0 0 0 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 4.2-.9" />
            </svg>
          ) : (
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
              <circle cx="12" cy="12" r="3" />
            </svg>
          )}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form-level message: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm font-medium ${
        kind === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-brand-100 bg-brand-50 text-brand-900'
      }`}
    >
      {children}
    </p>
  );
}
