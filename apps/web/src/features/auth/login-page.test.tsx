import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import LoginPage from './login-page';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };

beforeEach(() => {
  localStorage.clear();
  act(() => toast.remove());
});

/** A server that refuses the first `failures` logins, then accepts. */
function loginServer(failures: number) {
  let tries = 0;
  return fakeServer({
    ...signedOut,
    'POST /auth/login': () =>
      ++tries <= failures
        ? json({ message: 'Invalid credentials' }, 401)
        : json({ message: 'Login successful', token: 'tok', user: USER }),
  });
}

async function logIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
}

describe('LoginPage', () => {
  it('after two failures, a success leaves only the success toast', async () => {
    const server = loginServer(2);
    const { user } = renderWithProviders(<LoginPage />, {
      path: '/login',
      routes: { '/dashboard': <p>dashboard page</p> },
    });
    await logIn(user);
    const submit = screen.getByRole('button', { name: 'Log in' });
    for (const attempt of [1, 2]) {
      await user.click(submit);
      await waitFor(() => expect(server.posts()).toHaveLength(attempt));
      await waitFor(() => expect(submit).toBeEnabled());
    }
    // Two failures are one toast, not two stacked ones (the toaster is a lazy chunk: wait for it to show).
    expect(await screen.findAllByText('Error logging in. Please check your credentials.')).toHaveLength(1);
    await user.click(submit);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.queryByText('Error logging in. Please check your credentials.')).not.toBeInTheDocument();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('goes back to the page in ?returnTo= after logging in, and to the dashboard when it is not ours', async () => {
    loginServer(0);
    const first = renderWithProviders(<LoginPage />, {
      path: '/login?returnTo=%2Fcharity%2F3%3Ftab%3D1',
      routes: { '/charity/:id': <p>charity page</p> },
    });
    await logIn(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('charity page')).toBeInTheDocument();
    expect(first.router.state.location.search).toBe('?tab=1');
  });

  it('opens empty, with nothing focused, when not coming from sign-up', async () => {
    loginServer(0);
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });

  it('ignores a returnTo that leaves the site', async () => {
    loginServer(0);
    const { user, router } = renderWithProviders(<LoginPage />, {
      path: '/login?returnTo=%2F%2Fevil.example%2Fx',
      routes: { '/dashboard': <p>dashboard page</p> },
    });
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['a broken percent-encoding', '%2F%25E0%25A4%25A'],
    ['a dot segment that climbs to //host', '%2F..%2F%2Fevil.example'],
    ['encoded dots that climb to //host', '%2F%252e%252e%2F%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
  ])('logs in without throwing and lands on the dashboard for %s', async (_, returnTo) => {
    loginServer(0);
    const { user, router } = renderWithProviders(<LoginPage />, {
      path: `/login?returnTo=${returnTo}`,
      routes: { '/dashboard': <p>dashboard page</p> },
    });
    await logIn(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
