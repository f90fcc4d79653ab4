import {
  buildUsername,
  CITIES,
  CONTACT_NUMBER_MAX,
  INTERESTS,
  REGISTRATION_REDIRECT_MS,
  type RegisterRequest,
  splitFullName,
  ZContactNumber,
  ZDateOfBirth,
  ZEmail,
  ZFirstName,
  ZInterest,
  ZLastName,
  ZLocation,
  ZPassword,
} from '@tabang/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { inputClass, PasswordField, TextInput } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegister } from './api';
import { AuthCard } from './auth-card';

type Values = {
  fullName: string;
  accountEmail: string;
  accountPassword: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  contactNumber: string;
  dob: string;
  location: string;
  interestedIn: string;
};
type Name = keyof Values;

const EMPTY: Values = {
  fullName: '',
  accountEmail: '',
  accountPassword: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  contactNumber: '',
  dob: '',
  location: '',
  interestedIn: '',
};

/** The fields of each step, and the shared rules they must pass before moving on (the server checks again). */
const STEPS: { key: 'account' | 'details' | 'about'; fields: Name[]; rules: [Name, z.ZodType][] }[] = [
  {
    key: 'account',
    fields: ['fullName', 'accountEmail', 'accountPassword'],
    rules: [
      ['accountEmail', ZEmail],
      ['accountPassword', ZPassword],
    ],
  },
  {
    key: 'details',
    fields: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'contactNumber'],
    rules: [
      ['firstName', ZFirstName],
      ['lastName', ZLastName],
      ['email', ZEmail],
      ['password', ZPassword],
      ['contactNumber', ZContactNumber],
    ],
  },
  {
    key: 'about',
    fields: ['dob', 'location', 'interestedIn'],
    rules: [
      ['dob', ZDateOfBirth],
      ['location', ZLocation],
      ['interestedIn', ZInterest],
    ],
  },
];

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The spec's three-step sign-up: account, details, about you. Values survive going back and forth. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const register = useRegister();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Name>>(new Set());
  const [done, setDone] = useState(false);
  // What step 2 was last filled from, so its own edits survive a trip back to step 1 that changes nothing.
  const copiedFrom = useRef<Pick<Values, 'fullName' | 'accountEmail' | 'accountPassword'> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: move focus to the new step's heading on every step change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = (name: Name) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((n) => n !== name)));
  };

  /** The current step's check: every field filled (after trimming), passwords matching, then the shared rules. */
  const check = (): string | null => {
    const { fields, rules } = STEPS[step]!;
    const empty = fields.filter((name) => values[name].trim() === '');
    if (empty.length > 0) {
      setInvalid(new Set(empty));
      return t('auth.register.fillRequired');
    }
    if (step === 1 && values.password !== values.confirmPassword) {
      setInvalid(new Set<Name>(['confirmPassword']));
      return t('auth.register.passwordMismatch');
    }
    for (const [name, schema] of rules) {
      const result = schema.safeParse(values[name]);
      if (!result.success) {
        setInvalid(new Set([name]));
        return result.error.issues[0]?.message ?? t('auth.register.fillRequired');
      }
    }
    setInvalid(new Set());
    return null;
  };

  const goNext = () => {
    if (step === 0) {
      const from = copiedFrom.current;
      setValues((current) => {
        const next = { ...current };
        if (from?.fullName !== current.fullName) Object.assign(next, splitFullName(current.fullName));
        if (from?.accountEmail !== current.accountEmail) next.email = current.accountEmail;
        if (from?.accountPassword !== current.accountPassword) next.password = current.accountPassword;
        return next;
      });
      copiedFrom.current = {
        fullName: values.fullName,
        accountEmail: values.accountEmail,
        accountPassword: values.accountPassword,
      };
    }
    setStep(step + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (done || register.isPending) return;
    const problem = check();
    setError(problem);
    if (problem) return;
    if (step < STEPS.length - 1) {
      goNext();
      return;
    }
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: buildUsername(values.firstName, values.lastName),
        email: values.email.trim(),
        contactNumber: values.contactNumber.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        dob: values.dob,
        // Both were checked against the lists above.
        location: values.location as RegisterRequest['location'],
        interestedIn: values.interestedIn as RegisterRequest['interestedIn'],
      },
      {
        onSuccess: () => setDone(true),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const goBack = () => {
    setError(null);
    setInvalid(new Set());
    setStep(step - 1);
  };

  const input = (name: Name) => ({
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': invalid.has(name) || undefined,
    'aria-required': true,
  });
  const current = STEPS[step]!;

  return (
    <AuthCard title={t('auth.register.heading')}>
      <ol className="mb-6 grid grid-cols-3 gap-2 text-center text-sm" aria-label={t('auth.register.title')}>
        {STEPS.map((item, index) => (
          <li
            key={item.key}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-full border px-2 py-1 font-semibold ${
              index === step
                ? 'border-brand-700 bg-brand-700 text-white'
                : index < step
                  ? 'border-brand-700 text-brand-800'
                  : 'border-stone-300 text-stone-600'
            }`}
          >
            {t(`auth.register.steps.${item.key}`)}
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-stone-800 outline-none">
          {t('auth.register.stepOf', { step: String(step + 1), total: String(STEPS.length) })}
          <span className="sr-only">: </span>
          <span className="font-normal text-stone-600"> · {t(`auth.register.steps.${current.key}`)}</span>
        </h2>

        {step === 0 && (
          <>
            <TextInput label={t('auth.register.fullName')} autoComplete="name" {...input('fullName')} />
            <TextInput
              label={t('auth.register.email')}
              type="email"
              autoComplete="email"
              {...input('accountEmail')}
            />
            <PasswordField
              label={t('auth.register.password')}
              autoComplete="new-password"
              hint={t('auth.register.passwordHint')}
              {...input('accountPassword')}
            />
          </>
        )}

        {step === 1 && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput
                label={t('auth.register.firstName')}
                autoComplete="given-name"
                {...input('firstName')}
              />
              <TextInput
                label={t('auth.register.lastName')}
                autoComplete="family-name"
                {...input('lastName')}
              />
            </div>
            <TextInput
              label={t('auth.register.email')}
              type="email"
              autoComplete="email"
              {...input('email')}
            />
            <PasswordField
              label={t('auth.register.password')}
              autoComplete="new-password"
              {...input('password')}
            />
            <PasswordField
              label={t('auth.register.confirmPassword')}
              autoComplete="new-password"
              {...input('confirmPassword')}
            />
            <TextInput
              label={t('auth.register.contactNumber')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={CONTACT_NUMBER_MAX}
              hint={t('auth.register.contactNumberHint')}
              {...input('contactNumber')}
            />
          </>
        )}

        {step === 2 && (
          <>
            <TextInput
              label={t('auth.register.dob')}
              type="date"
              max={todayIso()}
              autoComplete="bday"
              {...input('dob')}
            />
            <div>
              <label htmlFor="register-location" className="block font-medium text-stone-800">
                {t('auth.register.location')}
              </label>
              <select id="register-location" className={inputClass} {...input('location')}>
                <option value="">{t('auth.register.chooseLocation')}</option>
                {CITIES.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="register-interest" className="block font-medium text-stone-800">
                {t('auth.register.interest')}
              </label>
              <select id="register-interest" className={inputClass} {...input('interestedIn')}>
                <option value="">{t('auth.register.chooseInterest')}</option>
                {INTERESTS.map((interest) => (
                  <option key={interest} value={interest}>
                    {interest}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        {error && <FormMessage kind="error">{error}</FormMessage>}
        {done && <FormMessage kind="success">{t('auth.register.success')}</FormMessage>}

        <div className="flex gap-3 pt-2">
          {step > 0 && (
            <button
              type="button"
              className="btn-outline flex-1"
              onClick={goBack}
              disabled={register.isPending || done}
            >
              {t('auth.register.back')}
            </button>
          )}
          <button type="submit" className="btn-primary flex-1" disabled={register.isPending || done}>
            {step < STEPS.length - 1
              ? t('auth.register.next')
              : register.isPending
                ? t('auth.register.submitting')
                : t('auth.register.submit')}
          </button>
        </div>
      </form>
      <p className="mt-6 text-center text-stone-700">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth.register.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
