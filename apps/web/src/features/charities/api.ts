import {
  type Category,
  type DonatorCountResponse,
  type Event,
  HOME_CHARITY_COUNT,
  LIST_PAGE_SIZE,
  type Organization,
} from '@tabang/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest } from '../../lib/api-client';
import { takeFirstRead } from '../../lib/first-reads';
import { usePagedList } from '../../lib/use-paged-list';

/** Query keys of the public charity data, for anyone who needs to refresh them (e.g. after a donation). */
export const charityKeys = {
  all: ['organizations'] as const,
  list: (filter: CharityFilter) => ['organizations', 'list', filter] as const,
  first: ['organizations', 'first'] as const,
  one: (id: number) => ['organizations', id] as const,
  events: (id: number, when: 'upcoming' | 'past') => ['organizations', id, 'events', when] as const,
  donorCount: (id: number) => ['organizations', id, 'donor-count'] as const,
  categories: ['categories'] as const,
};

/** What the Charities page narrows the list to: a search ('' for none) and a category (null for all). */
export type CharityFilter = { q: string; category: number | null };

/** The query string of a list request: only the parameters in use, in a fixed order. */
const query = (params: Record<string, string | number | null>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === null || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString();

/** The charities, page by page (the server searches and filters), by id. */
export function usePagedOrganizations(filter: CharityFilter) {
  return usePagedList<Organization>(
    charityKeys.list(filter),
    `/get/organizations?${query({ limit: LIST_PAGE_SIZE, q: filter.q, category: filter.category })}`,
  );
}

/** The first few charities, for Home. */
export function useFirstOrganizations() {
  return useQuery({
    queryKey: charityKeys.first,
    queryFn: async () =>
      (await apiPage<Organization>(`/get/organizations?${query({ limit: HOME_CHARITY_COUNT })}`)).items,
  });
}

/** Every charity: only the dashboard's top charities need the whole list. */
export function useOrganizations() {
  return useQuery({
    queryKey: charityKeys.all,
    queryFn: () => apiRequest<Organization[]>('/get/organizations'),
  });
}

/** GET /get/organizationsByID/{id}; the first item is the charity. */
export function useOrganization(id: number | null) {
  const path = `/get/organizationsByID/${id}`;
  return useQuery({
    queryKey: charityKeys.one(id ?? 0),
    queryFn: async () => (await apiRequest<Organization[]>(path))[0] ?? null,
    // The charity's page comes with this answer in its HTML.
    initialData: () => takeFirstRead<Organization[]>(path)?.[0],
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
