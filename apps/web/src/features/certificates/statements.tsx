import { formatPeso } from '@tabang/shared';
import { useMutation } from '@tanstack/react-query';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { openStatement, useStatementYears } from './api';

/** My giving's "Yearly statements": one PDF per year with completed gifts, newest year first. */
export function Statements() {
  const { t } = useTranslation();
  const years = useStatementYears();
  const open = useMutation({ mutationFn: openStatement });
  return (
    <section className="mt-8" aria-labelledby="statements-heading" data-testid="statements">
      <h2 id="statements-heading" className="text-xl font-bold text-stone-900">
        {t('certificates.statement.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('certificates.statement.intro')}</p>
      {years.isPending ? (
        <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>
      ) : years.isError ? (
        <StatusMessage kind="error" onRetry={() => void years.refetch()}>
          {t('certificates.statement.loadFailed')}
        </StatusMessage>
      ) : years.data.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('certificates.statement.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {years.data.map(({ year, count, total }) => (
            <li key={year}>
              <button
                type="button"
                className="btn-outline min-h-11 text-sm"
                aria-label={t('certificates.statement.buttonLabel', { year: String(year), count })}
                aria-disabled={open.isPending}
                onClick={() => {
                  if (!open.isPending) open.mutate(year);
                }}
              >
                {open.isPending && open.variables === year
                  ? t('certificates.statement.opening')
                  : t('certificates.statement.button', { year: String(year) })}
                <span className="ml-2 text-stone-600">{formatPeso(total, 2)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('certificates.statement.failed')}
        </p>
      )}
    </section>
  );
}
