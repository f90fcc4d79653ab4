import type { AdminOrganization, AdminOrganizationStatus } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  organizations: (status: AdminOrganizationStatus) => ['admin', 'organizations', status] as const,
};

export function useAdminOrganizations(status: AdminOrganizationStatus) {
  return useQuery({
    queryKey: adminKeys.organizations(status),
    queryFn: () =>
      apiRequest<AdminOrganization[]>(`/admin/organizations?status=${status}`, { credentials: true }),
  });
}

export type ReviewAction = 'verify' | 'suspend' | 'unsuspend' | 'check-registration';

/** Verify, suspend, lift a suspension or mark the registration details checked; every admin list and the public charity data are refetched after. */
export function useReviewOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      identityVersion,
    }: {
      id: number;
      action: ReviewAction;
      name: string;
      /** With a verify: the identity reviewed (the server refuses it if the charity changed since). */
      identityVersion?: string;
    }) =>
      apiRequest<AdminOrganization>(`/admin/organizations/${id}/${action}`, {
        method: 'POST',
        credentials: true,
        ...(action === 'verify' ? { body: { identityVersion } } : {}),
      }),
    onSettled: () =>
      Promise.all(
        [adminKeys.all, ['organizations'], ['events'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
