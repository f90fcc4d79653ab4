import type { LeaderboardEntry } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { LeaderboardBoard } from './leaderboard-section';

/** Stands in for GET /api/get/leaderboard. */
const serve = (response: () => Response | Promise<Response>) =>
  fakeServer({ 'GET /api/get/leaderboard': response });

const entry = (rank: number, name: string, totalDonated: number, userID = rank): LeaderboardEntry => ({
  userID,
  name,
  username: name.toLowerCase().replace(/\W/g, ''),
  totalDonated,
  donationCount: 2,
  rank,
});

describe('LeaderboardBoard', () => {
  it("says 'Loading leaderboard data...' while loading", async () => {
    serve(() => new Promise<Response>(() => {}));
    renderWithProviders(<LeaderboardBoard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading leaderboard data...');
  });

  it("says 'Failed to load leaderboard data' when the request fails", async () => {
    serve(() => json({ message: 'Something went wrong on our side.' }, 500));
    renderWithProviders(<LeaderboardBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites the first donation when nobody has donated', async () => {
    serve(() => json([]));
    renderWithProviders(<LeaderboardBoard />);
    expect(
      await screen.findByText('No donation data available yet. Be the first to make a difference!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading leaderboard data...')).not.toBeInTheDocument();
  });

  it('puts the top 3 on the podium and lists the rest, in pesos without decimals', async () => {
    serve(() =>
      json([
        entry(1, 'Maria S.', 5000.4),
        entry(2, 'Ana D.', 2500.5),
        entry(2, 'Carlo R.', 2500.5, 30),
        entry(4, 'Jose R.', 1234567),
        entry(5, 'Liza G.', 10),
      ]),
    );
    renderWithProviders(<LeaderboardBoard />);
    const podium = await screen.findByRole('list', { name: 'Top donors' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((place) => within(place).getByText(/\.$/).textContent)).toEqual([
      'Maria S.',
      'Ana D.',
      'Carlo R.',
    ]);
    const plain = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(plain(places[0]!.textContent)).toContain('₱5,000');
    expect(plain(places[1]!.textContent)).toContain('₱2,501');
    expect(places[2]!.textContent).toContain('Rank 2');

    const rest = screen.getByRole('list', { name: 'More donors' });
    const rows = within(rest).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Rank 4');
    expect(plain(rows[0]!.textContent)).toContain('₱1,234,567');
    expect(rows[0]!.textContent).not.toMatch(/₱[\d,]+\.\d/);
    expect(rows[1]!.textContent).toContain('Liza G.');
  });

  it('shows only as many donors as the limit (Home)', async () => {
    serve(() => json([entry(1, 'A A.', 9), entry(2, 'B B.', 8), entry(3, 'C C.', 7), entry(4, 'D D.', 6)]));
    renderWithProviders(<LeaderboardBoard limit={3} />);
    await screen.findByRole('list', { name: 'Top donors' });
    expect(screen.queryByRole('list', { name: 'More donors' })).not.toBeInTheDocument();
  });

  it('puts donors tied for #3 both on the podium as #3, and goes on with #5', async () => {
    serve(() =>
      json([
        entry(1, 'Maria S.', 900),
        entry(2, 'Ana D.', 800),
        entry(3, 'Carlo R.', 700),
        entry(3, 'Jose R.', 700, 31),
        entry(5, 'Liza G.', 10),
      ]),
    );
    renderWithProviders(<LeaderboardBoard />);
    const podium = await screen.findByRole('list', { name: 'Top donors' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((place) => within(place).getByText(/\.$/).textContent)).toEqual([
      'Maria S.',
      'Ana D.',
      'Carlo R.',
      'Jose R.',
    ]);
    expect(places[2]!.textContent).toContain('Rank 3');
    expect(places[3]!.textContent).toContain('Rank 3');
    const rows = within(screen.getByRole('list', { name: 'More donors' })).getAllByRole('listitem');
    expect(
      rows.map((row) => row.textContent?.includes('Rank 5') && row.textContent.includes('Liza G.')),
    ).toEqual([true]);
  });

  it("keeps a tie for #3 whole on Home's short board", async () => {
    serve(() =>
      json([entry(1, 'A A.', 9), entry(2, 'B B.', 8), entry(3, 'C C.', 7), entry(3, 'D D.', 7, 9)]),
    );
    renderWithProviders(<LeaderboardBoard limit={3} />);
    const podium = await screen.findByRole('list', { name: 'Top donors' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'More donors' })).not.toBeInTheDocument();
  });

  it('shows each donor by the display name only, never an @username beside it', async () => {
    // An answer as an older server sent it, with the account's username built from the whole surname.
    serve(() =>
      json([
        { ...entry(1, 'Zelda P.', 900), username: 'zprivacyson' },
        { ...entry(4, 'Yuri Q.', 10), username: 'yquintessence' },
      ]),
    );
    renderWithProviders(<LeaderboardBoard />);
    await screen.findByRole('list', { name: 'Top donors' });
    expect(screen.getByText('Zelda P.')).toBeInTheDocument();
    expect(screen.getByText('Yuri Q.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/privacyson|quintessence|@/i);
  });
});
