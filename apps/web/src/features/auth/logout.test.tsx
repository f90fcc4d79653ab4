import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { createQueryClient } from '../../app/providers';
import { getToken, setToken } from '../../lib/api-client';
import { authQueryKey, useLogout } from './api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}

describe('useLogout', () => {
  it('ends the session with a POST (a GET with only the cookie no longer does), then shows /login signed out', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'You have been logged out.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setToken('the-session-token');
    const client = createQueryClient();
    client.setQueryData(authQueryKey, {
      authenticated: true,
      user: { userID: 1, firstName: 'Ana', lastName: 'Reyes', role: 'user' },
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<LogoutButton />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer the-session-token');
    expect(getToken()).toBeNull();
    expect(client.getQueryData(authQueryKey)).toEqual({ authenticated: false, user: null });
  });
});
