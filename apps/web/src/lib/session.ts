import { type AuthenticatedResponse, USER_ROLES } from '@tabang/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest, setToken } from './api-client';
import { keepSession, keptSession } from './kept';
import { setSigningOut } from './return-to';

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
    USER_ROLES.some((role) => role === user.role)
  );
}

/**
 * GET /auth/authenticated. Only the server's word signs anyone out (its "not signed in", or a 401): when no answer
 * comes (offline, a timeout) or the server fails, the session last confirmed on this device stands, so a dropped
 * connection never sends a signed-in person to the login page (decision 013).
 */
async function fetchAuthState(): Promise<AuthenticatedResponse> {
  let data: unknown;
  try {
    data = await apiRequest('/auth/authenticated', { root: true, credentials: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setToken(null);
      return signedOut;
    }
    return lastKnown();
  }
  if (!isAuthenticatedResponse(data)) return lastKnown();
  // A stored token the server no longer knows (logged out elsewhere, expired, password reset) is useless.
  if (data.authenticated && data.user) keepSession(data.user);
  else setToken(null);
  return data;
}

/** The session this device last heard confirmed, or signed out when there is none. */
function lastKnown(): AuthenticatedResponse {
  const user = keptSession();
  return user ? { authenticated: true, user } : signedOut;
}

const sessionQuery = { queryKey: authQueryKey, queryFn: fetchAuthState, staleTime: 5 * 60_000 };

/**
 * Asks for the session before the first render. Its answer then usually comes before the page is drawn: one that
 * came in the middle would have React draw the whole page again at once (a store that changes during a
 * time-sliced render is read again synchronously), a long task on a slow phone.
 */
export const checkSessionEarly = (queryClient: QueryClient) => void queryClient.prefetchQuery(sessionQuery);

/** The authentication state: `isLoading` while checking, then signed in (`user`) or signed out. */
export function useAuth() {
  const query = useQuery(sessionQuery);
  const state = query.data ?? signedOut;
  return { isLoading: query.isPending, authenticated: state.authenticated, user: state.user };
}

/** Data that depends on who is signed in (liked flags, the dashboard) is fetched again for the new user. */
export const refetchUserData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authQueryKey[0] });

/** POST /auth/logout (a GET with only the cookie ends nothing), forget the token, show signed out everywhere and go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      apiRequest('/auth/logout', { root: true, credentials: true, method: 'POST' }).catch(() => undefined),
    onSettled: () => {
      setSigningOut(true);
      setToken(null);
      queryClient.setQueryData(authQueryKey, signedOut);
      void refetchUserData(queryClient);
      navigate('/login');
    },
  });
}
