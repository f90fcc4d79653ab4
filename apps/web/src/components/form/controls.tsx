import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useState,
} from 'react';
import { translateText, useTranslation } from '../../lib/i18n';

/** The bordered field every form's inputs share, without its size, text size or place (the control adds them). */
export const fieldClass =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-xs focus:border-brand-600 aria-[invalid=true]:border-red-500';
export const inputClass = `mt-1 block w-full text-base ${fieldClass}`;

type ControlProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** A label, a control, an optional hint and the field's error, wired together for screen readers. */
export function Control({ label, error, hint, required, children }: ControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-stone-800">
        {label}
        {/* Screen readers hear "required" from aria-required; the star is for sighted users. */}
        {required && (
          <span aria-hidden="true" className="text-red-700" title={t('dashboard.charityForm.required')}>
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

/** What every labelled control takes besides its element's own attributes. */
type Labelled = { label: string; error?: string; hint?: string };

type TextInputProps = InputHTMLAttributes<HTMLInputElement> & Labelled;

/**
 * A labelled text-like input with an optional hint and error. `required` only marks the field (star and
 * aria-required): the form's own check says what is missing, not the browser's bubble.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, required, ...input },
  ref,
) {
  return (
    <Control label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          className={inputClass}
          {...input}
        />
      )}
    </Control>
  );
});

/** A password input with a show/hide toggle; paste and password managers work as usual (ASVS 6.2.7). */
export const PasswordField = forwardRef<HTMLInputElement, TextInputProps>(function PasswordField(
  { label, error, hint, required, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Control label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required}
            className={`${inputClass} pr-20`}
            {...input}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-1 my-auto h-9 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            aria-pressed={visible}
            aria-controls={id}
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
      )}
    </Control>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, ...textarea },
  ref,
) {
  return (
    <Control label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          className={inputClass}
          {...textarea}
        />
      )}
    </Control>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Labelled;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, required, children, ...select },
  ref,
) {
  return (
    <Control label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          className={inputClass}
          {...select}
        >
          {children}
        </select>
      )}
    </Control>
  );
});

/** A select's options: a first, empty one asking to choose, then each value as its own label. */
export function Options({
  prompt,
  values,
  label = (value) => value,
}: {
  prompt: string;
  values: readonly string[];
  /** What the reader sees for a value (a translated label); the value sent stays as it is. */
  label?: (value: string) => string;
}) {
  return (
    <>
      <option value="">{prompt}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** An object URL for a chosen file, revoked when the file changes or the component goes away. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * A required image file input (JPEG, PNG or WebP) with a preview of the chosen file before upload. With `current`
 * (the URL of the picture there is now) it is optional and shows that picture until a new file is chosen.
 * `required` and `hint` override those defaults (a permit's scan is optional for an exemption, and private).
 */
export function ImageInput({
  label,
  name,
  file,
  error,
  onChange,
  previewShape = 'wide',
  current,
  required = !current,
  hint: ownHint,
}: {
  label: string;
  name: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  previewShape?: 'square' | 'wide';
  current?: string;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const chosen = usePreviewUrl(file);
  const preview = chosen ?? current;
  const hint = `${ownHint ?? t('dashboard.charityForm.imageHint')}${current ? ` ${t('editing.replacePictureHint')}` : ''}`;
  return (
    <Control label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id={id}
            name={name}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {preview && (
            <img
              src={preview}
              alt={
                chosen
                  ? t('dashboard.charityForm.preview', { field: label })
                  : t('editing.currentPicture', { field: label })
              }
              className={`${previewShape === 'square' ? 'size-20 rounded-full' : 'h-24 w-40 rounded-lg'} border border-stone-200 object-cover`}
            />
          )}
        </div>
      )}
    </Control>
  );
}
