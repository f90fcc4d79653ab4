import type { Category, DonatorCountResponse, Event, Organization } from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Query keys of the public charity data, for anyone who needs to refresh them (e.g. after a donation). */
export const charityKeys = {
  all: ['organizations'] as const,
  one: (id: number) => ['organizations', id] as const,
  events: (id: number, when: 'upcoming' | 'past') => ['organizations', id, 'events', when] as const,
  donorCount: (id: number) => ['organizations', id, 'donor-count'] as const,
  categories: ['categories'] as const,
};

export function useOrganizations() {
  return useQuery({
    queryKey: charityKeys.all,
    queryFn: () => apiRequest<Organization[]>('/get/organizations'),
  });
}

/** GET /get/organizationsByID/{id}; the first item is the charity. */
export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: charityKeys.one(id ?? 0),
    queryFn: async () => {
      const [organization] = await apiRequest<Organization[]>(`/get/organizationsByID/${id}`);
      return organization ?? null;
    },
    enabled: id !== null,
  });
}

export function useOrganizationEvents(id: number | null, when: 'upcoming' | 'past') {
  return useQuery({
    queryKey: charityKeys.events(id ?? 0, when),
    queryFn: () => apiRequest<Event[]>(`/get/organizations/events/${when}/${id}`),
    enabled: id !== null,
  });
}

/** GET /get/organizations/donations/count/{id} (cookies); the first item has DonatorCount. */
export function useDonorCount(id: number | null) {
  return useQuery({
    queryKey: charityKeys.donorCount(id ?? 0),
    queryFn: async () => {
      const data = await apiRequest<DonatorCountResponse>(`/get/organizations/donations/count/${id}`, {
        credentials: true,
      });
      return data[0]?.DonatorCount ?? 0;
    },
    enabled: id !== null,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: charityKeys.categories,
    queryFn: () => apiRequest<Category[]>('/get/categories/all'),
    staleTime: 5 * 60_000,
  });
}
