import {
  type GivingSummary,
  MY_DONATIONS_PAGE_SIZE,
  type MyDonation,
  type RecurringAction,
  type RecurringChangeResponse,
  type RecurringLinkResponse,
  type RecurringLinkState,
  type RecurringPlan,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../lib/api-client';
import { readOrKept } from '../../lib/kept-read';
import { usePagedList } from '../../lib/use-paged-list';

export const givingKeys = {
  all: ['my-giving'] as const,
  list: ['my-giving', 'list'] as const,
  summary: ['my-giving', 'summary'] as const,
};

/**
 * GET /get/my/donations: the signed-in person's donations, newest first, page by page. The first page is kept on
 * this device, so My giving opens offline (lib/kept-read.ts).
 */
export function useMyGiving() {
  return usePagedList<MyDonation>(givingKeys.list, `/get/my/donations?limit=${MY_DONATIONS_PAGE_SIZE}`, {
    keepFirstAs: 'my-giving',
  });
}

/** GET /get/my/donations/summary: completed totals, this year (Philippine time) and overall (kept too). */
export function useGivingSummary() {
  return useQuery({
    queryKey: givingKeys.summary,
    queryFn: () =>
      readOrKept('my-giving-summary', () =>
        apiRequest<GivingSummary>('/get/my/donations/summary', { credentials: true }),
      ),
  });
}

/** Saves a completed donation's receipt PDF (named after the receipt, TB-2026-000123.pdf). */
export const openReceipt = (reqId: string) =>
  downloadFile(`/get/donations/${encodeURIComponent(reqId)}/receipt.pdf`, 'receipt.pdf');

const plansKey = ['my-giving', 'monthly'] as const;

/** GET /get/my/recurring: the person's monthly plans (active and paused first). */
export const useMyPlans = () =>
  useQuery({
    queryKey: plansKey,
    queryFn: () => apiRequest<RecurringPlan[]>('/get/my/recurring', { credentials: true }),
  });

/** POST /post/recurring/{pause,resume,cancel}: the owner's change; the list shows the plan as the server answers. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, recurringID }: { action: RecurringAction; recurringID: number }) =>
      apiRequest<RecurringChangeResponse>(`/post/recurring/${action}`, { body: { recurringID } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<RecurringPlan[]>(plansKey, (plans) =>
        plans?.map((plan) => (plan.recurringID === answer.plan.recurringID ? answer.plan : plan)),
      ),
  });
}

const linkPath = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** GET /get/recurring/link: what a plan email's link would do (no login; changes nothing). */
export const usePlanLink = (token: string) =>
  useQuery({
    queryKey: ['recurring-link', token],
    queryFn: () => apiRequest<RecurringLinkState>(linkPath('/get/recurring/link', token)),
    retry: false,
  });

/** POST /post/recurring/link: does what the link says (a pay link answers the month's checkout). */
export function useFollowPlanLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RecurringLinkResponse>(linkPath('/post/recurring/link', token), { body: {} }),
    onSuccess: (answer) =>
      queryClient.setQueryData<RecurringLinkState>(['recurring-link', token], (state) =>
        state ? { ...state, status: answer.status } : state,
      ),
  });
}
