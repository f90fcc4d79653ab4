import {
  GOODS_NOTE_MAX,
  PH_TIME_ZONE,
  PLEDGE_CODE_ALPHABET,
  t,
  ZDeskPledges,
  ZMyPledges,
  ZNeeds,
} from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveReceipts, events } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, jobsOf, loginAs, type TestApp } from './helpers';
import { multipart, pngFile } from './multipart-form';

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
const error = (message: string) => expect.objectContaining({ message });

async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/** A DSWD regional permit from yesterday for a month, as a drive asking for goods needs (PD 1564). */
const permit = () => ({
  permitType: 'dswd-regional' as const,
  permitNumber: 'DSWD-SB-SP-00123-2026',
  permitIssuer: 'DSWD Field Office XI',
  permitValidFrom: day(Date.now() - DAY),
  permitValidUntil: day(Date.now() + 30 * DAY),
});

/**
 * A charity's representative, a drive with its permit running from tomorrow for three days with one need and one
 * drop-off point.
 */
async function drive(eventFields: Parameters<typeof createEvent>[2] = {}, quantityNeeded = 20) {
  const rep = await person();
  const charity = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
  const startsAt = new Date(Date.now() + DAY);
  const event = await createEvent(ctx.db, charity.id, {
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * DAY),
    reliefDrive: true,
    acceptanceRules: 'No used clothing.',
    ...permit(),
    ...eventFields,
  });
  const need = await post(
    '/api/post/events/needs',
    { eventID: event.id, item: 'Rice', unit: 'sacks', quantityNeeded },
    rep.headers,
  );
  expect(need.statusCode, need.body).toBe(200);
  const dropoff = await post(
    '/api/post/events/dropoffs',
    {
      eventID: event.id,
      name: 'Barangay 5-A hall',
      address: 'Bonifacio Street',
      barangay: '5-A',
      hours: 'Mon–Sat 8 AM–5 PM',
      contactName: 'Ana Cruz',
      contactNumber: '0917-123-4567',
    },
    rep.headers,
  );
  expect(dropoff.statusCode, dropoff.body).toBe(200);
  return {
    rep,
    event,
    needID: need.json().needID as number,
    dropoffID: dropoff.json().dropoffID as number,
  };
}

const needsOf = async (eventId: number) => {
  await changesHeard(ctx.app);
  const response = await get(`/api/get/events/${eventId}/needs`);
  expect(response.statusCode).toBe(200);
  return ZNeeds.parse(response.json());
};

describe('relief-drive events', () => {
  it('adds a drive with its rules, refuses urgent on an event that is not a drive, and lists urgent drives with ?urgent=1', async () => {
    const rep = await person();
    const charity = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
    const poster = await pngFile(400, 300);
    const add = (fields: Record<string, string>) => {
      const form = multipart({
        organizationID: String(charity.id),
        nameOfEvent: 'Typhoon relief',
        descriptionOfEvent: 'Goods for families hit by the typhoon.',
        location: 'Davao City',
        whoCanJoin: 'Everyone',
        dateAndTimeStart: '2031-03-14T07:00',
        dateAndTimeEnd: '2031-03-20T17:00',
        ...fields,
        eventImage: poster,
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/post/event/add',
        payload: form.payload,
        headers: { ...form.headers, ...rep.headers },
      });
    };
    const notDrive = await add({ urgent: 'true' });
    expect(notDrive.statusCode).toBe(400);
    expect(notDrive.json()).toEqual(error(t('drives.urgentNeedsDrive')));
    const tooLong = await add({ reliefDrive: 'true', acceptanceRules: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(error(t('drives.acceptanceRulesTooLong', { max: 1000 })));

    const added = await add({ reliefDrive: 'true', urgent: 'true', acceptanceRules: 'No used clothing.' });
    expect(added.statusCode, added.body).toBe(201);
    const eventID = added.json().eventID as number;
    const page = await get(`/api/get/events/${eventID}`);
    expect(page.json()[0]).toMatchObject({
      reliefDrive: true,
      urgent: true,
      acceptanceRules: 'No used clothing.',
    });
    const plain = await createEvent(ctx.db, charity.id);

    await changesHeard(ctx.app);
    const urgent = await get('/api/get/events/all/upcoming?urgent=1');
    expect(urgent.statusCode).toBe(200);
    const ids = (urgent.json() as { eventID: number; urgent: boolean }[]).map((event) => event.eventID);
    expect(ids).toContain(eventID);
    expect(ids).not.toContain(plain.id);
    expect((urgent.json() as { urgent: boolean }[]).every((event) => event.urgent)).toBe(true);
    const all = await get('/api/get/events/all/upcoming');
    expect((all.json() as { eventID: number }[]).map((event) => event.eventID)).toContain(plain.id);
    expect((await get('/api/get/events/all/upcoming?urgent=yes')).json()).toEqual(
      error(t('lists.invalidUrgent')),
    );

    // Turning the drive back into an event stops it being urgent; marking a plain event urgent is refused.
    const update = (fields: Record<string, string>) => {
      const form = multipart(fields);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/post/event/update',
        payload: form.payload,
        headers: { ...form.headers, ...rep.headers },
      });
    };
    expect((await update({ eventID: String(eventID), reliefDrive: 'false' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, eventID));
    expect(row).toMatchObject({ reliefDrive: false, urgent: false });
    const refused = await update({ eventID: String(eventID), urgent: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(error(t('drives.urgentNeedsDrive')));
    await changesHeard(ctx.app);
    const after = await get('/api/get/events/all/upcoming?urgent=1');
    expect((after.json() as { eventID: number }[]).map((event) => event.eventID)).not.toContain(eventID);
  });
});

describe('needs and drop-off points', () => {
  it('are added by the representative or an admin only, on a relief drive only, with clear 400s', async () => {
    const { rep, event, needID } = await drive();
    const member = await person();
    const admin = await person({ role: 'admin' });
    const body = { eventID: event.id, item: 'Water', unit: 'boxes', quantityNeeded: 5 };
    expect((await post('/api/post/events/needs', body)).statusCode).toBe(401);
    const forbidden = await post('/api/post/events/needs', body, member.headers);
    expect(forbidden.statusCode).toBe(403);
    expect((await post('/api/post/events/needs', body, admin.headers)).statusCode).toBe(200);
    expect(
      (await post('/api/post/events/needs', { ...body, eventID: 999_999 }, rep.headers)).statusCode,
    ).toBe(404);
    const cases: [unknown, string][] = [
      [{ ...body, item: '' }, t('drives.itemInvalid', { max: 120 })],
      [{ ...body, unit: 'u'.repeat(31) }, t('drives.unitInvalid', { max: 30 })],
      [{ ...body, quantityNeeded: 0 }, t('drives.quantityNeededInvalid', { max: '1,000,000' })],
      [{ ...body, quantityNeeded: 2.5 }, t('drives.quantityNeededInvalid', { max: '1,000,000' })],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/post/events/needs', payload, rep.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error(message));
    }
    const plain = await createEvent(ctx.db, event.organizationId);
    const notDrive = await post('/api/post/events/needs', { ...body, eventID: plain.id }, rep.headers);
    expect(notDrive.statusCode).toBe(400);
    expect(notDrive.json()).toEqual(error(t('drives.notADrive')));
    const badNumber = await post(
      '/api/post/events/dropoffs',
      {
        eventID: event.id,
        name: 'Hall',
        address: 'Street',
        barangay: '5-A',
        hours: '8-5',
        contactName: 'Ana',
        contactNumber: 'call me',
      },
      rep.headers,
    );
    expect(badNumber.statusCode).toBe(400);

    // The update: a new quantity, the enough mark, or neither (400).
    const empty = await post('/api/post/events/needs/update', { needID }, rep.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(error(t('drives.updateNeedEmpty')));
    expect(
      (await post('/api/post/events/needs/update', { needID, enough: true }, member.headers)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/post/events/needs/update', { needID: 999_999, enough: true }, rep.headers)).json(),
    ).toEqual(error(t('drives.needNotFound')));
    const updated = await post('/api/post/events/needs/update', { needID, quantityNeeded: 30 }, rep.headers);
    expect(updated.json()).toMatchObject({ needID, quantityNeeded: 30, enough: false });

    const dropoffs = await get(`/api/get/events/${event.id}/dropoffs`);
    expect(dropoffs.json()).toEqual([
      expect.objectContaining({ name: 'Barangay 5-A hall', barangay: '5-A', contactNumber: '09171234567' }),
    ]);
    expect((await get(`/api/get/events/999999/needs`)).statusCode).toBe(404);
  });
});

describe("a drive's solicitation permit", () => {
  it('is needed before it lists needs, and outside its dates the drive takes no pledge', async () => {
    const rep = await person();
    const charity = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
    const unpermitted = await createEvent(ctx.db, charity.id, { reliefDrive: true });
    const need = { eventID: unpermitted.id, item: 'Rice', unit: 'sacks', quantityNeeded: 5 };
    const refused = await post('/api/post/events/needs', need, rep.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(error(t('permits.required')));

    const { rep: organiser, event, needID, dropoffID } = await drive();
    // A drive that lists needs keeps its permit: removing it is refused.
    const form = multipart({ eventID: String(event.id), permitType: '' });
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/post/event/update',
      payload: form.payload,
      headers: { ...form.headers, ...organiser.headers },
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual(error(t('permits.required')));

    const lapsed = { permitValidFrom: day(Date.now() - 60 * DAY), permitValidUntil: day(Date.now() - DAY) };
    await ctx.db.update(events).set(lapsed).where(eq(events.id, event.id));
    const donor = await person();
    const pledge = { needID, quantity: 1, dropoffID, expectedOn: day(Date.now() + DAY) };
    const late = await post('/api/post/events/pledge', pledge, donor.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^This drive's solicitation permit is valid from .+; it cannot take donations or pledges outside those dates\.$/,
    );
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 0 });
  });
});

describe('pledges', () => {
  it('takes a pledge, emails the slip through the job queue and shows it in My pledges', async () => {
    const { event, needID, dropoffID } = await drive();
    const donor = await person({ language: 'fil' });
    const expectedOn = day(Date.now() + 2 * DAY);
    const created = await post(
      '/api/post/events/pledge',
      { needID, quantity: 5, dropoffID, expectedOn },
      donor.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { pledgeID, code, status } = created.json();
    expect(status).toBe('pledged');
    expect(code).toMatch(new RegExp(`^[${PLEDGE_CODE_ALPHABET}]{6}$`));

    const slip = (await jobsOf(ctx.db, 'email')).find((job) => job.data.to === donor.user.email);
    expect(slip?.data).toMatchObject({ purpose: 'pledgeSlip', event: event.name });
    // In the pledger's language, with everything the slip needs.
    expect(slip?.data.subject).toContain(code);
    for (const text of [
      'Barangay 5-A hall',
      'Bonifacio Street',
      'Mon–Sat 8 AM–5 PM',
      code,
      '/my/pledges',
      'Salamat',
    ])
      expect(slip?.data.text).toContain(text);

    const mine = await get('/api/get/my/pledges', donor.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(ZMyPledges.parse(mine.json())).toEqual([
      expect.objectContaining({
        pledgeID,
        eventID: event.id,
        nameOfEvent: event.name,
        item: 'Rice',
        unit: 'sacks',
        quantity: 5,
        quantityReceived: 0,
        dropoff: expect.objectContaining({ dropoffID, hours: 'Mon–Sat 8 AM–5 PM' }),
        expectedOn,
        code,
        status: 'pledged',
      }),
    ]);
    expect((await get('/api/get/my/pledges')).statusCode).toBe(401);
  });

  it('refuses what it should, each with its message', async () => {
    const { rep, event, needID, dropoffID } = await drive({}, 12);
    const other = await drive();
    const donor = await person();
    const body = { needID, quantity: 1, dropoffID, expectedOn: day(Date.now() + DAY) };
    const refused = async (payload: object, statusCode: number, message: string) => {
      const response = await post('/api/post/events/pledge', payload, donor.headers);
      expect(response.statusCode, response.body).toBe(statusCode);
      expect(response.json()).toEqual(error(message));
    };
    expect((await post('/api/post/events/pledge', body)).statusCode).toBe(401);
    await refused({ ...body, quantity: 0 }, 400, t('drives.quantityInvalid', { max: '1,000,000' }));
    await refused({ ...body, expectedOn: '2031-02-30' }, 400, t('drives.expectedOnInvalid'));
    await refused({ ...body, needID: 999_999 }, 404, t('drives.needNotFound'));
    await refused({ ...body, dropoffID: other.dropoffID }, 404, t('drives.dropoffNotFound'));
    const yesterday = day(Date.now() - DAY);
    const after = day(event.endsAt!.getTime() + DAY);
    for (const expectedOn of [yesterday, after]) {
      const response = await post('/api/post/events/pledge', { ...body, expectedOn }, donor.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Choose a date from .+ to .+, while the drive runs\.$/);
    }
    await refused({ ...body, quantity: 13 }, 409, t('drives.stillNeeded', { count: 12, unit: 'sacks' }));

    await post('/api/post/events/needs/update', { needID, enough: true }, rep.headers);
    await refused(body, 409, t('drives.enough'));
    await post('/api/post/events/needs/update', { needID, enough: false }, rep.headers);

    await ctx.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    await refused(body, 409, t('drives.eventCancelled'));
    await ctx.db
      .update(events)
      .set({
        cancelledAt: null,
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - DAY),
      })
      .where(eq(events.id, event.id));
    await refused(body, 409, t('drives.eventOver'));
  });

  it('counts received and pledged once each, and the public needs read follows every pledge and receipt', async () => {
    const { rep, event, needID, dropoffID } = await drive({}, 20);
    const a = await person();
    const b = await person();
    const pledge = async (who: { headers: Headers }, quantity: number) => {
      const response = await post(
        '/api/post/events/pledge',
        { needID, quantity, dropoffID, expectedOn: day(Date.now() + DAY) },
        who.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { pledgeID: number; code: string };
    };
    expect(await needsOf(event.id)).toEqual([
      {
        needID,
        item: 'Rice',
        unit: 'sacks',
        quantityNeeded: 20,
        quantityPledged: 0,
        quantityReceived: 0,
        enough: false,
      },
    ]);
    const first = await pledge(a, 8);
    const second = await pledge(b, 5);
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 13, quantityReceived: 0 });

    // Part of the first arrives (code in lower case), then walk-in goods: 20 − 3 − 10 = 7 still needed.
    const part = await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: first.code.toLowerCase(), quantity: 3 },
      rep.headers,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().pledge).toMatchObject({ status: 'partly-received', quantity: 8, quantityReceived: 3 });
    expect(part.json().need).toMatchObject({ quantityPledged: 10, quantityReceived: 3 });
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 10, quantityReceived: 3 });
    const walkIn = await post(
      '/api/post/events/goods/receive',
      { needID, quantity: 4, note: 'From the parish' },
      rep.headers,
    );
    expect(walkIn.json()).toMatchObject({ quantityPledged: 10, quantityReceived: 7 });
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 10, quantityReceived: 7 });
    const tooMuch = await post(
      '/api/post/events/pledge',
      { needID, quantity: 4, dropoffID, expectedOn: day(Date.now() + DAY) },
      a.headers,
    );
    expect(tooMuch.json()).toEqual(error(t('drives.stillNeeded', { count: 3, unit: 'sacks' })));

    // The second is cancelled by its pledger: its 5 are needed again.
    expect(
      (await post('/api/post/events/pledge/cancel', { pledgeID: second.pledgeID }, a.headers)).json(),
    ).toEqual(error(t('drives.notYourPledge')));
    const cancelled = await post('/api/post/events/pledge/cancel', { pledgeID: second.pledgeID }, b.headers);
    expect(cancelled.json()).toEqual({ pledgeID: second.pledgeID, code: second.code, status: 'cancelled' });
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 5, quantityReceived: 7 });
    const again = await post('/api/post/events/pledge/cancel', { pledgeID: second.pledgeID }, b.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error(t('drives.alreadyCancelled')));
    const afterPart = await post('/api/post/events/pledge/cancel', { pledgeID: first.pledgeID }, a.headers);
    expect(afterPart.statusCode).toBe(409);
    expect(afterPart.json()).toEqual(error(t('drives.cancelAfterReceived')));

    // The rest of the first arrives: received; nothing more can be.
    const overReceive = await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: first.code, quantity: 6 },
      rep.headers,
    );
    expect(overReceive.statusCode).toBe(409);
    expect(overReceive.json()).toEqual(error(t('drives.receiveTooMuch', { count: 5, unit: 'sacks' })));
    const rest = await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: first.code, quantity: 5 },
      rep.headers,
    );
    expect(rest.json().pledge).toMatchObject({ status: 'received', quantityReceived: 8 });
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 0, quantityReceived: 12 });
    const done = await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: first.code, quantity: 1 },
      rep.headers,
    );
    expect(done.json()).toEqual(error(t('drives.allReceived')));
    const ofCancelled = await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: second.code, quantity: 1 },
      rep.headers,
    );
    expect(ofCancelled.json()).toEqual(error(t('drives.pledgeCancelled')));

    // Every receipt is kept with who recorded it and when.
    const receipts = await ctx.db.select().from(driveReceipts).where(eq(driveReceipts.needId, needID));
    expect(receipts.map((row) => [row.quantity, row.pledgeId, row.note, row.recordedByUserId])).toEqual(
      expect.arrayContaining([
        [3, first.pledgeID, null, rep.user.userID],
        [4, null, 'From the parish', rep.user.userID],
        [5, first.pledgeID, null, rep.user.userID],
      ]),
    );
    expect(receipts.every((row) => row.recordedAt instanceof Date)).toBe(true);
  });
});

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

/** Waits until this many statements of the database wait for a lock (PostgreSQL). */
async function waitForBlocked(count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = (await ctx.db.execute(
      sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error('the pledges never waited for the lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the last units', () => {
  // On PostgreSQL the two pledges run at once on two connections; the need's row lock lets exactly one through.
  it('go to one of two people pledging for them at the same moment; the other is told how much is left', async () => {
    const { event, needID, dropoffID } = await drive({}, 5);
    const a = await person();
    const b = await person();
    const body = { needID, quantity: 4, dropoffID, expectedOn: day(Date.now() + DAY) };
    const both = () =>
      Promise.all([
        post('/api/post/events/pledge', body, a.headers),
        post('/api/post/events/pledge', body, b.headers),
      ]);
    let answers: Awaited<ReturnType<typeof both>>;
    if (onPostgres) {
      // Another transaction holds the drive's row, so each pledge stops at its insert (which must share that row)
      // until both have started: without the need's lock both would have passed the check by then.
      let pledging: ReturnType<typeof both> | undefined;
      await ctx.db.transaction(async (tx) => {
        await tx.select().from(events).where(eq(events.id, event.id)).for('update');
        pledging = both();
        await waitForBlocked(2);
      });
      answers = await pledging!;
    } else answers = await both();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(
      error(t('drives.stillNeeded', { count: 1, unit: 'sacks' })),
    );
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 4, quantityReceived: 0 });
  });
});

describe('the drop-off desk', () => {
  it('looks a code up and lists the pledges for the organiser only, and refuses unknown codes and bad input', async () => {
    const { rep, event, needID, dropoffID } = await drive();
    const donor = await person();
    const member = await person();
    const created = await post(
      '/api/post/events/pledge',
      { needID, quantity: 2, dropoffID, expectedOn: day(Date.now() + DAY) },
      donor.headers,
    );
    const { code } = created.json() as { code: string };

    const found = await get(`/api/get/events/${event.id}/pledges/${code.toLowerCase()}`, rep.headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      code,
      item: 'Rice',
      quantity: 2,
      dropoffName: 'Barangay 5-A hall',
      pledgerName: `${donor.user.firstName} ${donor.user.lastName}`,
    });
    const list = await get(`/api/get/events/${event.id}/pledges`, rep.headers);
    expect(ZDeskPledges.parse(list.json()).map((row) => row.code)).toEqual([code]);
    expect(list.headers['cache-control']).toBe('private, no-store');

    for (const url of [`/api/get/events/${event.id}/pledges`, `/api/get/events/${event.id}/pledges/${code}`])
      expect((await get(url, member.headers)).statusCode).toBe(403);
    const receive = { eventID: event.id, code, quantity: 1 };
    expect((await post('/api/post/events/pledge/receive', receive)).statusCode).toBe(401);
    expect((await post('/api/post/events/pledge/receive', receive, member.headers)).statusCode).toBe(403);
    expect(
      (await post('/api/post/events/goods/receive', { needID, quantity: 1 }, member.headers)).statusCode,
    ).toBe(403);
    const unknown = await post(
      '/api/post/events/pledge/receive',
      { ...receive, code: 'ZZZZZZ' },
      rep.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(error(t('drives.unknownCode')));
    expect((await get(`/api/get/events/${event.id}/pledges/ZZZZZZ`, rep.headers)).json()).toEqual(
      error(t('drives.unknownCode')),
    );
    const badCode = await post('/api/post/events/pledge/receive', { ...receive, code: 'O0I1' }, rep.headers);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual(error(t('drives.codeInvalid', { length: 6 })));
    const longNote = await post(
      '/api/post/events/goods/receive',
      { needID, quantity: 1, note: 'n'.repeat(GOODS_NOTE_MAX + 1) },
      rep.headers,
    );
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toEqual(error(t('drives.noteTooLong', { max: GOODS_NOTE_MAX })));
  });
});

describe('account deletion', () => {
  it('cancels open pledges, shrinks part-received ones to what arrived, and keeps the goods counts', async () => {
    const { rep, event, needID, dropoffID } = await drive({}, 20);
    const donor = await person();
    const pledge = async (quantity: number) =>
      (
        await post(
          '/api/post/events/pledge',
          { needID, quantity, dropoffID, expectedOn: day(Date.now() + DAY) },
          donor.headers,
        )
      ).json() as { pledgeID: number; code: string };
    const open = await pledge(3);
    const part = await pledge(6);
    await post(
      '/api/post/events/pledge/receive',
      { eventID: event.id, code: part.code, quantity: 2 },
      rep.headers,
    );
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 7, quantityReceived: 2 });

    const deleted = await post('/api/post/my/delete', { password: donor.user.password }, donor.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await needsOf(event.id))[0]).toMatchObject({ quantityPledged: 0, quantityReceived: 2 });
    const desk = ZDeskPledges.parse((await get(`/api/get/events/${event.id}/pledges`, rep.headers)).json());
    expect(
      desk.map(({ code, status, quantity, pledgerName }) => ({ code, status, quantity, pledgerName })),
    ).toEqual(
      expect.arrayContaining([
        { code: open.code, status: 'cancelled', quantity: 3, pledgerName: t('drives.deletedAccount') },
        { code: part.code, status: 'received', quantity: 2, pledgerName: t('drives.deletedAccount') },
      ]),
    );
  });
});
