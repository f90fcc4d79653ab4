import type {
  AuthenticatedResponse,
  ChangePasswordRequest,
  Profile,
  ProfileUpdate,
  ZMessageResponse,
  ZProfileUpdateResponse,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiRequest, setToken } from '../../lib/api-client';
import { setSigningOut } from '../../lib/return-to';
import { authQueryKey, refetchUserData } from '../../lib/session';

type MessageResponse = z.infer<typeof ZMessageResponse>;
const profileKey = ['my-profile'] as const;

/** GET /api/get/my/profile. */
export const useProfile = () =>
  useQuery({ queryKey: profileKey, queryFn: () => apiRequest<Profile>('/get/my/profile') });

/** POST /api/post/my/profile; the navigation bar's name follows. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiRequest<z.infer<typeof ZProfileUpdateResponse>>('/post/my/profile', { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(profileKey, data.profile);
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
    },
  });
}

/** POST /auth/password: this session stays, the others end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest<MessageResponse>('/auth/password', { root: true, credentials: true, body }),
  });

/** GET /api/get/my/data, saved as a JSON file. */
export async function downloadMyData() {
  const data = await apiRequest('/get/my/data');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tabang-my-data.json';
  link.click();
  // The download has started from the URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** POST /api/post/my/delete; afterwards this browser is signed out everywhere in the app, on /login as after Logout. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<MessageResponse>('/post/my/delete', { credentials: true, body: { password } }),
    onSuccess: () => {
      setSigningOut(true);
      navigate('/login', { replace: true });
      setToken(null);
      queryClient.setQueryData<AuthenticatedResponse>(authQueryKey, { authenticated: false, user: null });
      queryClient.removeQueries({ queryKey: profileKey });
      void refetchUserData(queryClient);
    },
  });
}
