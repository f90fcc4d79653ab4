import { TAX_ADDRESS_MAX, TAX_NAME_MAX, type TaxDetailsInput, TIN_PATTERN } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { translateText, useTranslation } from '../../lib/i18n';
import { useSaveTaxDetails } from './api';

type Field = keyof Required<TaxDetailsInput>;
const EMPTY: Record<Field, string> = { tin: '', registeredName: '', registeredAddress: '' };

/**
 * The tax details form, a chunk of its own opened from My giving. The TIN is typed whole each time: it is never
 * sent back to the page. `onSaved` gets the server's message.
 */
export default function TaxDetailsForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const save = useSaveTaxDetails();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((now) => ({ ...now, [name]: event.target.value }));
      setErrors((now) => ({ ...now, [name]: undefined, form: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The two rules a person meets while typing, without loading zod on My giving; the server checks all.
    const found: typeof errors = {};
    if (!TIN_PATTERN.test(values.tin.trim())) found.tin = t('certificates.taxDetails.invalidTin');
    if (!values.registeredAddress.trim())
      found.registeredAddress = t('certificates.taxDetails.addressRequired');
    if (found.tin || found.registeredAddress) {
      setErrors(found);
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (failure) => setErrors({ form: failure.message }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid max-w-xl gap-4">
      <TextInput
        label={t('certificates.taxDetails.tin')}
        hint={t('certificates.taxDetails.tinHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('tin')}
      />
      <TextInput
        label={t('certificates.taxDetails.registeredName')}
        hint={t('certificates.taxDetails.registeredNameHint')}
        autoComplete="organization"
        maxLength={TAX_NAME_MAX}
        {...field('registeredName')}
      />
      <TextInput
        label={t('certificates.taxDetails.registeredAddress')}
        autoComplete="street-address"
        maxLength={TAX_ADDRESS_MAX}
        required
        {...field('registeredAddress')}
      />
      {errors.form && <FormMessage kind="error">{translateText(errors.form)}</FormMessage>}
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('certificates.taxDetails.saving') : t('certificates.taxDetails.save')}
        </button>
      </div>
    </form>
  );
}
