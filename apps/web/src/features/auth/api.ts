import type {
  AuthenticatedResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ZEmailAvailableResponse,
  ZMessageResponse,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZResetTokenCheckResponse,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, setToken } from '../../lib/api-client';
import { keepSession } from '../../lib/kept';
import { authQueryKey, refetchUserData } from '../../lib/session';

// The answers' shapes are the shared schemas' (types only: zod stays out of the pages' code).
type MessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * POST /auth/login. On success the token is stored under authToken and the auth state is set at once,
 * so the navigation bar shows the user without a reload. The caller toasts and navigates.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest<LoginResponse>('/auth/login', { root: true, credentials: true, body }),
    onSuccess: (data, body) => {
      setToken(data.token, body.rememberMe);
      keepSession(data.user);
      queryClient.setQueryData<AuthenticatedResponse>(authQueryKey, { authenticated: true, user: data.user });
      void refetchUserData(queryClient);
    },
  });
}

/** POST /auth/register with the registration payload (every field of the three steps). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest<z.infer<typeof ZRegisterResponse>>('/auth/register', { root: true, body }),
  });
}

/** POST /auth/forgot-password: the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<MessageResponse>('/auth/forgot-password', { root: true, body: { email } }),
  });
}

/** POST /auth/reset-password with the token from the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZResetPasswordRequest>) =>
      apiRequest<MessageResponse>('/auth/reset-password', { root: true, body }),
  });
}

/** POST /auth/email-available: sign-up's step 1 asks before moving on. */
export const checkEmailAvailable = (email: string) =>
  apiRequest<z.infer<typeof ZEmailAvailableResponse>>('/auth/email-available', {
    root: true,
    body: { email },
  });

/** POST /auth/reset-password/check: whether the link's token still works (the page asks when it opens). */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () =>
      apiRequest<z.infer<typeof ZResetTokenCheckResponse>>('/auth/reset-password/check', {
        root: true,
        body: { token },
      }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
