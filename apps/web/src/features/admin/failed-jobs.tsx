import type { FailedJob } from '@tabang/shared';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { LoadMore } from '../../components/load-more';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useFailedJobs, useRetryJob } from './api';

function FailedJobCard({ job, busy, onRetry }: { job: FailedJob; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <article
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-labelledby={`failed-job-${job.id}`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <span className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {t(`admin.jobs.kinds.${job.kind}`)}
          </span>
          <h3 id={`failed-job-${job.id}`} className="mt-1 font-semibold break-words text-stone-900">
            {job.about}
          </h3>
        </div>
        <button type="button" className="btn-primary" disabled={busy} onClick={onRetry}>
          {t('admin.jobs.retry')}
        </button>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-stone-500">{t('admin.jobs.failedAt')}</dt>
        <dd>{formatDateTime(job.failedAt)}</dd>
        <dt className="font-semibold text-stone-500">{t('admin.jobs.tries')}</dt>
        <dd>{job.tries}</dd>
        <dt className="font-semibold text-stone-500">{t('admin.jobs.lastError')}</dt>
        <dd className="font-mono break-words text-stone-700">{job.lastError ?? t('admin.jobs.noError')}</dd>
      </dl>
    </article>
  );
}

/**
 * The admin page's failed jobs: emails, texts, reminders, payment checks and housekeeping that failed every try,
 * newest failure first, each with a Retry button (one more try, at once; it leaves the list).
 */
export function FailedJobs() {
  const { t } = useTranslation();
  const list = useFailedJobs();
  const retry = useRetryJob();
  const listRef = useRef<HTMLDivElement>(null);

  const run = (job: FailedJob) =>
    retry.mutate(job.id, {
      onSuccess: () => {
        toast.success(t('admin.jobs.retried'));
      },
      onError: (error) => toast.error(t('admin.jobs.retryFailed', { message: error.message })),
    });

  return (
    <section aria-labelledby="failed-jobs-heading" className="mt-12">
      <h2 id="failed-jobs-heading" className="text-2xl font-bold text-brand-900">
        {t('admin.jobs.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('admin.jobs.intro')}</p>
      <div className="mt-4">
        {list.isPending ? (
          <StatusMessage kind="loading">{t('admin.jobs.loading')}</StatusMessage>
        ) : list.isError && list.items.length === 0 ? (
          <StatusMessage kind="error" onRetry={() => void list.refetch()}>
            {t('admin.jobs.loadFailed')}
          </StatusMessage>
        ) : list.items.length === 0 ? (
          <StatusMessage kind="empty">{t('admin.jobs.empty')}</StatusMessage>
        ) : (
          <div ref={listRef}>
            <ul className="grid gap-3">
              {list.items.map((job) => (
                <li key={job.id}>
                  <FailedJobCard
                    job={job}
                    busy={retry.isPending && retry.variables === job.id}
                    onRetry={() => run(job)}
                  />
                </li>
              ))}
            </ul>
            <LoadMore
              count={list.items.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              failed={list.isFetchNextPageError && !list.isFetchingNextPage}
              onLoadMore={list.fetchNextPage}
              endText={t('admin.jobs.endOfList')}
              listRef={listRef}
            />
          </div>
        )}
      </div>
    </section>
  );
}
