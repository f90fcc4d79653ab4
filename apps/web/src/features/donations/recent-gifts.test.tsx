import type { RecentDonation } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { RecentGifts } from './recent-gifts';

const GIFTS: RecentDonation[] = [
  {
    donorName: 'Anonymous',
    anonymous: true,
    amount: 1234.5,
    completedAt: '2026-11-20T16:30:00.000Z',
    eventID: 9,
    nameOfEvent: 'Feeding Day',
  },
  {
    donorName: 'Maria S.',
    anonymous: false,
    amount: 300,
    completedAt: '2026-11-19T02:00:00.000Z',
    eventID: null,
    nameOfEvent: null,
  },
];

describe('RecentGifts', () => {
  it("lists a charity's gifts: public name or Anonymous, pesos, Manila time and the event", async () => {
    fakeServer({ 'GET /api/get/organizations/3/recent-donations': () => json(GIFTS) });
    renderWithProviders(<RecentGifts organizationID={3} />);
    const section = screen.getByRole('region', { name: 'Recent gifts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anonymous');
    expect(items[0]).toHaveTextContent('₱1,234.50');
    // 16:30 UTC is half past midnight the next day in Davao.
    expect(items[0]!.querySelector('time')).toHaveTextContent(/Nov 21, 2026/);
    expect(within(items[0]!).getByRole('link', { name: 'for Feeding Day' })).toHaveAttribute(
      'href',
      '/event/9',
    );
    expect(items[1]).toHaveTextContent('Maria S.');
    expect(items[1]).toHaveTextContent('₱300.00');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads an event's gifts without repeating the event's name", async () => {
    fakeServer({ 'GET /api/get/events/9/recent-donations': () => json([GIFTS[0]]) });
    renderWithProviders(<RecentGifts eventID={9} />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Anonymous');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so while loading, and invites the first gift when there is none', async () => {
    fakeServer({ 'GET /api/get/events/9/recent-donations': () => json([]) });
    renderWithProviders(<RecentGifts eventID={9} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recent gifts...');
    expect(await screen.findByText('No gifts yet. Be the first to give!')).toBeInTheDocument();
  });

  it('says what to do when the list cannot load, and tries again', async () => {
    let fail = true;
    fakeServer({
      'GET /api/get/organizations/3/recent-donations': () =>
        fail ? json({ message: 'down' }, 500) : json([GIFTS[1]]),
    });
    const { user } = renderWithProviders(<RecentGifts organizationID={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the recent gifts. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maria S.')).toBeInTheDocument();
  });
});
