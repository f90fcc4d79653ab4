import { PH_TIME_ZONE, t, ZDistribution, ZDistributions, ZEvent } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveNeeds } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, publicChangesOf, type TestApp } from './helpers';
import { type FormValue, multipart, pngFile } from './multipart-form';

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

async function charity(eventFields: Parameters<typeof createEvent>[2] = {}) {
  const rep = await person();
  const org = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
  const event = await createEvent(ctx.db, org.id, eventFields);
  return { rep, org, event };
}

/** POST /post/events/distributions with these fields (strings and photos, each `photos` part one photo). */
function send(headers: Headers, fields: Array<[string, FormValue]>) {
  const form = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/post/events/distributions',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const fieldsOf = (eventID: number, extra: Record<string, string> = {}): Array<[string, FormValue]> =>
  Object.entries({
    eventID: String(eventID),
    barangay: 'Talomo Proper',
    distributedOn: day(Date.now() - DAY),
    households: '40',
    items: JSON.stringify([{ item: 'Rice', unit: 'kg', quantity: 200 }]),
    ...extra,
  });

async function distribute(headers: Headers, fields: Array<[string, FormValue]>) {
  const response = await send(headers, fields);
  expect(response.statusCode, response.body).toBe(200);
  return ZDistribution.parse(response.json());
}

async function publicList(eventId: number, query = '') {
  await changesHeard(ctx.app);
  const response = await get(`/api/get/events/${eventId}/distributions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { items: ZDistributions.parse(response.json()), link: response.headers.link as string | undefined };
}

describe('recording a distribution', () => {
  it('lets only the representative or an admin record one (401 signed out, 403 others)', async () => {
    const { rep, event } = await charity();
    const stranger = await person();
    const admin = await person({ role: 'admin' });
    expect((await send({}, fieldsOf(event.id))).statusCode).toBe(401);
    const refused = await send(stranger.headers, fieldsOf(event.id));
    expect(refused.statusCode).toBe(403);
    const recorded = await distribute(
      rep.headers,
      fieldsOf(event.id, { amountSpent: '12500.50', note: 'With the barangay council' }),
    );
    expect(recorded).toMatchObject({
      eventID: event.id,
      barangay: 'Talomo Proper',
      distributedOn: day(Date.now() - DAY),
      households: 40,
      items: [{ item: 'Rice', unit: 'kg', quantity: 200, needID: null }],
      amountSpent: 12500.5,
      note: 'With the barangay council',
      photos: [],
      recordedBy: `${rep.user.firstName} ${rep.user.lastName[0]}.`,
      status: 'recorded',
    });
    await distribute(admin.headers, fieldsOf(event.id));
    expect((await publicList(event.id)).items).toHaveLength(2);
  });

  it('takes photos only with the consent, checks them like any upload, and serves them', async () => {
    const { rep, event } = await charity();
    const photo = await pngFile(800, 600, 'crowd.png');
    const withoutConsent = await send(rep.headers, [...fieldsOf(event.id), ['photos', photo]]);
    expect(withoutConsent.statusCode).toBe(400);
    expect(withoutConsent.json()).toEqual(
      error('Confirm that the people in the photos agreed to be photographed.'),
    );
    const notConsented = await send(rep.headers, [
      ...fieldsOf(event.id, { photoConsent: 'false' }),
      ['photos', photo],
    ]);
    expect(notConsented.statusCode).toBe(400);
    const tooMany = await send(rep.headers, [
      ...fieldsOf(event.id, { photoConsent: 'true' }),
      ...Array.from({ length: 5 }, (): [string, FormValue] => ['photos', photo]),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(error(t('whereItWent.tooManyPhotos', { max: 4 })));
    const notAnImage = await send(rep.headers, [
      ...fieldsOf(event.id, { photoConsent: 'true' }),
      ['photos', { filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('<svg/>') }],
    ]);
    expect(notAnImage.statusCode).toBe(415);
    // None of the refused ones was written.
    expect((await publicList(event.id)).items).toEqual([]);

    const recorded = await distribute(rep.headers, [
      ...fieldsOf(event.id, { photoConsent: 'true' }),
      ['photos', photo],
      ['photos', await pngFile(300, 400, 'family.png')],
    ]);
    expect(recorded.photos).toEqual([
      { url: expect.stringMatching(/^\/get\/events\/distributions\/photos\/\d+$/), width: 800, height: 600 },
      { url: expect.stringMatching(/^\/get\/events\/distributions\/photos\/\d+$/), width: 300, height: 400 },
    ]);
    const image = await get(`/api${recorded.photos[0]!.url}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // A voided distribution's photos are no longer public.
    const voided = await post(
      '/api/post/events/distributions/void',
      { distributionID: recorded.distributionID, reason: 'Wrong event' },
      rep.headers,
    );
    expect(voided.statusCode).toBe(200);
    expect((await get(`/api${recorded.photos[0]!.url}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message', async () => {
    const { rep, event } = await charity();
    const refusal = async (extra: Record<string, string>, message: string) => {
      const response = await send(rep.headers, fieldsOf(event.id, extra));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(error(message));
    };
    const itemsInvalid = t('whereItWent.itemsInvalid', { max: 30 });
    await refusal({ items: 'not json' }, itemsInvalid);
    await refusal({ items: '[]' }, itemsInvalid);
    await refusal(
      {
        items: JSON.stringify(Array.from({ length: 31 }, () => ({ item: 'Rice', unit: 'kg', quantity: 1 }))),
      },
      itemsInvalid,
    );
    await refusal(
      { items: JSON.stringify([{ item: 'Rice', quantity: 3 }]) },
      t('whereItWent.itemRowInvalid'),
    );
    await refusal(
      { items: JSON.stringify([{ item: 'Rice', unit: 'kg', quantity: 0 }]) },
      t('whereItWent.quantityInvalid', { max: '1,000,000' }),
    );
    await refusal({ households: '-1' }, t('whereItWent.householdsInvalid', { max: '1,000,000' }));
    await refusal({ barangay: '' }, t('whereItWent.barangayInvalid', { max: 120 }));
    await refusal({ distributedOn: day(Date.now() + 2 * DAY) }, t('whereItWent.distributedInFuture'));
    await refusal({ amountSpent: '-5' }, t('whereItWent.amountSpentInvalid'));
    await refusal({ note: 'x'.repeat(1001) }, t('whereItWent.noteInvalid', { max: 1000 }));
    await refusal({ items: JSON.stringify([{ needID: 1, quantity: 3 }]) }, t('whereItWent.needOnlyOnDrive'));
    const unknown = await send(rep.headers, fieldsOf(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect((await publicList(event.id)).items).toEqual([]);
  });

  it("on a relief drive, takes the drive's own needs by id with their item and unit", async () => {
    const { rep, event } = await charity({ reliefDrive: true });
    const other = await charity({ reliefDrive: true });
    const [need] = await ctx.db
      .insert(driveNeeds)
      .values({ eventId: event.id, item: 'Rice', unit: 'sacks', quantityNeeded: 50 })
      .returning();
    const [foreign] = await ctx.db
      .insert(driveNeeds)
      .values({ eventId: other.event.id, item: 'Water', unit: 'gallons', quantityNeeded: 5 })
      .returning();
    const refused = await send(
      rep.headers,
      fieldsOf(event.id, { items: JSON.stringify([{ needID: foreign!.id, quantity: 1 }]) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(error(t('whereItWent.needNotOnDrive')));
    const recorded = await distribute(
      rep.headers,
      fieldsOf(event.id, {
        items: JSON.stringify([
          { needID: need!.id, quantity: 20 },
          { item: 'Bottled water', unit: 'cases', quantity: 10 },
        ]),
      }),
    );
    expect(recorded.items).toEqual([
      { item: 'Rice', unit: 'sacks', quantity: 20, needID: need!.id },
      { item: 'Bottled water', unit: 'cases', quantity: 10, needID: null },
    ]);
  });
});

describe('the public list and voiding', () => {
  it('notifies the event, its charity and the events lists when one is recorded', async () => {
    const { rep, org, event } = await charity();
    const payloads = await publicChangesOf(ctx.database, () => distribute(rep.headers, fieldsOf(event.id)));
    expect(payloads).toContain(`now charity:${org.id} event:${event.id} events`);
  });

  it('lists distributions not voided newest first, page by page, and keeps a voided one with who and why', async () => {
    const { rep, event } = await charity();
    const stranger = await person();
    const oldest = await distribute(
      rep.headers,
      fieldsOf(event.id, { distributedOn: day(Date.now() - 5 * DAY) }),
    );
    const newest = await distribute(rep.headers, fieldsOf(event.id, { distributedOn: day(Date.now()) }));
    const middle = await distribute(
      rep.headers,
      fieldsOf(event.id, { distributedOn: day(Date.now() - 2 * DAY) }),
    );
    const mistake = await distribute(
      rep.headers,
      fieldsOf(event.id, { distributedOn: day(Date.now() - DAY) }),
    );

    await changesHeard(ctx.app);
    const before = ZEvent.parse((await get(`/api/get/events/${event.id}`)).json()[0]);
    expect(before.hasReport).toBe(true);

    const voiding = { distributionID: mistake.distributionID, reason: 'Recorded twice' };
    expect((await post('/api/post/events/distributions/void', voiding)).statusCode).toBe(401);
    expect((await post('/api/post/events/distributions/void', voiding, stranger.headers)).statusCode).toBe(
      403,
    );
    const voided = await post('/api/post/events/distributions/void', voiding, rep.headers);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(ZDistribution.parse(voided.json())).toMatchObject({
      distributionID: mistake.distributionID,
      status: 'voided',
      households: 40,
    });
    const again = await post('/api/post/events/distributions/void', voiding, rep.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error(t('whereItWent.alreadyVoided')));
    const unknown = await post(
      '/api/post/events/distributions/void',
      { distributionID: 2_000_000_000, reason: 'x' },
      rep.headers,
    );
    expect(unknown.statusCode).toBe(404);

    const all = await publicList(event.id);
    expect(all.items.map((item) => item.distributionID)).toEqual([
      newest.distributionID,
      middle.distributionID,
      oldest.distributionID,
    ]);
    const first = await publicList(event.id, '?limit=2');
    expect(first.items.map((item) => item.distributionID)).toEqual([
      newest.distributionID,
      middle.distributionID,
    ]);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.link ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await get(next!);
    expect(ZDistributions.parse(second.json()).map((item) => item.distributionID)).toEqual([
      oldest.distributionID,
    ]);
    expect((await get('/api/get/events/2000000000/distributions')).statusCode).toBe(404);
  });
});
