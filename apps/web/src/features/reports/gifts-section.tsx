import {
  DASHBOARD_DECIMALS,
  formatPeso,
  ORGANIZATION_GIFTS_PAGE_SIZE,
  type OrganizationGift,
} from '@tabang/shared';
import { useId, useRef } from 'react';
import { LoadMore } from '../../components/load-more';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/dates';
import { usePagedList } from '../../lib/use-paged-list';
import { CertificateButton } from '../certificates/certificate-button';
import { useGiftTexts } from './gift-texts';

export const giftsKey = (organizationId: number) => ['reports', organizationId, 'gifts'] as const;

/** GET /get/organizations/{id}/donations, a page at a time: the charity's completed gifts, newest first. */
function useOrganizationGifts(organizationId: number) {
  return usePagedList<OrganizationGift>(
    giftsKey(organizationId),
    `/get/organizations/${organizationId}/donations?limit=${ORGANIZATION_GIFTS_PAGE_SIZE}`,
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

function GiftCard({ gift }: { gift: OrganizationGift }) {
  const { t } = useGiftTexts();
  const date = formatDateTime(gift.completedAt);
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-4" data-testid="organization-gift">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        <Fact label={t('tributePages.gifts.date')}>
          <time dateTime={gift.completedAt}>{date}</time>
        </Fact>
        <Fact label={t('tributePages.gifts.donor')}>{gift.donorName}</Fact>
        <Fact label={t('tributePages.gifts.amount')}>
          <span className="font-bold">{formatPeso(gift.amount, DASHBOARD_DECIMALS)}</span>
        </Fact>
        <Fact label={t('tributePages.gifts.event')}>{gift.eventName ?? t('tributePages.gifts.noEvent')}</Fact>
        <Fact label={t('tributePages.gifts.method')}>{gift.method ?? '—'}</Fact>
        {gift.tribute && (
          <Fact label={t('tributePages.gifts.tribute')}>
            {t(`tributes.line.${gift.tribute.kind}`, { name: gift.tribute.name })}
          </Fact>
        )}
      </dl>
      {gift.certificateAvailable ? (
        <CertificateButton
          donation={{ req_id: gift.reqId, organizationName: '', anonymous: false }}
          label={t('tributePages.gifts.certificateLabel', { donor: gift.donorName, date })}
          forCharity
        />
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          {t('tributePages.gifts.certificate')}: {t('tributePages.gifts.noCertificate')}
        </p>
      )}
    </article>
  );
}

/**
 * The reports page's "Gifts": the charity's completed gifts, newest first, with Load more, each with its
 * certificate button once the donor has asked for the certificate.
 */
export default function GiftsSection({ organizationId }: { organizationId: number }) {
  const { t, ready } = useGiftTexts();
  const headingId = useId();
  const list = useOrganizationGifts(organizationId);
  const listRef = useRef<HTMLDivElement>(null);
  let body: React.ReactNode;
  if (!ready) return <StatusMessage kind="loading">{t('reports.loading')}</StatusMessage>;
  if (list.isPending) body = <StatusMessage kind="loading">{t('tributePages.gifts.loading')}</StatusMessage>;
  else if (list.isError && list.items.length === 0)
    body = (
      <StatusMessage kind="error" onRetry={() => void list.refetch()}>
        {t('tributePages.gifts.failed')}
      </StatusMessage>
    );
  else if (list.items.length === 0)
    body = <StatusMessage kind="empty">{t('tributePages.gifts.empty')}</StatusMessage>;
  else
    body = (
      <div ref={listRef}>
        <ul className="grid gap-3" data-testid="organization-gifts">
          {list.items.map((gift) => (
            <li key={gift.reqId}>
              <GiftCard gift={gift} />
            </li>
          ))}
        </ul>
        <LoadMore
          count={list.items.length}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          failed={list.isFetchNextPageError && !list.isFetchingNextPage}
          onLoadMore={list.fetchNextPage}
          endText={t('tributePages.gifts.end')}
          listRef={listRef}
        />
      </div>
    );
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('tributePages.gifts.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('tributePages.gifts.intro')}</p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
