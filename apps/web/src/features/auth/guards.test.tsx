import type { AuthenticatedResponse } from '@tabang/shared';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { createQueryClient } from '../../app/providers';
import { authQueryKey } from '../../lib/session';
import { AdminGuard, RequireUser } from './guards';

afterEach(cleanup);

function renderAt(path: string, client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route
            path="/admin"
            element={
              <AdminGuard>
                <p>admin content</p>
              </AdminGuard>
            }
          />
          <Route
            path="/dashboard"
            element={
              <RequireUser>
                <p>dashboard content</p>
              </RequireUser>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const withState = (state: AuthenticatedResponse) => {
  const client = createQueryClient();
  client.setQueryData(authQueryKey, state);
  return client;
};
const member = { userID: 1, firstName: 'Ana', lastName: 'Reyes', role: 'user' as const };

describe('AdminGuard', () => {
  it("shows 'Loading...' while checking, and a check that fails counts as signed out", async () => {
    // jsdom cannot reach a server, so the check fails: the spec's rule makes that signed out.
    renderAt('/admin', createQueryClient());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', () => {
    renderAt('/admin', withState({ authenticated: false, user: null }));
    expect(screen.getByText('login page')).toBeInTheDocument();
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
  it('sends a signed-out visitor to /login', () => {
    renderAt('/dashboard', withState({ authenticated: false, user: null }));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('lets a signed-in member in', () => {
    renderAt('/dashboard', withState({ authenticated: true, user: member }));
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
  });
});
