import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donorTotals, eventVolunteers, organizations, users } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp } from './helpers';

// Deleting an account while its payments complete, and while it holds a volunteer slot. Runs on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL; the races run only there (PGlite has one connection, so nothing overlaps).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let h: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://tabang.example' });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

async function member(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, fields);
  const { headers } = await loginAs(h.db, user);
  return { ...user, headers };
}
type Member = Awaited<ReturnType<typeof member>>;

const deleteAccount = (person: Member) =>
  post('/api/post/my/delete', { password: person.password }, person.headers);

/** A pending donation of ₱`pesos` through the API, as the Donate button makes it; its reference. */
async function startDonation(person: Member, organizationID: number, pesos: number) {
  const started = await post(
    '/api/post/donation/create',
    { amount: pesos, organizationID, eventID: null, description: 'ignored' },
    person.headers,
  );
  expect(started.statusCode, started.body).toBe(200);
  return (started.json() as { req_id: string }).req_id;
}

/** The donor pays on the sandbox's hosted page: the gateway's webhook is handled within this call. */
const pay = (reqId: string) =>
  h.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${encodeURIComponent(reqId)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=gcash',
  });

const leaderboardIds = async () =>
  ((await get('/api/get/leaderboard')).json() as { userID: number }[]).map((entry) => entry.userID);

const charityTotal = async (id: number) =>
  (await h.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.totalDonationCentavos;

describe('a payment and the deletion of its donor', () => {
  it('a payment completing after the deletion counts for the charity, never on the leaderboard', async () => {
    const donor = await member({ firstName: 'Latepayer', lastName: 'Gone' });
    const charity = await createOrganization(h.db);
    const reqId = await startDonation(donor, charity.id, 250);
    expect((await deleteAccount(donor)).statusCode).toBe(200);

    expect((await pay(reqId)).statusCode).toBeLessThan(400);
    const [donation] = await h.db.select().from(donations).where(eq(donations.reqId, reqId));
    expect(donation!.status).toBe('completed');
    expect(await charityTotal(charity.id)).toBe(25_000);
    expect(await leaderboardIds()).not.toContain(donor.userID);
    expect(await h.db.select().from(donorTotals).where(eq(donorTotals.userId, donor.userID))).toEqual([]);
  });

  it('a leaderboard total left behind for a deleted account is never shown', async () => {
    // As the race below left them before the fix: the row outlived the deletion.
    const donor = await member({ firstName: 'Leftover', lastName: 'Total' });
    const stays = await member({ firstName: 'Staying', lastName: 'Donor' });
    const charity = await createOrganization(h.db);
    await pay(await startDonation(stays, charity.id, 100));
    await pay(await startDonation(donor, charity.id, 90_000));
    // A gift reaches the leaderboard within a second of being heard (decision 022).
    await expect.poll(leaderboardIds, { timeout: 10_000 }).toContain(donor.userID);
    expect((await deleteAccount(donor)).statusCode).toBe(200);
    await h.db
      .insert(donorTotals)
      .values({ userId: donor.userID, totalCentavos: 9_000_000, donationCount: 1 });
    await changesHeard(h.app);

    const board = (await get('/api/get/leaderboard')).json() as { userID: number; rank: number }[];
    expect(board.map((entry) => entry.userID)).not.toContain(donor.userID);
    // Ranks are among the shown donors only: no gap where the hidden one would have stood.
    expect(board.map((entry) => entry.userID)).toContain(stays.userID);
    expect(board[0]?.rank).toBe(1);
  });
});

/**
 * Resolves once the account deletion's transaction is running (its password check takes far longer than a payment,
 * so a payment started with the call would be long settled), or once the call has answered.
 */
async function deletionUnderWay(deleting: Promise<unknown>) {
  let answered = false;
  void deleting.finally(() => {
    answered = true;
  });
  while (!answered) {
    const { rows } = (await h.db.execute(
      sql`select count(*)::int as running from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
            and query ~ 'organization_likes|update "users" set'`,
    )) as unknown as { rows: { running: number }[] };
    if (Number(rows[0]!.running) > 0) return;
  }
}

describe.runIf(postgres)('races between the deletion and a payment (PostgreSQL only)', () => {
  it('a payment whose statement began before the deletion committed does not bring the donor back', async () => {
    const donor = await member({ firstName: 'Midway', lastName: 'Gone' });
    const charity = await createOrganization(h.db);
    const reqId = await startDonation(donor, charity.id, 300);
    // The settlement is held on the donation's row (its snapshot already taken) while the deletion runs to the end;
    // it goes on when this transaction ends.
    let paying: ReturnType<typeof pay> | undefined;
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`select id from donations where req_id = ${reqId} for update`);
      paying = pay(reqId);
      await expect
        .poll(async () => {
          const { rows } = (await h.db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                  and query ~ 'receipt_counters'`,
          )) as unknown as { rows: { waiting: number }[] };
          return Number(rows[0]!.waiting);
        })
        .toBe(1);
      expect((await deleteAccount(donor)).statusCode).toBe(200);
    });
    expect((await paying!).statusCode).toBeLessThan(400);
    expect(await charityTotal(charity.id)).toBe(30_000);
    expect(await leaderboardIds()).not.toContain(donor.userID);
    expect(await h.db.select().from(donorTotals).where(eq(donorTotals.userId, donor.userID))).toEqual([]);
  });

  it('20 rounds of a deletion and a payment at once: the donor never shows, the charity keeps the gift', async () => {
    const charity = await createOrganization(h.db);
    let expected = 0;
    for (let round = 0; round < 20; round += 1) {
      const donor = await member({ firstName: `Racer${round}`, lastName: 'Gone' });
      // A first gift already on the leaderboard, and a second paid while the account is deleted.
      await pay(await startDonation(donor, charity.id, 100 + round));
      const reqId = await startDonation(donor, charity.id, 500 + round);
      expected += (100 + round + 500 + round) * 100;
      const deleting = deleteAccount(donor);
      await deletionUnderWay(deleting);
      const [deleted, paid] = await Promise.all([deleting, pay(reqId)]);
      expect(deleted.statusCode).toBe(200);
      expect(paid.statusCode).toBeLessThan(400);
      expect(await leaderboardIds(), `round ${round}`).not.toContain(donor.userID);
      expect(
        await h.db.select().from(donorTotals).where(eq(donorTotals.userId, donor.userID)),
        `round ${round}`,
      ).toEqual([]);
      expect(await charityTotal(charity.id), `round ${round}`).toBe(expected);
    }
  });
});

describe('a volunteer who deletes their account', () => {
  const volunteer = (person: Member, eventID: number) =>
    post('/api/post/events/volunteer', { userID: person.userID, eventID }, person.headers);

  it('frees their slot as unvolunteering does: the first waiting moves up and is emailed', async () => {
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, { volunteerCapacity: 1 });
    const holder = await member();
    const waiting: Member[] = [];
    for (let i = 0; i < 11; i += 1) waiting.push(await member());
    expect((await volunteer(holder, event.id)).json()).toMatchObject({ status: 'volunteered' });
    for (const [i, person] of waiting.entries())
      expect((await volunteer(person, event.id)).json()).toMatchObject({
        status: 'waitlisted',
        position: i + 1,
      });

    expect((await deleteAccount(holder)).statusCode).toBe(200);
    const rows = await h.db
      .select({ userId: eventVolunteers.userId, status: eventVolunteers.status })
      .from(eventVolunteers)
      .where(and(eq(eventVolunteers.targetId, event.id), eq(eventVolunteers.status, 'volunteered')));
    expect(rows).toEqual([{ userId: waiting[0]!.userID, status: 'volunteered' }]);
    // Enqueued with the deletion, sent by the queue.
    await h.app.jobs.runDue();
    const mailTo = (person: Member) =>
      smtp.messages.map(decodeQuotedPrintable).find((message) => message.includes(`To: ${person.email}`));
    expect(mailTo(waiting[0]!)).toContain(`https://tabang.example/event/${event.id}`);
    expect(mailTo(waiting[0]!)).toContain(event.name);
    expect(waiting.slice(1).map(mailTo)).toEqual(Array(10).fill(undefined));

    // A newcomer waits behind the other ten.
    const newcomer = await member();
    expect((await volunteer(newcomer, event.id)).json()).toMatchObject({
      status: 'waitlisted',
      position: 11,
    });
    const [gone] = await h.db.select().from(users).where(eq(users.id, holder.userID));
    expect(gone!.deletedAt).not.toBeNull();
  });

  it('leaving a waitlist by deletion promotes nobody', async () => {
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, { volunteerCapacity: 1 });
    const [holder, first, second] = [await member(), await member(), await member()];
    for (const person of [holder, first, second]) await volunteer(person, event.id);
    expect((await deleteAccount(first)).statusCode).toBe(200);
    expect((await volunteer(second, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await volunteer(holder, event.id)).json()).toMatchObject({ status: 'volunteered' });
  });
});
