import { type AuthenticatedResponse, ZAuthenticatedResponse } from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, setToken } from '../../lib/api-client';

export const authQueryKey = ['auth'] as const;
const signedOut: AuthenticatedResponse = { authenticated: false, user: null };

/** GET /auth/authenticated; a failed check counts as signed out (spec section 8). */
export async function fetchAuthState(): Promise<AuthenticatedResponse> {
  try {
    const data = await apiRequest('/auth/authenticated', { root: true, credentials: true });
    const parsed = ZAuthenticatedResponse.safeParse(data);
    return parsed.success ? parsed.data : signedOut;
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

/** GET /auth/logout, forget the token, show signed out everywhere and go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/auth/logout', { root: true, credentials: true }).catch(() => undefined),
    onSettled: () => {
      setToken(null);
      queryClient.setQueryData(authQueryKey, signedOut);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      navigate('/login');
    },
  });
}
