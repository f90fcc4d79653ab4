import type { AuthenticatedResponse } from '@tabang/shared';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { setSigningOut } from '../../lib/return-to';
import { authQueryKey } from '../../lib/session';
import { renderWithProviders } from '../../testing/render';
import { AdminGuard, RequireUser } from './guards';

function renderAt(path: string, client: QueryClient) {
  return renderWithProviders(null, {
    path,
    client,
    routes: {
      '/': <p>home page</p>,
      '/login': <p>login page</p>,
      '/admin': (
        <AdminGuard>
          <p>admin content</p>
        </AdminGuard>
      ),
      '/dashboard': (
        <RequireUser>
          <p>dashboard content</p>
        </RequireUser>
      ),
    },
  });
}

const withState = (state: AuthenticatedResponse) => {
  const client = createQueryClient();
  client.setQueryData(authQueryKey, state);
  return client;
};
const member = { userID: 1, firstName: 'Ana', lastName: 'Reyes', role: 'user' as const, language: null };

describe('AdminGuard', () => {
  it("shows 'Loading...' while checking, and a check that fails counts as signed out", async () => {
    // jsdom cannot reach a server, so the check fails, and a failed check counts as signed out.
    renderAt('/admin', createQueryClient());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, to come back to /admin', () => {
    const { router } = renderAt('/admin', withState({ authenticated: false, user: null }));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fadmin');
  });

  it('sends a signed-in member who is not an admin to /', () => {
    renderAt('/admin', withState({ authenticated: true, user: member }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('shows the content to an admin', () => {
    renderAt('/admin', withState({ authenticated: true, user: { ...member, role: 'admin' } }));
    expect(screen.getByText('admin content')).toBeInTheDocument();
  });
});

describe('RequireUser', () => {
  it('sends a signed-out visitor to /login, to come back to the page asked for', () => {
    const { router } = renderAt('/dashboard?tab=2', withState({ authenticated: false, user: null }));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fdashboard%3Ftab%3D2');
  });

  it('sends a person who has just signed out on purpose to plain /login', () => {
    setSigningOut(true);
    try {
      const { router } = renderAt('/dashboard', withState({ authenticated: false, user: null }));
      expect(screen.getByText('login page')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    } finally {
      setSigningOut(false);
    }
  });

  it('lets a signed-in member in', () => {
    renderAt('/dashboard', withState({ authenticated: true, user: member }));
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
  });
});
