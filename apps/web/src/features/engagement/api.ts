import type { LikedResponse, LikeResponse } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  type EngagementTarget,
  forgetSessionOn401,
  targetBody,
  targetId,
  targetSegment,
} from '../../lib/engagement-target';
import { useTranslation } from '../../lib/i18n';
import { toastError } from '../../lib/later-toasts';
import { useAuth } from '../../lib/session';

export const engagementKeys = {
  liked: (userID: number, target: EngagementTarget) =>
    ['engagement', 'liked', target.kind, targetId(target), userID] as const,
};

/** Whether the signed-in user likes the target (GET /get/{organizations|events}/liked/{userId}/{id}). */
export function useLiked(target: EngagementTarget) {
  const { user } = useAuth();
  return useQuery({
    queryKey: engagementKeys.liked(user?.userID ?? 0, target),
    queryFn: async () => {
      const path = `/get/${targetSegment(target)}/liked/${user!.userID}/${targetId(target)}`;
      const data = await apiRequest<LikedResponse>(path, { credentials: true });
      return data.liked;
    },
    enabled: !!user,
  });
}

/**
 * Like or unlike (`mutate(true|false)`). The button shows the new state at once; if the server refuses, it goes
 * back and 'Error updating like status.' is shown.
 */
export function useToggleLike(target: EngagementTarget) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation();
  const key = engagementKeys.liked(user?.userID ?? 0, target);
  return useMutation({
    mutationFn: (like: boolean) => {
      if (!user) throw new ApiError(t('errors.unauthorized'), 401);
      return apiRequest<LikeResponse>(`/post/${targetSegment(target)}/${like ? 'like' : 'unlike'}`, {
        body: targetBody(target, user.userID),
        credentials: true,
      });
    },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, like);
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(key, context?.previous);
      // Offline, the API client's own text: it needs a connection, and nothing was sent.
      toastError(error instanceof ApiError && error.status === 0 ? error.message : t('engagement.likeError'));
      forgetSessionOn401(queryClient, error);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data.liked);
    },
  });
}
