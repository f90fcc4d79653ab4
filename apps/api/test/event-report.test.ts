import { PH_TIME_ZONE, textIn, ZEvent, ZEventReport } from '@tabang/shared';
import { fil } from '@tabang/shared/messages/fil';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, driveDropoffs, driveNeeds, drivePledges } from '../src/db/schema';
import { createDonation, createEvent, createOrganization } from './factories';
import {
  changesHeard,
  createTestApp,
  createUser,
  giveThroughSandbox,
  jobsOf,
  loginAs,
  type TestApp,
} from './helpers';
import { multipart } from './multipart-form';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://tabang.example' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const day = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: PH_TIME_ZONE });
const today = () => day(Date.now());

async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

async function ok(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function distribute(
  headers: Headers,
  eventID: number,
  items: unknown[],
  extra: Record<string, string> = {},
) {
  const form = multipart({
    eventID: String(eventID),
    barangay: 'Talomo Proper',
    distributedOn: day(Date.now() - DAY),
    households: '25',
    items: JSON.stringify(items),
    ...extra,
  });
  return ok(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/post/events/distributions',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    }),
  );
}

/**
 * A relief drive with two needs: walk-in goods at its desk, cash recorded (one voided), gifts online (named and
 * anonymous), and two distributions, one voided.
 */
async function driveWithRecords() {
  const rep = await person();
  const org = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
  const event = await createEvent(ctx.db, org.id, { reliefDrive: true, name: 'Talomo flood relief' });
  const [rice, water] = await ctx.db
    .insert(driveNeeds)
    .values([
      { eventId: event.id, item: 'Rice', unit: 'sacks', quantityNeeded: 50 },
      { eventId: event.id, item: 'Water', unit: 'gallons', quantityNeeded: 20 },
    ])
    .returning();
  await ok(await post('/api/post/events/goods/receive', { needID: rice!.id, quantity: 30 }, rep.headers));
  await ok(await post('/api/post/events/goods/receive', { needID: water!.id, quantity: 10 }, rep.headers));

  const cash = (amount: number, extra: Record<string, unknown> = {}) =>
    post(
      '/api/post/offline-gifts',
      { organizationID: org.id, eventID: event.id, kind: 'cash', amount, receivedOn: today(), ...extra },
      rep.headers,
    );
  await ok(await cash(2000, { donorName: 'Barangay Talomo council' }));
  const mistake = await ok(await cash(500));
  await ok(
    await post(
      '/api/post/offline-gifts/void',
      { offlineGiftID: mistake.offlineGiftID, reason: 'Duplicate' },
      rep.headers,
    ),
  );
  // The charity's own cash is not the event's.
  await ok(
    await post(
      '/api/post/offline-gifts',
      { organizationID: org.id, kind: 'cash', amount: 700, receivedOn: today() },
      rep.headers,
    ),
  );

  const named = await person({ firstName: 'Maria', lastName: 'Santos' });
  await giveThroughSandbox(ctx.app, named.headers, org.id, event.id);
  const shy = await person({ firstName: 'Hidden', lastName: 'Giver', language: 'fil' });
  for (const _ of [1, 2])
    await createDonation(ctx.db, {
      userId: shy.user.userID,
      organizationId: org.id,
      eventId: event.id,
      status: 'completed',
      anonymous: true,
      amountCentavos: 10_000,
    });
  // Not completed: counted nowhere.
  await createDonation(ctx.db, { userId: shy.user.userID, organizationId: org.id, eventId: event.id });

  await distribute(
    rep.headers,
    event.id,
    [
      { needID: rice!.id, quantity: 20 },
      { item: ' rice', unit: 'Sacks', quantity: 5 },
    ],
    { amountSpent: '1500', note: 'With the barangay council' },
  );
  const wrong = await distribute(rep.headers, event.id, [{ needID: water!.id, quantity: 10 }], {
    amountSpent: '99',
  });
  await ok(
    await post(
      '/api/post/events/distributions/void',
      { distributionID: wrong.distributionID, reason: 'Wrong day' },
      rep.headers,
    ),
  );
  return { rep, org, event, rice: rice!, water: water!, named, shy };
}

async function reportOf(eventId: number) {
  await changesHeard(ctx.app);
  const response = await get(`/api/get/events/${eventId}/report`);
  expect(response.statusCode, response.body).toBe(200);
  return { report: ZEventReport.parse(response.json()), body: response.body };
}

async function pdfText(url: string, headers: Headers = {}) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = response.rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), headers: response.headers };
}

describe("an event's report", () => {
  it('adds up a relief drive: online and offline money, desk and offline goods against distributions, donors', async () => {
    const { event, org, named, shy } = await driveWithRecords();
    const { report, body } = await reportOf(event.id);
    expect(report).toEqual({
      eventID: event.id,
      eventName: 'Talomo flood relief',
      organizationID: org.id,
      organizationName: org.name,
      money: { online: 450, offline: 2000, total: 2450, spent: 1500 },
      goods: [
        { item: 'Rice', unit: 'sacks', received: 30, distributed: 25 },
        { item: 'Water', unit: 'gallons', received: 10, distributed: 0 },
      ],
      distributions: [
        {
          barangay: 'Talomo Proper',
          distributedOn: day(Date.now() - DAY),
          households: 25,
          items: [
            { item: 'Rice', unit: 'sacks', quantity: 20 },
            { item: 'rice', unit: 'Sacks', quantity: 5 },
          ],
        },
      ],
      // Maria once, and each of the two anonymous gifts.
      donors: { count: 3, anonymous: 2 },
      publishedAt: null,
    });
    // No donor's name, not even the one the charity wrote down.
    for (const name of [
      named.user.firstName,
      named.user.lastName,
      shy.user.lastName,
      'Barangay Talomo council',
    ])
      expect(body).not.toContain(name);
    const page = ZEvent.parse((await get(`/api/get/events/${event.id}`)).json()[0]);
    // Online gifts only in raisedAmount; the charity's cash beside it.
    expect(page).toMatchObject({ raisedAmount: 450, offlineAmount: 2000, hasReport: true });
  });

  it('matches offline goods and distributed goods of a plain event by item and unit, in any case', async () => {
    const rep = await person();
    const org = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
    const event = await createEvent(ctx.db, org.id);
    await ok(
      await post(
        '/api/post/offline-gifts',
        {
          organizationID: org.id,
          eventID: event.id,
          kind: 'goods',
          item: 'Canned goods',
          unit: 'boxes',
          quantity: 12,
          receivedOn: today(),
        },
        rep.headers,
      ),
    );
    await distribute(rep.headers, event.id, [
      { item: 'canned Goods ', unit: 'BOXES', quantity: 5 },
      { item: 'Hygiene kits', unit: 'kits', quantity: 40 },
    ]);
    const { report } = await reportOf(event.id);
    expect(report.goods).toEqual([
      { item: 'Canned goods', unit: 'boxes', received: 12, distributed: 5 },
      { item: 'Hygiene kits', unit: 'kits', received: 0, distributed: 40 },
    ]);
    expect(report.money).toEqual({ online: 0, offline: 0, total: 0, spent: 0 });
    expect((await get('/api/get/events/2000000000/report')).statusCode).toBe(404);
  });

  it('makes the PDF in the asked language, else the reader’s, with the numbers', async () => {
    const { event } = await driveWithRecords();
    const filipino = await pdfText(`/api/get/events/${event.id}/report.pdf?lang=fil`);
    expect(filipino.headers['content-disposition']).toBe(`inline; filename="tabang-report-${event.id}.pdf"`);
    expect(filipino.text).toContain('Saan napunta');
    expect(filipino.text).toContain('Talomo flood relief');
    for (const amount of ['₱450.00', '₱2,000.00', '₱2,450.00', '₱1,500.00'])
      expect(filipino.text).toContain(amount);
    expect(filipino.text).toContain('Talomo Proper');
    expect(filipino.text).toContain(textIn(fil, 'whereItWent.pdf.draft'));

    const cebuano = await pdfText(`/api/get/events/${event.id}/report.pdf`, { 'accept-language': 'ceb' });
    expect(cebuano.text).toContain('Asa kini napadulong');
    const english = await pdfText(`/api/get/events/${event.id}/report.pdf`);
    expect(english.text).toContain('Where it went');
    expect(english.text).toContain('3 donors gave through Tabang (2 anonymous).');
    expect((await get(`/api/get/events/${event.id}/report.pdf?lang=de`)).statusCode).toBe(400);
    expect((await get('/api/get/events/2000000000/report.pdf')).statusCode).toBe(404);
  });
});

/** A CSV answer's records, the header first (the BOM dropped). */
const csvRecords = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('the CSV files', () => {
  it('lists donors (Anonymous for anonymous gifts and deleted accounts) and distributions, for writers only', async () => {
    const { rep, event, org, named } = await driveWithRecords();
    const stranger = await person();
    const gone = await person({ firstName: 'Gone', lastName: 'Away' });
    await createDonation(ctx.db, {
      userId: gone.user.userID,
      organizationId: org.id,
      eventId: event.id,
      status: 'completed',
      amountCentavos: 30_000,
    });
    await ok(await post('/api/post/my/delete', { password: gone.user.password }, gone.headers));

    for (const file of ['donors', 'distributions']) {
      const url = `/api/get/events/${event.id}/${file}.csv`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, stranger.headers)).statusCode).toBe(403);
    }
    const donors = await get(`/api/get/events/${event.id}/donors.csv`, rep.headers);
    expect(donors.statusCode).toBe(200);
    expect(donors.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(donors.headers['content-disposition']).toMatch(
      /^attachment; filename="tabang-donors-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = csvRecords(donors.body);
    expect(header).toBe('Date,Name,Amount (PHP),Channel,Receipt number');
    const [receipt] = await ctx.db
      .select({ number: donations.receiptNumber })
      .from(donations)
      .where(eq(donations.userId, named.user.userID));
    const cells = rows.map((row) => row.split(',').slice(1));
    expect(cells).toEqual([
      ['Maria Santos', '250.00', 'online', receipt!.number],
      ['Anonymous', '100.00', 'online', expect.any(String)],
      ['Anonymous', '100.00', 'online', expect.any(String)],
      ['Anonymous', '300.00', 'online', expect.any(String)],
      ['Barangay Talomo council', '2000.00', 'offline', ''],
    ]);
    expect(donors.body).not.toContain('Gone');

    const list = await get(`/api/get/events/${event.id}/distributions.csv`, rep.headers);
    expect(list.statusCode).toBe(200);
    expect(csvRecords(list.body)).toEqual([
      'Date,Barangay,Households,Item,Unit,Quantity,Amount spent (PHP),Note',
      `${day(Date.now() - DAY)},Talomo Proper,25,Rice,sacks,20,1500.00,With the barangay council`,
      `${day(Date.now() - DAY)},Talomo Proper,,rice,Sacks,5,,`,
    ]);
  });
});

describe('publishing the final report', () => {
  it('emails each giver and pledger once, in their language, and never again on a second publication', async () => {
    const { rep, event, named, shy, rice } = await driveWithRecords();
    const stranger = await person();
    const [dropoff] = await ctx.db
      .insert(driveDropoffs)
      .values({
        eventId: event.id,
        name: 'Hall',
        address: 'Talomo',
        barangay: 'Talomo',
        hours: '8–5',
        contactName: 'Ana',
        contactNumber: '09171234567',
      })
      .returning();
    const pledge = (userId: number, code: string, status: 'pledged' | 'cancelled') =>
      ctx.db.insert(drivePledges).values({
        eventId: event.id,
        needId: rice.id,
        dropoffId: dropoff!.id,
        userId,
        quantity: 2,
        expectedOn: today(),
        code,
        status,
      });
    const pledger = await person();
    const quitter = await person();
    await pledge(pledger.user.userID, 'PLDG22', 'pledged');
    await pledge(quitter.user.userID, 'PLDG33', 'cancelled');
    // Maria also pledged: she is emailed once.
    await pledge(named.user.userID, 'PLDG44', 'pledged');
    const gone = await person();
    await createDonation(ctx.db, {
      userId: gone.user.userID,
      organizationId: event.organizationId,
      eventId: event.id,
      status: 'completed',
    });
    await ok(await post('/api/post/my/delete', { password: gone.user.password }, gone.headers));

    const body = { eventID: event.id };
    expect((await post('/api/post/events/report/publish', body)).statusCode).toBe(401);
    expect((await post('/api/post/events/report/publish', body, stranger.headers)).statusCode).toBe(403);
    const first = await ok(await post('/api/post/events/report/publish', body, rep.headers));
    expect(Date.parse(first.publishedAt)).not.toBeNaN();

    const sent = async () =>
      (await jobsOf(ctx.db, 'email'))
        .filter((job) => job.data.purpose === 'reportPublished' && job.data.event === event.name)
        .map((job) => job.data as { to: string; subject: string; text: string });
    const emails = await sent();
    expect(emails.map((email) => email.to).sort()).toEqual(
      [named.user.email, shy.user.email, pledger.user.email].sort(),
    );
    const filipino = emails.find((email) => email.to === shy.user.email)!;
    expect(filipino.subject).toBe(textIn(fil, 'whereItWent.email.subject', { event: event.name }));
    expect(filipino.text).toContain(`https://tabang.example/event/${event.id}/report`);
    const english = emails.find((email) => email.to === named.user.email)!;
    expect(english.subject).toBe(`Where your help went: ${event.name}`);

    const { report } = await reportOf(event.id);
    expect(report.publishedAt).toBe(first.publishedAt);

    // A new giver since: only they are told when it is published again.
    const late = await person();
    await createDonation(ctx.db, {
      userId: late.user.userID,
      organizationId: event.organizationId,
      eventId: event.id,
      status: 'completed',
    });
    const second = await ok(await post('/api/post/events/report/publish', body, rep.headers));
    expect(Date.parse(second.publishedAt)).toBeGreaterThanOrEqual(Date.parse(first.publishedAt));
    const all = await sent();
    expect(all).toHaveLength(4);
    expect(all.filter((email) => email.to === late.user.email)).toHaveLength(1);
    expect((await reportOf(event.id)).report.publishedAt).toBe(second.publishedAt);
  });

  it('gives an event with nothing recorded a report once published', async () => {
    const rep = await person();
    const org = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
    const event = await createEvent(ctx.db, org.id);
    await changesHeard(ctx.app);
    expect(ZEvent.parse((await get(`/api/get/events/${event.id}`)).json()[0]).hasReport).toBe(false);
    await ok(await post('/api/post/events/report/publish', { eventID: event.id }, rep.headers));
    await changesHeard(ctx.app);
    expect(ZEvent.parse((await get(`/api/get/events/${event.id}`)).json()[0]).hasReport).toBe(true);
    expect(
      (await post('/api/post/events/report/publish', { eventID: 2_000_000_000 }, rep.headers)).statusCode,
    ).toBe(404);
  });
});
