import {
  formatPeso,
  methodRefusal,
  methodTakes,
  type PaymentMethodId,
  type PaymentMethodsResponse,
  refusalText,
} from '@tabang/shared';
import { useId } from 'react';
import type { TFunction } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n';
import { usePaymentMethods } from './api';

type Offered = PaymentMethodsResponse['methods'][number];
/** The dialog's choice: a method, or '' to choose on the gateway's page. */
export type MethodChoice = PaymentMethodId | '';

const peso = (pesos: number) => formatPeso(pesos, Number.isInteger(pesos) ? 0 : 2);

/**
 * Why the current choice cannot take the amount (in the server's own words), or null when it can. `amount` is null
 * while the amount is not one the form accepts (its own error says so); nothing is known before the methods load.
 */
export function choiceProblem(
  t: TFunction,
  offered: readonly Offered[] | undefined,
  choice: MethodChoice,
  amount: number | null,
): string | null {
  if (amount === null || !offered) return null;
  const refusal = methodRefusal(
    offered.map((o) => o.method),
    amount,
    choice === '' ? undefined : choice,
  );
  return refusal && refusalText(t, refusal);
}

/** What a method takes, or why it cannot take this amount. */
function limitText(t: TFunction, offered: Offered, amount: number | null): { text: string; takes: boolean } {
  const fits = amount === null ? 'ok' : methodTakes(offered.method, amount);
  if (fits === 'above')
    return { text: t('donations.methodTooLarge', { max: peso(offered.max) }), takes: false };
  if (fits === 'below')
    return { text: t('donations.methodTooSmall', { min: peso(offered.min) }), takes: false };
  return {
    text:
      offered.min <= 1
        ? t('donations.methodUpTo', { max: peso(offered.max) })
        : t('donations.methodFromTo', { min: peso(offered.min), max: peso(offered.max) }),
    takes: true,
  };
}

function Option({
  value,
  label,
  hint,
  takes,
  choice,
  onChoose,
  name,
}: {
  value: MethodChoice;
  label: string;
  hint: string;
  takes: boolean;
  choice: MethodChoice;
  onChoose: (value: MethodChoice) => void;
  name: string;
}) {
  const nameId = useId();
  const hintId = useId();
  // The whole row is the click target; the name alone names the radio, and the limit describes it.
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 ${
        takes ? 'border-stone-300 bg-white' : 'border-stone-200 bg-stone-50 text-stone-500'
      } has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={choice === value}
        disabled={!takes}
        aria-labelledby={nameId}
        aria-describedby={hintId}
        onChange={() => onChoose(value)}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <span>
        <span id={nameId} className={`block font-medium ${takes ? 'text-stone-900' : 'text-stone-500'}`}>
          {label}
        </span>
        <span id={hintId} className={`block text-sm ${takes ? 'text-stone-600' : 'text-amber-800'}`}>
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * How to pay: the methods the server offers, each with what it takes in one payment; those that cannot take the
 * typed amount are shown disabled with the reason. The first choice leaves it to the gateway's page.
 */
export function PaymentMethodChoice({
  amount,
  choice,
  onChoose,
}: {
  amount: number | null;
  choice: MethodChoice;
  onChoose: (value: MethodChoice) => void;
}) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const name = useId();
  const offered = methods.data?.methods;
  // Leaving it to the payment page works while any offered method takes the amount.
  const noneTakes = choiceProblem(t, offered, '', amount);
  return (
    <fieldset>
      <legend className="font-medium text-stone-800">{t('donations.howToPay')}</legend>
      {methods.isPending && (
        <p role="status" className="mt-1 text-sm text-stone-600">
          {t('donations.methodsLoading')}
        </p>
      )}
      {methods.isError && (
        <p role="status" className="mt-1 text-sm text-amber-900">
          {t('donations.methodsFailed')}
        </p>
      )}
      <div className="mt-2 grid gap-2">
        <Option
          name={name}
          value=""
          label={t('donations.methodOnPaymentPage')}
          hint={noneTakes ?? t('donations.methodOnPaymentPageHint')}
          takes={noneTakes === null}
          choice={choice}
          onChoose={onChoose}
        />
        {offered?.map((method) => {
          const { text, takes } = limitText(t, method, amount);
          return (
            <Option
              key={method.method}
              name={name}
              value={method.method}
              label={t(`donations.methodNames.${method.method}`)}
              hint={text}
              takes={takes}
              choice={choice}
              onChoose={onChoose}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
