import type { AddCharityResponse, CharityForEditing, CharityUpdateResponse } from '@tabang/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useRefreshListings } from '../../lib/refresh-listings';

export const charityEditingKeys = {
  charity: (id: number) => ['dashboard', 'edit', 'charity', id] as const,
};

/** GET /get/dashboard/organizations/{id}: a charity's current values for its edit form, private ones included. */
export function useCharityForEditing(id: number) {
  return useQuery({
    queryKey: charityEditingKeys.charity(id),
    queryFn: () => apiRequest<CharityForEditing>(`/get/dashboard/organizations/${id}`, { credentials: true }),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** POST /post/organizations/add (form data, cookies). */
export function useAddCharity() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<AddCharityResponse>('/post/organizations/add', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /post/organizations/update (form data: organizationID and what changed). */
export function useUpdateCharity() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<CharityUpdateResponse>('/post/organizations/update', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}
