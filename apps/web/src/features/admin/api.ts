import {
  ADMIN_JOBS_PAGE_SIZE,
  type AdminEventPermit,
  type AdminOrganization,
  type AdminOrganizationStatus,
  type FailedJob,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { usePagedList } from '../../lib/use-paged-list';

export const adminKeys = {
  all: ['admin'] as const,
  organizations: (status: AdminOrganizationStatus) => ['admin', 'organizations', status] as const,
  failedJobs: ['admin', 'jobs', 'failed'] as const,
  permits: ['admin', 'permits', 'unchecked'] as const,
};

export function useAdminOrganizations(status: AdminOrganizationStatus) {
  return useQuery({
    queryKey: adminKeys.organizations(status),
    queryFn: () =>
      apiRequest<AdminOrganization[]>(`/admin/organizations?status=${status}`, { credentials: true }),
  });
}

export type ReviewAction = 'verify' | 'suspend' | 'unsuspend' | 'check-registration' | 'check-donee';

/** Verify, suspend, lift a suspension or mark the registration details or donee status checked; every admin list and the public charity data are refetched after. */
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

/** GET /admin/jobs?state=failed: work after the answer that failed its last try, newest failure first, by page. */
export function useFailedJobs() {
  return usePagedList<FailedJob>(
    adminKeys.failedJobs,
    `/admin/jobs?state=failed&limit=${ADMIN_JOBS_PAGE_SIZE}`,
  );
}

/** One more try for a failed job; the list is refetched after (it leaves the list once retried). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/admin/jobs/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        credentials: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.failedJobs }),
  });
}

/** GET /admin/events/permits: the events' permits awaiting a check, the soonest event first. */
export function useUncheckedPermits() {
  return useQuery({
    queryKey: adminKeys.permits,
    queryFn: () =>
      apiRequest<AdminEventPermit[]>('/admin/events/permits?status=unchecked', { credentials: true }),
  });
}

/** Marks a permit checked (as reviewed: refused if the organiser changed it since); the list and the events refetch. */
export function useCheckPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventID, permitVersion }: Pick<AdminEventPermit, 'eventID' | 'permitVersion'>) =>
      apiRequest<AdminEventPermit>(`/admin/events/${eventID}/check-permit`, {
        method: 'POST',
        credentials: true,
        body: { permitVersion },
      }),
    onSettled: () =>
      Promise.all(
        [adminKeys.permits, ['events']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
