import type { CalendarFeed, ZMessageResponse } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/session';

const feedKey = (userID: number) => ['calendar-feed', userID] as const;

/** GET /api/get/my/calendar: the signed-in person's feed URL, or null. */
export function useCalendarFeed() {
  const { user } = useAuth();
  return useQuery({
    queryKey: feedKey(user?.userID ?? 0),
    queryFn: () => apiRequest<CalendarFeed>('/get/my/calendar', { credentials: true }),
    enabled: !!user,
  });
}

/** POST /api/post/my/calendar (a new link; the old one stops working) or …/revoke (no link). */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = feedKey(user?.userID ?? 0);
  const create = useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('/post/my/calendar', { method: 'POST', credentials: true }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const revoke = useMutation({
    mutationFn: () =>
      apiRequest<z.infer<typeof ZMessageResponse>>('/post/my/calendar/revoke', {
        method: 'POST',
        credentials: true,
      }),
    onSuccess: () => queryClient.setQueryData(key, { url: null }),
  });
  return { create, revoke };
}
