import type { Event } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const eventKeys = {
  upcoming: ['events', 'upcoming'] as const,
  one: (id: number) => ['events', id] as const,
};

/** Every upcoming event (not ended yet), soonest first. */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: eventKeys.upcoming,
    queryFn: () => apiRequest<Event[]>('/get/events/all/upcoming'),
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
  });
}

/** Case-insensitive search of events by name, description or location. */
export function searchEvents(events: Event[], query: string): Event[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return events;
  return events.filter((event) =>
    [event.nameOfEvent, event.descriptionOfEvent, event.location].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}
