import type { NotificationSettings, NotificationUpdate, UnsubscribeState } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const settingsKey = ['my-notifications'] as const;

/** GET /api/get/my/notifications. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest<NotificationSettings>('/get/my/notifications'),
  });

/** POST /api/post/my/notifications: one choice at a time, shown at once and put back if the server refuses. */
export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationUpdate) =>
      apiRequest<{ message: string; settings: NotificationSettings }>('/post/my/notifications', { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) queryClient.setQueryData(settingsKey, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.settings),
  });
}

const tokenPath = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** GET /api/get/notifications/unsubscribe: what a link is about (no login). */
export const useUnsubscribeState = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => apiRequest<UnsubscribeState>(tokenPath('/get/notifications/unsubscribe', token)),
    retry: false,
  });

/** POST the link's unsubscribe (or its undo, resubscribe). */
export function useChangeSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<UnsubscribeState & { message: string }>(
        tokenPath(on ? '/post/notifications/resubscribe' : '/post/notifications/unsubscribe', token),
        { body: {} },
      ),
    onSuccess: (answer) => queryClient.setQueryData(['unsubscribe', token], answer),
  });
}
