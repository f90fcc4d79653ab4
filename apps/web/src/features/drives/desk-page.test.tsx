import type { DeskPledge, Need } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import DeskPage from './desk-page';

const deskPledge = (fields: Partial<DeskPledge> = {}): DeskPledge => ({
  pledgeID: 70,
  code: 'K7P2QX',
  status: 'pledged',
  needID: 1,
  item: 'Rice',
  unit: 'sacks',
  quantity: 10,
  quantityReceived: 0,
  dropoffID: 3,
  dropoffName: 'Sta. Ana Wharf',
  expectedOn: '2026-12-01',
  pledgerName: 'Maria Santos',
  createdAt: '2026-11-26T02:00:00.000Z',
  ...fields,
});
const rice: Need = {
  needID: 1,
  item: 'Rice',
  unit: 'sacks',
  quantityNeeded: 50,
  quantityPledged: 10,
  quantityReceived: 0,
  enough: false,
};
const render = () =>
  renderWithProviders(<p>elsewhere</p>, {
    path: '/dashboard/events/9/desk',
    routes: { '/dashboard/events/:id/desk': <DeskPage /> },
  });

/** A drive whose pledge K7P2QX and walk-in goods are received as the server would: its answers change after each. */
function desk() {
  let pledge = deskPledge();
  let need = rice;
  const server = fakeServer({
    'GET /api/get/events/9': () => json([{ eventID: 9, nameOfEvent: 'Quake relief' }]),
    'GET /api/get/events/9/pledges': () => json([pledge]),
    'GET /api/get/events/9/pledges/K7P2QX': () => json(pledge),
    'GET /api/get/events/9/needs': () => json([need]),
    'POST /api/post/events/pledge/receive': (init) => {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      const received = pledge.quantityReceived + quantity;
      pledge = {
        ...pledge,
        quantityReceived: received,
        status: received === 10 ? 'received' : 'partly-received',
      };
      need = { ...need, quantityReceived: need.quantityReceived + quantity, quantityPledged: 10 - received };
      return json({ pledge, need });
    },
    'POST /api/post/events/goods/receive': (init) => {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      need = { ...need, quantityReceived: need.quantityReceived + quantity };
      return json(need);
    },
  });
  return server;
}

describe('the drop-off desk', () => {
  it('finds a typed code, receives part of it (the rest by default), and the counts change at once', async () => {
    const { posts } = desk();
    const { user } = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drop-off desk: Quake relief' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('desk-pledge-row')).toHaveTextContent('Pledged');

    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Type the pledge code first.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pledge code'), 'k7p2qx');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByTestId('desk-pledge');
    expect(found).toHaveTextContent('Maria Santos');
    const arrived = within(found).getByLabelText('Arrived (sacks)');
    expect(arrived).toHaveValue('10');
    await user.clear(arrived);
    await user.type(arrived, '4');
    await user.click(within(found).getByRole('button', { name: 'Received' }));

    expect(await screen.findByText('Pledge K7P2QX: 4 sacks received.')).toBeInTheDocument();
    expect(posts()[0]!.body).toEqual({ eventID: 9, code: 'K7P2QX', quantity: 4 });
    // The list and the looked-up pledge are asked again: 6 still to come, and the field offers them.
    expect(
      await screen.findByText('4 of 10 received', { selector: '[data-testid="desk-pledge-row"] *' }),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByTestId('desk-pledge')).findByDisplayValue('6'),
    ).toBeInTheDocument();
  });

  it("says the server's refusal of a code", async () => {
    fakeServer({
      'GET /api/get/events/9': () => json([{ eventID: 9, nameOfEvent: 'Quake relief' }]),
      'GET /api/get/events/9/pledges': () => json([]),
      'GET /api/get/events/9/needs': () => json([rice]),
      'GET /api/get/events/9/pledges/ZZZZZZ': () =>
        json({ message: 'No pledge for this drive has that code.' }, 404),
    });
    const { user } = render();
    expect(await screen.findByText('No pledges yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pledge code'), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No pledge for this drive has that code.')).toBeInTheDocument();
  });

  it('records walk-in goods for a need, with a note', async () => {
    const { posts } = desk();
    const { user, client } = render();
    const walkIn = await screen.findByRole('region', { name: 'Walk-in goods' });
    await user.click(within(walkIn).getByRole('button', { name: 'Received' }));
    expect(within(walkIn).getByText('Choose which need the goods are for.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.selectOptions(within(walkIn).getByLabelText(/Need/), 'Rice (sacks)');
    await user.type(within(walkIn).getByLabelText(/How many/), '7');
    await user.type(within(walkIn).getByLabelText(/Note/), 'Barangay 30-C council');
    await user.click(within(walkIn).getByRole('button', { name: 'Received' }));
    expect(await screen.findByText('Rice: 7 sacks received.')).toBeInTheDocument();
    expect(posts()[0]!.body).toEqual({ needID: 1, quantity: 7, note: 'Barangay 30-C council' });
    // The drive's public counts are read again at once.
    await vi.waitFor(() =>
      expect(client.getQueryData<Need[]>(['drives', 9, 'needs'])?.[0]?.quantityReceived).toBe(7),
    );
  });

  it('tells someone who is not the organiser that the desk is not theirs', async () => {
    fakeServer({
      'GET /api/get/events/9': () => json([{ eventID: 9, nameOfEvent: 'Quake relief' }]),
      'GET /api/get/events/9/pledges': () => json({ message: 'Not yours.' }, 403),
    });
    render();
    expect(
      await screen.findByText("Only the drive's organizer can use its drop-off desk."),
    ).toBeInTheDocument();
  });
});
