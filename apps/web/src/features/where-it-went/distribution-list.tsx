import type { Distribution } from '@tabang/shared';
import { formatPeso } from '@tabang/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadMore } from '../../components/load-more';
import { StatusMessage } from '../../components/status-message';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useDistributions, useVoidDistribution } from './api';
import { DistributionItems } from './distribution-items';
import { VoidDialog } from './void-dialog';

/** The event's distributions for its organiser, newest first, each with Void (a voided one leaves the report). */
export function DistributionList({ eventID, organizationID }: { eventID: number; organizationID: number }) {
  const { t } = useTranslation();
  const list = useDistributions(eventID);
  const voidDistribution = useVoidDistribution(organizationID);
  const [voiding, setVoiding] = useState<Distribution | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <section aria-labelledby="distributions-heading" className="grid gap-3">
      <h2 id="distributions-heading" className="text-xl font-bold">
        {t('whereItWentPages.distributionsHeading')}
      </h2>
      {list.isPending ? (
        <StatusMessage kind="loading">{t('whereItWentPages.distributionsLoading')}</StatusMessage>
      ) : list.isError && list.items.length === 0 ? (
        <StatusMessage kind="error" onRetry={() => void list.refetch()}>
          {t('whereItWentPages.distributionsFailed')}
        </StatusMessage>
      ) : list.items.length === 0 ? (
        <StatusMessage kind="empty">{t('whereItWentPages.distributionsEmpty')}</StatusMessage>
      ) : (
        <>
          <ul
            ref={listRef}
            className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white"
          >
            {list.items.map((distribution) => {
              const date = formatCalendarDate(distribution.distributedOn);
              return (
                <li key={distribution.distributionID}>
                  <article className="grid gap-1 p-3 text-sm" data-testid="organiser-distribution">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="text-base font-bold break-words">{distribution.barangay}</h3>
                      <button
                        type="button"
                        className="btn-outline min-h-11 text-red-800"
                        aria-label={t('whereItWentPages.distributionVoidLabel', {
                          barangay: distribution.barangay,
                          date,
                        })}
                        onClick={() => setVoiding(distribution)}
                      >
                        {t('whereItWentPages.void')}
                      </button>
                    </div>
                    <p className="text-stone-800">
                      <time dateTime={distribution.distributedOn}>{date}</time>
                      {' · '}
                      {t('whereItWentPages.households', { count: distribution.households })}
                      {distribution.amountSpent !== null &&
                        ` · ${t('whereItWentPages.spent', { amount: formatPeso(distribution.amountSpent, 2) })}`}
                    </p>
                    <DistributionItems items={distribution.items} />
                    {distribution.note && (
                      <p className="break-words whitespace-pre-line text-stone-700">{distribution.note}</p>
                    )}
                    <p className="text-stone-600">
                      {t('whereItWentPages.recordedBy', {
                        name: distribution.recordedBy,
                        date: formatDateTime(distribution.recordedAt),
                      })}
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
          <LoadMore
            count={list.items.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
            endText={t('whereItWentPages.distributionsEnd')}
            listRef={listRef}
          />
        </>
      )}
      <VoidDialog
        open={voiding !== null}
        title={t('whereItWentPages.voidDistributionTitle')}
        text={t('whereItWentPages.voidDistributionText')}
        onClose={() => setVoiding(null)}
        onVoid={async (reason) => {
          if (!voiding) return;
          await voidDistribution.mutateAsync({ distributionID: voiding.distributionID, reason });
          toast.success(t('whereItWentPages.distributionVoided'));
        }}
      />
    </section>
  );
}
