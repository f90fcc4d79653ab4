import type { DonationStatus, MyDonation } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import GivingPage from './giving-page';

const FIRST = '/api/get/my/donations?limit=20';
const SUMMARY = '/api/get/my/donations/summary';
const summary = {
  [`GET ${SUMMARY}`]: () => json({ totalThisYear: 1500.5, totalOverall: 12345.75, completedCount: 3 }),
  // The yearly statements and tax details sections (features/certificates) have their own tests.
  'GET /api/get/my/statements': () => json([]),
  'GET /api/get/my/tax-details': () => json({ taxDetails: null }),
  'GET /api/get/my/recurring': () => json([]),
};

function donation(
  n: number,
  status: DonationStatus = 'completed',
  fields: Partial<MyDonation> = {},
): MyDonation {
  return {
    req_id: `req-${n}`,
    amount: 100 * n,
    status,
    organizationID: n,
    organizationName: `Charity ${n}`,
    eventID: null,
    nameOfEvent: null,
    // 02:30 UTC is 10:30 AM in Davao.
    createdAt: '2026-11-20T02:30:00.000Z',
    completedAt: status === 'completed' ? '2026-11-20T02:31:00.000Z' : null,
    receiptNumber: status === 'completed' ? `TB-2026-${String(n).padStart(6, '0')}` : null,
    anonymous: false,
    checkoutUrl: null,
    certificateAvailable: false,
    tribute: null,
    ...fields,
  };
}
const rows = () => screen.getAllByTestId('my-donation');

describe('GivingPage', () => {
  it('shows the totals and every donation with its status, recipient, amount and next step', async () => {
    fakeServer({
      ...summary,
      [`GET ${FIRST}`]: () =>
        listPage([
          donation(1, 'pending', { checkoutUrl: 'https://checkout.example/live' }),
          donation(2, 'completed', { eventID: 7, nameOfEvent: 'Rice for Toril', anonymous: true }),
          donation(3, 'failed'),
          donation(4, 'expired'),
          donation(5, 'cancelled'),
          donation(6, 'pending'),
        ]),
    });
    renderWithProviders(<GivingPage />, { path: '/my/giving' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My giving' })).toBeInTheDocument();
    expect(document.title).toBe('My giving · Tabang');
    expect(await screen.findByTestId('giving-thisYear')).toHaveTextContent('₱1,500.50');
    expect(screen.getByTestId('giving-overall')).toHaveTextContent('₱12,345.75');
    expect(screen.getByText('3 completed donations')).toBeInTheDocument();

    await screen.findByText('Charity 1');
    expect(rows().map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([
      '…Pending',
      '✓Completed',
      '✕Failed',
      '⌛Expired',
      '⊘Cancelled',
      '…Pending',
    ]);

    const [pending, completed, failed, , , closed] = rows();
    expect(
      within(pending!).getByRole('link', { name: 'Continue payment of ₱100.00 to Charity 1' }),
    ).toHaveAttribute('href', 'https://checkout.example/live');
    expect(within(pending!).getByText(/10:30/)).toBeInTheDocument();
    expect(within(completed!).getByRole('link', { name: 'Charity 2' })).toHaveAttribute('href', '/charity/2');
    expect(within(completed!).getByRole('link', { name: 'Rice for Toril' })).toHaveAttribute(
      'href',
      '/event/7',
    );
    expect(within(completed!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(completed!).getByText('₱200.00')).toBeInTheDocument();
    expect(within(completed!).getByRole('button', { name: 'Receipt TB-2026-000002' })).toBeInTheDocument();
    expect(within(completed!).queryByRole('link', { name: /Continue payment/ })).not.toBeInTheDocument();
    expect(within(failed!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(failed!).queryByText('Anonymous')).not.toBeInTheDocument();
    // Pending, but the checkout has closed: no link to a page the gateway would refuse.
    expect(within(closed!).queryByRole('link', { name: /Continue payment/ })).not.toBeInTheDocument();
    expect(within(closed!).getByText('Checkout closed; waiting for the payment gateway')).toBeInTheDocument();
    expect(screen.getByText('That is every donation you have made.')).toBeInTheDocument();
  });

  it('loads more from the Link URL and moves focus to the first new donation', async () => {
    const next = '/api/get/my/donations?limit=20&cursor=abc';
    fakeServer({
      ...summary,
      [`GET ${FIRST}`]: () =>
        listPage(
          Array.from({ length: 20 }, (_, i) => donation(i + 1)),
          next,
        ),
      [`GET ${next}`]: () => listPage([donation(21), donation(22)]),
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    await screen.findByText('Charity 1');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(screen.getByRole('link', { name: 'Charity 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing has been given yet, with a way to the charities', async () => {
    fakeServer({
      [`GET ${SUMMARY}`]: () => json({ totalThisYear: 0, totalOverall: 0, completedCount: 0 }),
      [`GET ${FIRST}`]: () => listPage([]),
    });
    renderWithProviders(<GivingPage />, { path: '/my/giving' });
    expect(await screen.findByText('You have not given yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a charity to support' })).toHaveAttribute(
      'href',
      '/charities',
    );
    expect(await screen.findByTestId('giving-overall')).toHaveTextContent('₱0.00');
  });

  it('shows a failure with Try again, which loads the list', async () => {
    let fail = true;
    fakeServer({
      ...summary,
      [`GET ${FIRST}`]: () =>
        fail ? json({ message: 'Something went wrong.' }, 500) : listPage([donation(1)]),
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your donations.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charity 1')).toBeInTheDocument();
  });

  it('opens the receipt PDF, and says so when it cannot', async () => {
    let fail = false;
    const server = fakeServer({
      ...summary,
      [`GET ${FIRST}`]: () => listPage([donation(1)]),
      'GET /api/get/donations/req-1/receipt.pdf': () =>
        fail
          ? json({ message: 'Not found.' }, 404)
          : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    // jsdom has no blob URLs and does not navigate: stand in for both, and put them back afterwards.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const button = await screen.findByRole('button', { name: 'Receipt TB-2026-000001' });

    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.path)).toContain('/api/get/donations/req-1/receipt.pdf');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Receipt TB-2026-000001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not open the receipt. Please try again.',
    );
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe('a gift given in memory or in honour of someone', () => {
  it('says so on its row, in the reader’s words', async () => {
    fakeServer({
      ...summary,
      [`GET ${FIRST}`]: () =>
        listPage([
          donation(1, 'completed', { tribute: { kind: 'memory', name: 'Lola Rosa' } }),
          donation(2, 'pending', { tribute: { kind: 'honour', name: 'Tatay Ben' } }),
          donation(3),
        ]),
    });
    renderWithProviders(<GivingPage />, { path: '/my/giving' });
    await screen.findAllByTestId('my-donation');
    const [first, second, third] = rows();
    expect(within(first!).getByTestId('tribute')).toHaveTextContent('In memory of Lola Rosa');
    expect(within(second!).getByTestId('tribute')).toHaveTextContent('In honour of Tatay Ben');
    expect(within(third!).queryByTestId('tribute')).not.toBeInTheDocument();
  });
});
