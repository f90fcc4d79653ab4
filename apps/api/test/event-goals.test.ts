import { randomBytes } from 'node:crypto';
import { type DonationStatus, type Event, t } from '@tabang/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, eventDonors, events } from '../src/db/schema';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { createDonation, createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';
import { multipart, pngFile } from './multipart-form';
import { databaseBefore } from './older-database';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = { authorization: string };
const get = (url: string, headers: Partial<Headers> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** A donation written straight to the database, in any state (anonymous is set here: no API makes it yet). */
async function give(
  donor: { userID: number },
  event: { id: number; organizationId: number } | null,
  organizationId: number,
  centavos: number,
  status: DonationStatus = 'completed',
  anonymous = false,
) {
  const [row] = await ctx.db
    .insert(donations)
    .values({
      reqId: randomBytes(24).toString('base64url'),
      userId: donor.userID,
      organizationId,
      eventId: event?.id ?? null,
      amountCentavos: centavos,
      description: 'A gift made for a test.',
      status,
      anonymous,
      provider: 'sandbox',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      completedAt: status === 'completed' ? new Date() : null,
    })
    .returning();
  return row!;
}

const totals = (event: Event) => ({
  goalAmount: event.goalAmount,
  raisedAmount: event.raisedAmount,
  donorCount: event.donorCount,
});

describe('POST /api/post/event/add with a fundraising goal', () => {
  let headers: Headers;
  let charityId: number;
  let poster: Awaited<ReturnType<typeof pngFile>>;

  beforeAll(async () => {
    const rep = await createUser(ctx.db);
    ({ headers } = await loginAs(ctx.db, rep));
    charityId = (await createOrganization(ctx.db, { representativeUserId: rep.userID })).id;
    poster = await pngFile(400, 300, 'poster.png');
  });

  function post(goal?: string) {
    const form = multipart({
      organizationID: String(charityId),
      nameOfEvent: 'Coastal Cleanup',
      descriptionOfEvent: 'Cleaning the shore of Times Beach.',
      location: 'Times Beach, Davao City',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: '2031-03-14T07:00',
      dateAndTimeEnd: '2031-03-14T11:30',
      ...(goal === undefined ? {} : { goalAmount: goal }),
      // A goal needs a permit or an exemption (permits.test.ts).
      ...(goal?.trim() ? { permitType: 'exempt', permitExemptReason: 'A barangay project.' } : {}),
      eventImage: poster,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/post/event/add',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  }
  const storedGoal = async (eventID: number) =>
    (await ctx.db.select().from(events).where(eq(events.id, eventID)))[0]!.goalCentavos;

  it.each([
    ['50000', 5_000_000],
    ['50000.50', 5_000_050],
    [' 1234.5 ', 123_450],
    ['100000000', 10_000_000_000],
  ])('stores the goal "%s" in centavos and answers it in pesos', async (goal, centavos) => {
    const response = await post(goal);
    expect(response.statusCode, response.body).toBe(201);
    const { eventID } = response.json();
    expect(await storedGoal(eventID)).toBe(centavos);
    const [event] = (await get(`/api/get/events/${eventID}`)).json();
    expect(totals(event)).toEqual({ goalAmount: centavos / 100, raisedAmount: 0, donorCount: 0 });
  });

  it.each([undefined, '', '   '])('adds an event without a goal when it is %j', async (goal) => {
    const response = await post(goal);
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedGoal(response.json().eventID)).toBeNull();
  });

  it.each([
    ['0', t('goals.tooSmall')],
    ['0.00', t('goals.tooSmall')],
    ['-500', t('goals.tooSmall')],
    ['50000.505', t('goals.invalid')],
    ['100000000.01', t('goals.tooLarge', { max: '₱100,000,000.00' })],
    ['999999999999', t('goals.tooLarge', { max: '₱100,000,000.00' })],
    ['fifty thousand', t('goals.invalid')],
    ['50,000', t('goals.invalid')],
    ['1e5', t('goals.invalid')],
    ['₱500', t('goals.invalid')],
  ])('refuses the goal "%s" with a 400 that says why, adding nothing', async (goal, message) => {
    const before = (await ctx.db.select({ id: events.id }).from(events)).length;
    const response = await post(goal);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
    expect((await ctx.db.select({ id: events.id }).from(events)).length).toBe(before);
  });
});

describe('goalAmount, raisedAmount and donorCount on event answers', () => {
  it('count completed donations to that event only, each donor once, anonymous ones included', async () => {
    const rep = await createUser(ctx.db);
    const charity = await createOrganization(ctx.db, { representativeUserId: rep.userID });
    const event = await createEvent(ctx.db, charity.id, { goalCentavos: 5_000_000 });
    const other = await createEvent(ctx.db, charity.id);
    const [ana, ben, cora, dan] = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));

    await give(ana!, event, charity.id, 1_000_050); // ₱10,000.50
    await give(ana!, event, charity.id, 250_000); // the same donor again: still one donor
    await give(ben!, event, charity.id, 100_000, 'completed', true); // anonymous, but it counts
    await give(cora!, event, charity.id, 500_000, 'pending');
    await give(cora!, event, charity.id, 500_000, 'failed');
    await give(dan!, event, charity.id, 500_000, 'expired');
    await give(dan!, other, charity.id, 700_000); // another event
    await give(dan!, null, charity.id, 900_000); // the charity, no event

    const expected = { goalAmount: 50_000, raisedAmount: 13_500.5, donorCount: 2 };
    const otherExpected = { goalAmount: null, raisedAmount: 7_000, donorCount: 1 };
    const byId = (list: Event[], id: number) => list.find((item) => item.eventID === id)!;

    const [single] = (await get(`/api/get/events/${event.id}`)).json();
    expect(totals(single)).toEqual(expected);
    const [otherSingle] = (await get(`/api/get/events/${other.id}`)).json();
    expect(totals(otherSingle)).toEqual(otherExpected);

    // Every list that answers events: upcoming (whole and paged), the charity's all/upcoming, and the dashboard.
    for (const url of [
      '/api/get/events/all/upcoming',
      `/api/get/organizations/events/${charity.id}`,
      `/api/get/organizations/events/upcoming/${charity.id}`,
    ]) {
      const list: Event[] = (await get(url)).json();
      expect(totals(byId(list, event.id)), url).toEqual(expected);
      expect(totals(byId(list, other.id)), url).toEqual(otherExpected);
    }
    const { headers } = await loginAs(ctx.db, rep);
    const mine = (await get('/api/get/dashboard/mine', headers)).json();
    const mineEvents: Event[] = mine.charities[0].events;
    expect(totals(byId(mineEvents, event.id))).toEqual(expected);
    expect(totals(byId(mineEvents, other.id))).toEqual(otherExpected);
  });

  it('are on past events and on paged lists too', async () => {
    const charity = await createOrganization(ctx.db);
    const past = await createEvent(ctx.db, charity.id, {
      startsAt: new Date(Date.now() - 48 * 60 * 60 * 1000),
      goalCentavos: 10_000,
    });
    const donor = await createUser(ctx.db);
    await give(donor, past, charity.id, 15_000);
    const [event] = (await get(`/api/get/organizations/events/past/${charity.id}`)).json();
    // Over the goal: the numbers say so, nothing is capped.
    expect(totals(event)).toEqual({ goalAmount: 100, raisedAmount: 150, donorCount: 1 });

    const upcoming = await createEvent(ctx.db, charity.id, {
      name: `Paged goal ${randomBytes(4).toString('hex')}`,
    });
    await give(donor, upcoming, charity.id, 12_345);
    const page: Event[] = (await get(`/api/get/events/all/upcoming?limit=1&q=${upcoming.name}`)).json();
    expect(page.map(totals)).toEqual([{ goalAmount: null, raisedAmount: 123.45, donorCount: 1 }]);
  });

  it('an event nobody has given to shows zero raised and no donors', async () => {
    const charity = await createOrganization(ctx.db);
    const event = await createEvent(ctx.db, charity.id);
    const [answer] = (await get(`/api/get/events/${event.id}`)).json();
    expect(totals(answer)).toEqual({ goalAmount: null, raisedAmount: 0, donorCount: 0 });
  });
});

describe('after a payment completes', () => {
  it('the cached public answers show the new totals within seconds', async () => {
    const charity = await createOrganization(ctx.db);
    const event = await createEvent(ctx.db, charity.id, { goalCentavos: 100_000 });
    const donor = await createUser(ctx.db);
    const { headers } = await loginAs(ctx.db, donor);
    const urls = [`/api/get/events/${event.id}`, `/api/get/organizations/events/upcoming/${charity.id}`];
    const current = async (url: string) => totals((await get(url)).json()[0]);
    // Read once so the answers are cached before the payment.
    for (const url of urls)
      expect(await current(url)).toEqual({ goalAmount: 1000, raisedAmount: 0, donorCount: 0 });

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers,
      payload: { amount: 250.5, organizationID: charity.id, eventID: event.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    // Pending is not raised yet.
    for (const url of urls) expect(await current(url)).toMatchObject({ raisedAmount: 0, donorCount: 0 });

    const { req_id } = created.json();
    const [row] = await ctx.db.select().from(donations).where(eq(donations.reqId, req_id));
    const { body, signature } = buildSandboxWebhook(
      ctx.app.config.payments.sandboxWebhookSecret,
      'pay',
      row!,
      'gcash',
    );
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);

    for (const url of urls)
      await expect
        .poll(() => current(url), { timeout: 3_000, interval: 100 })
        .toEqual({ goalAmount: 1000, raisedAmount: 250.5, donorCount: 1 });
  });
});

/** An event's totals as the database keeps them, and who it counts as its donors. */
async function kept(eventId: number) {
  const [row] = await ctx.db
    .select({ raised: events.raisedCentavos, donors: events.donorCount })
    .from(events)
    .where(eq(events.id, eventId));
  const counted = await ctx.db
    .select({ userId: eventDonors.userId })
    .from(eventDonors)
    .where(eq(eventDonors.eventId, eventId))
    .orderBy(eventDonors.userId);
  return { ...row, counted: counted.map((r) => r.userId) };
}

/** Completes a pending donation as the sandbox gateway's webhook would. */
async function pay(donation: typeof donations.$inferSelect) {
  const { body, signature } = buildSandboxWebhook(
    ctx.app.config.payments.sandboxWebhookSecret,
    'pay',
    donation,
    'gcash',
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

describe("an event's totals, kept by the database with every change to a donation (migration 0028)", () => {
  it("one person's gifts completing at the same moment count one donor and every peso", async () => {
    const charity = await createOrganization(ctx.db);
    const event = await createEvent(ctx.db, charity.id);
    const [ana, ben] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const pending = await Promise.all([
      give(ana, event, charity.id, 10_000, 'pending'),
      give(ana, event, charity.id, 20_000, 'pending'),
      give(ana, event, charity.id, 30_000, 'pending'),
      give(ben, event, charity.id, 40_000, 'pending'),
    ]);
    const paid = await Promise.all(pending.map(pay));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await kept(event.id)).toEqual({
      raised: 100_000,
      donors: 2,
      counted: [ana.userID, ben.userID].sort((a, b) => a - b),
    });
  });

  it('follow a completed gift whose amount, event or donor is corrected, or that is taken away', async () => {
    const charity = await createOrganization(ctx.db);
    const [first, second] = await Promise.all([
      createEvent(ctx.db, charity.id),
      createEvent(ctx.db, charity.id),
    ]);
    const [ana, ben] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const big = await give(ana, first, charity.id, 10_000);
    const small = await give(ana, first, charity.id, 5_000);
    const bens = await give(ben, first, charity.id, 3_000);
    expect(await kept(first.id)).toMatchObject({ raised: 18_000, donors: 2 });

    await ctx.db.update(donations).set({ amountCentavos: 12_000 }).where(eq(donations.id, big.id));
    expect(await kept(first.id)).toMatchObject({ raised: 20_000, donors: 2 });
    // Moved to the other event: Ana still gave to the first, so she still counts there.
    await ctx.db.update(donations).set({ eventId: second.id }).where(eq(donations.id, small.id));
    expect(await kept(first.id)).toMatchObject({ raised: 15_000, donors: 2 });
    expect(await kept(second.id)).toEqual({ raised: 5_000, donors: 1, counted: [ana.userID] });
    // Ben's only gift is taken away, then Ana's leaves completed: nobody has given to the first any more.
    await ctx.db.delete(donations).where(eq(donations.id, bens.id));
    expect(await kept(first.id)).toEqual({ raised: 12_000, donors: 1, counted: [ana.userID] });
    await ctx.db.update(donations).set({ status: 'failed' }).where(eq(donations.id, big.id));
    expect(await kept(first.id)).toEqual({ raised: 0, donors: 0, counted: [] });
    // The gift given to Ben instead, completed again: he counts, Ana on the second only.
    await ctx.db
      .update(donations)
      .set({ status: 'completed', userId: ben.userID, eventId: second.id })
      .where(eq(donations.id, big.id));
    expect(await kept(second.id)).toEqual({
      raised: 17_000,
      donors: 2,
      counted: [ana.userID, ben.userID].sort((a, b) => a - b),
    });
  });

  it('are not touched by bookkeeping on completed gifts, nor by gifts that are not completed', async () => {
    const charity = await createOrganization(ctx.db);
    const event = await createEvent(ctx.db, charity.id);
    const donor = await createUser(ctx.db);
    const completed = await give(donor, event, charity.id, 7_000);
    const pending = await give(donor, event, charity.id, 9_000, 'pending');
    // The row's version: any update of it, even to the same values, makes a new one.
    const version = async () =>
      (
        (await ctx.db.execute(sql`select xmin::text as v from events where id = ${event.id}`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0]!.v;
    const before = await version();
    await ctx.db
      .update(donations)
      .set({ needsReview: true, updatedAt: new Date() })
      .where(inArray(donations.id, [completed.id, pending.id]));
    await ctx.db.update(donations).set({ status: 'expired' }).where(eq(donations.id, pending.id));
    await give(donor, event, charity.id, 2_000, 'failed');
    expect(await version()).toBe(before);
    expect(await kept(event.id)).toEqual({ raised: 7_000, donors: 1, counted: [donor.userID] });
  });

  it('are counted for the gifts a database held before the migration', async () => {
    const older = await databaseBefore('0028_event-totals');
    try {
      const { db } = older;
      const {
        charityId,
        eventIds: [given, quiet],
      } = await older.charityWithTwoEvents();
      const [ana, ben] = [await createUser(db), await createUser(db)];
      for (const [donor, centavos, status] of [
        [ana, 10_000, 'completed'],
        [ana, 2_500, 'completed'],
        [ben, 4_000, 'completed'],
        [ben, 9_900, 'pending'],
      ] as const)
        await createDonation(db, {
          userId: donor.userID,
          organizationId: charityId,
          eventId: given,
          amountCentavos: centavos,
          status,
        });

      await older.upgrade();
      const totals = await db
        .select({ id: events.id, raised: events.raisedCentavos, donors: events.donorCount })
        .from(events)
        .where(inArray(events.id, [given, quiet]))
        .orderBy(events.id);
      expect(totals).toEqual([
        { id: given, raised: 16_500, donors: 2 },
        { id: quiet, raised: 0, donors: 0 },
      ]);
      expect(
        await db
          .select()
          .from(eventDonors)
          .where(and(eq(eventDonors.eventId, given))),
      ).toHaveLength(2);
    } finally {
      await older.close();
    }
  });
});
