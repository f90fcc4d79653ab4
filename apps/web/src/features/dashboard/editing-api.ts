import type {
  CharityForEditing,
  CharityUpdateResponse,
  EventForEditing,
  EventUpdateResponse,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const editingKeys = {
  charity: (id: number) => ['dashboard', 'edit', 'charity', id] as const,
  event: (id: number) => ['dashboard', 'edit', 'event', id] as const,
};

/** GET /get/dashboard/organizations/{id}: a charity's current values for its edit form, private ones included. */
export function useCharityForEditing(id: number) {
  return useQuery({
    queryKey: editingKeys.charity(id),
    queryFn: () => apiRequest<CharityForEditing>(`/get/dashboard/organizations/${id}`, { credentials: true }),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** GET /get/dashboard/events/{id}: an event's current values for its edit form. */
export function useEventForEditing(id: number) {
  return useQuery({
    queryKey: editingKeys.event(id),
    queryFn: () => apiRequest<EventForEditing>(`/get/dashboard/events/${id}`, { credentials: true }),
    retry: false,
  });
}

/** After an edit or a cancel, every list and page that could show the charity or event is refetched. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['dashboard'], ['organizations'], ['events'], ['admin']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /post/organizations/update (form data: organizationID and what changed). */
export function useUpdateCharity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<CharityUpdateResponse>('/post/organizations/update', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /post/event/update (form data: eventID and what changed). */
export function useUpdateEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<EventUpdateResponse>('/post/event/update', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /post/event/cancel. */
export function useCancelEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (eventID: number) =>
      apiRequest<EventUpdateResponse>('/post/event/cancel', { body: { eventID }, credentials: true }),
    onSuccess: () => refresh(),
  });
}
