import type { DashboardMine, DashboardSummary, DonationListItem, TopCharity } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  mine: ['dashboard', 'mine'] as const,
  donations: ['dashboard', 'my-donations'] as const,
  topCharities: ['dashboard', 'top-charities'] as const,
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => apiRequest<DashboardSummary>('/get/dashboard/summary', { credentials: true }),
  });
}

/** The charities the user represents with their events, and the charities they may add events to. */
export function useMyCharities() {
  return useQuery({
    queryKey: dashboardKeys.mine,
    queryFn: () => apiRequest<DashboardMine>('/get/dashboard/mine', { credentials: true }),
  });
}

/** GET /get/organizations/top (public): the charities that collected the most, most first. */
export function useTopCharities() {
  return useQuery({
    queryKey: dashboardKeys.topCharities,
    queryFn: () => apiRequest<TopCharity[]>('/get/organizations/top'),
  });
}

/** GET /get/organizations/donations (cookies): the user's completed donations, newest first. */
export function useMyDonations() {
  return useQuery({
    queryKey: dashboardKeys.donations,
    queryFn: () => apiRequest<DonationListItem[]>('/get/organizations/donations', { credentials: true }),
  });
}
