import { formatPeso } from '@tabang/shared';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { PageState } from '../../components/page-state';
import { leaveAppFor } from '../../lib/leave-app';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFollowPlanLink, usePlanLink } from './api';
import { useMonthlyTexts } from './texts';

/** The way to every plan (signing in first when needed). */
function ManageLink() {
  const { t } = useMonthlyTexts();
  return (
    <Link to="/my/giving" className="btn-outline">
      {t('monthlyPages.link.manage')}
    </Link>
  );
}

const monthName = (period: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ceb' ? 'fil' : language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));

/**
 * /monthly-giving?token=… (no login): a plan email's link to pause, resume or cancel the plan, or to pay a month.
 * Opening it changes nothing (mail scanners open links); its button does. A pay link goes on to the checkout.
 */
function PlanLink({ token }: { token: string }) {
  const { t, i18n, ready } = useMonthlyTexts();
  const state = usePlanLink(token);
  const follow = useFollowPlanLink(token);
  if (!ready || state.isPending)
    return (
      <PageState kind="loading" title={t('monthly.linkTitle')} message={t('monthlyPages.link.checking')} />
    );
  if (state.isError)
    return (
      <PageState
        kind="error"
        title={t('monthly.linkTitle')}
        message={state.error.message}
        action={<ManageLink />}
      />
    );
  const link = state.data;
  const charity = link.eventName ?? link.organizationName;
  const status = t(`monthlyPages.statuses.${link.status}`);
  // Nothing to do: pausing a paused plan, resuming an active one, anything but a cancel of a cancelled one, a paid month.
  const already =
    (link.action === 'pause' && link.status === 'paused') ||
    (link.action === 'resume' && link.status === 'active') ||
    link.status === 'cancelled' ||
    (link.action === 'pay' && (link.paid || link.status !== 'active'));
  const done = follow.data;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('monthly.linkTitle')}</h1>
      <div className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <p className="text-lg font-semibold text-stone-900">
          {t('monthlyPages.link.plan', { amount: formatPeso(link.amount, 2), charity })}
        </p>
        <p className="text-stone-700" data-testid="plan-link-status">
          {t('monthlyPages.link.status', { status })}
        </p>
        {done ? (
          <p role="status" className="font-semibold text-brand-900">
            {done.message}
          </p>
        ) : already ? (
          <p role="status" className="text-stone-800">
            {link.action === 'pay' && link.paid
              ? t('monthlyPages.alreadyPaid')
              : t('monthlyPages.link.nothingToDo', { status })}
          </p>
        ) : (
          <p className="text-stone-800">
            {link.action === 'pay'
              ? t('monthlyPages.link.question.pay', { month: monthName(link.period ?? '', i18n.language) })
              : t(`monthlyPages.link.question.${link.action}`)}
          </p>
        )}
        {follow.isError && (
          <FormMessage kind="error">
            {t('monthlyPages.link.failed', { message: follow.error.message })}
          </FormMessage>
        )}
        <div className="flex flex-wrap gap-3">
          {!already && !done && (
            <button
              type="button"
              className="btn-primary"
              disabled={follow.isPending}
              onClick={() =>
                follow.mutate(undefined, {
                  onSuccess: (answer) => {
                    if (answer.checkout_url) leaveAppFor(answer.checkout_url);
                  },
                })
              }
            >
              {follow.isPending
                ? t('monthlyPages.link.working')
                : t(`monthlyPages.link.confirm.${link.action}`)}
            </button>
          )}
          <ManageLink />
        </div>
      </div>
    </div>
  );
}

export default function MonthlyLinkPage() {
  const { t } = useMonthlyTexts();
  useDocumentTitle(t('monthly.linkTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token)
    return (
      <PageState
        kind="error"
        title={t('monthly.linkTitle')}
        message={t('monthly.linkInvalid')}
        action={<ManageLink />}
      />
    );
  return <PlanLink token={token} />;
}
