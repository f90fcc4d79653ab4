import { t as message, UPDATE_BODY_MAX, ZPostUpdateResponse, ZUpdates } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eventLikes,
  eventVolunteers,
  notificationPreferences,
  organizationLikes,
  organizations,
  organizationVolunteers,
} from '../src/db/schema';
import { sendDueReminders } from '../src/modules/volunteering/reminders';
import { createDonation, createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import { changesHeard, createTestApp, createUser, jobsOf, loginAs, type TestApp } from './helpers';
import { multipart, pngFile } from './multipart-form';

// Updates from charities: who may post, edit and delete them, the photo consent, the public lists, and the emails to
// supporters with their signed unsubscribe links; and the notification choices the emails and reminders honour.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
const PUBLIC_URL = 'https://tabang.example';
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

type Headers = Record<string, string>;
async function charityWithRep() {
  const rep = await createUser(h.db);
  const charity = await createOrganization(h.db, { representativeUserId: rep.userID });
  return { rep, charity, headers: (await loginAs(h.db, rep)).headers };
}

function postUpdate(
  fields: Record<string, string>,
  headers: Headers,
  files: [string, Awaited<ReturnType<typeof pngFile>>][] = [],
) {
  const form = multipart([...Object.entries(fields), ...files]);
  return h.app.inject({
    method: 'POST',
    url: '/api/post/updates',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

const postJson = (url: string, payload: object, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

async function listOf(path: string) {
  await changesHeard(h.app);
  const response = await h.app.inject({ method: 'GET', url: path });
  return { response, items: response.statusCode === 200 ? ZUpdates.parse(response.json()) : [] };
}

/** The emails sent to `address`, decoded. */
const mailTo = (address: string) =>
  smtp.messages.map(decodeQuotedPrintable).filter((text) => text.includes(`To: ${address}`));

describe('posting an update', () => {
  it('is for the representative and admins only: 401 signed out, 403 anyone else, 404 no such charity', async () => {
    const { charity, headers } = await charityWithRep();
    const fields = { organizationID: String(charity.id), body: 'We delivered 200 food packs.' };
    expect((await postUpdate(fields, {})).statusCode).toBe(401);
    const stranger = await loginAs(h.db, await createUser(h.db));
    const refused = await postUpdate(fields, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect((await postUpdate({ ...fields, organizationID: '999999' }, headers)).statusCode).toBe(404);

    const posted = await postUpdate(fields, headers);
    expect(posted.statusCode).toBe(201);
    const { update } = ZPostUpdateResponse.parse(posted.json());
    expect(update).toMatchObject({
      organizationID: charity.id,
      eventID: null,
      body: fields.body,
      photos: [],
    });
    const admin = await loginAs(h.db, await createUser(h.db, { role: 'admin' }));
    expect((await postUpdate(fields, admin.headers)).statusCode).toBe(201);
  });

  it('takes photos only with the consent ticked (400 before any is stored), and serves them while public', async () => {
    const { charity, headers } = await charityWithRep();
    const photo = await pngFile(500, 400);
    const fields = { organizationID: String(charity.id), body: 'Our volunteers at the relief site.' };
    const unconsented = await postUpdate(fields, headers, [['photo1', photo]]);
    expect(unconsented.statusCode).toBe(400);
    expect(unconsented.json().message).toBe(message('updates.consentRequired'));
    const unticked = await postUpdate({ ...fields, photoConsent: 'false' }, headers, [['photo1', photo]]);
    expect(unticked.statusCode).toBe(400);
    expect((await listOf(`/api/get/organizations/${charity.id}/updates`)).items).toEqual([]);

    const posted = await postUpdate({ ...fields, photoConsent: 'true' }, headers, [
      ['photo1', photo],
      ['photo2', await pngFile(300, 300)],
    ]);
    expect(posted.statusCode).toBe(201);
    const { photos } = ZPostUpdateResponse.parse(posted.json()).update;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 500, height: 400 });
    const image = await h.app.inject({ method: 'GET', url: `/api${photos[0]!.url}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // A suspended charity's photos are not served, as its page is not.
    await h.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, charity.id));
    expect((await h.app.inject({ method: 'GET', url: `/api${photos[0]!.url}` })).statusCode).toBe(404);
    expect((await listOf(`/api/get/organizations/${charity.id}/updates`)).response.statusCode).toBe(404);
  });

  it('refuses an empty or too long text, a fifth photo, and an event of another charity', async () => {
    const { charity, headers } = await charityWithRep();
    const other = await createOrganization(h.db);
    const elsewhere = await createEvent(h.db, other.id);
    const organizationID = String(charity.id);
    const empty = await postUpdate({ organizationID, body: '   ' }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(message('updates.bodyRequired'));
    const long = await postUpdate({ organizationID, body: 'a'.repeat(UPDATE_BODY_MAX + 1) }, headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(message('updates.bodyTooLong', { max: UPDATE_BODY_MAX }));
    expect(
      (await postUpdate({ organizationID, body: 'a'.repeat(UPDATE_BODY_MAX) }, headers)).statusCode,
    ).toBe(201);
    const wrongEvent = await postUpdate(
      { organizationID, eventID: String(elsewhere.id), body: 'Hi' },
      headers,
    );
    expect(wrongEvent.statusCode).toBe(400);
    expect(wrongEvent.json().message).toBe(message('updates.eventNotOfCharity'));
    const photo = await pngFile(50, 50);
    const five = await postUpdate({ organizationID, body: 'Five', photoConsent: 'true' }, headers, [
      ['photo1', photo],
      ['photo2', photo],
      ['photo3', photo],
      ['photo4', photo],
      ['photo5', photo],
    ]);
    expect(five.statusCode).toBeGreaterThanOrEqual(400);
    expect(five.statusCode).toBeLessThan(500);
  });
});

describe('the lists', () => {
  it('page newest first; a charity lists its events’ updates naming the event, an event only its own', async () => {
    const { charity, headers } = await charityWithRep();
    const event = await createEvent(h.db, charity.id, { name: 'Coastal clean-up' });
    const hidden = await createEvent(h.db, charity.id, { status: 1 });
    const organizationID = String(charity.id);
    for (const n of [1, 2, 3, 4, 5])
      expect((await postUpdate({ organizationID, body: `News ${n}` }, headers)).statusCode).toBe(201);
    await postUpdate({ organizationID, eventID: String(event.id), body: 'At the beach' }, headers);
    await postUpdate({ organizationID, eventID: String(hidden.id), body: 'Not public yet' }, headers);

    const first = await listOf(`/api/get/organizations/${charity.id}/updates?limit=4`);
    expect(first.items.map((item) => item.body)).toEqual(['At the beach', 'News 5', 'News 4', 'News 3']);
    expect(first.items[0]).toMatchObject({ eventID: event.id, eventName: 'Coastal clean-up' });
    const link = /<([^>]+)>; rel="next"/.exec(first.response.headers.link as string)![1]!;
    const second = await listOf(link);
    expect(second.items.map((item) => item.body)).toEqual(['News 2', 'News 1']);
    expect(second.response.headers.link).toBeUndefined();

    expect((await listOf(`/api/get/events/${event.id}/updates`)).items.map((item) => item.body)).toEqual([
      'At the beach',
    ]);
    expect((await listOf(`/api/get/events/${hidden.id}/updates`)).response.statusCode).toBe(404);
    // Another list's cursor is refused.
    const cursor = new URL(link, PUBLIC_URL).searchParams.get('cursor')!;
    const mixed = await h.app.inject({
      method: 'GET',
      url: `/api/get/events/${event.id}/updates?limit=4&cursor=${cursor}`,
    });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('are for the same people; an edit shows, a delete removes the update and its photos', async () => {
    const { charity, headers } = await charityWithRep();
    const posted = await postUpdate(
      { organizationID: String(charity.id), body: 'Frist draft', photoConsent: 'on' },
      headers,
      [['photo1', await pngFile(200, 200)]],
    );
    const { updateID, photos } = ZPostUpdateResponse.parse(posted.json()).update;
    const stranger = await loginAs(h.db, await createUser(h.db));
    expect((await postJson('/api/post/updates/update', { updateID, body: 'Mine now' })).statusCode).toBe(401);
    expect(
      (await postJson('/api/post/updates/update', { updateID, body: 'Mine now' }, stranger.headers))
        .statusCode,
    ).toBe(403);
    expect((await postJson('/api/post/updates/delete', { updateID }, stranger.headers)).statusCode).toBe(403);
    expect((await postJson('/api/post/updates/update', { updateID, body: '' }, headers)).statusCode).toBe(
      400,
    );
    expect(
      (await postJson('/api/post/updates/update', { updateID: 999999, body: 'x' }, headers)).statusCode,
    ).toBe(404);

    const edited = await postJson('/api/post/updates/update', { updateID, body: 'First draft' }, headers);
    expect(edited.statusCode).toBe(200);
    const [shown] = (await listOf(`/api/get/organizations/${charity.id}/updates`)).items;
    expect(shown).toMatchObject({ updateID, body: 'First draft', editedAt: expect.any(String) });

    expect((await postJson('/api/post/updates/delete', { updateID }, headers)).statusCode).toBe(200);
    expect((await listOf(`/api/get/organizations/${charity.id}/updates`)).items).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: `/api${photos[0]!.url}` })).statusCode).toBe(404);
    expect((await postJson('/api/post/updates/delete', { updateID }, headers)).statusCode).toBe(404);
  });
});

describe('the emails to supporters', () => {
  it('reach donors, volunteers and likers once each, in their language, but not the poster nor who opted out', async () => {
    const { rep, charity, headers } = await charityWithRep();
    const event = await createEvent(h.db, charity.id, { name: 'Tree planting' });
    const donor = await createUser(h.db, { language: 'ceb', firstName: 'Inday' });
    const pendingDonor = await createUser(h.db);
    const volunteer = await createUser(h.db);
    const liker = await createUser(h.db);
    const everything = await createUser(h.db);
    const optedOut = await createUser(h.db);
    const outsider = await createUser(h.db);
    await createDonation(h.db, {
      userId: donor.userID,
      organizationId: charity.id,
      eventId: event.id,
      status: 'completed',
    });
    await createDonation(h.db, {
      userId: pendingDonor.userID,
      organizationId: charity.id,
      eventId: event.id,
    });
    await h.db.insert(eventVolunteers).values({ userId: volunteer.userID, targetId: event.id });
    await h.db.insert(eventLikes).values({ userId: liker.userID, targetId: event.id });
    for (const user of [everything, optedOut, rep]) {
      await createDonation(h.db, {
        userId: user.userID,
        organizationId: charity.id,
        eventId: event.id,
        status: 'completed',
      });
      await h.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id });
      await h.db.insert(eventLikes).values({ userId: user.userID, targetId: event.id });
    }
    await h.db.insert(notificationPreferences).values({ userId: optedOut.userID, charityUpdates: false });
    // Someone who supports only another event of the charity hears of the charity's updates, not this event's.
    const otherEvent = await createEvent(h.db, charity.id);
    await h.db.insert(eventLikes).values({ userId: outsider.userID, targetId: otherEvent.id });

    const posted = await postUpdate(
      { organizationID: String(charity.id), eventID: String(event.id), body: 'We planted 500 seedlings!' },
      headers,
    );
    expect(posted.statusCode).toBe(201);
    await h.app.jobs.runDue();

    for (const person of [donor, volunteer, liker, everything])
      expect(mailTo(person.email), person.email).toHaveLength(1);
    for (const person of [pendingDonor, optedOut, rep, outsider])
      expect(mailTo(person.email), person.email).toEqual([]);
    const [cebuano] = mailTo(donor.email);
    expect(cebuano).toContain('Maayong adlaw, Inday!');
    expect(cebuano).toContain('We planted 500 seedlings!');
    expect(cebuano).toContain(`${PUBLIC_URL}/event/${event.id}`);
    expect(cebuano).toContain(`${PUBLIC_URL}/profile/notifications`);
    // The headers as sent (not quoted-printable), unfolded.
    const raw = smtp.messages.find((text) => text.includes(`To: ${donor.email}`))!.replace(/\r\n\s+/g, ' ');
    expect(raw).toMatch(
      /List-Unsubscribe: <https:\/\/tabang\.example\/api\/post\/notifications\/unsubscribe\?token=\d+\.charityUpdates\.[\w-]{43}>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A try of the fan-out again (a worker that died after its batch) writes to nobody twice.
    const [fanOut] = await jobsOf(h.db, 'update-emails');
    await h.app.jobs.enqueue(h.db, 'update-emails', fanOut!.data as { updateId: number });
    await h.app.jobs.runDue();
    expect(mailTo(donor.email)).toHaveLength(1);

    // The charity's own update reaches its events' supporters too.
    smtp.messages.length = 0;
    await postUpdate({ organizationID: String(charity.id), body: 'Thank you, everyone' }, headers);
    await h.app.jobs.runDue();
    expect(mailTo(outsider.email)).toHaveLength(1);
    expect(mailTo(rep.email)).toEqual([]);
  });

  it('are not sent to who opted out after they were enqueued, nor about an update deleted since', async () => {
    const { charity, headers } = await charityWithRep();
    const [late, fan] = [await createUser(h.db), await createUser(h.db)];
    for (const user of [late, fan])
      await h.db.insert(organizationLikes).values({ userId: user.userID, targetId: charity.id });
    await postUpdate({ organizationID: String(charity.id), body: 'One' }, headers);
    // The fan-out runs, enqueueing both emails; then one of them turns these emails off before they go.
    const [fanOut] = (await jobsOf(h.db, 'update-emails')).slice(-1);
    const { enqueueUpdateEmails } = await import('../src/modules/updates/emails');
    await enqueueUpdateEmails(
      { db: h.db, jobs: h.app.jobs, config: { publicUrl: PUBLIC_URL } },
      (fanOut!.data as { updateId: number }).updateId,
    );
    const lateHeaders = (await loginAs(h.db, late)).headers;
    expect(
      (await postJson('/api/post/my/notifications', { charityUpdates: false }, lateHeaders)).statusCode,
    ).toBe(200);
    await h.app.jobs.runDue();
    expect(mailTo(late.email)).toEqual([]);
    expect(mailTo(fan.email)).toHaveLength(1);

    const second = await postUpdate({ organizationID: String(charity.id), body: 'Two' }, headers);
    const { updateID } = ZPostUpdateResponse.parse(second.json()).update;
    expect((await postJson('/api/post/updates/delete', { updateID }, headers)).statusCode).toBe(200);
    smtp.messages.length = 0;
    await h.app.jobs.runDue();
    expect(mailTo(fan.email)).toEqual([]);
  });
});

/** The unsubscribe link in an email to `address`. */
function unsubscribeLink(address: string) {
  const [mail] = mailTo(address);
  return /https:\/\/tabang\.example\/unsubscribe\?token=([A-Za-z0-9._-]+)/.exec(mail ?? '')![1]!;
}

describe('unsubscribe links', () => {
  it('turn the topic off without a login (one click, RFC 8058); a forged or altered token is a 400', async () => {
    const { charity, headers } = await charityWithRep();
    const supporter = await createUser(h.db);
    await h.db.insert(organizationVolunteers).values({ userId: supporter.userID, targetId: charity.id });
    await postUpdate({ organizationID: String(charity.id), body: 'Hello' }, headers);
    await h.app.jobs.runDue();
    const token = unsubscribeLink(supporter.email);

    const state = await h.app.inject({
      method: 'GET',
      url: `/api/get/notifications/unsubscribe?token=${token}`,
    });
    expect(state.json()).toEqual({ topic: 'charityUpdates', subscribed: true, language: null });
    const oneClick = await h.app.inject({
      method: 'POST',
      url: `/api/post/notifications/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ topic: 'charityUpdates', subscribed: false });
    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/get/my/notifications',
      headers: (await loginAs(h.db, supporter)).headers,
    });
    expect(mine.json()).toMatchObject({
      charityUpdates: false,
      volunteerReminders: true,
      monthlyGiving: true,
    });
    // Undo.
    expect((await postJson(`/api/post/notifications/resubscribe?token=${token}`, {})).json()).toMatchObject({
      subscribed: true,
    });

    const [id, topic, mac] = token.split('.') as [string, string, string];
    const other = await createUser(h.db);
    const forged = [
      `${other.userID}.${topic}.${mac}`,
      `${id}.volunteerReminders.${mac}`,
      // Its first character changed: every bit of it is the MAC's (the last one's low bits are padding, so some
      // changes there decode to the same bytes).
      `${id}.${topic}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${id}.${topic}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const refused = await postJson(
        `/api/post/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        {},
      );
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe(message('notifications.invalidLink'));
    }
    expect((await postJson('/api/post/notifications/unsubscribe', {})).statusCode).toBe(400);
  });
});

describe('notification choices', () => {
  it('are all on by default but texts, change one at a time, and texts need a mobile number', async () => {
    const person = await createUser(h.db, { contactNumber: '(082) 222 0000' });
    const { headers } = await loginAs(h.db, person);
    expect((await h.app.inject({ method: 'GET', url: '/api/get/my/notifications' })).statusCode).toBe(401);
    const initial = await h.app.inject({ method: 'GET', url: '/api/get/my/notifications', headers });
    expect(initial.json()).toEqual({
      charityUpdates: true,
      volunteerReminders: true,
      monthlyGiving: true,
      texts: false,
      contactNumber: '(082) 222 0000',
      textsPossible: false,
    });
    const saved = await postJson('/api/post/my/notifications', { monthlyGiving: false }, headers);
    expect(saved.json().settings).toMatchObject({ charityUpdates: true, monthlyGiving: false });
    const texts = await postJson('/api/post/my/notifications', { texts: true }, headers);
    expect(texts.statusCode).toBe(400);
    expect(texts.json().message).toBe(message('notifications.textsNeedMobile'));
    expect((await postJson('/api/post/my/notifications', { monthlyGiving: 'no' }, headers)).statusCode).toBe(
      400,
    );
    expect((await postJson('/api/post/my/notifications', { other: true }, headers)).statusCode).toBe(400);
  });

  it('every email links to them: a transactional one without an unsubscribe link', async () => {
    const person = await createUser(h.db);
    const forgot = await postJson('/auth/forgot-password', { email: person.email });
    expect(forgot.statusCode).toBeLessThan(300);
    await h.app.jobs.runDue();
    const [mail] = mailTo(person.email);
    expect(mail).toContain(`${PUBLIC_URL}/profile/notifications`);
    expect(mail).not.toContain('List-Unsubscribe');
  });

  it('volunteer reminders honour them: no email for who turned them off', async () => {
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id, {
      startsAt: new Date(Date.now() + 12 * 60 * 60 * 1000),
    });
    const [wants, declines] = [await createUser(h.db), await createUser(h.db)];
    for (const user of [wants, declines])
      await h.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id });
    await h.db.insert(notificationPreferences).values({ userId: declines.userID, volunteerReminders: false });
    await sendDueReminders({ db: h.db, jobs: h.app.jobs, config: { publicUrl: PUBLIC_URL }, now: Date.now });
    await h.app.jobs.runDue();
    expect(mailTo(wants.email)).toHaveLength(1);
    expect(mailTo(wants.email)[0]).toContain('unsubscribe?token=');
    expect(mailTo(declines.email)).toEqual([]);
    // Still marked reminded: turning emails back on later sends no late reminder.
    const rows = await h.db.select().from(eventVolunteers).where(eq(eventVolunteers.targetId, event.id));
    expect(rows.every((row) => row.remindedAt !== null)).toBe(true);
  });
});
