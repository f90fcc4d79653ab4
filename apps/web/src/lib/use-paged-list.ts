import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from './api-client';
import { takeFirstPage } from './first-reads';
import { readOrKept } from './kept-read';
import { useDrawnInSlices } from './use-drawn-in-slices';

/**
 * A paged list: the first page from `firstPath` (relative to the API base, with its `limit`), then each page
 * from the previous page's `Link` URL. `items` holds only the pages loaded so far. With `keepFirstAs`, the first
 * page of the signed-in person's own list is kept on this device for offline use (lib/kept-read.ts).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  firstPath: string,
  { keepFirstAs }: { keepFirstAs?: string } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    // The first page's path is relative to /api; every next URL from a Link header is an absolute path.
    queryFn: ({ pageParam }) =>
      pageParam
        ? apiPage<T>(pageParam, { root: true })
        : keepFirstAs
          ? readOrKept(keepFirstAs, () => apiPage<T>(firstPath))
          : apiPage<T>(firstPath),
    initialPageParam: null as string | null,
    // A page may come with its list's first page in its HTML (Events does).
    initialData: () => {
      const first = keepFirstAs ? undefined : takeFirstPage<T>(firstPath);
      return first && { pages: [first], pageParams: [null] };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
  // The first page drawn in slices; later pages at once, as their "n more loaded" says.
  const data = useDrawnInSlices(query.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return {
    ...query,
    items,
    isPending: !data && !query.isError,
    isSuccess: !!data && query.isSuccess,
    // No Load more before the first page shows: pressed then, it would count from an empty list.
    hasNextPage: !!data && query.hasNextPage,
  };
}
