import { forwardRef, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form-parts';

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
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = inputClass;

type TextInputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A text-like input registered with react-hook-form (the ref is forwarded). */
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
          aria-invalid={invalid}
          aria-required={required}
          className={controlClass}
          {...input}
        />
      )}
    </Control>
  );
});

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, required, ...textarea },
  ref,
) {
  return (
    <Control label={label} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          className={controlClass}
          {...textarea}
        />
      )}
    </Control>
  );
});

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
};

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
          aria-invalid={invalid}
          aria-required={required}
          className={controlClass}
          {...select}
        >
          {children}
        </select>
      )}
    </Control>
  );
});

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

/** A required image file input (JPEG, PNG or WebP) with a preview of the chosen file before upload. */
export function ImageInput({
  label,
  name,
  file,
  error,
  onChange,
  previewShape = 'wide',
}: {
  label: string;
  name: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  previewShape?: 'square' | 'wide';
}) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <Control label={label} error={error} hint={t('dashboard.charityForm.imageHint')} required>
      {({ id, describedBy, invalid }) => (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id={id}
            name={name}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {preview && (
            <img
              src={preview}
              alt={t('dashboard.charityForm.preview', { field: label })}
              className={`${previewShape === 'square' ? 'size-20 rounded-full' : 'h-24 w-40 rounded-lg'} border border-stone-200 object-cover`}
            />
          )}
        </div>
      )}
    </Control>
  );
}
