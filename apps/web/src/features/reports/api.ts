import type { OrganizationStats } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../lib/api-client';

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

/** How long the file's blob URL lives: long enough for the browser to save it. */
const BLOB_URL_LIFETIME_MS = 60_000;

/** Fetches a CSV export with the session's token (a plain link would carry none) and saves it under its name. */
export async function downloadCsv(path: string): Promise<void> {
  const { blob, fileName } = await apiFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'tabang.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
