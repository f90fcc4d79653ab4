import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose text lives in the URL (`?q=`), so Back and reloads keep it. The box shows what is typed at
 * once; the URL, and so the search, follows once typing pauses, trimmed, keeping every other parameter.
 * Returns the box's text, its setter and the search in force ('' for none).
 */
export function useUrlSearch(param = 'q') {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get(param) ?? '').trim();
  const [text, setText] = useState(searchParams.get(param) ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the URL.
  useEffect(() => {
    const value = settled.trim();
    if (value === search) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [settled]);

  // The URL changed from outside (Back, a link): the box shows it.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  return [text, setText, search] as const;
}
