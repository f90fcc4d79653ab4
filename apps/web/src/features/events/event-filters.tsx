import { EVENT_DATE_FILTERS, type EventDateFilter } from '@tabang/shared';
import { startTransition, useId, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../components/form/controls';
import { useCategoryLabel } from '../../lib/categories';
import { useTranslation } from '../../lib/i18n';
import { parseId } from '../../lib/parse-id';
import { useCategories } from '../charities/api';

/** What the Events page narrows the upcoming events to, besides the search; null/false is no filter. */
export type EventFilter = { date: EventDateFilter | null; category: number | null; openSlots: boolean };

const isDateFilter = (value: string | null): value is EventDateFilter =>
  (EVENT_DATE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The filters live in the URL (?date=today&category=3&openSlots=1, the API's own parameters), so a link reproduces
 * them; each choice is a history entry, so Back undoes it. A value the page does not know is no filter.
 */
export function useEventFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');
  const filter: EventFilter = {
    date: isDateFilter(date) ? date : null,
    category: parseId(searchParams.get('category') ?? undefined),
    openSlots: searchParams.get('openSlots') === '1',
  };
  const set = (changes: Partial<EventFilter>) =>
    setSearchParams(
      (previous) => {
        // Only the filters that change are written, over the URL as it is now (not as this render saw it).
        const next = new URLSearchParams(previous);
        const write = (name: string, value: string | null) =>
          value === null ? next.delete(name) : next.set(name, value);
        if (changes.date !== undefined) write('date', changes.date);
        if (changes.category !== undefined)
          write('category', changes.category === null ? null : String(changes.category));
        if (changes.openSlots !== undefined) write('openSlots', changes.openSlots ? '1' : null);
        return next;
      },
      { preventScrollReset: true },
    );
  const active = filter.date !== null || filter.category !== null || filter.openSlots;
  const clear = () => set({ date: null, category: null, openSlots: false });
  return { filter, set, active, clear };
}

const chipClass = (pressed: boolean) =>
  `shrink-0 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors min-h-9 ${
    pressed
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800'
  }`;

/** Date chips (one row that scrolls sideways on a phone), the category and "open volunteer slots". */
export function EventFilters({ filters }: { filters: ReturnType<typeof useEventFilters> }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const categories = useCategories();
  const headingId = useId();
  const slotsHintId = useId();
  const { filter, set } = filters;
  // The router applies a change of the URL in a transition, later than the click: shown at once, the box never
  // springs back unticked for that moment.
  const [openSlotsShown, showOpenSlots] = useOptimistic(filter.openSlots);
  const dates: [EventDateFilter | null, string][] = [
    [null, t('finding.anyDate')],
    ...EVENT_DATE_FILTERS.map((date): [EventDateFilter, string] => [date, t(`finding.${date}`)]),
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 flex min-w-0 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="sr-only">
        {t('finding.heading')}
      </h2>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{t('finding.when')}</legend>
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
          {dates.map(([date, label]) => (
            <li key={date ?? 'any'}>
              <button
                type="button"
                aria-pressed={filter.date === date}
                className={chipClass(filter.date === date)}
                onClick={() => set({ date })}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <div>
          <Select
            label={t('finding.category')}
            value={filter.category === null ? '' : String(filter.category)}
            onChange={(event) => set({ category: parseId(event.target.value) })}
            disabled={categories.isPending}
          >
            <option value="">{t('finding.allCategories')}</option>
            {categories.data?.map((category) => (
              <option key={category.categoryID} value={category.categoryID}>
                {categoryLabel(category.category)}
              </option>
            ))}
          </Select>
          {categories.isError && (
            <p className="mt-1 text-sm text-red-700">{t('finding.categoriesLoadFailed')}</p>
          )}
        </div>
        <div>
          <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              aria-describedby={slotsHintId}
              checked={openSlotsShown}
              onChange={(event) => {
                const openSlots = event.target.checked;
                startTransition(() => {
                  showOpenSlots(openSlots);
                  set({ openSlots });
                });
              }}
            />
            {t('finding.openSlots')}
          </label>
          <p id={slotsHintId} className="text-sm text-stone-600">
            {t('finding.openSlotsHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
