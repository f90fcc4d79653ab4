import { useQueryClient } from '@tanstack/react-query';

/**
 * After a charity or an event is added, edited or cancelled, every list and page that could show it (the
 * dashboard, the charity and event lists and pages, the admin's lists) is refetched at once.
 */
export function useRefreshListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['dashboard'], ['organizations'], ['events'], ['admin']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
