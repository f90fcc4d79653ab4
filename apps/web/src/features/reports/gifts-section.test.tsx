import type { OrganizationGift, OrganizationStats } from '@tabang/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import GiftsSection from './gifts-section';
import ReportsPage from './reports-page';

vi.mock('./donation-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const FIRST = '/api/get/organizations/5/donations?limit=20';
const NEXT = '/api/get/organizations/5/donations?limit=20&cursor=abc';

const gift = (n: number, fields: Partial<OrganizationGift> = {}): OrganizationGift => ({
  reqId: `req-${n}`,
  amount: 100 * n,
  donorName: `Donor ${n}`,
  eventName: null,
  // 02:30 UTC is 10:30 AM in Davao.
  completedAt: '2026-11-20T02:30:00.000Z',
  method: 'GCash',
  tribute: null,
  certificateAvailable: false,
  ...fields,
});

const renderSection = () => renderWithProviders(<GiftsSection organizationId={5} />, { path: '/x' });
const cards = () => screen.getAllByTestId('organization-gift');

describe("the reports page's Gifts section", () => {
  it('lists the gifts with their tribute, loads more, and offers the certificate where the donor asked', async () => {
    const { calls } = fakeServer({
      [`GET ${FIRST}`]: () =>
        listPage(
          [
            gift(1, {
              donorName: 'Anonymous',
              eventName: 'Coastal cleanup',
              tribute: { kind: 'memory', name: 'Lola Rosa' },
              certificateAvailable: true,
            }),
            gift(2),
          ],
          NEXT,
        ),
      [`GET ${NEXT}`]: () => listPage([gift(3, { tribute: { kind: 'honour', name: 'Tatay Ben' } })]),
      'GET /api/get/donations/req-1/certificate.pdf': () =>
        new Response(new Blob(['%PDF'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const { user } = renderSection();
    expect(await screen.findByRole('heading', { name: 'Gifts' })).toBeInTheDocument();
    await screen.findAllByTestId('organization-gift');
    const first = cards()[0]!;
    expect(within(first).getByText('Anonymous')).toBeInTheDocument();
    expect(within(first).getByText('₱100.00')).toBeInTheDocument();
    expect(within(first).getByText('Coastal cleanup')).toBeInTheDocument();
    expect(within(first).getByText('In memory of Lola Rosa')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Certificate: Not asked for')).toBeInTheDocument();
    expect(within(cards()[1]!).queryByRole('button')).not.toBeInTheDocument();

    const certificate = within(first).getByRole('button', {
      name: /^Certificate \(BIR 2322\) for the gift of Anonymous on /,
    });
    // No donor's note about asking: this is the charity's copy.
    expect(within(first).queryByText(/shows your name/)).not.toBeInTheDocument();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(certificate);
    await vi.waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/get/donations/req-1/certificate.pdf'),
    );

    await user.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByText('In honour of Tatay Ben')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(await screen.findByText('No more gifts.')).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    fakeServer({ [`GET ${FIRST}`]: () => listPage([]) });
    renderSection();
    expect(await screen.findByText('No completed gifts yet.')).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    fakeServer({
      [`GET ${FIRST}`]: () => (fail ? json({ message: 'down' }, 503) : listPage([gift(1)])),
    });
    const { user } = renderSection();
    expect(await screen.findByText('Could not load the gifts.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Donor 1')).toBeInTheDocument();
  });

  it('is on the charity’s reports page', async () => {
    const stats: OrganizationStats = {
      organizationName: 'Davao Food Bank',
      rosterContactsHiddenReason: null,
      daily: [],
      monthly: [],
      events: [],
      monthlyDonors: 0,
    };
    fakeServer({
      'GET /api/get/dashboard/organizations/5/stats': () => json(stats),
      [`GET ${FIRST}`]: () => listPage([gift(1, { donorName: 'Maria Santos' })]),
    });
    renderWithProviders(null, {
      path: '/dashboard/organizations/5/reports',
      routes: { '/dashboard/organizations/:id/reports': <ReportsPage /> },
    });
    const section = (await screen.findByRole('heading', { name: 'Gifts' })).closest('section')!;
    expect(await within(section).findByText('Maria Santos')).toBeInTheDocument();
  });
});

describe('the Gifts section in Filipino and Cebuano', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it.each([
    ['fil', 'Mga donasyon', 'Bilang alaala kay Lola Rosa', 'Certificate: Hindi pa hinihingi'],
    ['ceb', 'Mga donasyon', 'Isip handumanan ni Lola Rosa', 'Certificate: Wala pa gipangayo'],
  ] as const)('%s: its texts come with it', async (language, heading, tribute, noCertificate) => {
    fakeServer({
      [`GET ${FIRST}`]: () => listPage([gift(1, { tribute: { kind: 'memory', name: 'Lola Rosa' } })]),
    });
    await act(() => setLanguage(language));
    renderSection();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await screen.findByText(tribute)).toBeInTheDocument();
    expect(screen.getByText(noCertificate)).toBeInTheDocument();
  });
});
