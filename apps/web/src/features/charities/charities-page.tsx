import { type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CharityCard } from '../../components/charity-card';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { StatusMessage } from '../../components/status-message';
import { useCategoryLabel } from '../../lib/categories';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlSearch } from '../../lib/use-url-search';
import { useCategories, usePagedOrganizations } from './api';

/** Placeholders of the cards' size while the first page loads, so nothing moves when it arrives. */
function CharitySkeletons() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('charities.loading')}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            key={index}
            className="h-48 motion-safe:animate-pulse rounded-2xl border border-stone-200 bg-white"
          />
        ))}
      </ul>
    </div>
  );
}

/** 'More Categories': a button per category that filters the list, and one to show them all again. */
function CategoryFilter({
  active,
  onChange,
}: {
  active: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const categories = useCategories();
  if (categories.isError)
    return <p className="text-sm text-red-700">{t('charities.categoriesLoadFailed')}</p>;
  // While loading, a line as tall as the row of buttons that replaces it, so the list below does not move.
  if (categories.isPending)
    return (
      <p role="status" className="flex h-11 items-center text-sm text-stone-500">
        {t('common.loading')}
      </p>
    );
  const buttonClass = (pressed: boolean) =>
    `shrink-0 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors min-h-9 ${
      pressed
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800'
    }`;
  return (
    // One row that scrolls sideways on a phone (the filter sits above the list there, so wrapping rows would push
    // the list down as they arrive); wrapped in the side column on a wide screen.
    <ul className="-mx-1 flex h-11 gap-2 overflow-x-auto px-1 pb-1 lg:h-auto lg:flex-wrap lg:overflow-visible">
      <li>
        <button
          type="button"
          aria-pressed={active === null}
          className={buttonClass(active === null)}
          onClick={() => onChange(null)}
        >
          {t('charities.allCategories')}
        </button>
      </li>
      {categories.data.map((category) => (
        <li key={category.categoryID}>
          <button
            type="button"
            aria-pressed={active === category.categoryID}
            className={buttonClass(active === category.categoryID)}
            onClick={() => onChange(active === category.categoryID ? null : category.categoryID)}
          >
            {categoryLabel(category.category)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function CharitiesPage() {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  useDocumentTitle(t('charities.heading'));
  const categories = useCategories();
  const listRef = useRef<HTMLDivElement>(null);
  // The category (?category=ID) and the search (?q=) live in the URL, so Back and shared links keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseId(searchParams.get('category') ?? undefined);
  const [text, setText, search] = useUrlSearch();
  const activeName = categories.data?.find((category) => category.categoryID === active)?.category;
  const organizations = usePagedOrganizations({ q: search, category: active });

  const choose = (id: number | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('category');
        else next.set('category', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  let list: ReactNode;
  if (organizations.isPending) list = <CharitySkeletons />;
  else if (organizations.isError && organizations.items.length === 0)
    list = (
      <StatusMessage kind="error" onRetry={() => void organizations.refetch()}>
        {t('charities.loadFailed')}
      </StatusMessage>
    );
  else if (organizations.items.length === 0)
    list = (
      <StatusMessage kind="empty">
        {search
          ? t('charities.noMatch')
          : active === null
            ? t('charities.empty')
            : t('charities.noneInCategory')}
      </StatusMessage>
    );
  else
    list = (
      <div ref={listRef}>
        <ul className="grid gap-5 sm:grid-cols-2" data-testid="charity-list">
          {organizations.items.map((organization) => (
            <li key={organization.organizationID}>
              <CharityCard organization={organization} headingLevel={3} />
            </li>
          ))}
        </ul>
        <LoadMore
          count={organizations.items.length}
          hasNextPage={organizations.hasNextPage}
          isFetchingNextPage={organizations.isFetchingNextPage}
          failed={organizations.isFetchNextPageError && !organizations.isFetchingNextPage}
          onLoadMore={organizations.fetchNextPage}
          endText={t('charities.endOfList')}
          listRef={listRef}
        />
      </div>
    );

  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{t('charities.heading')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('charities.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        {/* First in reading and focus order, so a phone reaches the search and filter before a long list. The grid
            items may shrink below their content (min-w-0), so the row of category buttons scrolls instead of
            widening the page. */}
        <aside aria-labelledby="more-categories" className="min-w-0 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-20">
            <SearchBox
              label={t('charities.searchLabel')}
              placeholder={t('charities.searchPlaceholder')}
              value={text}
              onChange={setText}
            />
            <div>
              <h2 id="more-categories" className="mb-3 text-lg font-bold">
                {t('charities.moreCategories')}
              </h2>
              <CategoryFilter active={active} onChange={choose} />
            </div>
          </div>
        </aside>
        <section aria-labelledby="charity-list-heading" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="charity-list-heading" className="sr-only">
            {t('charities.heading')}
          </h2>
          <p role="status" className="mb-4 font-medium text-stone-700 empty:hidden">
            {activeName ? t('charities.showingCategory', { category: categoryLabel(activeName) }) : ''}
          </p>
          {list}
        </section>
      </div>
    </div>
  );
}
