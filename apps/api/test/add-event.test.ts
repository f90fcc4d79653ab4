import { parseEventDateTime, t } from '@tabang/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, images } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';
import { type FormFile, type FormValue, multipart, pngFile } from './multipart-form';

let ctx: TestApp;
let rep: Awaited<ReturnType<typeof createUser>>;
let repHeaders: { authorization: string };
let otherHeaders: { authorization: string };
let adminHeaders: { authorization: string };
let adminId: number;
let charityId: number;
let poster: FormFile;

const blobKeys = () => (ctx.blobs as unknown as { keys(): string[] }).keys();
const eventCount = async () => (await ctx.db.select({ n: count() }).from(events))[0]!.n;
const imageCount = async () => (await ctx.db.select({ n: count() }).from(images))[0]!.n;

const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  organizationID: String(charityId),
  nameOfEvent: 'Coastal Cleanup',
  descriptionOfEvent: 'Cleaning the shore of Times Beach.',
  location: 'Times Beach, Davao City',
  whoCanJoin: 'Everyone aged 12 and up',
  dateAndTimeStart: '2031-03-14T07:00',
  dateAndTimeEnd: '2031-03-14T11:30',
  ...overrides,
});

function post(
  fields: Record<string, string>,
  headers: { authorization?: string; 'accept-language'?: string } = repHeaders,
  files: Record<string, FormValue> = { eventImage: poster },
) {
  const form = multipart({ ...fields, ...files });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/post/event/add',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  rep = await createUser(ctx.db);
  const other = await createUser(ctx.db);
  const admin = await createUser(ctx.db, { role: 'admin' });
  adminId = admin.userID;
  ({ headers: repHeaders } = await loginAs(ctx.db, rep));
  ({ headers: otherHeaders } = await loginAs(ctx.db, other));
  ({ headers: adminHeaders } = await loginAs(ctx.db, admin));
  charityId = (await createOrganization(ctx.db, { representativeUserId: rep.userID })).id;
  poster = await pngFile(800, 1000, 'poster.png');
});
afterAll(() => ctx.close());

describe('POST /api/post/event/add', () => {
  it('refuses visitors who are not signed in', async () => {
    const response = await post(validFields(), {});
    expect(response.statusCode).toBe(401);
  });

  it("adds a published event to the representative's charity; times without a zone are Manila time", async () => {
    const response = await post(validFields());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: 'Event added successfully!', eventID: expect.any(Number) });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, body.eventID));
    expect(row).toMatchObject({
      organizationId: charityId,
      name: 'Coastal Cleanup',
      status: 0,
      createdByUserId: rep.userID,
      whoCanJoin: 'Everyone aged 12 and up',
    });
    // 07:00 in Davao is 23:00 UTC the day before.
    expect(row!.startsAt.toISOString()).toBe('2031-03-13T23:00:00.000Z');
    expect(row!.endsAt!.toISOString()).toBe('2031-03-14T03:30:00.000Z');
    const [image] = await ctx.db.select().from(images).where(eq(images.id, row!.imageId!));
    expect(image!.contentType).toBe('image/webp');
    expect(await ctx.blobs.get(image!.storageKey)).not.toBeNull();

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/get/dashboard/mine', headers: repHeaders });
    const charity = mine
      .json()
      .charities.find((c: { organizationID: number }) => c.organizationID === charityId);
    expect(charity.events).toContainEqual(
      expect.objectContaining({
        eventID: body.eventID,
        nameOfEvent: 'Coastal Cleanup',
        dateAndTimeStart: '2031-03-13T23:00:00.000Z',
        status: 0,
        eventImage: `/get/events/image/${body.eventID}`,
      }),
    );
  });

  it('accepts ISO times with an offset', async () => {
    const response = await post(
      validFields({
        dateAndTimeStart: '2031-04-01T01:00:00.000Z',
        dateAndTimeEnd: '2031-04-01T17:00:00+08:00',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, response.json().eventID));
    expect(row!.startsAt.toISOString()).toBe('2031-04-01T01:00:00.000Z');
    expect(row!.endsAt!.toISOString()).toBe('2031-04-01T09:00:00.000Z');
  });

  it('lets an admin add an event to any charity', async () => {
    const response = await post(validFields({ nameOfEvent: 'Admin event' }), adminHeaders);
    expect(response.statusCode).toBe(201);
  });

  it('refuses anyone else with 403 and stores nothing', async () => {
    const before = { events: await eventCount(), images: await imageCount(), blobs: blobKeys() };
    const response = await post(validFields(), otherHeaders);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
    expect(await eventCount()).toBe(before.events);
    expect(await imageCount()).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('gives 404 for an unknown or a suspended charity', async () => {
    const suspended = await createOrganization(ctx.db, { representativeUserId: rep.userID, suspended: true });
    for (const id of ['2147483000', String(suspended.id)]) {
      const response = await post(validFields({ organizationID: id }), adminHeaders);
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses an end before (or at) the start, storing nothing', async () => {
    const before = { events: await eventCount(), images: await imageCount(), blobs: blobKeys() };
    for (const end of ['2031-03-14T06:59', '2031-03-14T07:00']) {
      const response = await post(validFields({ dateAndTimeEnd: end }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'End date and time must be after start date and time.',
        code: 'validation_failed',
      });
    }
    expect(await eventCount()).toBe(before.events);
    expect(await imageCount()).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('refuses an event that has already ended, storing nothing', async () => {
    const before = { events: await eventCount(), images: await imageCount(), blobs: blobKeys() };
    const ended = new Date(Date.now() - 60_000);
    const response = await post(
      validFields({
        dateAndTimeStart: new Date(ended.getTime() - 3 * 3_600_000).toISOString(),
        dateAndTimeEnd: ended.toISOString(),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: t('events.endInPast'), code: 'validation_failed' });
    expect(await eventCount()).toBe(before.events);
    expect(await imageCount()).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });

  it('stores "keep taking donations after the event ends" when ticked (off by default)', async () => {
    const stored = async (fields: Record<string, string>) => {
      const response = await post(validFields(fields));
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await ctx.db.select().from(events).where(eq(events.id, response.json().eventID));
      return row!.donationsAfterEnd;
    };
    expect(await stored({})).toBe(false);
    expect(await stored({ donationsAfterEnd: 'false' })).toBe(false);
    expect(await stored({ donationsAfterEnd: 'true' })).toBe(true);
    expect(await stored({ donationsAfterEnd: 'on' })).toBe(true);
    const response = await post(validFields({ donationsAfterEnd: 'maybe' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('events.invalidDonationsAfterEnd'),
      code: 'validation_failed',
    });
  });

  it.each([
    ['organizationID', 'Charity is required'],
    ['nameOfEvent', 'Name is required'],
    ['descriptionOfEvent', 'Description is required'],
    ['location', 'Location is required'],
    ['whoCanJoin', 'Who can join is required'],
    ['dateAndTimeStart', 'Start date and time is required'],
    ['dateAndTimeEnd', 'End date and time is required'],
  ])('refuses an event without %s: "%s"', async (field, message) => {
    const absent = validFields();
    delete absent[field];
    for (const fields of [absent, validFields({ [field]: ' ' })]) {
      const response = await post(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'validation_failed' });
    }
  });

  it.each([
    ['fil', 'whoCanJoin', ' ', 'Isulat kung sino ang puwedeng sumali'],
    ['ceb', 'whoCanJoin', ' ', 'Isulat kung kinsa ang puwedeng moapil'],
    ['fil', 'dateAndTimeEnd', 'bukas', 'Maglagay ng tamang petsa at oras ng pagtatapos.'],
    ['ceb', 'dateAndTimeStart', 'ugma', 'Pagbutang og saktong petsa ug oras sa pagsugod.'],
    [
      'ceb',
      'whoCanJoin',
      'A'.repeat(1001),
      'Hangtod 1000 ka character lang ang tubag kung kinsa ang puwedeng moapil.',
    ],
  ])('in %s, refuses %s = "%s" with a whole sentence', async (language, field, value, message) => {
    const response = await post(validFields({ [field]: value }), {
      ...repHeaders,
      'accept-language': language,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
  });

  it.each([
    ['fil', 'Pumili ng larawan ng poster'],
    ['ceb', 'Pili og hulagway sa poster'],
  ])('in %s, asks for the missing poster in a whole sentence', async (language, message) => {
    const response = await post(validFields(), { ...repHeaders, 'accept-language': language }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an event without a poster image', async () => {
    const response = await post(validFields(), repHeaders, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Poster image is required', code: 'invalid_request' });
  });

  it.each(['tomorrow', '2031-02-30T10:00', '2031-13-01T10:00', '1', '2031-03-14 07:00'])(
    'refuses the start "%s" that is not a date and time',
    async (value) => {
      const response = await post(validFields({ dateAndTimeStart: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Start date and time must be a date and time.',
        code: 'validation_failed',
      });
    },
  );

  it('refuses a NUL in a text field with a 400', async () => {
    const response = await post(validFields({ location: 'Times\u0000Beach' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Location contains characters that are not allowed.');
  });

  it('refuses a charity id that is not a number', async () => {
    const response = await post(validFields({ organizationID: '1 or 1=1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('dashboard.validation.invalidCharity'),
      code: 'validation_failed',
    });
  });

  it('refuses a poster that is not an image, storing nothing', async () => {
    const before = { events: await eventCount(), images: await imageCount(), blobs: blobKeys() };
    const response = await post(validFields(), repHeaders, {
      eventImage: {
        filename: 'poster.webp',
        contentType: 'image/webp',
        bytes: Buffer.from('%PDF-1.7 not an image'),
      },
    });
    expect(response.statusCode).toBe(415);
    expect(await eventCount()).toBe(before.events);
    expect(await imageCount()).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);
  });
});

describe('parseEventDateTime', () => {
  it('reads a datetime-local value as Philippine time (UTC+8, no daylight saving)', () => {
    expect(parseEventDateTime('2031-07-01T08:00')!.toISOString()).toBe('2031-07-01T00:00:00.000Z');
    expect(parseEventDateTime('2031-12-31T20:15:30')!.toISOString()).toBe('2031-12-31T12:15:30.000Z');
  });
  it('keeps an explicit zone', () => {
    expect(parseEventDateTime('2031-07-01T08:00:00-05:00')!.toISOString()).toBe('2031-07-01T13:00:00.000Z');
  });
  it('refuses dates that do not exist', () => {
    expect(parseEventDateTime('2031-02-29T10:00')).toBeNull();
    expect(parseEventDateTime('2031-04-01T24:00')).toBeNull();
  });
});

describe('events per member per day', () => {
  it('refuses one more than the limit in 24 hours with 429, before the poster is read, storing nothing', async () => {
    const max = ctx.app.config.limits.eventsPerDay;
    const member = await createUser(ctx.db);
    const auth = (await loginAs(ctx.db, member)).headers;
    const own = await createOrganization(ctx.db, { representativeUserId: member.userID });
    const fields = validFields({ organizationID: String(own.id) });
    for (let i = 1; i < max; i += 1) await createEvent(ctx.db, own.id, { createdByUserId: member.userID });
    expect((await post(fields, auth)).statusCode).toBe(201);

    const before = { events: await eventCount(), images: await imageCount(), blobs: blobKeys() };
    const refused = await post(fields, auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: t('events.dailyLimit', { max }), code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const junk = await post(fields, auth, {
      eventImage: { filename: 'poster.png', contentType: 'image/png', bytes: Buffer.from('no image') },
    });
    expect(junk.statusCode).toBe(429);
    expect(await eventCount()).toBe(before.events);
    expect(await imageCount()).toBe(before.images);
    expect(blobKeys()).toEqual(before.blobs);

    // An admin is not limited, even adding to this member's charity.
    for (let i = 0; i < max; i += 1) await createEvent(ctx.db, own.id, { createdByUserId: adminId });
    expect((await post(fields, adminHeaders)).statusCode).toBe(201);
  });
});
