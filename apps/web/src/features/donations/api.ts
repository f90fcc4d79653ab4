import {
  type CreateDonationRequest,
  type CreateDonationResponse,
  DONATION_STATUSES,
  type DonationStatus,
  PAYMENT_POLL_MS,
  type PaymentResultResponse,
} from '@tabang/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../lib/api-client';

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

/** How long a receipt's blob URL is kept for the browser to open or save it. */
const RECEIPT_URL_LIFETIME_MS = 60_000;

/**
 * GET /get/donations/{reqId}/receipt.pdf and hand it to the browser as a download named after the receipt
 * (TB-2026-000123.pdf). The API authenticates with a bearer token, which a plain link cannot carry, so the file is
 * fetched and offered from a blob URL. Throws the ApiError of a failed request (404, 409…).
 */
export async function openReceipt(reqId: string): Promise<void> {
  const { blob, filename } = await apiFile(`/get/donations/${encodeURIComponent(reqId)}/receipt.pdf`, {
    credentials: true,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'receipt.pdf';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RECEIPT_URL_LIFETIME_MS);
}
