import { type ReactNode, useRef } from 'react';
import { EventGrid } from '../../components/event-card';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlSearch } from '../../lib/use-url-search';
import { slotsForReader } from '../volunteering/event-slots';
import { usePagedUpcomingEvents } from './api';
import { EventFilters, useEventFilters } from './event-filters';

/** Placeholders of the cards' size while the first page loads, so nothing moves when it arrives. */
function EventSkeletons() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('events.loadingList')}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <li key={index} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <div className="aspect-video motion-safe:animate-pulse bg-brand-100" />
            <div className="h-36 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function EventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.nav.events'));
  const listRef = useRef<HTMLDivElement>(null);
  // The search lives in the URL (?q=), so coming Back from an event keeps it; the server searches.
  const [text, setText, search] = useUrlSearch();
  // The date, category and open-slot filters live in the URL too.
  const filters = useEventFilters();
  const query = usePagedUpcomingEvents(search, filters.filter);
  const narrowed = search !== '' || filters.active;

  let content: ReactNode;
  if (query.isPending) content = <EventSkeletons />;
  else if (query.isError && query.items.length === 0)
    content = (
      <StatusMessage kind="error" onRetry={() => void query.refetch()}>
        {t('events.listLoadFailed')}
      </StatusMessage>
    );
  else if (query.items.length === 0 && filters.active)
    content = (
      <StatusMessage
        kind="empty"
        action={
          <button type="button" className="btn-outline" onClick={filters.clear}>
            {t('finding.clear')}
          </button>
        }
      >
        {t('finding.noMatch')}
      </StatusMessage>
    );
  else if (query.items.length === 0)
    content = (
      <StatusMessage kind="empty">{search ? t('events.noMatch') : t('events.noUpcoming')}</StatusMessage>
    );
  else
    content = (
      <div ref={listRef}>
        {/* The number found is known once the last page is in. */}
        <p role="status" className="mb-4 text-sm text-stone-600 empty:hidden">
          {narrowed && !query.hasNextPage ? t('events.resultCount', { count: query.items.length }) : ''}
        </p>
        <EventGrid
          events={query.items}
          headingLevel={2}
          eagerCount={3}
          firstRows={2}
          slots={slotsForReader}
        />
        <LoadMore
          count={query.items.length}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          failed={query.isFetchNextPageError && !query.isFetchingNextPage}
          onLoadMore={query.fetchNextPage}
          endText={t('events.endOfList')}
          listRef={listRef}
        />
      </div>
    );

  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{t('events.moreEvents')}</h1>
      <SearchBox
        label={t('events.searchLabel')}
        placeholder={t('events.searchPlaceholder')}
        value={text}
        onChange={setText}
        className="mt-6 mb-4 max-w-xl"
      />
      <EventFilters filters={filters} />
      {content}
    </section>
  );
}
