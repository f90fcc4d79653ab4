import { formatPeso, type RecentDonation } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { apiRequest } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

/** Whose recent gifts: a charity's (to it or any of its events) or one event's. */
type Target = { organizationID: number } | { eventID: number };

/**
 * GET /get/organizations/{id}/recent-donations or /get/events/{id}/recent-donations. The keys sit under the
 * charity's and the event's own keys, so refreshing a charity or event refreshes its gifts too.
 */
function useRecentGifts(target: Target) {
  const [kind, id] =
    'organizationID' in target
      ? (['organizations', target.organizationID] as const)
      : (['events', target.eventID] as const);
  return useQuery({
    queryKey: [kind, id, 'recent-donations'],
    queryFn: ({ signal }) => apiRequest<RecentDonation[]>(`/get/${kind}/${id}/recent-donations`, { signal }),
  });
}

/**
 * The latest gifts to a charity or an event: the donor's public name ("Maria S.") or "Anonymous", the amount and
 * when (Philippine time). A charity's list names the event a gift was for.
 */
export function RecentGifts({ className = '', ...target }: Target & { className?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useRecentGifts(target);
  const showEvent = 'organizationID' in target;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-stone-200 bg-white p-5 ${className}`}
      data-testid="recent-gifts"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {t('gifts.recentHeading')}
      </h2>
      {query.isPending ? (
        <StatusMessage kind="loading">{t('gifts.recentLoading')}</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error" onRetry={() => void query.refetch()}>
          {t('gifts.recentFailed')}
        </StatusMessage>
      ) : query.data.length === 0 ? (
        <StatusMessage kind="empty">{t('gifts.recentEmpty')}</StatusMessage>
      ) : (
        <ol className="divide-y divide-stone-100 text-sm">
          {query.data.map((gift, index) => (
            // Gifts have no public id; the list is replaced whole, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-stone-900">
                  {gift.anonymous ? t('gifts.anonymousName') : gift.donorName}
                </p>
                <p className="text-stone-600">
                  <time dateTime={gift.completedAt}>{formatDateTime(gift.completedAt)}</time>
                  {showEvent && gift.eventID !== null && gift.nameOfEvent && (
                    <>
                      {' · '}
                      <Link
                        to={`/event/${gift.eventID}`}
                        className="wrap-anywhere text-brand-700 underline underline-offset-2"
                      >
                        {t('gifts.forEvent', { event: gift.nameOfEvent })}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <p className="shrink-0 font-bold text-brand-800">{formatPeso(gift.amount, 2)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
