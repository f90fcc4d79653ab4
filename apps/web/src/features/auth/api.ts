import type { AuthenticatedResponse, LoginRequest, LoginResponse, RegisterRequest } from '@tabang/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, getToken, setToken } from '../../lib/api-client';

export const authQueryKey = ['auth'] as const;
const signedOut: AuthenticatedResponse = { authenticated: false, user: null };

/**
 * The shape of GET /auth/authenticated's answer. The server validates it against the shared schema; this light
 * check keeps zod out of the first download every page needs (the navigation bar asks on every page).
 */
function isAuthenticatedResponse(data: unknown): data is AuthenticatedResponse {
  if (!data || typeof data !== 'object') return false;
  const { authenticated, user } = data as { authenticated?: unknown; user?: Record<string, unknown> | null };
  if (authenticated === false) return user === null;
  return (
    authenticated === true &&
    !!user &&
    typeof user.userID === 'number' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    (user.role === 'user' || user.role === 'admin')
  );
}

/** GET /auth/authenticated; a failed check counts as signed out (spec section 8). */
export async function fetchAuthState(): Promise<AuthenticatedResponse> {
  try {
    const data = await apiRequest('/auth/authenticated', { root: true, credentials: true });
    if (!isAuthenticatedResponse(data)) return signedOut;
    // A stored token the server no longer knows (logged out elsewhere, expired, password reset) is useless.
    if (!data.authenticated && getToken()) setToken(null);
    return data;
  } catch {
    return signedOut;
  }
}

/** The authentication state: `isLoading` while checking, then signed in (`user`) or signed out. */
export function useAuth() {
  const query = useQuery({ queryKey: authQueryKey, queryFn: fetchAuthState, staleTime: 5 * 60_000 });
  const state = query.data ?? signedOut;
  return { isLoading: query.isPending, authenticated: state.authenticated, user: state.user };
}

/** Data that depends on who is signed in (liked flags, the dashboard) is fetched again for the new user. */
const refetchUserData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authQueryKey[0] });

/**
 * POST /auth/login. On success the token is stored under authToken and the auth state is set at once,
 * so the navigation bar shows the user without a reload. The caller toasts and navigates.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest<LoginResponse>('/auth/login', { root: true, credentials: true, body }),
    onSuccess: (data) => {
      setToken(data.token);
      queryClient.setQueryData<AuthenticatedResponse>(authQueryKey, { authenticated: true, user: data.user });
      void refetchUserData(queryClient);
    },
  });
}

/**
 * POST /auth/logout (a GET with only the cookie no longer ends the session), forget the token, show signed out
 * everywhere and go to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      apiRequest('/auth/logout', { root: true, credentials: true, method: 'POST' }).catch(() => undefined),
    onSettled: () => {
      setToken(null);
      queryClient.setQueryData(authQueryKey, signedOut);
      void refetchUserData(queryClient);
      navigate('/login');
    },
  });
}

/** POST /auth/register with the spec's registration payload. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest<{ message: string; userID: number }>('/auth/register', { root: true, body }),
  });
}

/** POST /auth/forgot-password: the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('/auth/forgot-password', { root: true, body: { email } }),
  });
}

/** POST /auth/reset-password with the token from the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<{ message: string }>('/auth/reset-password', { root: true, body }),
  });
}
