import type { RecurringPlan } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import GivingPage from './giving-page';

const ROUTES = {
  'GET /api/get/my/donations/summary': () => json({ totalThisYear: 0, totalOverall: 0, completedCount: 0 }),
  'GET /api/get/my/donations?limit=20': () => listPage([]),
  'GET /api/get/my/statements': () => json([]),
  'GET /api/get/my/tax-details': () => json({ taxDetails: null }),
};

function plan(fields: Partial<RecurringPlan> = {}): RecurringPlan {
  return {
    recurringID: 4,
    amount: 500,
    organizationID: 3,
    organizationName: 'Davao Food Bank',
    eventID: null,
    eventName: null,
    method: 'gcash',
    mode: 'reminder',
    status: 'active',
    nextDueOn: '2026-12-15',
    gifts: 2,
    anonymous: false,
    ...fields,
  };
}

const cards = () => screen.findAllByTestId('monthly-plan');

describe('My giving’s monthly plans', () => {
  it('shows each plan with its status, mode, next date and gifts so far', async () => {
    fakeServer({
      ...ROUTES,
      'GET /api/get/my/recurring': () =>
        json([
          plan(),
          plan({
            recurringID: 5,
            amount: 1000,
            method: 'card',
            mode: 'auto',
            status: 'paused',
            nextDueOn: null,
            gifts: 1,
            eventID: 9,
            eventName: 'Rice for Toril',
          }),
          plan({ recurringID: 6, status: 'cancelled', nextDueOn: null }),
        ]),
    });
    renderWithProviders(<GivingPage />, { path: '/my/giving' });
    expect(await screen.findByRole('heading', { name: 'Monthly giving' })).toBeInTheDocument();
    const [active, paused, cancelled] = await cards();
    expect(within(active!).getByRole('link', { name: '₱500.00 a month to Davao Food Bank' })).toHaveAttribute(
      'href',
      '/charity/3',
    );
    expect(within(active!).getByTestId('monthly-plan-status')).toHaveTextContent('Active');
    expect(active).toHaveTextContent('GCash · Monthly reminder with a pay link');
    expect(active).toHaveTextContent('Next gift: Dec 15, 2026 · 2 gifts so far');
    expect(within(active!).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    expect(
      within(paused!).getByRole('link', { name: '₱1,000.00 a month to Rice for Toril' }),
    ).toHaveAttribute('href', '/event/9');
    expect(within(paused!).getByTestId('monthly-plan-status')).toHaveTextContent('Paused');
    expect(paused).toHaveTextContent('Credit or debit card · Charged automatically');
    expect(paused).toHaveTextContent('1 gift so far');
    expect(paused).not.toHaveTextContent('Next gift');
    expect(within(paused!).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    expect(within(cancelled!).getByTestId('monthly-plan-status')).toHaveTextContent('Cancelled');
    expect(within(cancelled!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pauses a plan and shows it paused, as the server answers', async () => {
    const { posts } = fakeServer({
      ...ROUTES,
      'GET /api/get/my/recurring': () => json([plan()]),
      'POST /api/post/recurring/pause': () =>
        json({
          message: 'Your monthly gift to Davao Food Bank is paused.',
          plan: plan({ status: 'paused', nextDueOn: null }),
        }),
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: 'Pause' }));
    expect(await within(card!).findByRole('status')).toHaveTextContent(
      'Your monthly gift to Davao Food Bank is paused.',
    );
    expect(within(card!).getByTestId('monthly-plan-status')).toHaveTextContent('Paused');
    expect(within(card!).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(posts()).toEqual([
      { method: 'POST', path: '/api/post/recurring/pause', body: { recurringID: 4 } },
    ]);
  });

  it('cancels only after the confirmation, and Keep it changes nothing', async () => {
    const { posts } = fakeServer({
      ...ROUTES,
      'GET /api/get/my/recurring': () => json([plan()]),
      'POST /api/post/recurring/cancel': () =>
        json({
          message: 'Your monthly gift to Davao Food Bank is cancelled.',
          plan: plan({ status: 'cancelled', nextDueOn: null }),
        }),
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: 'Cancel plan' }));
    const question = within(card!).getByRole('alertdialog');
    expect(question).toHaveTextContent('Cancel your monthly gift of ₱500.00 to Davao Food Bank?');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(posts()).toEqual([]);
    expect(within(card!).getByTestId('monthly-plan-status')).toHaveTextContent('Active');

    await user.click(within(card!).getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(card!).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card!).findByRole('status')).toHaveTextContent('is cancelled');
    expect(within(card!).getByTestId('monthly-plan-status')).toHaveTextContent('Cancelled');
    expect(posts()).toEqual([
      { method: 'POST', path: '/api/post/recurring/cancel', body: { recurringID: 4 } },
    ]);
  });

  it('shows no section to someone who never gave monthly', async () => {
    fakeServer({ ...ROUTES, 'GET /api/get/my/recurring': () => json([]) });
    renderWithProviders(<GivingPage />, { path: '/my/giving' });
    expect(await screen.findByText('You have not given yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Monthly giving' })).not.toBeInTheDocument();
  });
});
