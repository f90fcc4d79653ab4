import type { CreateRecurringRequest, CreateRecurringResponse, PaymentMethodsResponse } from '@tabang/shared';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import type { MethodChoice } from './payment-method-choice';

/** POST /post/recurring/create: a monthly plan and its first gift's checkout. */
export const useCreateRecurring = () =>
  useMutation({
    mutationFn: (body: CreateRecurringRequest) =>
      apiRequest<CreateRecurringResponse>('/post/recurring/create', {
        method: 'POST',
        body,
        credentials: true,
      }),
  });

/**
 * The dialog's "Give monthly" tick box (members only: the dialog shows it once signed in), and beside it what the
 * chosen way to pay gets: charged automatically (cards and Maya, where the gateway can), or a monthly reminder with
 * a pay link. Monthly giving needs a chosen method, so without one it asks for it.
 */
export function MonthlyOption({
  checked,
  onChange,
  method,
  offered,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  method: MethodChoice;
  offered: PaymentMethodsResponse['methods'] | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const auto = method !== '' && offered?.find((o) => o.method === method)?.autoCharge === true;
  const methodName = method === '' ? '' : t(`donations.methodNames.${method}`);
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          className="size-5 shrink-0 accent-brand-700"
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('monthly.giveMonthly')}
      </label>
      <div id={hintId} className="text-sm text-stone-600">
        <p>{t('monthly.giveMonthlyHint')}</p>
        {checked && (
          <p className="mt-1 font-medium text-brand-900" data-testid="monthly-mode">
            {method === ''
              ? t('monthly.chooseMethod')
              : auto
                ? t('monthly.modeAuto', { method: methodName })
                : t('monthly.modeReminder', { method: methodName })}
          </p>
        )}
      </div>
    </div>
  );
}
