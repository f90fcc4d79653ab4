import type { MyPledge } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import MyPledgesPage from './my-pledges-page';

const pledge = (pledgeID: number, fields: Partial<MyPledge> = {}): MyPledge => ({
  pledgeID,
  eventID: 9,
  nameOfEvent: 'Quake relief',
  needID: 1,
  item: 'Rice',
  unit: 'sacks',
  quantity: 5,
  quantityReceived: 0,
  dropoff: {
    dropoffID: 3,
    name: 'Sta. Ana Wharf',
    address: 'Sta. Ana Avenue',
    barangay: '30-C',
    hours: 'Daily 8 AM–5 PM',
    contactName: 'Ana Cruz',
    contactNumber: '09171234567',
  },
  expectedOn: '2026-12-01',
  code: `CODE${pledgeID}`,
  status: 'pledged',
  createdAt: '2026-11-26T02:00:00.000Z',
  ...fields,
});
const maria = signedInAs({ userID: 4, firstName: 'Maria', lastName: 'Santos', role: 'user' });

describe('MyPledgesPage', () => {
  it('shows each pledge with its slip and status, and cancels one with nothing received after asking', async () => {
    let mine = [pledge(1), pledge(2, { status: 'partly-received', quantityReceived: 2 })];
    const { posts } = fakeServer({
      ...maria,
      'GET /api/get/my/pledges': () => json(mine),
      'POST /api/post/events/pledge/cancel': () => {
        mine = [pledge(1, { status: 'cancelled' }), mine[1]!];
        return json({ pledgeID: 1, code: 'CODE1', status: 'cancelled' });
      },
    });
    const { user } = renderWithProviders(<MyPledgesPage />);
    const [first, second] = await screen.findAllByTestId('my-pledge');
    expect(within(first!).getByTestId('pledge-code')).toHaveTextContent('CODE1');
    expect(within(first!).getByText('Bring them on Dec 1, 2026')).toBeInTheDocument();
    expect(within(second!).getByTestId('pledge-status')).toHaveTextContent('2 of 5 received');
    // Something of it has arrived: it can no longer be taken back.
    expect(within(second!).queryByRole('button', { name: /Cancel pledge/ })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Cancel pledge: Rice: 5 sacks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this pledge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts()).toEqual([]);

    await user.click(within(first!).getByRole('button', { name: 'Cancel pledge: Rice: 5 sacks' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByText('Pledge cancelled.')).toBeInTheDocument();
    expect(posts()[0]!.body).toEqual({ pledgeID: 1 });
    expect(await within(first!).findByText('Cancelled')).toBeInTheDocument();
    expect(within(first!).queryByTestId('pledge-slip')).not.toBeInTheDocument();
  });

  it("shows the server's reason when a cancel is refused", async () => {
    fakeServer({
      ...maria,
      'GET /api/get/my/pledges': () => json([pledge(1)]),
      'POST /api/post/events/pledge/cancel': () =>
        json(
          { message: 'Goods of this pledge have already arrived, so it can no longer be cancelled.' },
          409,
        ),
    });
    const { user } = renderWithProviders(<MyPledgesPage />);
    await user.click(await screen.findByRole('button', { name: /Cancel pledge/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('already arrived');
  });

  it('says there are none yet, with a way to the drives', async () => {
    fakeServer({ ...maria, 'GET /api/get/my/pledges': () => json([]) });
    renderWithProviders(<MyPledgesPage />);
    expect(await screen.findByText(/You have not pledged any goods yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a relief drive' })).toHaveAttribute('href', '/events');
  });
});
