import { type ReactNode, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventGrid } from '../../components/event-card';
import { StatusMessage } from '../../components/status-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { searchEvents, useUpcomingEvents } from './api';

export default function EventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.nav.events'));
  const query = useUpcomingEvents();
  const searchId = useId();
  // The search lives in the URL (?q=), so coming Back from an event keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const deferred = useDeferredValue(search);
  const onSearch = (value: string) =>
    setSearchParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  let content: ReactNode;
  if (query.isPending) content = <StatusMessage kind="loading">{t('events.loadingList')}</StatusMessage>;
  else if (query.isError)
    content = (
      <StatusMessage kind="error" onRetry={() => void query.refetch()}>
        {t('events.listLoadFailed')}
      </StatusMessage>
    );
  else {
    const shown = searchEvents(query.data, deferred);
    content =
      shown.length === 0 ? (
        <StatusMessage kind="empty">
          {deferred.trim() ? t('events.noMatch') : t('events.noUpcoming')}
        </StatusMessage>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-stone-600 empty:hidden">
            {deferred.trim() ? t('events.resultCount', { count: shown.length }) : ''}
          </p>
          <EventGrid events={shown} headingLevel={2} eagerCount={3} />
        </>
      );
  }

  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{t('events.moreEvents')}</h1>
      <search className="mt-6 mb-8 block max-w-xl">
        <label htmlFor={searchId} className="mb-1 block font-semibold">
          {t('events.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('events.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-700"
        />
      </search>
      {content}
    </section>
  );
}
