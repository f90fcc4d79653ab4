import {
  type CreateDonationRequest,
  type CreateDonationResponse,
  DONATION_STATUSES,
  type DonationStatus,
  type DonationStatusResponse,
  PAYMENT_POLL_MS,
} from '@tabang/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** POST /post/donation/create (cookies): a pending donation and its hosted payment page. */
function createDonation(body: CreateDonationRequest) {
  return apiRequest<Partial<CreateDonationResponse>>('/post/donation/create', {
    method: 'POST',
    body,
    credentials: true,
  });
}

export function useCreateDonation() {
  return useMutation({ mutationFn: createDonation });
}

const donationStatusKey = (reqId: string) => ['donation-status', reqId] as const;

/** GET /post/donation/success?req_id= (cookies): the donation's status, as the server knows it now. */
function fetchDonationStatus(reqId: string, signal?: AbortSignal) {
  return apiRequest<DonationStatusResponse>(`/post/donation/success?req_id=${encodeURIComponent(reqId)}`, {
    credentials: true,
    signal,
  });
}

/** A status is settled when it is one of the final ones; pending or anything unknown keeps being checked. */
export const isFinalStatus = (status: string | undefined): status is Exclude<DonationStatus, 'pending'> =>
  status !== 'pending' && DONATION_STATUSES.some((known) => known === status);

/**
 * The payment page's status check: every PAYMENT_POLL_MS while pending (or unknown), stopping at a final status,
 * at a request failure, and when the page unmounts (TanStack Query stops the interval with the last observer).
 */
export function useDonationStatus(reqId: string | null) {
  return useQuery({
    queryKey: donationStatusKey(reqId ?? ''),
    queryFn: ({ signal }) => fetchDonationStatus(reqId!, signal),
    enabled: !!reqId,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinalStatus(query.state.data?.status) ? false : PAYMENT_POLL_MS,
  });
}
