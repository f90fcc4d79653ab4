import {
  CITIES,
  CONTACT_NUMBER_TYPED_MAX,
  INTERESTS,
  type Profile,
  type ProfileUpdate,
  ZProfileUpdate,
} from '@tabang/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Options, Select, TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { PageState } from '../../components/page-state';
import { useCategoryLabel } from '../../lib/categories';
import { translateText, useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile, useSaveProfile } from './api';
import { MyData } from './my-data';
import { Panel } from './panel';
import { PasswordForm } from './password-form';

type Field = Exclude<keyof ProfileUpdate, 'smsOptIn'>;
const FIELDS: Field[] = ['firstName', 'lastName', 'contactNumber', 'location', 'interestedIn'];

/**
 * The editable details, under sign-up's rules (the shared schema), and the choice of text messages at the contact
 * number (shown beside it: the one typed above); the email is shown, not edited.
 */
function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const save = useSaveProfile();
  const textsHintId = useId();
  const [smsOptIn, setSmsOptIn] = useState(profile.smsOptIn);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    contactNumber: profile.contactNumber,
    location: profile.location,
    interestedIn: profile.interestedIn,
  }));
  const [problem, setProblem] = useState<{ field?: Field; message: string } | null>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    'aria-invalid': problem?.field === name ? true : undefined,
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      save.reset();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS.find((name) => values[name].trim() === '');
    if (empty) return setProblem({ field: empty, message: t('auth.register.fillRequired') });
    const result = ZProfileUpdate.safeParse({ ...values, smsOptIn });
    if (!result.success) {
      const issue = result.error.issues[0]!;
      return setProblem({ field: issue.path[0] as Field, message: translateText(issue.message) });
    }
    setProblem(null);
    // Saved: the message below the form says so (a toast too would have screen readers say it twice).
    save.mutate(result.data, { onError: (failure) => setProblem({ message: failure.message }) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('auth.register.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextInput label={t('auth.register.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextInput
        label={t('account.profile.email')}
        type="email"
        value={profile.email}
        readOnly
        hint={t('account.profile.emailHint')}
      />
      <TextInput
        label={t('auth.register.contactNumber')}
        type="tel"
        autoComplete="tel-national"
        maxLength={CONTACT_NUMBER_TYPED_MAX}
        hint={t('auth.register.contactNumberHint')}
        {...field('contactNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t('auth.register.location')} {...field('location')}>
          <Options prompt={t('auth.register.chooseLocation')} values={CITIES} />
        </Select>
        <Select label={t('auth.register.interest')} {...field('interestedIn')}>
          <Options prompt={t('auth.register.chooseInterest')} values={INTERESTS} label={categoryLabel} />
        </Select>
      </div>
      <div id="texts">
        <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
          <input
            type="checkbox"
            name="smsOptIn"
            className="size-5 shrink-0 accent-brand-700"
            aria-describedby={textsHintId}
            checked={smsOptIn}
            onChange={(event) => {
              setSmsOptIn(event.target.checked);
              save.reset();
            }}
          />
          {t('account.texts.label')}
        </label>
        <p id={textsHintId} className="text-sm text-stone-600">
          {t('account.texts.hint', { number: values.contactNumber.trim() })}
        </p>
      </div>
      {problem && <FormMessage kind="error">{problem.message}</FormMessage>}
      {save.isSuccess && <FormMessage kind="success">{save.data.message}</FormMessage>}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? t('account.profile.saving') : t('account.profile.save')}
      </button>
    </form>
  );
}

/** /profile (signed in): the person's details, password, data download and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(t('account.profile.title'));

  if (profile.isPending)
    return (
      <PageState kind="loading" title={t('account.profile.title')} message={t('account.profile.loading')} />
    );
  if (profile.isError)
    return (
      <PageState
        kind="error"
        title={t('account.profile.title')}
        message={t('account.profile.loadError')}
        onRetry={() => void profile.refetch()}
      />
    );

  return (
    <div className="container-page max-w-3xl py-6 lg:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('account.profile.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('account.profile.intro')}</p>
      <Link
        to="/profile/notifications"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('notifications.manageLink')}
      </Link>
      <div className="mt-6 space-y-6">
        <Panel title={t('account.profile.detailsHeading')}>
          <DetailsForm profile={profile.data} />
        </Panel>
        <Panel title={t('account.password.heading')} intro={t('account.password.intro')}>
          <PasswordForm profile={profile.data} />
        </Panel>
        <MyData />
      </div>
    </div>
  );
}
