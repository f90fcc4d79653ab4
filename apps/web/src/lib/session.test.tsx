import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render';
import { getToken, setToken } from './api-client';
import { authQueryKey, useLogout } from './session';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}

describe('useLogout', () => {
  it('ends the session with a POST (a GET with only the cookie does not), then shows /login signed out', async () => {
    let logoutRequest: RequestInit | undefined;
    const server = fakeServer({
      'POST /auth/logout': (init) => {
        logoutRequest = init;
        return json({ message: 'You have been logged out.' });
      },
      'GET /auth/authenticated': () => json({ authenticated: false, user: null }),
    });
    setToken('the-session-token');
    const { client, user } = renderWithProviders(<LogoutButton />, {
      path: '/dashboard',
      routes: { '/login': <p>login page</p> },
    });
    client.setQueryData(authQueryKey, {
      authenticated: true,
      user: { userID: 1, firstName: 'Ana', lastName: 'Reyes', role: 'user' },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/auth/logout')).toEqual([
      { method: 'POST', path: '/auth/logout', body: undefined },
    ]);
    // The cookie and the bearer token both name the session that ends.
    expect(logoutRequest?.credentials).toBe('include');
    expect(new Headers(logoutRequest?.headers).get('authorization')).toBe('Bearer the-session-token');
    expect(getToken()).toBeNull();
    expect(client.getQueryData(authQueryKey)).toEqual({ authenticated: false, user: null });
  });
});
