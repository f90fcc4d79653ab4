import { formatPeso, type RecurringAction, type RecurringPlan } from '@tabang/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { StatusMessage } from '../../components/status-message';
import { formatCalendarDate } from '../../lib/dates';
import { useChangePlan, useMyPlans } from './api';
import { useMonthlyTexts } from './texts';

const STATUS_STYLE: Record<RecurringPlan['status'], string> = {
  active: 'bg-brand-100 text-brand-900',
  paused: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

/** One plan: what it gives and how, its status, next date and gifts so far, and its buttons. */
function PlanCard({ plan }: { plan: RecurringPlan }) {
  const { t } = useMonthlyTexts();
  const change = useChangePlan();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const amount = formatPeso(plan.amount, 2);
  const charity = plan.eventName ?? plan.organizationName;
  const act = (action: RecurringAction) => {
    setMessage(null);
    change.mutate(
      { action, recurringID: plan.recurringID },
      { onSuccess: (answer) => setMessage(answer.message), onSettled: () => setConfirming(false) },
    );
  };
  return (
    <article
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="monthly-plan"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-stone-900">
          <Link
            to={plan.eventID ? `/event/${plan.eventID}` : `/charity/${plan.organizationID}`}
            className="hover:underline"
          >
            {t('monthlyPages.planTitle', { amount, charity })}
          </Link>
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[plan.status]}`}
          data-testid="monthly-plan-status"
        >
          {t(`monthlyPages.statuses.${plan.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {t(`donations.methodNames.${plan.method}`)} · {t(`monthlyPages.modes.${plan.mode}`)}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {plan.nextDueOn && (
          <span>{t('monthlyPages.nextDue', { date: formatCalendarDate(plan.nextDueOn) })} · </span>
        )}
        {t('monthlyPages.gifts', { count: plan.gifts })}
      </p>
      {plan.status !== 'cancelled' &&
        (confirming ? (
          <div role="alertdialog" aria-labelledby={`cancel-${plan.recurringID}`} className="mt-3 space-y-2">
            <p id={`cancel-${plan.recurringID}`} className="font-medium text-stone-900">
              {t('monthlyPages.cancelQuestion', { amount, charity })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={change.isPending}
                onClick={() => act('cancel')}
              >
                {t('monthlyPages.cancelConfirm')}
              </button>
              <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
                {t('monthlyPages.cancelKeep')}
              </button>
            </div>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {plan.status === 'active' ? (
              <button
                type="button"
                className="btn-outline"
                disabled={change.isPending}
                onClick={() => act('pause')}
              >
                {t('monthlyPages.pause')}
              </button>
            ) : (
              <button
                type="button"
                className="btn-outline"
                disabled={change.isPending}
                onClick={() => act('resume')}
              >
                {t('monthlyPages.resume')}
              </button>
            )}
            <button
              type="button"
              className="btn-outline"
              disabled={change.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('monthlyPages.cancel')}
            </button>
          </div>
        ))}
      {message && (
        <p role="status" className="mt-2 text-sm text-brand-900">
          {message}
        </p>
      )}
      {change.isError && (
        <div className="mt-2">
          <FormMessage kind="error">
            {t('monthlyPages.changeFailed', { message: change.error.message })}
          </FormMessage>
        </div>
      )}
    </article>
  );
}

/** My giving's monthly plans; nothing at all for someone who never started one. */
export function MonthlyPlans() {
  const { t, ready } = useMonthlyTexts();
  const plans = useMyPlans();
  if (!ready) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (plans.isPending) return <StatusMessage kind="loading">{t('monthlyPages.plansLoading')}</StatusMessage>;
  if (plans.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void plans.refetch()}>
        {t('monthlyPages.plansLoadFailed')}
      </StatusMessage>
    );
  if (plans.data.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="giving-monthly">
      <h2 id="giving-monthly" className="mb-3 text-xl font-bold text-stone-900">
        {t('monthlyPages.plansHeading')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="monthly-plans">
        {plans.data.map((plan) => (
          <li key={plan.recurringID}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}
