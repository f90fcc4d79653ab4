import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import ResetPasswordPage from './reset-password-page';

describe('the reset password page', () => {
  it('says at once that a used or expired link no longer works, with a link to ask for a new one', async () => {
    const { calls } = fakeServer({ 'POST /auth/reset-password/check': () => json({ usable: false }) });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=spent-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid, already used or expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/reset-password/check', body: { token: 'spent-token' } },
    ]);
  });

  it('shows the form for a link that still works', async () => {
    fakeServer({ 'POST /auth/reset-password/check': () => json({ usable: true }) });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=live-token' });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the link died since the check (invalid_reset_link)', 'invalid_reset_link', true],
    ['another refusal, in the same words (validation_failed)', 'validation_failed', false],
  ])('offers a new link after a refused save only for a dead link: %s', async (_name, code, offered) => {
    const message = 'This password reset link is invalid, already used or expired. Please request a new one.';
    fakeServer({
      'POST /auth/reset-password/check': () => json({ usable: true }),
      'POST /auth/reset-password': () => json({ message, code }, 400),
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=live-token' });
    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Request a new link' }) !== null).toBe(offered);
  });
});
