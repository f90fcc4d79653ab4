import { type Event, LIST_PAGE_SIZE } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../lib/api-client';
import { usePagedList } from '../../lib/use-paged-list';

export const eventKeys = {
  upcoming: (q: string) => ['events', 'upcoming', { q }] as const,
  soonest: (count: number) => ['events', 'upcoming', 'soonest', count] as const,
  one: (id: number) => ['events', id] as const,
};

const upcomingPath = (params: Record<string, string>) =>
  `/get/events/all/upcoming?${new URLSearchParams(params).toString()}`;

/** Upcoming events (not ended yet), soonest first, page by page; `q` ('' for none) searches on the server. */
export function usePagedUpcomingEvents(q: string) {
  return usePagedList<Event>(
    eventKeys.upcoming(q),
    upcomingPath(q ? { limit: String(LIST_PAGE_SIZE), q } : { limit: String(LIST_PAGE_SIZE) }),
  );
}

/** The `count` soonest upcoming events, for Home. */
export function useSoonestEvents(count: number) {
  return useQuery({
    queryKey: eventKeys.soonest(count),
    queryFn: async () => (await apiPage<Event>(upcomingPath({ limit: String(count) }))).items,
  });
}

/** GET /get/events/{id}; the first item is the event. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.one(id ?? 0),
    queryFn: async () => {
      const [event] = await apiRequest<Event[]>(`/get/events/${id}`);
      return event ?? null;
    },
    enabled: id !== null,
    // A donor often pays in another tab: coming back shows what the event has raised since (a cached public read).
    refetchOnWindowFocus: 'always',
  });
}
