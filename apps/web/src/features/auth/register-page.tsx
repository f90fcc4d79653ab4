import { buildUsername, REGISTRATION_REDIRECT_MS, type RegisterRequest, splitFullName } from '@tabang/shared';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkEmailAvailable, useRegister } from './api';
import { AuthCard } from './auth-card';
import {
  clearDraft,
  firstProblem,
  loadDraft,
  type RegisterValues,
  STEPS,
  saveDraft,
  stepResolver,
} from './register-form';
import { AboutStep, AccountStep, DetailsStep } from './register-steps';
import type { SignedUpState } from './signed-up';

const STEP_COMPONENTS = [AccountStep, DetailsStep, AboutStep];
const RESOLVERS = STEPS.map((_, step) => stepResolver(step));

/**
 * The three-step sign-up: account, details, about you. Values survive going back and forth, and a reload (all but
 * the passwords, kept in sessionStorage until the account exists). Step 1 checks that the email is free.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const signUp = useRegister();
  const [draft] = useState(loadDraft);
  const [step, setStep] = useState(draft.step);
  const form = useForm<RegisterValues>({
    defaultValues: draft.values,
    resolver: RESOLVERS[step],
    // A field loses its mark when edited; the message stays until the next try, and focus stays put.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);
  // The new account's email once it exists: the login page opens with it filled in.
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const done = signedUp !== null;
  const [checking, setChecking] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  // What step 2 was last filled from, so its own edits survive a trip back to step 1 that changes nothing.
  const copiedFrom = useRef<Pick<RegisterValues, 'fullName' | 'accountEmail' | 'accountPassword'> | null>(
    draft.step > 0 ? { ...draft.values, accountPassword: '' } : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) return;
    saveDraft(step, form.getValues());
    const subscription = form.watch((values) => saveDraft(step, { ...draft.values, ...values }));
    return () => subscription.unsubscribe();
  }, [done, step, form, draft]);

  useEffect(() => {
    if (signedUp === null) return;
    const state: SignedUpState = { signedUpEmail: signedUp };
    const timer = setTimeout(() => navigate('/login', { state }), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedUp, navigate]);

  /** Shows another step and moves focus to its heading, so screen readers announce it. */
  const goTo = (next: number) => {
    flushSync(() => setStep(next));
    headingRef.current?.focus();
  };

  /** Into step 2: the name, email and password of step 1, unless step 1 is as it was when last copied. */
  const copyAccount = ({ fullName, accountEmail, accountPassword }: RegisterValues) => {
    const from = copiedFrom.current;
    if (from?.fullName !== fullName) {
      const { firstName, lastName } = splitFullName(fullName);
      form.setValue('firstName', firstName);
      form.setValue('lastName', lastName);
    }
    if (from?.accountEmail !== accountEmail) form.setValue('email', accountEmail);
    if (from?.accountPassword !== accountPassword) form.setValue('password', accountPassword);
    copiedFrom.current = { fullName, accountEmail, accountPassword };
  };

  /** Whether the email is free; when it is not (or the check fails), says so on step 1. */
  const emailIsFree = async (email: string) => {
    setChecking(true);
    try {
      if ((await checkEmailAvailable(email.trim())).available) return true;
      form.setError('accountEmail', { type: 'validate', message: t('auth.register.emailTaken') });
      setEmailTaken(true);
      setError(t('auth.register.emailTaken'));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setChecking(false);
    }
    return false;
  };

  const onValid = async (values: RegisterValues) => {
    if (done || signUp.isPending || checking) return;
    setError(null);
    setEmailTaken(false);
    if (step < STEPS.length - 1) {
      if (step === 0) {
        if (!(await emailIsFree(values.accountEmail))) return;
        copyAccount(values);
      }
      goTo(step + 1);
      return;
    }
    const email = values.email.trim();
    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: buildUsername(values.firstName, values.lastName),
        email,
        contactNumber: values.contactNumber.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        dob: values.dob,
        // Both were checked against the lists.
        location: values.location as RegisterRequest['location'],
        interestedIn: values.interestedIn as RegisterRequest['interestedIn'],
      },
      {
        onSuccess: () => {
          clearDraft();
          setSignedUp(email);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const onSubmit = form.handleSubmit(onValid, (errors) => {
    if (!done && !signUp.isPending) {
      setEmailTaken(false);
      setError(firstProblem(step, errors));
    }
  });

  const goBack = () => {
    setError(null);
    form.clearErrors();
    goTo(step - 1);
  };

  const current = STEPS[step]!;
  const CurrentStep = STEP_COMPONENTS[step]!;
  const busy = signUp.isPending || done || checking;

  return (
    <AuthCard title={t('auth.register.heading')}>
      <ol className="mb-6 grid grid-cols-3 gap-2 text-center text-sm" aria-label={t('auth.register.title')}>
        {STEPS.map((item, index) => (
          <li
            key={item.key}
            aria-current={index === step ? 'step' : undefined}
            className={`flex items-center justify-center rounded-2xl border px-1 py-1 font-semibold sm:rounded-full sm:px-2 ${
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
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-stone-800 outline-none">
            {t('auth.register.stepOf', { step: String(step + 1), total: String(STEPS.length) })}
            <span className="sr-only">: </span>
            <span className="font-normal text-stone-600"> · {t(`auth.register.steps.${current.key}`)}</span>
          </h2>

          <CurrentStep />

          {error && <FormMessage kind="error">{error}</FormMessage>}
          {emailTaken && (
            <p>
              <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
                {t('auth.register.emailTakenLogIn')}
              </Link>
            </p>
          )}
          {done && <FormMessage kind="success">{t('auth.register.success')}</FormMessage>}

          <div className="flex gap-3 pt-2">
            {step > 0 && (
              <button type="button" className="btn-outline flex-1" onClick={goBack} disabled={busy}>
                {t('auth.register.back')}
              </button>
            )}
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {checking
                ? t('auth.register.checkingEmail')
                : step < STEPS.length - 1
                  ? t('auth.register.next')
                  : signUp.isPending
                    ? t('auth.register.submitting')
                    : t('auth.register.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
      <p className="mt-6 text-center text-stone-700">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('auth.register.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
