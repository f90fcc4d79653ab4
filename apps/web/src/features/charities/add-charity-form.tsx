import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADD_CHARITY_MODAL_CLOSE_MS,
  type AddCharityFields,
  CHARITY_IDENTITY_LABELS,
  CHARITY_MAX_CATEGORIES,
  type CharityForEditing,
  charityRequiredMessage,
  ORGANIZATION_TYPES,
} from '@tabang/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ImageInput, Select, TextArea, TextInput } from '../../components/form/controls';
import { ApiError } from '../../lib/api-client';
import { useCategoryLabel } from '../../lib/categories';
import { changedFieldsResolver } from '../../lib/changed-fields';
import { translateText, useTranslation } from '../../lib/i18n';
import { checkImage } from '../../lib/image-check';
import { useCategories } from './api';
import {
  type CharityFormFields,
  type CharityFormValues,
  changedIdentityFields,
  charityFormFields,
  IMAGE_FIELDS,
  type ImageField,
  ZCharityFormFields,
} from './charity-form-fields';
import { useAddCharity, useUpdateCharity } from './editing-api';
import { REGISTRATION_FIELDS, RegistrationFields } from './registration-fields';

const NO_IMAGES: Pick<CharityFormFields, ImageField> = {
  organizationProfilePicture: null,
  organizationFeaturedPicture: null,
};
/**
 * The error type of the server's answer about the images (type, size, unreadable), which does not say which one:
 * it is shown under both until either is changed, and a file that fails the browser's own check shows that instead.
 */
const REFUSED = 'refused';
const TEXT_FIELDS = [
  'organizationName',
  'organizationAbbreviation',
  'organizationAddress',
  'organizationPhoneNumber',
  'representativeName',
  'organizationEmail',
  'representativeContactNumber',
] as const;
const INPUT_TYPES: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {
  organizationEmail: 'email',
  organizationPhoneNumber: 'tel',
  representativeContactNumber: 'tel',
};
const URL_FIELDS = [
  'organizationFacebookLink',
  'organizationInstagramLink',
  'organizationMainWebsite',
] as const;

/** Categories chosen one at a time from a dropdown, shown as removable chips. */
function CategoryPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const selectId = useId();
  const available = (categories.data ?? []).filter((category) => !value.includes(category.categoryID));
  const categoryLabel = useCategoryLabel();
  const name = (id: number) => {
    const stored = categories.data?.find((category) => category.categoryID === id)?.category;
    return stored === undefined ? id : categoryLabel(stored);
  };
  return (
    <fieldset>
      <legend className="font-medium text-stone-800">{t('dashboard.charityFields.categories')}</legend>
      {categories.isError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t('charities.categoriesLoadFailed')}
        </p>
      ) : (
        <>
          <label htmlFor={selectId} className="sr-only">
            {t('dashboard.charityForm.chooseCategory')}
          </label>
          <select
            id={selectId}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
            value=""
            disabled={categories.isPending || value.length >= CHARITY_MAX_CATEGORIES}
            onChange={(event) => {
              const id = Number(event.target.value);
              if (id && !value.includes(id)) onChange([...value, id]);
            }}
          >
            <option value="">
              {categories.isPending
                ? t('dashboard.charityForm.loadingCategories')
                : t('dashboard.charityForm.chooseCategory')}
            </option>
            {available.map((category) => (
              <option key={category.categoryID} value={category.categoryID}>
                {categoryLabel(category.category)}
              </option>
            ))}
          </select>
        </>
      )}
      {value.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('dashboard.charityForm.noCategoriesChosen')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-live="polite">
          {value.map((id) => (
            <li
              key={id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              {name(id)}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== id))}
                aria-label={t('dashboard.charityForm.removeCategory', { category: String(name(id)) })}
                className="flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The categories field holds the JSON list of ids the server receives. */
const categoryIdsOf = (value: string | undefined): number[] => (value ? JSON.parse(value) : []);

const imageRequired = (field: ImageField) => charityRequiredMessage(field);
/** A picture's problem, if any: missing, or no JPEG/PNG/WebP of the allowed size (sniffed from its bytes). */
const checkPicture = async (field: ImageField, file: File | null | undefined, editing: boolean) =>
  // When editing, a picture left alone keeps the current one.
  editing && !file ? undefined : checkImage(file ?? null, imageRequired(field));

/**
 * The schema's verdict on the text fields, and each picture's check under its field: a submit shows both at once
 * and sends nothing while a picture is wrong. (On a field's re-check as it changes, only that field's verdict is
 * read.)
 */
function withPictureCheck(
  schema: Resolver<CharityFormFields, unknown, CharityFormValues>,
  editing: boolean,
): Resolver<CharityFormFields, unknown, CharityFormValues> {
  return async (values, context, options) => {
    const [result, logo, featured] = await Promise.all([
      schema(values, context, options),
      checkPicture('organizationProfilePicture', values.organizationProfilePicture, editing),
      checkPicture('organizationFeaturedPicture', values.organizationFeaturedPicture, editing),
    ]);
    if (!logo && !featured) return result;
    const errors: FieldErrors<CharityFormFields> = { ...result.errors };
    if (logo) errors.organizationProfilePicture = { type: 'image', message: logo };
    if (featured) errors.organizationFeaturedPicture = { type: 'image', message: featured };
    return { values: {}, errors };
  };
}

/** The form's values for a charity being edited: what it holds now, as the inputs show it. */
function currentValues(charity: CharityForEditing): AddCharityFields {
  return {
    organizationName: charity.organizationName,
    organizationAbbreviation: charity.organizationAbbreviation,
    organizationAddress: charity.organizationAddress,
    organizationPhoneNumber: charity.organizationPhoneNumber,
    representativeName: charity.representativeName,
    organizationEmail: charity.organizationEmail,
    representativeContactNumber: charity.representativeContactNumber,
    organizationDescription: charity.organizationDescription,
    organizationType: charity.organizationType,
    organizationFacebookLink: charity.organizationFacebookLink ?? '',
    organizationInstagramLink: charity.organizationInstagramLink ?? '',
    organizationMainWebsite: charity.organizationMainWebsite ?? '',
    categories: JSON.stringify(charity.categories.map((category) => category.categoryID)),
    secRegistrationNumber: charity.registrationDetails.secRegistrationNumber ?? '',
    dswdRegistrationNumber: charity.registrationDetails.dswdRegistrationNumber ?? '',
    dswdValidUntil: charity.registrationDetails.dswdValidUntil ?? '',
  };
}

/**
 * The Add charity modal's form: every required field, two images with previews, type, links and categories.
 * With `editing` it edits that charity instead: prefilled, the current pictures shown and replaced only when a new
 * file is chosen, and only the fields that changed are sent.
 */
export function AddCharityForm({
  onDone,
  onCancel,
  editing,
}: {
  onDone: () => void;
  onCancel: () => void;
  editing?: CharityForEditing;
}) {
  const { t } = useTranslation();
  const addCharity = useAddCharity();
  const updateCharity = useUpdateCharity();
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CharityFormFields, unknown, CharityFormValues>({
    // The schema checks the text fields and passes the files by; their bytes get their own check.
    resolver: withPictureCheck(
      editing
        ? changedFieldsResolver(charityFormFields, { ...currentValues(editing), ...NO_IMAGES })
        : zodResolver(ZCharityFormFields),
      !!editing,
    ),
    defaultValues: {
      ...(editing ? currentValues(editing) : { organizationType: undefined, categories: '[]' }),
      ...NO_IMAGES,
    },
  });
  const images = {
    organizationProfilePicture: useWatch({ control, name: 'organizationProfilePicture' }),
    organizationFeaturedPicture: useWatch({ control, name: 'organizationFeaturedPicture' }),
  };
  const values = useWatch({ control });
  // A verified charity is told before saving that a change of who it is pauses its donations.
  const identityChanges =
    editing?.verified === true ? changedIdentityFields(values, currentValues(editing)) : [];

  // On success the modal closes after 2 s, long enough to read the message.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, ADD_CHARITY_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  /** Shows the browser's verdict on a chosen picture; none leaves the server's refusal, if any, there. */
  const showImageError = (field: ImageField, error: string | undefined) => {
    if (error) setError(field, { type: 'image', message: error });
    else if (getFieldState(field).error?.type !== REFUSED) clearErrors(field);
  };
  const chooseImage = (field: ImageField, file: File | null) => {
    setValue(field, file);
    // A new choice clears this image's error and the server's refusal under both.
    clearErrors(IMAGE_FIELDS.filter((name) => name === field || getFieldState(name).error?.type === REFUSED));
    // A chosen file that is no image says so at once (an empty choice waits for the submit); a slower check of
    // an earlier choice does not overwrite the answer about the file chosen since.
    if (file)
      void checkImage(file, imageRequired(field)).then((error) => {
        if (getValues(field) === file) showImageError(field, error);
      });
  };

  const refuseImages = (message: string) => {
    for (const field of IMAGE_FIELDS) setError(field, { type: REFUSED, message });
  };
  const save = async (values: CharityFormValues) => {
    setServerError(null);
    const form = new FormData();
    // Adding sends every field; editing only those that changed (all its resolver passes on).
    const send = (field: keyof AddCharityFields) => !editing || values[field] !== undefined;
    if (editing) form.append('organizationID', String(editing.organizationID));
    for (const field of [...TEXT_FIELDS, 'organizationDescription', 'organizationType'] as const)
      if (send(field)) form.append(field, values[field]);
    for (const field of [...URL_FIELDS, ...REGISTRATION_FIELDS])
      if (send(field)) form.append(field, values[field] ?? '');
    if (send('categories')) form.append('categories', JSON.stringify(values.categories));
    for (const field of IMAGE_FIELDS) {
      const file = values[field];
      if (file) form.append(field, file);
    }
    try {
      if (editing) {
        // Only the id: nothing changed, so nothing to send.
        if ([...form.keys()].length === 1) {
          toast(t('editing.nothingChanged'));
          return;
        }
        const saved = await updateCharity.mutateAsync(form);
        toast.success(
          editing.verified && !saved.verified
            ? t('editing.charityBackToVerification')
            : t('editing.charityUpdated'),
        );
        onDone();
        return;
      }
      await addCharity.mutateAsync(form);
      toast.success(t('charities.added'));
      setSucceeded(true);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // 413 and 415 are about the images: said under them, not at the end of the form.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) refuseImages(message);
      else setServerError(message);
      toast.error(message);
    }
  };
  // A submit replaces every error with the schema's: the server's refusal of the images, unchanged since, is put
  // back when the form stops at a text field (and goes when the form is sent again).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const refused = IMAGE_FIELDS.map((field) => getFieldState(field).error).find(
      (error) => error?.type === REFUSED,
    )?.message;
    return handleSubmit(save, (found) => {
      if (refused)
        for (const field of IMAGE_FIELDS)
          if (!found[field]) setError(field, { type: REFUSED, message: refused });
    })(event);
  };

  if (succeeded)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-6 text-center font-semibold text-brand-900">
        {t('charities.added')}
      </p>
    );

  const busy = addCharity.isPending || updateCharity.isPending;
  const current = (field: ImageField) => {
    const path =
      field === 'organizationProfilePicture'
        ? editing?.organizationProfilePicture
        : editing?.organizationFeaturePicture;
    return path ? `/api${path}` : undefined;
  };
  // A file the browser refuses gets no preview (it would be a broken image); one the server refused keeps it.
  const shownFile = (field: ImageField) => {
    const error = errors[field];
    return error && error.type !== REFUSED ? null : images[field];
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`dashboard.charityFields.${field}`)}
            type={INPUT_TYPES[field] ?? 'text'}
            required
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        <Select
          label={t('dashboard.charityFields.organizationType')}
          required
          error={errors.organizationType?.message}
          defaultValue=""
          {...register('organizationType')}
        >
          <option value="">{t('dashboard.charityForm.chooseType')}</option>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`dashboard.charityForm.types.${type}`)}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        label={t('dashboard.charityFields.organizationDescription')}
        required
        error={errors.organizationDescription?.message}
        {...register('organizationDescription')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ImageInput
          label={t('dashboard.charityFields.organizationProfilePicture')}
          name="organizationProfilePicture"
          previewShape="square"
          current={current('organizationProfilePicture')}
          file={shownFile('organizationProfilePicture')}
          error={errors.organizationProfilePicture?.message}
          onChange={(file) => chooseImage('organizationProfilePicture', file)}
        />
        <ImageInput
          label={t('dashboard.charityFields.organizationFeaturedPicture')}
          name="organizationFeaturedPicture"
          current={current('organizationFeaturedPicture')}
          file={shownFile('organizationFeaturedPicture')}
          error={errors.organizationFeaturedPicture?.message}
          onChange={(file) => chooseImage('organizationFeaturedPicture', file)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {URL_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t('dashboard.charityForm.optional', { label: t(`dashboard.charityFields.${field}`) })}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('dashboard.charityForm.urlHint')}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <CategoryPicker
            value={categoryIdsOf(field.value)}
            onChange={(ids) => field.onChange(JSON.stringify(ids))}
          />
        )}
      />
      <RegistrationFields register={register} errors={errors} />
      {editing && <p className="-mt-2 text-sm text-stone-600">{t('editing.reregistrationHint')}</p>}
      {errors.categories?.message && (
        <p className="text-sm font-medium text-red-700">{translateText(errors.categories.message)}</p>
      )}
      {/* Always there, so that screen readers hear the notice when it appears. */}
      <div role="status" className="empty:hidden">
        {identityChanges.length > 0 && (
          <div
            data-testid="identity-notice"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{t('editing.identityNotice.title')}</p>
            <p className="mt-1">
              {t('editing.identityNotice.body', {
                fields: identityChanges.map((field) => t(CHARITY_IDENTITY_LABELS[field])).join(', '),
              })}
            </p>
          </div>
        )}
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
          {t('dashboard.charityForm.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {editing
            ? busy
              ? t('editing.saving')
              : t('editing.save')
            : busy
              ? t('dashboard.charityForm.submitting')
              : t('dashboard.charityForm.submit')}
        </button>
      </div>
    </form>
  );
}
