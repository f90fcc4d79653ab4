import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { fakeServer, json } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render';
import { getToken, setToken } from './api-client';
import { keepForUser, keepSession, keptForUser, keptSession } from './kept';
import { authQueryKey, checkSessionEarly, useAuth, useLogout } from './session';

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

function WhoAmI() {
  const { isLoading, authenticated, user } = useAuth();
  if (isLoading) return <p>checking</p>;
  return <p>{authenticated ? `signed in as ${user?.firstName}` : 'signed out'}</p>;
}

const ana = { userID: 7, firstName: 'Ana', lastName: 'Reyes', role: 'user', language: null } as const;
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

describe('useAuth and the session kept on this device', () => {
  beforeEach(() => setToken(null));

  it('keeps the last confirmed session when no answer comes, and forgets it when the server says signed out', async () => {
    setToken('the-session-token', true);
    fakeServer({ 'GET /auth/authenticated': () => json({ authenticated: true, user: ana }) });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed in as Ana')).toBeInTheDocument();
    cleanup();
    expect(keptSession()).toEqual(ana);

    // The connection drops: a reload still shows Ana signed in (never the login page).
    fakeServer({ 'GET /auth/authenticated': noConnection });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed in as Ana')).toBeInTheDocument();
    cleanup();

    // A server failure is no refusal either.
    fakeServer({ 'GET /auth/authenticated': () => json({ message: 'down' }, 503) });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed in as Ana')).toBeInTheDocument();
    cleanup();

    // The server's own "not signed in" ends it: token and kept session go.
    fakeServer({ 'GET /auth/authenticated': () => json({ authenticated: false, user: null }) });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(keptSession()).toBeNull();
  });

  it('asked before the first render, its answer is already there when the page draws: no second request', async () => {
    setToken('the-session-token', true);
    const server = fakeServer({ 'GET /auth/authenticated': () => json({ authenticated: true, user: ana }) });
    const client = createQueryClient();
    checkSessionEarly(client);
    await vi.waitFor(() =>
      expect(client.getQueryData(authQueryKey)).toEqual({ authenticated: true, user: ana }),
    );
    renderWithProviders(<WhoAmI />, { client });
    // Drawn signed in at once, never "checking".
    expect(screen.getByText('signed in as Ana')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/auth/authenticated')).toHaveLength(1);
  });

  it('shows signed out without a connection when no session was ever confirmed here', async () => {
    fakeServer({ 'GET /auth/authenticated': noConnection });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('a 401 from the check signs out and erases what was kept', async () => {
    setToken('the-session-token');
    keepSession(ana);
    keepForUser('my-volunteering', [{ code: 'ABC123' }]);
    fakeServer({ 'GET /auth/authenticated': () => json({ message: 'Please log in first.' }, 401) });
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(keptForUser('my-volunteering')).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tabang:'))).toEqual([]);
  });
});
