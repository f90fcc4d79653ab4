import type { OfflineGift } from '@tabang/shared';
import { formatPeso } from '@tabang/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadMore } from '../../components/load-more';
import { StatusMessage } from '../../components/status-message';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useOfflineGifts, useVoidGift } from './api';
import { VoidDialog } from './void-dialog';

function GiftRow({
  gift,
  showEvent,
  onVoid,
}: {
  gift: OfflineGift;
  showEvent: boolean;
  onVoid: (gift: OfflineGift) => void;
}) {
  const { t } = useTranslation();
  const voided = gift.status === 'voided';
  const what =
    gift.kind === 'cash'
      ? formatPeso(gift.amount ?? 0, 2)
      : t('whereItWentPages.itemLine', {
          quantity: (gift.quantity ?? 0).toLocaleString('en-PH'),
          unit: gift.unit ?? '',
          item: gift.item ?? '',
        });
  const received = formatCalendarDate(gift.receivedOn);
  return (
    <article className="grid gap-1 p-3 text-sm" data-testid="offline-gift" data-status={gift.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className={`text-base font-bold break-words ${voided ? 'text-stone-500 line-through' : ''}`}>
          {voided && <span className="sr-only">{t('whereItWentPages.voided')}: </span>}
          {what}
        </p>
        {voided ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {t('whereItWentPages.voided')}
          </span>
        ) : (
          <button
            type="button"
            className="btn-outline min-h-11 text-red-800"
            aria-label={t('whereItWentPages.voidGiftLabel', { date: received })}
            onClick={() => onVoid(gift)}
          >
            {t('whereItWentPages.void')}
          </button>
        )}
      </div>
      <p className={voided ? 'text-stone-500 line-through' : 'text-stone-800'}>
        {t('whereItWentPages.receivedOn', { date: received })}
        {' · '}
        {gift.donorName
          ? t('whereItWentPages.giftFrom', { name: gift.donorName })
          : t('whereItWentPages.giftAnonymous')}
        {showEvent && (
          <>
            {' · '}
            {gift.eventName
              ? t('whereItWentPages.giftForEvent', { event: gift.eventName })
              : t('whereItWentPages.giftForCharity')}
          </>
        )}
      </p>
      {gift.note && <p className="break-words whitespace-pre-line text-stone-700">{gift.note}</p>}
      <p className="text-stone-600">
        {t('whereItWentPages.recordedBy', { name: gift.recordedBy, date: formatDateTime(gift.recordedAt) })}
      </p>
      {voided && (
        <p className="font-medium break-words text-stone-700" data-testid="offline-gift-voided">
          {t('whereItWentPages.voidedBy', {
            name: gift.voidedBy ?? '',
            date: gift.voidedAt ? formatDateTime(gift.voidedAt) : '',
            reason: gift.voidReason ?? '',
          })}
        </p>
      )}
    </article>
  );
}

/**
 * The gifts recorded outside Tabang, newest received first: for one event, or (`eventID` null) the whole charity's
 * with the event each was for. Voided ones stay, struck through, with who voided them and why.
 */
export function GiftList({ organizationID, eventID }: { organizationID: number; eventID: number | null }) {
  const { t } = useTranslation();
  const list = useOfflineGifts(organizationID, eventID);
  const voidGift = useVoidGift();
  const [voiding, setVoiding] = useState<OfflineGift | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <section aria-labelledby="gifts-heading" className="grid gap-3">
      <h2 id="gifts-heading" className="text-xl font-bold">
        {t('whereItWentPages.giftsHeading')}
      </h2>
      {list.isPending ? (
        <StatusMessage kind="loading">{t('whereItWentPages.giftsLoading')}</StatusMessage>
      ) : list.isError && list.items.length === 0 ? (
        <StatusMessage kind="error" onRetry={() => void list.refetch()}>
          {t('whereItWentPages.giftsFailed')}
        </StatusMessage>
      ) : list.items.length === 0 ? (
        <StatusMessage kind="empty">{t('whereItWentPages.giftsEmpty')}</StatusMessage>
      ) : (
        <>
          <ul
            ref={listRef}
            className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white"
          >
            {list.items.map((gift) => (
              <li key={gift.offlineGiftID}>
                <GiftRow gift={gift} showEvent={eventID === null} onVoid={setVoiding} />
              </li>
            ))}
          </ul>
          <LoadMore
            count={list.items.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
            endText={t('whereItWentPages.giftsEnd')}
            listRef={listRef}
          />
        </>
      )}
      <VoidDialog
        open={voiding !== null}
        title={t('whereItWentPages.voidGiftTitle')}
        text={t('whereItWentPages.voidGiftText')}
        onClose={() => setVoiding(null)}
        onVoid={async (reason) => {
          if (!voiding) return;
          await voidGift.mutateAsync({ offlineGiftID: voiding.offlineGiftID, reason });
          toast.success(t('whereItWentPages.giftVoided'));
        }}
      />
    </section>
  );
}
