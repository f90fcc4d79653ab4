import {
  type CharityForEditing,
  DEDUCTIBILITY,
  DONEE_FIELDS,
  type DoneeDetails,
  doneeFields,
  doneeProblem,
  philippineToday,
  REGISTRATION_NUMBER_MAX,
} from '@tabang/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Options, Select, TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { formatDay } from '../../lib/dates';
import { translateText, useTranslation } from '../../lib/i18n';
import { useSaveDonee } from './api';

type Field = (typeof DONEE_FIELDS)[number];
type Values = Record<Field, string>;
const ZDonee = z.object(doneeFields);

const asValues = (details: DoneeDetails): Values =>
  Object.fromEntries(DONEE_FIELDS.map((field) => [field, details[field] ?? ''])) as Values;

/**
 * The charity's donee status (BIR donee registration, PCNC accreditation, deductibility and its own TIN), a form of
 * its own below the edit form: saved alone, and checked by the Tabang team before the charity page says gifts are
 * tax-deductible. Any change needs a new check, which the status line says.
 */
export function DoneeForm({ charity }: { charity: CharityForEditing }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveDonee();
  const [values, setValues] = useState<Values>(() => asValues(charity.doneeDetails));
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saved, setSaved] = useState<Pick<CharityForEditing, 'doneeCheckedAt' | 'doneeDetails'>>(charity);
  const given = Object.values(saved.doneeDetails).some((value) => value !== null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDonee.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    const problem = doneeProblem(parsed.data as DoneeDetails);
    if (problem) {
      setErrors({ form: t(`certificates.donee.${problem}`) });
      return;
    }
    const form = new FormData();
    form.append('organizationID', String(charity.organizationID));
    for (const name of DONEE_FIELDS) form.append(name, values[name].trim());
    save.mutate(form, {
      onSuccess: (answer) => {
        setSaved(answer);
        setValues(asValues(answer.doneeDetails));
        toast.success(t('certificates.donee.saved'));
      },
      onError: (failure) => setErrors({ form: failure.message }),
    });
  };

  const number = { maxLength: REGISTRATION_NUMBER_MAX, autoComplete: 'off', spellCheck: false };
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <form noValidate onSubmit={onSubmit} data-testid="donee-form">
        <fieldset>
          <legend id={headingId} className="text-lg font-bold text-stone-900">
            {t('certificates.donee.legend')}
          </legend>
          <p className="mt-1 mb-4 text-sm text-stone-600">{t('certificates.donee.hint')}</p>
          {given && (
            <p className="mb-4 text-sm font-medium text-stone-800" data-testid="donee-check-status">
              {saved.doneeCheckedAt
                ? t('certificates.donee.checkedOn', { date: formatDay(saved.doneeCheckedAt) })
                : t('certificates.donee.notChecked')}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('certificates.donee.organizationTin')}
              hint={t('certificates.donee.tinHint')}
              inputMode="numeric"
              autoComplete="off"
              {...field('organizationTin')}
            />
            <Select label={t('certificates.donee.deductibility')} {...field('deductibility')}>
              <Options
                prompt={t('certificates.donee.choose')}
                values={DEDUCTIBILITY}
                label={(value) => t(`certificates.donee.${value as (typeof DEDUCTIBILITY)[number]}`)}
              />
            </Select>
            <TextInput
              label={t('certificates.donee.birRegistrationNumber')}
              {...number}
              {...field('birRegistrationNumber')}
            />
            <TextInput
              label={t('certificates.donee.birRegistrationValidUntil')}
              type="date"
              min={philippineToday()}
              {...field('birRegistrationValidUntil')}
            />
            <TextInput
              label={t('certificates.donee.pcncAccreditationNumber')}
              {...number}
              {...field('pcncAccreditationNumber')}
            />
            <TextInput
              label={t('certificates.donee.pcncValidUntil')}
              type="date"
              min={philippineToday()}
              {...field('pcncValidUntil')}
            />
          </div>
        </fieldset>
        {errors.form && (
          <div className="mt-4">
            <FormMessage kind="error">{translateText(errors.form)}</FormMessage>
          </div>
        )}
        <button
          type="submit"
          className="btn-primary mt-4"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? t('certificates.donee.saving') : t('certificates.donee.save')}
        </button>
      </form>
    </section>
  );
}
