import type { Distribution, EventReport, OfflineGift, RecordOfflineGiftRequest } from '@tabang/shared';
import { LIST_PAGE_SIZE } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUrl, downloadFile } from '../../lib/api-client';
import { usePagedList } from '../../lib/use-paged-list';
import { charityKeys } from '../charities/api';
import { eventKeys } from '../events/api';

export const whereKeys = {
  report: (eventID: number) => ['where-it-went', 'report', eventID] as const,
  distributions: (eventID: number) => ['where-it-went', 'distributions', eventID] as const,
  /** Every list of a charity's gifts (the whole charity's and each event's), under one prefix. */
  gifts: (organizationID: number) => ['where-it-went', 'gifts', organizationID] as const,
  giftsOf: (organizationID: number, eventID: number | null) =>
    ['where-it-went', 'gifts', organizationID, eventID ?? 'all'] as const,
};

/** GET /get/events/{id}/report (public): the money, goods, distributions and donors of an event. */
export function useEventReport(eventID: number | null) {
  return useQuery({
    queryKey: whereKeys.report(eventID ?? 0),
    queryFn: () => apiRequest<EventReport>(`/get/events/${eventID}/report`),
    enabled: eventID !== null,
  });
}

/** GET /get/events/{id}/distributions (public, newest first, paged): voided ones are not in it. */
export function useDistributions(eventID: number) {
  return usePagedList<Distribution>(
    whereKeys.distributions(eventID),
    `/get/events/${eventID}/distributions?limit=${LIST_PAGE_SIZE}`,
  );
}

/** GET /get/organizations/{id}/offline-gifts (writers only, newest received first, paged), of one event or all. */
export function useOfflineGifts(organizationID: number, eventID: number | null) {
  const query = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (eventID !== null) query.set('eventID', String(eventID));
  return usePagedList<OfflineGift>(
    whereKeys.giftsOf(organizationID, eventID),
    `/get/organizations/${organizationID}/offline-gifts?${query.toString()}`,
  );
}

/**
 * After a gift or a distribution changes: the lists, the report and the totals the event and charity pages show.
 * Not awaited by the mutations, so a form is emptied at once, not after the lists have come back (by then the
 * person may be typing the next one).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return ({ organizationID, eventID }: { organizationID?: number; eventID?: number | null }) =>
    Promise.all([
      organizationID !== undefined &&
        queryClient.invalidateQueries({ queryKey: whereKeys.gifts(organizationID) }),
      organizationID !== undefined &&
        queryClient.invalidateQueries({ queryKey: charityKeys.one(organizationID) }),
      eventID != null && queryClient.invalidateQueries({ queryKey: whereKeys.report(eventID) }),
      eventID != null && queryClient.invalidateQueries({ queryKey: whereKeys.distributions(eventID) }),
      eventID != null && queryClient.invalidateQueries({ queryKey: eventKeys.one(eventID) }),
    ]);
}

/** POST /post/offline-gifts: a gift received outside Tabang. */
export function useRecordGift() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RecordOfflineGiftRequest) =>
      apiRequest<OfflineGift>('/post/offline-gifts', { body, credentials: true }),
    onSuccess: (gift) => void refresh(gift),
  });
}

/** POST /post/offline-gifts/void: the gift stays listed, struck through, and counts no more. */
export function useVoidGift() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { offlineGiftID: number; reason: string }) =>
      apiRequest<OfflineGift>('/post/offline-gifts/void', { body, credentials: true }),
    onSuccess: (gift) => void refresh(gift),
  });
}

/** POST /post/events/distributions (multipart, with up to 4 photos). */
export function useRecordDistribution(organizationID: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiRequest<Distribution>('/post/events/distributions', { body, credentials: true, timeoutMs: 60_000 }),
    onSuccess: (distribution) => void refresh({ organizationID, eventID: distribution.eventID }),
  });
}

/** POST /post/events/distributions/void: kept for the books, out of the report. */
export function useVoidDistribution(organizationID: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { distributionID: number; reason: string }) =>
      apiRequest<Distribution>('/post/events/distributions/void', { body, credentials: true }),
    onSuccess: (distribution) => void refresh({ organizationID, eventID: distribution.eventID }),
  });
}

/** POST /post/events/report/publish: marks the report final and emails everyone who gave or pledged, once. */
export function usePublishReport(eventID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ publishedAt: string }>('/post/events/report/publish', {
        body: { eventID },
        credentials: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whereKeys.report(eventID) }),
  });
}

export const donorsCsvPath = (eventID: number) => `/get/events/${eventID}/donors.csv`;
export const distributionsCsvPath = (eventID: number) => `/get/events/${eventID}/distributions.csv`;
/** The report's PDF, in the language the reader has chosen: a plain link, the call is public. */
export const reportPdfUrl = (eventID: number, language: string) =>
  apiUrl(`/get/events/${eventID}/report.pdf?lang=${encodeURIComponent(language)}`);

/** Saves a CSV export under the name the server gives it. */
export const downloadCsv = (path: string) => downloadFile(path, 'tabang.csv');
