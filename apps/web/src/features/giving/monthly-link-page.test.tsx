import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { fakeServer, json, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import MonthlyLinkPage from './monthly-link-page';

// The page's window cannot be swapped for a stand-in (its location is fixed), so the way out of the app is.
vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const TOKEN = '4.pause.abc';
const state = (fields: object = {}) => ({
  action: 'pause',
  recurringID: 4,
  amount: 500,
  organizationName: 'Davao Food Bank',
  eventName: null,
  status: 'active',
  period: null,
  paid: false,
  ...fields,
});
const render = (token = TOKEN) =>
  renderWithProviders(<MonthlyLinkPage />, {
    path: `/monthly-giving?token=${encodeURIComponent(token)}`,
    routes: { '/monthly-giving': <MonthlyLinkPage /> },
  });

describe('the page of a plan email’s link', () => {
  it('changes nothing when opened; its button pauses the plan, without signing in', async () => {
    const { posts } = fakeServer({
      ...signedOut,
      [`GET /api/get/recurring/link?token=${encodeURIComponent(TOKEN)}`]: () => json(state()),
      [`POST /api/post/recurring/link?token=${encodeURIComponent(TOKEN)}`]: () =>
        json({ message: 'Your monthly gift to Davao Food Bank is paused.', status: 'paused' }),
    });
    const { user } = render();
    expect(
      await screen.findByText('Pause this monthly gift? Nothing is taken or reminded until you resume it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('₱500.00 a month to Davao Food Bank')).toBeInTheDocument();
    expect(screen.getByTestId('plan-link-status')).toHaveTextContent('Now: Active');
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your monthly gift to Davao Food Bank is paused.',
    );
    expect(screen.getByTestId('plan-link-status')).toHaveTextContent('Now: Paused');
    expect(posts()).toHaveLength(1);
  });

  it('goes on to the month’s checkout from a pay link', async () => {
    const token = '4.pay-2026-12.abc';
    fakeServer({
      ...signedOut,
      [`GET /api/get/recurring/link?token=${encodeURIComponent(token)}`]: () =>
        json(state({ action: 'pay', period: '2026-12' })),
      [`POST /api/post/recurring/link?token=${encodeURIComponent(token)}`]: () =>
        json({
          message: '₱500.00 a month to Davao Food Bank',
          status: 'active',
          checkout_url: '/sandbox/checkout/x',
        }),
    });
    const { user } = render(token);
    expect(await screen.findByText('Pay the gift for December 2026?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('/sandbox/checkout/x'));
  });

  it('says so when there is nothing to do, and offers no button', async () => {
    fakeServer({
      ...signedOut,
      [`GET /api/get/recurring/link?token=${encodeURIComponent(TOKEN)}`]: () =>
        json(state({ status: 'paused' })),
    });
    render();
    expect(
      await screen.findByText('Nothing to change: this monthly gift is Paused already.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a forged link', async () => {
    fakeServer({
      ...signedOut,
      [`GET /api/get/recurring/link?token=${encodeURIComponent(TOKEN)}`]: () =>
        json(
          {
            message: 'This link is not valid. Sign in and open My giving to manage your monthly gifts.',
            code: 'invalid_recurring_link',
          },
          400,
        ),
    });
    render();
    expect(
      await screen.findByText(
        'This link is not valid. Sign in and open My giving to manage your monthly gifts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your gifts on My giving' })).toHaveAttribute(
      'href',
      '/my/giving',
    );
  });
});
