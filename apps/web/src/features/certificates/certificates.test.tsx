import { type CharityForEditing, type MyDonation, philippineToday } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { NO_DONEE, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import GivingPage from '../giving/giving-page';
import { DoneeForm } from './donee-form';
import { DoneeLine } from './donee-line';

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
    const tin = within(section).getByLabelText(/^TIN/);
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
    expect(server.posts()[0]!.body).toEqual({
      tin: '123-456-789',
      registeredName: '',
      registeredAddress: 'Bajada, Davao City',
    });
    expect(tin).toHaveValue('');
  });
});

describe('the charity page line', () => {
  it('says gifts are tax-deductible while the checked status holds, and nothing once it has passed', () => {
    const donee = { deductibility: 'full' as const, checkedAt: '2026-01-05T02:00:00.000Z' };
    renderWithProviders(
      <>
        <DoneeLine organization={organization(1, { donee: { ...donee, validUntil: '2999-12-31' } })} />
        <DoneeLine organization={organization(2, { donee: { ...donee, validUntil: '2000-01-01' } })} />
      </>,
    );
    // The second has passed its last day: only the first says it.
    expect(screen.getAllByTestId('charity-deductible')).toHaveLength(1);
    expect(screen.getByTestId('charity-deductible')).toHaveTextContent('Gifts are tax-deductible (full)');
  });
});

describe('the donee status form', () => {
  const charity: CharityForEditing = {
    ...organization(4),
    representativeContactNumber: '09171234567',
    registrationDetails: { secRegistrationNumber: null, dswdRegistrationNumber: null, dswdValidUntil: null },
    ...NO_DONEE,
  };

  it('asks for the BIR registration whole, sends the donee fields, and says a check is awaited', async () => {
    const validUntil = philippineToday(Date.now() + 100 * 86_400_000);
    const server = fakeServer({
      'POST /api/post/organizations/update': () =>
        json({
          message: 'Saved.',
          ...charity,
          doneeDetails: {
            ...NO_DONEE.doneeDetails,
            organizationTin: '123-456-789',
            birRegistrationNumber: 'BIR-DI-42',
            birRegistrationValidUntil: validUntil,
            deductibility: 'limited',
          },
        }),
    });
    const { user } = renderWithProviders(<DoneeForm charity={charity} />);
    await user.type(screen.getByLabelText(/BIR donee registration number/), 'BIR-DI-42');
    await user.click(screen.getByRole('button', { name: 'Save donee status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /TIN, the BIR registration number, its validity/,
    );
    expect(server.posts()).toEqual([]);

    await user.type(screen.getByLabelText(/TIN/), '123456789');
    await user.type(screen.getByLabelText(/BIR registration valid until/), validUntil);
    await user.selectOptions(screen.getByLabelText('Deductibility'), 'limited');
    await user.click(screen.getByRole('button', { name: 'Save donee status' }));
    expect(await screen.findByTestId('donee-check-status')).toHaveTextContent('Waiting for the Tabang team');
    const form = server.posts()[0]!.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      organizationID: '4',
      organizationTin: '123456789',
      birRegistrationNumber: 'BIR-DI-42',
      birRegistrationValidUntil: validUntil,
      pcncAccreditationNumber: '',
      pcncValidUntil: '',
      deductibility: 'limited',
    });
  });
});
