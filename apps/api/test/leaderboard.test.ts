import { ZLeaderboardEntry } from '@tabang/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { donorTotals, users } from '../src/db/schema';
import { createTestApp, createUser, type TestApp } from './helpers';

// The leaderboard is global, so each test starts with no users and no totals (cheaper than a new database).
let t: TestApp | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t!.db.delete(donorTotals);
  await t!.db.delete(users);
});
afterAll(() => t?.close());

const get = () => t!.app.inject({ method: 'GET', url: '/api/get/leaderboard' });

async function donor(firstName: string, lastName: string, totalCentavos: number, donationCount: number) {
  const user = await createUser(t!.db, { firstName, lastName });
  await t!.db.insert(donorTotals).values({ userId: user.userID, totalCentavos, donationCount });
  return user;
}

describe('GET /api/get/leaderboard', () => {
  it('is an empty list when nobody has donated', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('ranks donors by total with standard competition ranking, ties by name', async () => {
    const maria = await donor('Maria', 'Santos', 500_000, 3);
    const carlo = await donor('Carlo', 'Reyes', 250_050, 2);
    const ana = await donor('Ana', 'dela Cruz', 250_050, 5);
    const jose = await donor('Jose', 'Rizal', 10_000, 1);
    await donor('Zero', 'Total', 0, 0);
    await createUser(t!.db, { firstName: 'Never', lastName: 'Donated' });

    const response = await get();
    expect(response.statusCode).toBe(200);
    const list = z.array(ZLeaderboardEntry.strict()).parse(response.json());
    expect(list).toEqual([
      {
        userID: maria.userID,
        name: 'Maria S.',
        username: maria.username,
        totalDonated: 5000,
        donationCount: 3,
        rank: 1,
      },
      {
        userID: ana.userID,
        name: 'Ana D.',
        username: ana.username,
        totalDonated: 2500.5,
        donationCount: 5,
        rank: 2,
      },
      {
        userID: carlo.userID,
        name: 'Carlo R.',
        username: carlo.username,
        totalDonated: 2500.5,
        donationCount: 2,
        rank: 2,
      },
      {
        userID: jose.userID,
        name: 'Jose R.',
        username: jose.username,
        totalDonated: 100,
        donationCount: 1,
        rank: 4,
      },
    ]);
  });

  it('shows no private data: no email, phone, birth date or full last name', async () => {
    const user = await createUser(t!.db, {
      firstName: 'Private',
      lastName: 'Person',
      contactNumber: '09112223333',
      dob: '1977-07-17',
    });
    await t!.db.insert(donorTotals).values({ userId: user.userID, totalCentavos: 1000, donationCount: 1 });
    const body = (await get()).body;
    expect(body).toContain('Private P.');
    for (const secret of [user.email, '09112223333', '1977-07-17', 'Person'])
      expect(body).not.toContain(secret);
  });

  it('stops after 100 ranks, keeping everyone tied at the cut and ranking them as the whole table would', async () => {
    // 99 donors with distinct totals, three tied at the 100th place, and one below the cut.
    const totals = [
      ...Array.from({ length: 99 }, (_, i) => 1_000_000 - i * 1_000),
      500_000,
      500_000,
      500_000,
      100,
    ];
    const rows = await t!.db
      .insert(users)
      .values(
        totals.map((_, i) => ({
          firstName: `Donor${String(i).padStart(3, '0')}`,
          lastName: 'Cut',
          username: `donorcut${i}`,
          email: `donor.cut.${i}@example.ph`,
          contactNumber: '09171234567',
          passwordHash: 'not-used',
          dob: '1990-01-01',
          location: 'Davao City',
          interestedIn: 'Education',
        })),
      )
      .returning({ id: users.id });
    await t!.db
      .insert(donorTotals)
      .values(rows.map((row, i) => ({ userId: row.id, totalCentavos: totals[i]!, donationCount: 1 })));

    const board = z.array(ZLeaderboardEntry).parse((await get()).json());
    expect(board).toHaveLength(102);
    expect(board[0]).toMatchObject({ rank: 1, totalDonated: 10_000 });
    expect(board[98]).toMatchObject({ rank: 99 });
    expect(board.slice(99).map((entry) => entry.rank)).toEqual([100, 100, 100]);
    expect(board.slice(99).map((entry) => entry.name)).toEqual(['Donor099 C.', 'Donor100 C.', 'Donor101 C.']);
    expect(board.some((entry) => entry.totalDonated === 1)).toBe(false);
  });
});
