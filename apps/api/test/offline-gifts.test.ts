import { PH_TIME_ZONE, t, ZEvent, ZOfflineGift, ZOfflineGifts, ZOrganization } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonation, createEvent, createOrganization } from './factories';
import {
  changesHeard,
  createTestApp,
  createUser,
  giveThroughSandbox,
  loginAs,
  publicChangesOf,
  type TestApp,
} from './helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const day = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: PH_TIME_ZONE });
const today = () => day(Date.now());
const error = (message: string) => expect.objectContaining({ message });

async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/** A charity with its representative and one event. */
async function charity(eventFields: Parameters<typeof createEvent>[2] = {}) {
  const rep = await person();
  const org = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
  const event = await createEvent(ctx.db, org.id, eventFields);
  return { rep, org, event };
}

const cash = (organizationID: number, amount: number, extra: Record<string, unknown> = {}) => ({
  organizationID,
  kind: 'cash',
  amount,
  receivedOn: today(),
  ...extra,
});

async function record(headers: Headers, body: Record<string, unknown>) {
  const response = await post('/api/post/offline-gifts', body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return ZOfflineGift.parse(response.json());
}

async function publicEvent(id: number) {
  await changesHeard(ctx.app);
  const response = await get(`/api/get/events/${id}`);
  expect(response.statusCode).toBe(200);
  return ZEvent.parse(response.json()[0]);
}

async function publicCharity(id: number) {
  await changesHeard(ctx.app);
  const response = await get(`/api/get/organizationsByID/${id}`);
  expect(response.statusCode).toBe(200);
  return ZOrganization.parse(response.json()[0]);
}

describe('recording a gift received outside Tabang', () => {
  it('lets only the representative or an admin record, void or list gifts (401 signed out, 403 others)', async () => {
    const { rep, org, event } = await charity();
    const stranger = await person();
    const admin = await person({ role: 'admin' });
    const body = cash(org.id, 500, { eventID: event.id });

    expect((await post('/api/post/offline-gifts', body)).statusCode).toBe(401);
    const refused = await post('/api/post/offline-gifts', body, stranger.headers);
    expect(refused.statusCode).toBe(403);
    const mine = await record(rep.headers, body);
    const byAdmin = await record(admin.headers, { ...body, amount: 700 });
    expect(byAdmin.recordedBy).toBe(`${admin.user.firstName} ${admin.user.lastName}`);

    const voiding = { offlineGiftID: mine.offlineGiftID, reason: 'Typed twice' };
    expect((await post('/api/post/offline-gifts/void', voiding)).statusCode).toBe(401);
    expect((await post('/api/post/offline-gifts/void', voiding, stranger.headers)).statusCode).toBe(403);

    const list = `/api/get/organizations/${org.id}/offline-gifts`;
    expect((await get(list)).statusCode).toBe(401);
    expect((await get(list, stranger.headers)).statusCode).toBe(403);
    expect((await get(list, admin.headers)).statusCode).toBe(200);
    // Nothing the stranger tried changed anything.
    const gifts = ZOfflineGifts.parse((await get(list, rep.headers)).json());
    expect(gifts.map((gift) => [gift.amount, gift.status])).toEqual([
      [700, 'recorded'],
      [500, 'recorded'],
    ]);
  });

  it('answers the gift with who recorded it, and refuses bad input with a message', async () => {
    const { rep, org, event } = await charity();
    const gift = await record(rep.headers, {
      organizationID: org.id,
      eventID: event.id,
      kind: 'goods',
      item: 'Rice',
      unit: 'sacks',
      quantity: 12,
      donorName: 'Lola Nena',
      receivedOn: day(Date.now() - DAY),
      note: 'Brought to the office',
      // Ignored for goods.
      amount: 99,
    });
    expect(gift).toMatchObject({
      organizationID: org.id,
      eventID: event.id,
      eventName: event.name,
      kind: 'goods',
      amount: null,
      item: 'Rice',
      unit: 'sacks',
      quantity: 12,
      donorName: 'Lola Nena',
      receivedOn: day(Date.now() - DAY),
      note: 'Brought to the office',
      status: 'recorded',
      recordedBy: `${rep.user.firstName} ${rep.user.lastName}`,
      voidedBy: null,
      voidedAt: null,
      voidReason: null,
    });

    const refusal = async (body: Record<string, unknown>, status: number, message: string) => {
      const response = await post('/api/post/offline-gifts', body, rep.headers);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual(error(message));
    };
    const amountInvalid = t('whereItWent.amountInvalid', { max: '1,000,000' });
    await refusal({ organizationID: org.id, kind: 'cash', receivedOn: today() }, 400, amountInvalid);
    await refusal(cash(org.id, 0), 400, amountInvalid);
    await refusal(cash(org.id, 1_000_000.01), 400, amountInvalid);
    await refusal(cash(org.id, 10.005), 400, amountInvalid);
    await refusal(
      { organizationID: org.id, kind: 'goods', item: 'Rice', quantity: 2, receivedOn: today() },
      400,
      t('whereItWent.unitInvalid', { max: 30 }),
    );
    await refusal(
      {
        organizationID: org.id,
        kind: 'goods',
        item: 'Rice',
        unit: 'sacks',
        quantity: 0,
        receivedOn: today(),
      },
      400,
      t('whereItWent.quantityInvalid', { max: '1,000,000' }),
    );
    await refusal({ ...cash(org.id, 10), kind: 'pledge' }, 400, t('whereItWent.kindInvalid'));
    await refusal(
      { ...cash(org.id, 10), donorName: 'x'.repeat(121) },
      400,
      t('whereItWent.donorNameInvalid', { max: 120 }),
    );
    await refusal(
      { ...cash(org.id, 10), note: 'x'.repeat(501) },
      400,
      t('whereItWent.noteInvalid', { max: 500 }),
    );
    await refusal({ ...cash(org.id, 10), receivedOn: '2026-02-30' }, 400, t('whereItWent.receivedOnInvalid'));
    await refusal(
      { ...cash(org.id, 10), receivedOn: day(Date.now() + 2 * DAY) },
      400,
      t('whereItWent.receivedInFuture'),
    );
    const other = await charity();
    await refusal(cash(org.id, 10, { eventID: other.event.id }), 400, t('whereItWent.eventNotOfCharity'));
    await refusal(cash(org.id, 10, { eventID: 2_000_000_000 }), 404, t('events.notFound'));
    expect((await post('/api/post/offline-gifts', cash(2_000_000_000, 10), rep.headers)).statusCode).toBe(
      404,
    );
    // Nothing of the refusals was written.
    const list = ZOfflineGifts.parse(
      (await get(`/api/get/organizations/${org.id}/offline-gifts`, rep.headers)).json(),
    );
    expect(list).toHaveLength(1);
  });

  it('refuses goods for a relief drive (its desk records them) but takes cash for it', async () => {
    const { rep, org, event } = await charity({ reliefDrive: true });
    const goods = await post(
      '/api/post/offline-gifts',
      {
        organizationID: org.id,
        eventID: event.id,
        kind: 'goods',
        item: 'Rice',
        unit: 'sacks',
        quantity: 3,
        receivedOn: today(),
      },
      rep.headers,
    );
    expect(goods.statusCode).toBe(400);
    expect(goods.json()).toEqual(error('Goods for a relief drive are recorded at its drop-off desk.'));
    await record(rep.headers, cash(org.id, 300, { eventID: event.id }));
    expect((await publicEvent(event.id)).offlineAmount).toBe(300);
  });
});

describe('voiding a gift', () => {
  it('keeps the gift with who voided it, when and why, takes it out of the totals, and refuses a second void', async () => {
    const { rep, org, event } = await charity();
    const kept = await record(rep.headers, cash(org.id, 1000, { eventID: event.id }));
    const mistake = await record(rep.headers, cash(org.id, 2500, { eventID: event.id }));
    expect((await publicEvent(event.id)).offlineAmount).toBe(3500);

    const voided = await post(
      '/api/post/offline-gifts/void',
      { offlineGiftID: mistake.offlineGiftID, reason: 'Counted in the wrong event' },
      rep.headers,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const gift = ZOfflineGift.parse(voided.json());
    expect(gift).toMatchObject({
      offlineGiftID: mistake.offlineGiftID,
      amount: 2500,
      status: 'voided',
      voidedBy: `${rep.user.firstName} ${rep.user.lastName}`,
      voidReason: 'Counted in the wrong event',
    });
    expect(Date.parse(gift.voidedAt!)).toBeGreaterThanOrEqual(Date.parse(gift.recordedAt));

    const again = await post(
      '/api/post/offline-gifts/void',
      { offlineGiftID: mistake.offlineGiftID, reason: 'Again' },
      rep.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error(t('whereItWent.alreadyVoided')));
    const empty = await post(
      '/api/post/offline-gifts/void',
      { offlineGiftID: mistake.offlineGiftID, reason: ' ' },
      rep.headers,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(error(t('whereItWent.reasonInvalid', { max: 300 })));
    const unknown = await post(
      '/api/post/offline-gifts/void',
      { offlineGiftID: 2_000_000_000, reason: 'x' },
      rep.headers,
    );
    expect(unknown.statusCode).toBe(404);

    // Still listed, voided; counted nowhere.
    const list = ZOfflineGifts.parse(
      (await get(`/api/get/organizations/${org.id}/offline-gifts?eventID=${event.id}`, rep.headers)).json(),
    );
    expect(list.map((item) => [item.offlineGiftID, item.status])).toEqual([
      [mistake.offlineGiftID, 'voided'],
      [kept.offlineGiftID, 'recorded'],
    ]);
    expect((await publicEvent(event.id)).offlineAmount).toBe(1000);
    expect((await publicCharity(org.id)).offlineAmount).toBe(1000);
  });
});

describe('offline cash beside the online totals', () => {
  it('shows offlineAmount on events and charities (single and lists) without touching raisedAmount, totalDonationCollected or the leaderboard', async () => {
    const { rep, org, event } = await charity();
    const donor = await person();
    await giveThroughSandbox(ctx.app, donor.headers, org.id, event.id);
    await changesHeard(ctx.app);
    const leaderboardBefore = (await get('/api/get/leaderboard')).json();

    await record(rep.headers, cash(org.id, 1500, { eventID: event.id, donorName: 'Mang Tonyo' }));
    // A gift to the charity itself counts for the charity only.
    await record(rep.headers, cash(org.id, 400));
    await record(rep.headers, {
      organizationID: org.id,
      eventID: event.id,
      kind: 'goods',
      item: 'Canned sardines',
      unit: 'boxes',
      quantity: 5,
      receivedOn: today(),
    });

    const single = await publicEvent(event.id);
    expect(single).toMatchObject({ raisedAmount: 250, offlineAmount: 1500, hasReport: true });
    const upcoming = (await get('/api/get/events/all/upcoming')).json() as { eventID: number }[];
    expect(upcoming.find((item) => item.eventID === event.id)).toMatchObject({
      raisedAmount: 250,
      offlineAmount: 1500,
      hasReport: true,
    });
    const ofCharity = (await get(`/api/get/organizations/events/${org.id}`)).json() as { eventID: number }[];
    expect(ofCharity.find((item) => item.eventID === event.id)).toMatchObject({ offlineAmount: 1500 });

    expect(await publicCharity(org.id)).toMatchObject({ totalDonationCollected: 250, offlineAmount: 1900 });
    const charities = (await get('/api/get/organizations')).json() as { organizationID: number }[];
    expect(charities.find((item) => item.organizationID === org.id)).toMatchObject({
      totalDonationCollected: 250,
      offlineAmount: 1900,
    });
    expect((await get('/api/get/leaderboard')).json()).toEqual(leaderboardBefore);
    // The giver's name written by the charity is in no public answer.
    for (const url of [
      `/api/get/events/${event.id}`,
      `/api/get/organizationsByID/${org.id}`,
      '/api/get/organizations',
    ])
      expect((await get(url)).body).not.toContain('Mang Tonyo');
  });

  it('notifies the charity, the event and both lists when a gift is recorded or voided', async () => {
    const { rep, org, event } = await charity();
    let giftID = 0;
    const topics = `now charities charity:${org.id} event:${event.id} events`;
    expect(
      await publicChangesOf(ctx.database, async () => {
        giftID = (await record(rep.headers, cash(org.id, 100, { eventID: event.id }))).offlineGiftID;
      }),
    ).toEqual([topics]);
    expect(
      await publicChangesOf(ctx.database, () =>
        post('/api/post/offline-gifts/void', { offlineGiftID: giftID, reason: 'Wrong' }, rep.headers),
      ),
    ).toEqual([topics]);
  });

  it('has no report and no offline cash for an event with nothing recorded', async () => {
    const { event, org } = await charity();
    await createDonation(ctx.db, {
      userId: (await person()).user.userID,
      organizationId: org.id,
      eventId: event.id,
    });
    expect(await publicEvent(event.id)).toMatchObject({ offlineAmount: 0, hasReport: false });
  });
});

describe('the list of gifts', () => {
  it('pages newest received first with a Link that keeps the event filter', async () => {
    const { rep, org, event } = await charity();
    for (const [days, amount] of [
      [3, 10],
      [1, 20],
      [2, 30],
    ] as const)
      await record(
        rep.headers,
        cash(org.id, amount, { eventID: event.id, receivedOn: day(Date.now() - days * DAY) }),
      );
    await record(rep.headers, cash(org.id, 40));

    const first = await get(
      `/api/get/organizations/${org.id}/offline-gifts?eventID=${event.id}&limit=2`,
      rep.headers,
    );
    expect(first.statusCode).toBe(200);
    expect(ZOfflineGifts.parse(first.json()).map((gift) => gift.amount)).toEqual([20, 30]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain(`/api/get/organizations/${org.id}/offline-gifts?`);
    expect(next).toContain(`eventID=${event.id}`);
    const second = await get(next!, rep.headers);
    expect(ZOfflineGifts.parse(second.json()).map((gift) => gift.amount)).toEqual([10]);
    expect(second.headers.link).toBeUndefined();

    const all = ZOfflineGifts.parse(
      (await get(`/api/get/organizations/${org.id}/offline-gifts`, rep.headers)).json(),
    );
    expect(all.map((gift) => [gift.amount, gift.eventID])).toEqual([
      [40, null],
      [20, event.id],
      [30, event.id],
      [10, event.id],
    ]);
    const other = await charity();
    const foreign = await get(
      `/api/get/organizations/${org.id}/offline-gifts?eventID=${other.event.id}`,
      rep.headers,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('names a recorder who deleted their account "A former member", and keeps the gift', async () => {
    const { org } = await charity();
    const admin = await person({ role: 'admin' });
    const gift = await record(admin.headers, cash(org.id, 50));
    expect(gift.recordedBy).not.toBe(t('whereItWent.formerMember'));
    const deleted = await post('/api/post/my/delete', { password: admin.user.password }, admin.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const another = await person({ role: 'admin' });
    const list = ZOfflineGifts.parse(
      (await get(`/api/get/organizations/${org.id}/offline-gifts`, another.headers)).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({
        offlineGiftID: gift.offlineGiftID,
        amount: 50,
        recordedBy: 'A former member',
      }),
    ]);
  });
});
