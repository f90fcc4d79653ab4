import type { MyDonation } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import GivingPage from './giving-page';

// My giving's parts from features/certificates: the Certificate button, the Notice of Donation, the yearly
// statements and the tax details.

const gift = (n: number, fields: Partial<MyDonation> = {}): MyDonation => ({
  req_id: `req-${n}`,
  amount: 100 * n,
  status: 'completed',
  organizationID: n,
  organizationName: `Charity ${n}`,
  eventID: null,
  nameOfEvent: null,
  createdAt: '2026-11-20T02:30:00.000Z',
  completedAt: '2026-11-20T02:31:00.000Z',
  receiptNumber: `TB-2026-${String(n).padStart(6, '0')}`,
  anonymous: false,
  checkoutUrl: null,
  certificateAvailable: false,
  tribute: null,
  ...fields,
});

const myGiving = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/get/my/donations/summary': () => json({ totalThisYear: 0, totalOverall: 0, completedCount: 0 }),
    'GET /api/get/my/donations?limit=20': () =>
      listPage([
        gift(1, { certificateAvailable: true, anonymous: true }),
        gift(2, { amount: 50_000 }),
        gift(3, { status: 'pending', receiptNumber: null, completedAt: null }),
      ]),
    'GET /api/get/my/statements': () => json([{ year: 2026, count: 2, total: 50_100 }]),
    'GET /api/get/my/tax-details': () => json({ taxDetails: null }),
    'GET /api/get/my/recurring': () => json([]),
    ...routes,
  });

/** jsdom has no blob URLs and does not navigate: stand in for both while a test saves a file. */
function catchDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  onTestFinished(() => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return click;
}

describe('My giving: certificates, statements and tax details', () => {
  it('offers the certificate for eligible gifts only, and says why one cannot be made', async () => {
    let refuse = true;
    const server = myGiving({
      'GET /api/get/donations/req-1/certificate.pdf': () =>
        refuse
          ? json(
              { message: 'Add your TIN and registered address under Tax details in My giving first.' },
              409,
            )
          : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const click = catchDownloads();
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const [eligible, big, pending] = await screen.findAllByTestId('my-donation');
    const button = within(eligible!).getByRole('button', {
      name: 'Certificate of Donation (BIR Form 2322) for your gift to Charity 1',
    });
    expect(within(eligible!).getByText(/shows your name and TIN to the charity/)).toBeInTheDocument();
    expect(within(big!).queryByRole('button', { name: /Certificate/ })).not.toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: /Certificate/ })).not.toBeInTheDocument();
    // ₱50,000 or more: the Notice of Donation.
    expect(within(big!).getByTestId('notice-of-donation')).toHaveTextContent('within 30 days');
    expect(within(eligible!).queryByTestId('notice-of-donation')).not.toBeInTheDocument();

    await user.click(button);
    expect(await within(eligible!).findByRole('alert')).toHaveTextContent(
      'Add your TIN and registered address',
    );
    refuse = false;
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.map((call) => call.path)).toContain('/api/get/donations/req-1/certificate.pdf');
  });

  it('lists a statement per year and saves it', async () => {
    const server = myGiving({
      'GET /api/get/my/statements/2026.pdf': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const click = catchDownloads();
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const statements = await screen.findByTestId('statements');
    await user.click(
      await within(statements).findByRole('button', { name: 'Yearly statement of your 2 gifts in 2026' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.map((call) => call.path)).toContain('/api/get/my/statements/2026.pdf');
  });

  it('checks the TIN before sending, then shows it masked', async () => {
    const server = myGiving({
      'POST /api/post/my/tax-details': () =>
        json({
          message: 'Tax details saved.',
          taxDetails: {
            tinMasked: '•••-•••-789',
            registeredName: null,
            registeredAddress: 'Bajada, Davao City',
            updatedAt: '2026-11-20T02:31:00.000Z',
          },
        }),
    });
    const { user } = renderWithProviders(<GivingPage />, { path: '/my/giving' });
    const section = await screen.findByTestId('tax-details');
    expect(
      await within(section).findByText('No tax details yet: certificates need them.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add your tax details' }));
    const tin = await within(section).findByLabelText(/^TIN/);
    await user.type(tin, '12-34');
    await user.click(within(section).getByRole('button', { name: 'Save tax details' }));
    expect(await within(section).findByText(/Enter your TIN as 9 or 12 digits/)).toBeInTheDocument();
    expect(within(section).getByText('Enter your registered address.')).toBeInTheDocument();
    expect(tin).toHaveAttribute('aria-invalid', 'true');
    expect(server.posts()).toEqual([]);

    await user.clear(tin);
    await user.type(tin, '123-456-789');
    await user.type(within(section).getByLabelText(/^Registered address/), 'Bajada, Davao City');
    await user.click(within(section).getByRole('button', { name: 'Save tax details' }));
    expect(await within(section).findByText('Saved TIN: •••-•••-789')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Tax details saved.');
    // The form closes; Change opens it again, empty: the TIN is never sent back whole.
    expect(within(section).queryByLabelText(/^TIN/)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Change your tax details' }));
    expect(await within(section).findByLabelText(/^TIN/)).toHaveValue('');
    expect(server.posts()[0]!.body).toEqual({
      tin: '123-456-789',
      registeredName: '',
      registeredAddress: 'Bajada, Davao City',
    });
  });
});
