import { manilaDayStart, philippineToday, ZAdminEventPermit, ZEvent, ZEventForEditing } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { events } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, publicChangesOf, type TestApp } from './helpers';
import { type FormFile, type FormValue, multipart, pngFile } from './multipart-form';

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

// The app's clock: donations read the permit's dates on its Philippine day. Real time unless a test moves it.
let clock: number | null = null;
let ctx: TestApp;
let repHeaders: Headers;
let otherHeaders: Headers;
let adminHeaders: Headers;
let donorHeaders: Headers;
let charityId: number;
let poster: FormFile;
let scan: FormFile;

const today = () => philippineToday();
/** A Philippine date `days` from today. */
const day = (days: number) => philippineToday(Date.now() + days * DAY);

const eventFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  organizationID: String(charityId),
  nameOfEvent: 'Relief Drive for Baganga',
  descriptionOfEvent: 'Food packs and hygiene kits for families hit by the earthquake.',
  location: 'MDRN Warehouse, Bajada, Davao City',
  whoCanJoin: 'Everyone.',
  dateAndTimeStart: '2031-03-14T07:00',
  dateAndTimeEnd: '2031-03-14T11:30',
  ...overrides,
});

const dswdPermit = (overrides: Record<string, string> = {}) => ({
  permitType: 'dswd-regional',
  permitNumber: 'DSWD-SB-SP-00123-2026',
  permitIssuer: 'DSWD Field Office XI',
  permitValidFrom: today(),
  permitValidUntil: day(60),
  ...overrides,
});

function send(
  url: string,
  fields: Record<string, string>,
  headers: Headers,
  files: Record<string, FormValue> = {},
) {
  const form = multipart({ ...fields, ...files });
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}
const addEvent = (
  fields: Record<string, string>,
  files: Record<string, FormValue> = {},
  headers = repHeaders,
) => send('/api/post/event/add', fields, headers, { eventImage: poster, ...files });
const updateEvent = (
  fields: Record<string, string>,
  files: Record<string, FormValue> = {},
  headers = repHeaders,
) => send('/api/post/event/update', fields, headers, files);

async function publicEvent(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/get/events/${id}` });
  expect(response.statusCode).toBe(200);
  return z.array(ZEvent.strict()).parse(response.json())[0]!;
}

const donate = (eventID: number, headers: Headers = donorHeaders) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/post/donation/create',
    headers,
    payload: { amount: 250, organizationID: charityId, eventID, description: 'a gift' },
  });

/** An event of the test charity with this permit, straight into the database (as one added earlier would be). */
const eventWithPermit = (fields: Partial<typeof events.$inferInsert>) =>
  createEvent(ctx.db, charityId, { goalCentavos: 5_000_000, ...fields });

beforeAll(async () => {
  ctx = await createTestApp({}, {}, { now: () => clock ?? Date.now() });
  const rep = await createUser(ctx.db);
  ({ headers: repHeaders } = await loginAs(ctx.db, rep));
  ({ headers: otherHeaders } = await loginAs(ctx.db, await createUser(ctx.db)));
  ({ headers: adminHeaders } = await loginAs(ctx.db, await createUser(ctx.db, { role: 'admin' })));
  ({ headers: donorHeaders } = await loginAs(ctx.db, await createUser(ctx.db)));
  charityId = (await createOrganization(ctx.db, { representativeUserId: rep.userID })).id;
  poster = await pngFile(800, 1000, 'poster.png');
  scan = await pngFile(600, 800, 'permit.png');
});
afterAll(() => ctx.close());

describe('adding an event with a permit', () => {
  it.each([
    ['a DSWD permit without its number', dswdPermit({ permitNumber: '' }), 'Enter the permit number.'],
    [
      'a DSWD permit without its issuer',
      dswdPermit({ permitIssuer: '' }),
      'Enter the office that issued the permit.',
    ],
    [
      'a permit whose last day comes before its first',
      dswdPermit({ permitType: 'lgu', permitValidFrom: day(10), permitValidUntil: day(5) }),
      "The permit's last day cannot come before its first.",
    ],
    [
      'a permit that has expired',
      dswdPermit({ permitType: 'dswd-national', permitValidFrom: day(-30), permitValidUntil: day(-1) }),
      'This permit has already expired: enter one that is still valid.',
    ],
    [
      'a date that is no date',
      dswdPermit({ permitValidUntil: '31/12/2026' }),
      "The permit's dates must be dates (YYYY-MM-DD).",
    ],
    [
      'an exemption without its reason',
      { permitType: 'exempt' },
      'Say why the drive needs no permit, for example a barangay project.',
    ],
    ['an unknown kind of permit', { permitType: 'barangay' }, 'Choose a kind of permit from the list.'],
    [
      "a permit's details without its kind",
      { permitNumber: 'DSWD-SB-SP-00123-2026' },
      'Choose the kind of permit these details belong to.',
    ],
    [
      'a goal without any permit',
      { goalAmount: '50000' },
      'An event that asks for donations needs its solicitation permit (DSWD or LGU), or the reason it is exempt.',
    ],
  ])('refuses %s (400, nothing stored)', async (_case, permit, message) => {
    const name = `Refused ${Math.random()}`;
    const response = await addEvent(eventFields({ nameOfEvent: name, ...permit }), { permitScan: scan });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await ctx.db.select().from(events).where(eq(events.name, name))).toEqual([]);
  });

  it('refuses a DSWD or LGU permit without its scan, and a scan without a permit', async () => {
    const withoutScan = await addEvent(
      eventFields({ goalAmount: '50000', ...dswdPermit({ permitType: 'lgu' }) }),
    );
    expect(withoutScan.statusCode).toBe(400);
    expect(withoutScan.json().message).toBe('Add a photo or scan of the permit (JPEG, PNG or WebP).');
    const scanAlone = await addEvent(eventFields(), { permitScan: scan });
    expect(scanAlone.statusCode).toBe(400);
    expect(scanAlone.json().message).toBe('A scan belongs to a permit: choose the kind of permit first.');
  });

  it('answers in the reader’s language', async () => {
    const response = await addEvent(
      eventFields({ goalAmount: '50000' }),
      {},
      {
        ...repHeaders,
        'accept-language': 'fil',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Kailangan ng solicitation permit (DSWD o LGU) ang event na humihingi ng donasyon, o ang dahilan kung bakit hindi ito kailangan.',
    );
  });

  it('stores a DSWD permit with its scan: the public sees it unchecked and valid, never the scan', async () => {
    const response = await addEvent(eventFields({ goalAmount: '50000', ...dswdPermit() }), {
      permitScan: scan,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().eventID as number;
    const event = await publicEvent(id);
    expect(event.permit).toEqual({
      type: 'dswd-regional',
      number: 'DSWD-SB-SP-00123-2026',
      issuer: 'DSWD Field Office XI',
      validFrom: today(),
      validUntil: day(60),
      exemptReason: null,
      checked: false,
      valid: true,
    });
    expect(JSON.stringify(event)).not.toMatch(/scan|images/i);

    // Its editors open the scan; nobody else does.
    const editing = await ctx.app.inject({
      method: 'GET',
      url: `/api/get/dashboard/events/${id}`,
      headers: repHeaders,
    });
    const { permitScan } = ZEventForEditing.parse(editing.json());
    expect(permitScan).toBe(`/get/dashboard/events/${id}/permit-scan`);
    const own = await ctx.app.inject({ method: 'GET', url: `/api${permitScan}`, headers: repHeaders });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await ctx.app.inject({ method: 'GET', url: `/api${permitScan}`, headers: otherHeaders });
    expect(other.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${permitScan}` })).statusCode).toBe(401);
  });

  it('stores an exemption with its reason only (no scan needed), dropping the details of other kinds', async () => {
    const response = await addEvent(
      eventFields({
        goalAmount: '20000',
        permitType: 'exempt',
        permitExemptReason: 'A project of the Barangay 23-C council.',
        permitNumber: 'IGNORED-123',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await publicEvent(response.json().eventID)).permit).toEqual({
      type: 'exempt',
      number: null,
      issuer: null,
      validFrom: null,
      validUntil: null,
      exemptReason: 'A project of the Barangay 23-C council.',
      checked: false,
      valid: true,
    });
  });

  it('adds an event without a goal and without a permit, as before', async () => {
    const response = await addEvent(eventFields());
    expect(response.statusCode).toBe(201);
    expect((await publicEvent(response.json().eventID)).permit).toBeNull();
  });
});

describe('editing an event’s goal and permit', () => {
  it('needs a permit when the event is given a goal, and takes one given with it', async () => {
    const event = await createEvent(ctx.db, charityId);
    const goalAlone = await updateEvent({ eventID: String(event.id), goalAmount: '30000' });
    expect(goalAlone.statusCode).toBe(400);
    expect(goalAlone.json().message).toMatch(/needs its solicitation permit/);

    const withPermit = await updateEvent(
      {
        eventID: String(event.id),
        goalAmount: '30000',
        ...dswdPermit({ permitType: 'lgu', permitIssuer: 'Davao City' }),
      },
      { permitScan: scan },
    );
    expect(withPermit.statusCode, withPermit.body).toBe(200);
    expect(withPermit.json().permit).toMatchObject({ type: 'lgu', issuer: 'Davao City', checked: false });
    expect(withPermit.json().permitScan).toBe(`/get/dashboard/events/${event.id}/permit-scan`);
  });

  it('lets an event that had a goal before permits edit its other fields, but not change its goal without one', async () => {
    const old = await createEvent(ctx.db, charityId, { goalCentavos: 2_000_000 });
    const renamed = await updateEvent({ eventID: String(old.id), nameOfEvent: 'Renamed drive' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().permit).toBeNull();
    const raised = await updateEvent({ eventID: String(old.id), goalAmount: '40000' });
    expect(raised.statusCode).toBe(400);
  });

  it('refuses removing the permit of an event with a goal, and keeps the scan when only the details change', async () => {
    const event = await eventWithPermit({
      permitType: 'exempt',
      permitExemptReason: 'Our parish drive.',
    });
    const removed = await updateEvent({ eventID: String(event.id), permitType: '' });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toMatch(/needs its solicitation permit/);

    // Exempt to DSWD needs a scan; once it has one, new details keep it.
    const noScan = await updateEvent({ eventID: String(event.id), ...dswdPermit() });
    expect(noScan.statusCode).toBe(400);
    expect(noScan.json().message).toBe('Add a photo or scan of the permit (JPEG, PNG or WebP).');
    expect(
      (await updateEvent({ eventID: String(event.id), ...dswdPermit() }, { permitScan: scan })).statusCode,
    ).toBe(200);
    const renumbered = await updateEvent({
      eventID: String(event.id),
      ...dswdPermit({ permitNumber: 'DSWD-SB-SP-00999-2026' }),
    });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    expect(renumbered.json()).toMatchObject({
      permit: { number: 'DSWD-SB-SP-00999-2026' },
      permitScan: `/get/dashboard/events/${event.id}/permit-scan`,
    });

    // With the goal removed in the same edit, the permit may go, its scan with it.
    const both = await updateEvent({ eventID: String(event.id), goalAmount: '', permitType: '' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ goalAmount: null, permit: null, permitScan: null });
  });

  it('refuses permit details sent without their kind', async () => {
    const event = await eventWithPermit({ permitType: 'exempt', permitExemptReason: 'Barangay project.' });
    const response = await updateEvent({ eventID: String(event.id), permitNumber: 'DSWD-1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose the kind of permit these details belong to.');
  });
});

describe('donations and the permit’s dates', () => {
  it('keeps taking donations for an event without a permit, as before permits', async () => {
    const old = await createEvent(ctx.db, charityId, { goalCentavos: 1_000_000 });
    expect((await donate(old.id)).statusCode).toBe(200);
  });

  it('takes donations from the first day to the last, Philippine time, and refuses them outside (409)', async () => {
    const first = day(3);
    const last = day(10);
    const event = await eventWithPermit({
      startsAt: new Date(Date.now() + 30 * DAY),
      endsAt: null,
      permitType: 'dswd-regional',
      permitNumber: 'DSWD-SB-SP-00321-2026',
      permitIssuer: 'DSWD Field Office XI',
      permitValidFrom: first,
      permitValidUntil: last,
    });
    const at = async (time: number) => {
      clock = time;
      try {
        return await donate(event.id);
      } finally {
        clock = null;
      }
    };
    const firstStarts = manilaDayStart(first).getTime();
    const lastEnds = manilaDayStart(last).getTime() + DAY;

    const before = await at(firstStarts - 60_000);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({
      code: 'conflict',
      message: expect.stringMatching(
        /^This drive's solicitation permit is valid from \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}; it cannot take donations or pledges outside those dates\.$/,
      ),
    });
    expect((await at(firstStarts)).statusCode).toBe(200);
    expect((await at(lastEnds - 60_000)).statusCode).toBe(200);
    const after = await at(lastEnds);
    expect(after.statusCode).toBe(409);

    // In the donor's language.
    clock = lastEnds;
    const cebuano = await donate(event.id, { ...donorHeaders, 'accept-language': 'ceb' });
    clock = null;
    expect(cebuano.json().message).toMatch(/^Balido ang solicitation permit niini nga drive gikan /);
  });

  it('tells the public the permit is no longer valid', async () => {
    const event = await eventWithPermit({
      permitType: 'lgu',
      permitNumber: 'DC-CSWDO-SP-2026-0456',
      permitIssuer: 'Davao City',
      permitValidFrom: day(-30),
      permitValidUntil: day(-1),
    });
    expect((await publicEvent(event.id)).permit).toMatchObject({ valid: false, validUntil: day(-1) });
    expect((await donate(event.id)).statusCode).toBe(409);
  });

  it('always takes donations under an exemption', async () => {
    const event = await eventWithPermit({ permitType: 'exempt', permitExemptReason: 'Barangay project.' });
    expect((await donate(event.id)).statusCode).toBe(200);
  });
});

describe('the admin’s check', () => {
  const check = (id: number, headers: Headers, permitVersion?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/events/${id}/check-permit`,
      headers,
      payload: permitVersion === undefined ? {} : { permitVersion },
    });
  const listed = async (status = 'unchecked') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/events/permits?status=${status}`,
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    return z.array(ZAdminEventPermit.strict()).parse(response.json());
  };

  it('is for admins only (401, 403), of known events (404) with a permit (400)', async () => {
    const event = await eventWithPermit({ permitType: 'exempt', permitExemptReason: 'Barangay project.' });
    expect((await check(event.id, {})).statusCode).toBe(401);
    expect((await check(event.id, repHeaders)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/events/permits', headers: repHeaders }))
        .statusCode,
    ).toBe(403);
    const unknown = await check(2_147_483_000, adminHeaders);
    expect(unknown.statusCode).toBe(404);
    const none = await check((await createEvent(ctx.db, charityId)).id, adminHeaders);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('This event has no permit to check.');
  });

  it('lists the permit with its scan, checks it, and the public page says so at once', async () => {
    const added = await addEvent(
      eventFields({ nameOfEvent: 'Checked drive', goalAmount: '50000', ...dswdPermit() }),
      {
        permitScan: scan,
      },
    );
    const id = added.json().eventID as number;
    expect((await publicEvent(id)).permit?.checked).toBe(false);

    const entry = (await listed()).find((permit) => permit.eventID === id)!;
    expect(entry).toMatchObject({
      nameOfEvent: 'Checked drive',
      permitCheckedAt: null,
      permit: { checked: false },
    });
    const image = await ctx.app.inject({
      method: 'GET',
      url: `/api${entry.permitScan}`,
      headers: adminHeaders,
    });
    expect(image.statusCode).toBe(200);

    // The organiser changed the permit since the admin looked: they look again.
    await updateEvent({ eventID: String(id), ...dswdPermit({ permitNumber: 'DSWD-SB-SP-00124-2026' }) });
    const stale = await check(id, adminHeaders, entry.permitVersion);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this permit/);

    const fresh = (await listed()).find((permit) => permit.eventID === id)!;
    const checked = await check(id, adminHeaders, fresh.permitVersion);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ permit: { checked: true }, permitCheckedAt: expect.any(String) });
    expect((await listed()).map((permit) => permit.eventID)).not.toContain(id);
    expect((await listed('all')).map((permit) => permit.eventID)).toContain(id);

    await changesHeard(ctx.app);
    expect((await publicEvent(id)).permit).toMatchObject({ checked: true, number: 'DSWD-SB-SP-00124-2026' });

    // A new permit awaits a new check.
    await updateEvent({ eventID: String(id), ...dswdPermit({ permitNumber: 'DSWD-SB-SP-00125-2026' }) });
    await changesHeard(ctx.app);
    expect((await publicEvent(id)).permit).toMatchObject({ checked: false, number: 'DSWD-SB-SP-00125-2026' });
  });
});

describe('the public cache', () => {
  it('notifies the event, its charity and the lists when a permit changes', async () => {
    const event = await eventWithPermit({ permitType: 'exempt', permitExemptReason: 'Barangay project.' });
    const changes = await publicChangesOf(ctx.database, () =>
      ctx.db.update(events).set({ permitCheckedAt: new Date() }).where(eq(events.id, event.id)),
    );
    expect(changes).toEqual([`now charity:${charityId} event:${event.id} events`]);
  });

  it('serves the new permit after an edit, on the event and in the lists', async () => {
    const added = await addEvent(
      eventFields({
        nameOfEvent: 'Fresh permit drive',
        dateAndTimeStart: '2031-04-01T08:00',
        dateAndTimeEnd: '2031-04-01T12:00',
        goalAmount: '10000',
        permitType: 'exempt',
        permitExemptReason: 'Our parish drive.',
      }),
    );
    const id = added.json().eventID as number;
    await changesHeard(ctx.app);
    const listUrl = `/api/get/events/all/upcoming?q=${encodeURIComponent('Fresh permit drive')}`;
    expect((await publicEvent(id)).permit?.exemptReason).toBe('Our parish drive.');
    const listedBefore = await ctx.app.inject({ method: 'GET', url: listUrl });
    expect(listedBefore.json()[0].permit.exemptReason).toBe('Our parish drive.');

    await updateEvent({
      eventID: String(id),
      permitType: 'exempt',
      permitExemptReason: 'A barangay project.',
    });
    await changesHeard(ctx.app);
    expect((await publicEvent(id)).permit?.exemptReason).toBe('A barangay project.');
    const listedAfter = await ctx.app.inject({ method: 'GET', url: listUrl });
    expect(listedAfter.json()[0].permit.exemptReason).toBe('A barangay project.');
  });
});
