import { useTranslation } from '../../lib/i18n';

/** The charity's monthly donors: people with an active monthly gift to it or its events. */
export function MonthlyDonors({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 inline-block rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <dt className="text-sm font-medium text-brand-900">{t('monthly.monthlyDonors')}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-brand-900" data-testid="reports-monthly-donors">
        {count}
      </dd>
      <dd className="text-sm text-brand-900">{t('monthly.monthlyDonorsHint')}</dd>
    </dl>
  );
}
