import type {
  AddEventResponse,
  CancelEventInput,
  EventForEditing,
  EventUpdateResponse,
} from '@tabang/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useRefreshListings } from '../../lib/refresh-listings';

export const eventEditingKeys = {
  event: (id: number) => ['dashboard', 'edit', 'event', id] as const,
};

/** GET /get/dashboard/events/{id}: an event's current values for its edit form. */
export function useEventForEditing(id: number) {
  return useQuery({
    queryKey: eventEditingKeys.event(id),
    queryFn: () => apiRequest<EventForEditing>(`/get/dashboard/events/${id}`, { credentials: true }),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** POST /post/event/add (form data including eventImage, cookies). */
export function useAddEvent() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<AddEventResponse>('/post/event/add', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /post/event/update (form data: eventID and what changed). */
export function useUpdateEvent() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<EventUpdateResponse>('/post/event/update', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /post/event/cancel, with the organiser's optional reason. */
export function useCancelEvent() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: CancelEventInput) =>
      apiRequest<EventUpdateResponse>('/post/event/cancel', { body, credentials: true }),
    onSuccess: () => refresh(),
  });
}
