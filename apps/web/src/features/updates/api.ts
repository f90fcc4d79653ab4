import { UPDATES_PAGE_SIZE, type Update } from '@tabang/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { usePagedList } from '../../lib/use-paged-list';

/** Whose updates: a charity's (its events' included) or one event's. */
export type UpdatesOf = { organizationID: number; eventID?: number };

/** Every list of updates shares this prefix: a post, edit or delete refreshes them all (the charity's and its events'). */
const ALL = ['updates'] as const;
const keyOf = (of: UpdatesOf) =>
  of.eventID === undefined ? [...ALL, 'charity', of.organizationID] : [...ALL, 'event', of.eventID];

/** GET /get/organizations/{id}/updates or /get/events/{id}/updates, a page at a time, newest first. */
export function useUpdates(of: UpdatesOf) {
  const path =
    of.eventID === undefined
      ? `/get/organizations/${of.organizationID}/updates`
      : `/get/events/${of.eventID}/updates`;
  return usePagedList<Update>(keyOf(of), `${path}?limit=${UPDATES_PAGE_SIZE}`);
}

type Answer = { message: string; update: Update };

function useUpdateMutation<V>(send: (values: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** POST /post/updates (multipart: the fields and photo1…photo4). */
export const usePostUpdate = () =>
  useUpdateMutation((form: FormData) =>
    apiRequest<Answer>('/post/updates', { body: form, credentials: true }),
  );

/** POST /post/updates/update: a new text. */
export const useEditUpdate = () =>
  useUpdateMutation((body: { updateID: number; body: string }) =>
    apiRequest<Answer>('/post/updates/update', { body, credentials: true }),
  );

/** POST /post/updates/delete. */
export const useDeleteUpdate = () =>
  useUpdateMutation((body: { updateID: number }) =>
    apiRequest<{ message: string }>('/post/updates/delete', { body, credentials: true }),
  );
