import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { DonateButton } from './donate-button';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const CHARITY = { organizationID: 3, organizationName: 'Davao Food Bank' };
// A gateway that charges cards and Maya again (the sandbox): GCash never.
const METHODS = {
  methods: [
    { method: 'gcash', min: 1, max: 100_000, autoCharge: false },
    { method: 'maya', min: 1, max: 100_000, autoCharge: true },
    { method: 'card', min: 1, max: 1_000_000, autoCharge: true },
  ],
};

async function openDialog(methods = METHODS) {
  const server = fakeServer({
    ...signedInAs(USER),
    'GET /api/get/payment/methods': () => json(methods),
    'POST /api/post/donation/create': () => json({ req_id: 'abc', checkout_url: '/sandbox/checkout/abc' }),
    'POST /api/post/recurring/create': () =>
      json({ recurringID: 12, req_id: 'def', checkout_url: '/sandbox/checkout/def?save=1', mode: 'auto' }),
  });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  const rendered = renderWithProviders(<DonateButton organization={CHARITY} label="DONATE NOW" />, {
    path: '/charity/3',
  });
  await rendered.user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
  const amount = await screen.findByLabelText('Amount (PHP)');
  await screen.findByRole('radio', { name: 'GCash' });
  return { ...server, ...rendered, open, tab, amount };
}

beforeEach(() => localStorage.clear());

describe('Give monthly in the donation dialog', () => {
  it('explains the mode the chosen way to pay gets: automatic for a card or Maya, else a monthly pay link', async () => {
    const { user, amount } = await openDialog();
    await user.type(amount, '500');
    const monthly = screen.getByRole('checkbox', { name: 'Give monthly' });
    expect(monthly).not.toBeChecked();
    expect(screen.queryByTestId('monthly-mode')).not.toBeInTheDocument();
    await user.click(monthly);
    expect(screen.getByTestId('monthly-mode')).toHaveTextContent('Choose how you will pay to give monthly.');
    expect(screen.getByRole('button', { name: 'Give ₱500 monthly' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(screen.getByTestId('monthly-mode')).toHaveTextContent(
      'GCash cannot be charged automatically, so each month we email you (and text you, if texts are on) a link to pay that month’s gift.',
    );
    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(screen.getByTestId('monthly-mode')).toHaveTextContent(
      'Your Credit or debit card is charged automatically each month, on the day of this first gift.',
    );
    await user.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(screen.getByTestId('monthly-mode')).toHaveTextContent('Your Maya is charged automatically');
  });

  it('calls a method that cannot be charged again a reminder on a gateway that charges none', async () => {
    const { user } = await openDialog({
      methods: METHODS.methods.map((method) => ({ ...method, autoCharge: false })),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Give monthly' }));
    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(screen.getByTestId('monthly-mode')).toHaveTextContent(
      'Credit or debit card cannot be charged automatically',
    );
  });

  it('starts the plan with the chosen method and opens its first checkout', async () => {
    const { user, amount, posts, tab } = await openDialog();
    await user.type(amount, '250');
    await user.click(screen.getByRole('checkbox', { name: 'Give monthly' }));
    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    await user.click(screen.getByRole('button', { name: 'Give ₱250 monthly' }));
    await screen.findByText('Payment link opened in new tab. Please complete your payment there.');
    const posted = posts();
    expect(posted.map((call) => call.path)).toEqual(['/api/post/recurring/create']);
    expect(posted[0]!.body).toEqual({
      amount: 250,
      organizationID: 3,
      eventID: null,
      anonymous: false,
      method: 'card',
    });
    expect(tab.location.href).toBe('/sandbox/checkout/def?save=1');
  });

  it('asks for a way to pay before starting a plan, and sends nothing without one', async () => {
    const { user, amount, posts, open } = await openDialog();
    await user.type(amount, '250');
    await user.click(screen.getByRole('checkbox', { name: 'Give monthly' }));
    await user.click(screen.getByRole('button', { name: 'Give ₱250 monthly' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose how you will pay to give monthly.');
    expect(posts()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('gives once, as before, when Give monthly is not ticked', async () => {
    const { user, amount, posts } = await openDialog();
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Donate ₱100' }));
    await screen.findByText('Payment link opened in new tab. Please complete your payment there.');
    expect(posts().map((call) => call.path)).toEqual(['/api/post/donation/create']);
  });
});
