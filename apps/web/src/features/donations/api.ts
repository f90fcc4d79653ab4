import {
  type CreateDonationRequest,
  type CreateDonationResponse,
  DONATION_STATUSES,
  type DonationStatus,
  PAYMENT_POLL_MS,
  type PaymentMethodsResponse,
  type PaymentResultResponse,
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

/**
 * GET /get/payment/methods: the ways to pay the server offers (those activated at its gateway), with their
 * limits. They change only when the server's settings do, so one answer serves the whole visit.
 */
export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => apiRequest<PaymentMethodsResponse>('/get/payment/methods', { signal }),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}

const donationStatusKey = (reqId: string) => ['donation-status', reqId] as const;

/**
 * GET /get/donation/result?req_id=: the donation's status, amount and recipients, as the server knows them now.
 * No session needed: the gateway may return the donor to a browser where they are not signed in.
 */
function fetchDonationStatus(reqId: string, signal?: AbortSignal) {
  return apiRequest<PaymentResultResponse>(`/get/donation/result?req_id=${encodeURIComponent(reqId)}`, {
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
