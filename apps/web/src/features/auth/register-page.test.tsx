import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { REGISTRATION_REDIRECT_MS } from '@tabang/shared';
import { createQueryClient } from '../../app/providers';
import { type Call, fakeServer, json, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

afterEach(cleanup);

// Step 1 asks the server whether the email is free; unless a test says otherwise, it is.
let calls: Call[];
beforeEach(() => {
  sessionStorage.clear();
  calls = fakeServer({ 'POST /auth/email-available': () => json({ available: true }) }).calls;
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, select' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('the three-step sign-up', () => {
  it('asks for every field of the step, ignoring blanks made of spaces', async () => {
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 3');
    await user.type(field('Full name'), '   ');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 3');
  });

  it('pre-fills step 2 from step 1, checks the confirmation, and keeps values going back and forth', async () => {
    const user = renderPage();
    await user.type(field('Full name'), '  Maria   Clara Santos ');
    await user.type(field('Email'), 'maria@example.ph');
    await user.type(field('Password'), 'mangga at saging');
    await user.click(next());

    // Step 1 waits for the server's email check.
    expect(await screen.findByText('Step 2 of 3', { exact: false })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Maria Clara');
    expect(field('Last name')).toHaveValue('Santos');
    expect(field('Email')).toHaveValue('maria@example.ph');
    expect(field('Password')).toHaveValue('mangga at saging');
    // Room for the number as people write it ("+63 917 123 4567"), on the phone keyboard that has + and digits.
    expect(field('Contact number')).toHaveAttribute('maxlength', '20');
    expect(field('Contact number')).toHaveAttribute('type', 'tel');
    expect(field('Contact number')).not.toHaveAttribute('inputmode');

    await user.type(field('Confirm password'), 'something else');
    await user.type(field('Contact number'), '09171234567');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');

    // An edit on step 2 survives a trip back to step 1 that changes nothing there.
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Ma. Clara');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Full name')).toHaveValue('  Maria   Clara Santos ');
    expect(field('Email')).toHaveValue('maria@example.ph');
    await user.click(next());
    expect(await screen.findByLabelText('First name')).toHaveValue('Ma. Clara');
    expect(field('Confirm password')).toHaveValue('something else');

    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'mangga at saging');
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 3 of 3');
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getAllByRole('option', { name: /./ }).length).toBeGreaterThan(100);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  }, 30_000);

  it('uses the shared rules before moving on, such as the email format', async () => {
    const user = renderPage();
    await user.type(field('Full name'), 'Jose Rizal');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'noli me tangere');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('says on step 1 that the email already has an account, with a link to log in', async () => {
    calls = fakeServer({ 'POST /auth/email-available': () => json({ available: false }) }).calls;
    const user = renderPage();
    await user.type(field('Full name'), 'Jose Rizal');
    await user.type(field('Email'), ' Jose@Example.PH ');
    await user.type(field('Password'), 'noli me tangere');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 3');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/email-available', body: { email: 'Jose@Example.PH' } },
    ]);
  });

  it('keeps the steps typed so far across a reload, but never a password', async () => {
    let user = renderPage();
    await user.type(field('Full name'), 'Maria Santos');
    await user.type(field('Email'), 'maria@example.ph');
    await user.type(field('Password'), 'mangga at saging');
    await user.click(next());
    await screen.findByText('Step 2 of 3', { exact: false });
    await user.type(field('Contact number'), '09171234567');
    expect(sessionStorage.getItem('tabang.signUpDraft')).not.toContain('mangga');

    // A reload: the page mounts again from what the tab kept.
    cleanup();
    user = renderPage();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2 of 3');
    expect(field('First name')).toHaveValue('Maria');
    expect(field('Email')).toHaveValue('maria@example.ph');
    expect(field('Contact number')).toHaveValue('09171234567');
    expect(field('Password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Full name')).toHaveValue('Maria Santos');
    expect(field('Password')).toHaveValue('');
  });

  it('after the account is made, opens the login page with the email filled in and the password focused', async () => {
    const server = fakeServer({
      ...signedOut,
      'POST /auth/email-available': () => json({ available: true }),
      'POST /auth/register': () => json({ message: 'Registration successful.', userID: 9 }, 201),
    });
    const { user, router } = renderWithProviders(<RegisterPage />, {
      path: '/register',
      routes: { '/login': <LoginPage /> },
    });
    await user.type(field('Full name'), 'Maria Santos');
    await user.type(field('Email'), ' maria@example.ph ');
    await user.type(field('Password'), 'mangga at saging');
    await user.click(next());
    await screen.findByText('Step 2 of 3', { exact: false });
    await user.type(field('Confirm password'), 'mangga at saging');
    await user.type(field('Contact number'), '+63 917 123 4567');
    await user.click(next());
    await screen.findByText('Step 3 of 3', { exact: false });
    await user.type(field('Date of birth'), '1990-06-15');
    await user.selectOptions(field('Location'), 'Davao City');
    await user.selectOptions(field('Interest'), 'Education');

    // Fake clocks from here, to pass the wait before /login (REGISTRATION_REDIRECT_MS) without waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Account created/);
    expect(server.posts().at(-1)?.body).toMatchObject({
      email: 'maria@example.ph',
      contactNumber: '+63 917 123 4567',
    });
    await act(async () => vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.ph');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    // Handed over in the router's state, never in the URL.
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ signedUpEmail: 'maria@example.ph' });
  }, 30_000);
});
