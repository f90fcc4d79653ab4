import { type GivingSummary, MY_DONATIONS_PAGE_SIZE, type MyDonation } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
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
