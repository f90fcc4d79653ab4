import { zodResolver } from '@hookform/resolvers/zod';
import {
  DONATION_MIN,
  DONATION_MODAL_CLOSE_MS,
  DONATION_STEP,
  donationDescription,
  formatPeso,
  QUICK_AMOUNTS,
  ZDonationAmount,
} from '@tabang/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import type { TFunction } from '../../lib/i18n';
import { translateText, useTranslation } from '../../lib/i18n';
import { loginPath } from '../../lib/return-to';
import { useAuth } from '../../lib/session';
import { useOnline } from '../../pwa/offline-state';
import { useCreateDonation, usePaymentMethods } from './api';
import { MonthlyOption, useCreateRecurring } from './monthly-option';
import { choiceProblem, type MethodChoice, PaymentMethodChoice } from './payment-method-choice';
import { TributeFields, useTributeFields } from './tribute-fields';

export type DonationTarget = {
  organization: { organizationID: number; organizationName: string };
  event: { eventID: number; nameOfEvent: string } | null;
};

/** Why no donation can be made here now (a catalogue text), shown instead of the form. */
type Closed = { closedReason?: string };

/**
 * The donation dialog: checking the login, then either the login-required message or the form. Paying happens on
 * the gateway's hosted page in a new tab; this dialog closes itself shortly after opening it.
 */
export function DonationModal({
  open,
  onClose,
  organization,
  event,
  closedReason,
}: DonationTarget &
  Closed & {
    open: boolean;
    onClose: () => void;
  }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Modal open={open} title={t('donations.modalTitle')} onClose={onClose}>
      {/* Offline, say so at once (the API client refuses to send a donation without a connection anyway). */}
      {!online && !closedReason && (
        <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t('offline.needsConnection')}
        </p>
      )}
      {closedReason ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {closedReason}
        </p>
      ) : (
        <DonationModalBody organization={organization} event={event} onClose={onClose} />
      )}
    </Modal>
  );
}

function DonationModalBody({ organization, event, onClose }: DonationTarget & { onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  if (auth.isLoading)
    return (
      <p role="status" className="text-stone-600">
        {t('donations.checkingLogin')}
      </p>
    );
  if (!auth.authenticated)
    return (
      <div className="space-y-4">
        <p>{t('donations.loginRequired')}</p>
        <button
          type="button"
          className="btn-primary w-full"
          onClick={() => {
            onClose();
            navigate(loginPath());
          }}
        >
          {t('donations.goToLogin')}
        </button>
      </div>
    );
  return <DonationForm organization={organization} event={event} onClose={onClose} />;
}

/** The amount as typed, held to the shared donation amount rule (a blank is no amount at all), and whether to give anonymously. */
const ZDonationFields = z.object({
  amount: z
    .string()
    .transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))
    .pipe(ZDonationAmount),
  anonymous: z.boolean(),
});

/**
 * What the dialog says when creating the donation failed. A 4xx carries the server's reason, and the server's
 * 502 (code `gateway_unavailable`) says the gateway failed; any other 5xx may come from a proxy with no reason at all (never shown raw), so it
 * gets the general 'Failed to process donation. Please try again.', as does an error that carries no text. No
 * answer at all (status 0) shows the API client's own text, which says to check the connection.
 */
function failureText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || !error.message) return t('donations.failure');
  if (error.status < 500 || error.code === 'gateway_unavailable') return error.message;
  return t('donations.failure');
}

/** Opens a blank tab while the click still counts as the user's (popup blockers), without giving it our window. */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function DonationForm({ organization, event, onClose }: DonationTarget & { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDonation();
  const offered = usePaymentMethods().data?.methods;
  const [method, setMethod] = useState<MethodChoice>('');
  const [monthly, setMonthly] = useState(false);
  const createMonthly = useCreateRecurring();
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const tribute = useTributeFields();
  const amountId = useId();
  const errorId = useId();
  const anonymousHintId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZDonationFields>, unknown, z.output<typeof ZDonationFields>>({
    resolver: zodResolver(ZDonationFields),
    defaultValues: { amount: '', anonymous: false },
  });
  const amount = watch('amount');
  const pending = create.isPending || createMonthly.isPending;
  const busy = pending || opened;
  // The button names the amount it will give ("Donate ₱250") once the amount is one the form accepts.
  const valid = amount.trim() === '' ? null : ZDonationAmount.safeParse(Number(amount));
  const shownAmount = valid?.success ? formatPeso(valid.data, Number.isInteger(valid.data) ? 0 : 2) : null;
  const submitText = shownAmount
    ? t(monthly ? 'monthly.submit' : 'donations.submitAmount', { amount: shownAmount })
    : t('donations.submit');

  const onValid = (values: z.output<typeof ZDonationFields>) => {
    if (busy) return;
    const dedication = tribute.submit();
    if (dedication === false) return;
    // A way to pay that cannot take the amount is refused here, in the words the server would use.
    const problem =
      choiceProblem(t, offered, method, values.amount) ??
      (monthly && !method ? t('monthly.chooseMethod') : null);
    setFailure(problem);
    if (problem) return;
    const tab = openBlankTab();
    const checkout = {
      onSuccess: (data: { payment_url?: string; checkout_url?: string }) => {
        const url = data.payment_url || data.checkout_url;
        if (!url) {
          tab?.close();
          setFailure(t('donations.noPaymentUrl'));
          return;
        }
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        setOpened(true);
        closeTimer.current = setTimeout(onClose, DONATION_MODAL_CLOSE_MS);
      },
      onError: (error: unknown) => {
        tab?.close();
        setFailure(failureText(error, t));
      },
    };
    if (monthly && method) {
      createMonthly.mutate(
        {
          amount: values.amount,
          organizationID: organization.organizationID,
          eventID: event?.eventID ?? null,
          anonymous: values.anonymous,
          method,
        },
        checkout,
      );
      return;
    }
    create.mutate(
      {
        amount: values.amount,
        organizationID: organization.organizationID,
        eventID: event?.eventID ?? null,
        description: donationDescription(organization.organizationName, event?.nameOfEvent),
        anonymous: values.anonymous,
        ...(method ? { method } : {}),
        ...(dedication ? { tribute: dedication } : {}),
      },
      checkout,
    );
  };

  if (opened)
    return (
      <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
        {t('donations.linkOpened')}
      </p>
    );

  const amountError = errors.amount?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <p className="text-stone-700">
        {event
          ? t('donations.donatingToEvent', {
              event: event.nameOfEvent,
              charity: organization.organizationName,
            })
          : t('donations.donatingTo', { charity: organization.organizationName })}
      </p>
      <div>
        <label htmlFor={amountId} className="block font-medium text-stone-800">
          {t('donations.amountLabel')}
        </label>
        <input
          id={amountId}
          type="number"
          inputMode="decimal"
          min={DONATION_MIN}
          step={DONATION_STEP}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? errorId : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-lg text-stone-900 focus:border-brand-600 aria-[invalid=true]:border-red-500"
          {...register('amount')}
        />
        {amountError && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {translateText(amountError)}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="font-medium text-stone-800">{t('donations.quickAmounts')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={Number(amount) === quick}
              className="min-h-11 rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
              onClick={() => setValue('amount', String(quick), { shouldValidate: true })}
            >
              {formatPeso(quick, 0)}
            </button>
          ))}
        </div>
      </fieldset>
      <PaymentMethodChoice
        amount={valid?.success ? valid.data : null}
        choice={method}
        onChoose={(value) => {
          setMethod(value);
          setFailure(null);
        }}
      />
      <MonthlyOption
        checked={monthly}
        onChange={(value) => {
          setMonthly(value);
          setFailure(null);
        }}
        method={method}
        offered={offered}
      />
      <div>
        <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
          <input
            type="checkbox"
            aria-describedby={anonymousHintId}
            className="size-5 shrink-0 accent-brand-700"
            {...register('anonymous')}
          />
          {t('gifts.anonymousLabel')}
        </label>
        <p id={anonymousHintId} className="text-sm text-stone-600">
          {t('gifts.anonymousHint')}
        </p>
      </div>
      <TributeFields {...tribute.fields} />
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      {/* Stuck to the dialog's bottom edge, so on a phone the button is on screen without scrolling. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 border-t border-stone-200 bg-white px-6 pt-3 pb-6">
        <button type="submit" className="btn-accent w-full" disabled={busy} aria-busy={busy}>
          {pending ? t('donations.processing') : submitText}
        </button>
      </div>
    </form>
  );
}
