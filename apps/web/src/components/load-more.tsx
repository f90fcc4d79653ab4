import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';

/** How far below the screen the next page starts loading, so it is usually there before the person is. */
const PRELOAD_MARGIN = '600px';

/**
 * The end of a paged list: a sentinel that loads the next page as it scrolls into view, a "Load more" button
 * for keyboards and browsers without IntersectionObserver, a polite "N more loaded" announcement, and the
 * end-of-list text. After the button loads a page, focus moves to the first new card (the new items follow
 * where the person was): to its link, or its first button when it has no link (a failed job's Retry). `listRef`
 * wraps the list, whose cards are `<article>`s.
 */
export function LoadMore({
  count,
  hasNextPage,
  isFetchingNextPage,
  failed,
  onLoadMore,
  endText,
  listRef,
}: {
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last attempt at the next page failed: no more automatic tries, the button retries. */
  failed: boolean;
  onLoadMore: () => void;
  endText: string;
  listRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const previousCount = useRef(count);
  const focusFrom = useRef<number | null>(null);
  const canLoad = hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: `0px 0px ${PRELOAD_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore]);

  // In the commit that draws the new cards, before the browser paints: focus never rests on the page's body between
  // the two (the button it was on may be gone, replaced by the end of the list).
  useLayoutEffect(() => {
    const added = count - previousCount.current;
    previousCount.current = count;
    // A smaller list is a new search or filter, not more of the same list.
    if (added <= 0) {
      focusFrom.current = null;
      return;
    }
    setAnnouncement(t('common.moreLoaded', { count: added }));
    if (focusFrom.current === null) return;
    const card = listRef.current?.querySelectorAll('article')[focusFrom.current];
    focusFrom.current = null;
    (
      card?.querySelector<HTMLElement>('a[href]') ??
      card?.querySelector<HTMLElement>('button:not([disabled])')
    )?.focus();
  }, [count, listRef, t]);

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <div ref={sentinel} aria-hidden="true" />
      {failed && (
        <p role="alert" className="text-red-700">
          {t('common.loadMoreFailed')}
        </p>
      )}
      {hasNextPage ? (
        <button
          type="button"
          className="btn-outline min-w-40"
          aria-disabled={isFetchingNextPage}
          onClick={() => {
            if (isFetchingNextPage) return;
            focusFrom.current = count;
            onLoadMore();
          }}
        >
          {isFetchingNextPage ? t('common.loadingMore') : t('common.loadMore')}
        </button>
      ) : (
        count > 0 && <p className="text-sm text-stone-500">{endText}</p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
