import { TOKEN_STORAGE_KEY } from '@tabang/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import PaymentSuccessPage from './payment-success-page';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const completed = () =>
  json({
    status: 'completed',
    amount: 1250,
    organizationID: 3,
    organizationName: 'Davao Food Bank',
    eventID: null,
    eventName: null,
  });
const RESULT = 'GET /api/get/donation/result?req_id=abc';
const RECEIPT = 'GET /api/get/donations/abc/receipt.pdf';
const pdf = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="TB-2026-000123.pdf"',
    },
  });

const render = () =>
  renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?req_id=abc',
    routes: { '/': <p>Home</p> },
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Download receipt on the payment result page', () => {
  it('fetches the PDF with the bearer token and saves it under the receipt number', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'the-token');
    const { calls } = fakeServer({ ...signedInAs(USER), [RESULT]: completed, [RECEIPT]: pdf });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    // jsdom has no blob URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('TB-2026-000123.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const fetchCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/receipt.pdf'));
    expect(new Headers(fetchCall![1]!.headers).get('authorization')).toBe('Bearer the-token');
    expect(calls.some((call) => `${call.method} ${call.path}` === RECEIPT)).toBe(true);
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says so when the receipt cannot be had', async () => {
    fakeServer({ ...signedInAs(USER), [RESULT]: completed, [RECEIPT]: () => json({ message: 'nope' }, 404) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText('We could not open the receipt. Please try again.')).toBeInTheDocument();
  });

  it('is not offered to a visitor who is not signed in, who is told how to get it', async () => {
    fakeServer({ ...signedOut, [RESULT]: completed });
    render();
    expect(await screen.findByText('You gave ₱1,250.00 to Davao Food Bank.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('receipt-signed-out')).toHaveTextContent(
      'Your receipt has been emailed to the address on your Tabang account. To download it here, log in.',
    );
    // The login comes back here, where the signed-in page offers the download.
    expect(screen.getByRole('link', { name: 'Log in to get your receipt' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/payment-success?req_id=abc')}`,
    );
    expect(screen.getByRole('link', { name: 'See it in My giving' })).toHaveAttribute('href', '/my/giving');
    expect(screen.getByText('Ask your barkada to give too:')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('signed in, offers the download and My giving, and no login hint', async () => {
    fakeServer({ ...signedInAs(USER), [RESULT]: completed });
    render();
    expect(await screen.findByRole('button', { name: 'Download receipt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in My giving' })).toBeVisible();
    expect(screen.queryByTestId('receipt-signed-out')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to get your receipt' })).not.toBeInTheDocument();
  });
});
