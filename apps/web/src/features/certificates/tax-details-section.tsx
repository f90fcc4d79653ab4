import { type TaxDetailsInput, ZTaxDetailsRequest } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { StatusMessage } from '../../components/status-message';
import { translateText } from '../../lib/i18n';
import { useSaveTaxDetails, useTaxDetails } from './api';

type Field = keyof Required<TaxDetailsInput>;
const EMPTY: Record<Field, string> = { tin: '', registeredName: '', registeredAddress: '' };

/**
 * My giving's "Tax details": the TIN and registered address a Certificate of Donation names the donor by, given
 * once. The saved TIN is shown masked; to change the details the TIN is typed again (it is never sent back whole).
 */
export function TaxDetailsSection() {
  const { t } = useTranslation();
  const current = useTaxDetails();
  const save = useSaveTaxDetails();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const saved = current.data?.taxDetails ?? null;

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
    const parsed = ZTaxDetailsRequest.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        toast.success(answer.message);
      },
      onError: (failure) => setErrors({ form: failure.message }),
    });
  };

  return (
    <section className="mt-8" aria-labelledby="tax-details-heading" data-testid="tax-details">
      <h2 id="tax-details-heading" className="text-xl font-bold text-stone-900">
        {t('certificates.taxDetails.heading')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-700">{t('certificates.taxDetails.intro')}</p>
      {current.isPending ? (
        <StatusMessage kind="loading">{t('certificates.taxDetails.loading')}</StatusMessage>
      ) : current.isError ? (
        <StatusMessage kind="error" onRetry={() => void current.refetch()}>
          {t('certificates.taxDetails.loadFailed')}
        </StatusMessage>
      ) : (
        saved && (
          <div
            className="mt-3 rounded-xl bg-stone-50 p-3 text-sm text-stone-800"
            data-testid="tax-details-saved"
          >
            <p className="font-semibold">{t('certificates.taxDetails.savedTin', { tin: saved.tinMasked })}</p>
            {saved.registeredName && <p>{saved.registeredName}</p>}
            <p className="break-words">{saved.registeredAddress}</p>
            <p className="mt-1 text-stone-600">{t('certificates.taxDetails.changeHint')}</p>
          </div>
        )
      )}
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
          {...field('registeredName')}
        />
        <TextInput
          label={t('certificates.taxDetails.registeredAddress')}
          autoComplete="street-address"
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
    </section>
  );
}
