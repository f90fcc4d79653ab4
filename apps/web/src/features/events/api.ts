import { type Event, LIST_PAGE_SIZE } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../lib/api-client';
import { takeFirstRead } from '../../lib/first-reads';
import { usePagedList } from '../../lib/use-paged-list';
import type { EventFilter } from './event-filters';

export const eventKeys = {
  upcoming: (q: string, filter: EventFilter) => ['events', 'upcoming', { q, ...filter }] as const,
  soonest: (count: number) => ['events', 'upcoming', 'soonest', count] as const,
  one: (id: number) => ['events', id] as const,
};

const upcomingPath = (params: Record<string, string>) =>
  `/get/events/all/upcoming?${new URLSearchParams(params).toString()}`;

const NO_FILTER: EventFilter = { date: null, category: null, openSlots: false };

/**
 * Upcoming events (not ended yet), soonest first, page by page; `q` ('' for none) searches and `filter` narrows
 * them on the server. Only the parameters in use are sent, in a fixed order.
 */
export function usePagedUpcomingEvents(q: string, filter: EventFilter = NO_FILTER) {
  const params: Record<string, string> = { limit: String(LIST_PAGE_SIZE) };
  if (q) params.q = q;
  if (filter.date) params.date = filter.date;
  if (filter.category !== null) params.category = String(filter.category);
  if (filter.openSlots) params.openSlots = '1';
  return usePagedList<Event>(eventKeys.upcoming(q, filter), upcomingPath(params));
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
  const path = `/get/events/${id}`;
  return useQuery({
    queryKey: eventKeys.one(id ?? 0),
    queryFn: async () => (await apiRequest<Event[]>(path))[0] ?? null,
    // The event's page comes with this answer in its HTML.
    initialData: () => takeFirstRead<Event[]>(path)?.[0],
    enabled: id !== null,
    // A donor often pays in another tab: coming back shows what the event has raised since (a cached public read).
    refetchOnWindowFocus: 'always',
  });
}
