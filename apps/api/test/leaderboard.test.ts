import { ZLeaderboardEntry } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { donations, donorTotals, users } from '../src/db/schema';
import { createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp } from './helpers';

// The leaderboard is global, so each test starts with no users and no totals (cheaper than a new database).
let t: TestApp | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t!.db.delete(donorTotals);
  await t!.db.delete(donations);
  await t!.db.delete(users);
});
afterAll(() => t?.close());

// After the rows each test writes have been heard (on PostgreSQL a notification arrives a moment after its commit).
const get = async () => {
  await changesHeard(t!.app);
  return t!.app.inject({ method: 'GET', url: '/api/get/leaderboard' });
};

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
        username: 'Maria S.',
        totalDonated: 5000,
        donationCount: 3,
        rank: 1,
      },
      {
        userID: ana.userID,
        name: 'Ana D.',
        username: 'Ana D.',
        totalDonated: 2500.5,
        donationCount: 5,
        rank: 2,
      },
      {
        userID: carlo.userID,
        name: 'Carlo R.',
        username: 'Carlo R.',
        totalDonated: 2500.5,
        donationCount: 2,
        rank: 2,
      },
      {
        userID: jose.userID,
        name: 'Jose R.',
        username: 'Jose R.',
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

  it('gives away no more of a name than the display name: not the surname, not the private username', async () => {
    // Signed up as anyone does, so the server builds the username from the names ("zprivacyson").
    const registered = await t!.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        firstName: 'Zelda',
        lastName: 'Privacyson',
        email: `zelda.${Date.now()}@example.ph`,
        contactNumber: '09171234567',
        password: 'mangga at saging',
        confirmPassword: 'mangga at saging',
        dob: '1990-06-15',
        location: 'Davao City',
        interestedIn: 'Education',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { userID } = registered.json() as { userID: number };
    const [row] = await t!.db.select({ username: users.username }).from(users).where(eq(users.id, userID));
    const username = row!.username;
    expect(username.toLowerCase()).toContain('privacyson');

    // She gives through the sandbox's hosted checkout, as a browser does.
    const { headers } = await loginAs(t!.db, { userID });
    const charity = await createOrganization(t!.db);
    const created = await t!.app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers,
      payload: { amount: 250, organizationID: charity.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await t!.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${(created.json() as { req_id: string }).req_id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(paid.statusCode, paid.body).toBe(303);

    // Public answers may be a moment old after a write: ask until she is on the board.
    let body = '';
    await expect
      .poll(async () => {
        const response = await get();
        expect(response.statusCode).toBe(200);
        body = response.body;
        return z
          .array(ZLeaderboardEntry.strict())
          .parse(response.json())
          .some((entry) => entry.userID === userID);
      })
      .toBe(true);
    const entry = z
      .array(ZLeaderboardEntry.strict())
      .parse(JSON.parse(body))
      .find((e) => e.userID === userID)!;
    expect(entry).toMatchObject({ name: 'Zelda P.', totalDonated: 250, donationCount: 1, rank: 1 });
    for (const secret of ['Privacyson', 'privacyson', 'PRIVACYSON', username, username.toLowerCase()])
      expect(body, secret).not.toContain(secret);
    expect(body.toLowerCase()).not.toContain('privacyson');
  });
});
