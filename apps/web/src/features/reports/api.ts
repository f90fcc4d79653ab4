import type { OrganizationStats } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../lib/api-client';

export const reportKeys = {
  stats: (organizationId: number) => ['reports', organizationId, 'stats'] as const,
};

/** GET /get/dashboard/organizations/{id}/stats: donations per day and month, volunteering per event. */
export function useOrganizationStats(organizationId: number | null) {
  return useQuery({
    queryKey: reportKeys.stats(organizationId ?? 0),
    queryFn: () => apiRequest<OrganizationStats>(`/get/dashboard/organizations/${organizationId}/stats`),
    enabled: organizationId !== null,
  });
}

export const donationsCsvPath = (organizationId: number) =>
  `/get/dashboard/organizations/${organizationId}/donations.csv`;
export const rosterCsvPath = (eventId: number) => `/get/dashboard/events/${eventId}/roster.csv`;

/** Saves a CSV export under the name the server gives it. */
export const downloadCsv = (path: string) => downloadFile(path, 'tabang.csv');
