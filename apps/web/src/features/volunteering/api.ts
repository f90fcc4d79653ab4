import type { MyVolunteering, RosterEntry, VolunteeringSummary } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const volunteeringKeys = {
  mine: ['my-volunteering', 'list'] as const,
  summary: ['my-volunteering', 'summary'] as const,
  roster: (eventId: number) => ['dashboard', 'roster', eventId] as const,
};

/** GET /get/my/volunteering: my sign-ups, upcoming first, with my check-in codes. */
export function useMyVolunteering() {
  return useQuery({
    queryKey: volunteeringKeys.mine,
    queryFn: () => apiRequest<MyVolunteering[]>('/get/my/volunteering', { credentials: true }),
  });
}

/** GET /get/my/volunteering/summary: hours served and events attended. */
export function useVolunteeringSummary() {
  return useQuery({
    queryKey: volunteeringKeys.summary,
    queryFn: () => apiRequest<VolunteeringSummary>('/get/my/volunteering/summary', { credentials: true }),
  });
}

/** GET /get/dashboard/events/:id/roster, for the event's charity's representative or an admin. */
export function useRoster(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: volunteeringKeys.roster(eventId),
    queryFn: () =>
      apiRequest<RosterEntry[]>(`/get/dashboard/events/${eventId}/roster`, { credentials: true }),
  });
}

export type AttendanceAction = 'checkin' | 'checkout';

/** POST /post/events/checkin|checkout by code or userID: the answer (the person's roster entry) replaces their row at once. */
export function useMarkAttendance(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, who }: { action: AttendanceAction; who: { code: string } | { userID: number } }) =>
      apiRequest<RosterEntry>(`/post/events/${action}`, {
        body: { eventID: eventId, ...who },
        credentials: true,
      }),
    onSuccess: (entry) =>
      queryClient.setQueryData<RosterEntry[]>(volunteeringKeys.roster(eventId), (roster) =>
        roster?.map((row) => (row.userID === entry.userID ? entry : row)),
      ),
  });
}
