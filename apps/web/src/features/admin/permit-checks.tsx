import { type AdminEventPermit, type MessageKey, permitLine } from '@tabang/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useCheckPermit, useUncheckedPermits } from './api';

function PermitCard({
  entry,
  busy,
  onCheck,
}: {
  entry: AdminEventPermit;
  busy: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const { permit } = entry;
  const headingId = `admin-permit-${entry.eventID}`;
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-labelledby={headingId}
      data-testid="admin-permit"
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-bold break-words">
            <Link to={`/event/${entry.eventID}`} className="text-brand-800 underline">
              {entry.nameOfEvent}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {t('permits.admin.byCharity', { name: entry.organizationName })} ·{' '}
            {t('permits.admin.starts', { date: formatDateTime(entry.dateAndTimeStart) })}
          </p>
        </div>
        <button type="button" className="btn-primary" disabled={busy} onClick={onCheck}>
          {t('permits.admin.markChecked')}
        </button>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-stone-500">{t('permits.typeLabel')}</dt>
        <dd>{t(`permits.types.${permit.type}`)}</dd>
        <dt className="font-semibold text-stone-500">{t('permits.legend')}</dt>
        <dd className="break-words">
          {permitLine(permit, (key: MessageKey, values) => t(key, values), formatCalendarDate)}
        </dd>
        {permit.validFrom && (
          <>
            <dt className="font-semibold text-stone-500">{t('permits.validFromLabel')}</dt>
            <dd>{formatCalendarDate(permit.validFrom)}</dd>
          </>
        )}
      </dl>
      <p className="mt-3">
        {entry.permitScan ? (
          <a
            href={`/api${entry.permitScan}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline"
          >
            {t('permits.admin.viewScan')}
          </a>
        ) : (
          <span className="text-sm text-stone-600">{t('permits.admin.noScan')}</span>
        )}
      </p>
    </li>
  );
}

/**
 * The admin page's events whose solicitation permit awaits a check: each with its permit, a link to its scan (it
 * opens with the admin's session cookie) and "Mark as checked", which sends the permit as reviewed.
 */
export function PermitChecks() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useUncheckedPermits();
  const check = useCheckPermit();
  const run = (entry: AdminEventPermit) =>
    check.mutate(entry, {
      onSuccess: () => {
        toast.success(t('permits.admin.checkedToast', { name: entry.nameOfEvent }));
      },
      onError: (error) => toast.error(t('permits.admin.failed', { message: error.message })),
    });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {t('permits.admin.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('permits.admin.intro')}</p>
      <div className="mt-4">
        {list.isPending ? (
          <StatusMessage kind="loading">{t('permits.admin.loading')}</StatusMessage>
        ) : list.isError ? (
          <StatusMessage kind="error" onRetry={() => void list.refetch()}>
            {t('permits.admin.loadFailed')}
          </StatusMessage>
        ) : list.data.length === 0 ? (
          <StatusMessage kind="empty">{t('permits.admin.empty')}</StatusMessage>
        ) : (
          <ul className="grid gap-4">
            {list.data.map((entry) => (
              <PermitCard
                key={entry.eventID}
                entry={entry}
                busy={check.isPending && check.variables?.eventID === entry.eventID}
                onCheck={() => run(entry)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
