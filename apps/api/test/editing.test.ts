import { type ApiErrorCode, CANCEL_REASON_MAX, t, textIn, VOLUNTEER_CAPACITY_MAX } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventVolunteers, images, organizationCategories, organizations } from '../src/db/schema';
import { cancelEvent } from '../src/modules/events/update';
import { assertCanManageEvent, assertCanManageOrganization } from '../src/modules/permissions/service';
import { createCategory, createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, enqueueThenFail, jobsOf, loginAs, type TestApp } from './helpers';
import { type FormValue, multipart, pngFile } from './multipart-form';

type Headers = { authorization?: string };
type Person = { userID: number; role: 'user' | 'admin'; headers: Headers };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
let admin: Person;

const person = async (role: 'user' | 'admin' = 'user'): Promise<Person & { email: string }> => {
  const user = await createUser(h.db, { role });
  return { ...user, headers: (await loginAs(h.db, user)).headers };
};

/** A charity with its representative, another charity's representative and a member with no charity. */
async function cast() {
  const rep = await person();
  const otherRep = await person();
  const member = await person();
  const charity = await createOrganization(h.db, { representativeUserId: rep.userID });
  await createOrganization(h.db, { representativeUserId: otherRep.userID });
  return { rep, otherRep, member, charity };
}

const send = (url: string, fields: Record<string, FormValue>, headers: Headers) => {
  const form = multipart(fields);
  return h.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};
const updateCharity = (fields: Record<string, FormValue>, headers: Headers) =>
  send('/api/post/organizations/update', fields, headers);
const updateEvent = (fields: Record<string, FormValue>, headers: Headers) =>
  send('/api/post/event/update', fields, headers);
const cancel = (eventID: unknown, headers: Headers & Record<string, string>, reason?: unknown) =>
  h.app.inject({ method: 'POST', url: '/api/post/event/cancel', payload: { eventID, reason }, headers });
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });

const charityRow = async (id: number) =>
  (await h.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
const eventRow = async (id: number) => (await h.db.select().from(events).where(eq(events.id, id)))[0]!;
const imageCount = async () => (await h.db.select({ n: count() }).from(images))[0]!.n;

beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url });
  admin = await person('admin');
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

describe('permissions.ts', () => {
  it('lets the representative and admins manage; 401 signed out, 404 unknown, 403 anyone else', async () => {
    const { rep, otherRep, member, charity } = await cast();
    const event = await createEvent(h.db, charity.id);
    for (const user of [rep, admin]) {
      await expect(assertCanManageOrganization(h.db, user, charity.id)).resolves.toEqual({
        name: charity.name,
        contactsHidden: null,
      });
      await expect(assertCanManageEvent(h.db, user, event.id)).resolves.toMatchObject({
        id: event.id,
        organizationId: charity.id,
        cancelledAt: null,
      });
    }
    for (const user of [otherRep, member]) {
      await expect(assertCanManageOrganization(h.db, user, charity.id)).rejects.toMatchObject({
        statusCode: 403,
      });
      await expect(assertCanManageEvent(h.db, user, event.id)).rejects.toMatchObject({ statusCode: 403 });
    }
    await expect(assertCanManageOrganization(h.db, null, charity.id)).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(assertCanManageEvent(h.db, rep, 999_999)).rejects.toMatchObject({ statusCode: 404 });
    await expect(assertCanManageOrganization(h.db, admin, 999_999)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('POST /api/post/organizations/update', () => {
  it('is for the representative and admins only: 401, 403 for a member and another representative, 404', async () => {
    const { rep, otherRep, member, charity } = await cast();
    const fields = { organizationID: String(charity.id), organizationDescription: 'Changed by someone.' };
    expect((await updateCharity(fields, {})).statusCode).toBe(401);
    for (const stranger of [member, otherRep]) {
      const refused = await updateCharity(fields, stranger.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
    }
    expect((await charityRow(charity.id)).description).toBe(charity.description);
    expect((await updateCharity({ ...fields, organizationID: '999999' }, rep.headers)).statusCode).toBe(404);

    const byRep = await updateCharity(
      { ...fields, organizationDescription: 'Feeding programs in Bunawan.' },
      rep.headers,
    );
    expect(byRep.statusCode, byRep.body).toBe(200);
    expect(byRep.headers['cache-control']).toBe('private, no-store');
    expect(byRep.json()).toMatchObject({
      message: t('editing.charityUpdated'),
      organizationID: charity.id,
      organizationDescription: 'Feeding programs in Bunawan.',
      organizationName: charity.name,
    });
    const byAdmin = await updateCharity(
      { organizationID: String(charity.id), organizationName: 'Renamed by admin' },
      admin.headers,
    );
    expect(byAdmin.statusCode).toBe(200);
    const row = await charityRow(charity.id);
    // A partial update leaves every other field as it was.
    expect(row).toMatchObject({
      name: 'Renamed by admin',
      description: 'Feeding programs in Bunawan.',
      email: charity.email,
      representativeContactNumber: charity.representativeContactNumber,
      logoImageId: charity.logoImageId,
    });
  });

  it('refuses what adding refuses, with 400 and nothing written', async () => {
    const { rep, charity } = await cast();
    const id = String(charity.id);
    const cases: [Record<string, string>, string, ApiErrorCode?][] = [
      [{ organizationName: '   ' }, t('dashboard.charityFieldErrors.organizationName.required')],
      [{ organizationEmail: 'not an email' }, t('dashboard.validation.invalidEmail')],
      [
        { organizationMainWebsite: 'javascript:alert(1)' },
        'Website must be a web address starting with http:// or https://',
      ],
      [{ organizationType: 'company' }, t('charities.invalidType')],
      [{ categories: '[999999]' }, t('charities.invalidCategories'), 'invalid_request'],
      [{ dswdValidUntil: '2099-01-01' }, t('charities.registration.dateWithoutNumber'), 'invalid_request'],
      [{ organizationID: 'abc' }, t('dashboard.validation.invalidCharity')],
    ];
    for (const [fields, message, code = 'validation_failed'] of cases) {
      const response = await updateCharity(
        { organizationID: id, ...fields, organizationDescription: 'X' },
        rep.headers,
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ message, code });
    }
    expect(await charityRow(charity.id)).toEqual(charity);
  });

  it('replaces pictures through the image pipeline; a non-image named .png is refused and nothing is written', async () => {
    const { rep, charity } = await cast();
    const before = await imageCount();
    const fake = {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: Buffer.from('not an image at all'),
    };
    const refused = await updateCharity(
      { organizationID: String(charity.id), organizationName: 'Not saved', organizationProfilePicture: fake },
      rep.headers,
    );
    expect(refused.statusCode).toBe(415);
    expect(await imageCount()).toBe(before);
    expect((await charityRow(charity.id)).name).toBe(charity.name);

    const logo = await pngFile(300, 300, 'logo.png');
    const replaced = await updateCharity(
      { organizationID: String(charity.id), organizationProfilePicture: logo },
      rep.headers,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const row = await charityRow(charity.id);
    expect(row.logoImageId).not.toBeNull();
    expect(row.featureImageId).toBe(charity.featureImageId);
    expect(replaced.json().organizationProfilePicture).toBe(`/get/organizations/logo/${charity.id}`);
    const image = await get(`/api/get/organizations/logo/${charity.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('changes categories and registration details; changed details need an admin check again', async () => {
    const { rep, charity } = await cast();
    const category = await createCategory(h.db);
    await h.db
      .update(organizations)
      .set({ secRegistrationNumber: 'CS201912345', registrationCheckedAt: new Date() })
      .where(eq(organizations.id, charity.id));
    const same = await updateCharity(
      {
        organizationID: String(charity.id),
        secRegistrationNumber: 'CS201912345',
        categories: `[${category.id}]`,
      },
      rep.headers,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect((await charityRow(charity.id)).registrationCheckedAt).not.toBeNull();
    expect(same.json().categories).toEqual([{ categoryID: category.id, category: category.name }]);
    expect(
      await h.db
        .select()
        .from(organizationCategories)
        .where(eq(organizationCategories.organizationId, charity.id)),
    ).toHaveLength(1);

    const changed = await updateCharity(
      { organizationID: String(charity.id), secRegistrationNumber: 'CS202099999', categories: '' },
      rep.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      registration: null,
      categories: [],
      registrationDetails: { secRegistrationNumber: 'CS202099999' },
    });
    expect((await charityRow(charity.id)).registrationCheckedAt).toBeNull();
  });

  it('shows the public pages the new values at once', async () => {
    const { rep, charity } = await cast();
    expect((await get(`/api/get/organizationsByID/${charity.id}`)).json()[0].organizationDescription).toBe(
      charity.description,
    );
    await updateCharity(
      { organizationID: String(charity.id), organizationDescription: 'Fresh words.' },
      rep.headers,
    );
    await expect
      .poll(
        async () => (await get(`/api/get/organizationsByID/${charity.id}`)).json()[0].organizationDescription,
      )
      .toBe('Fresh words.');
  });
});

describe('GET /api/get/dashboard/organizations/:id and /events/:id', () => {
  it('gives editors the private values; 401, 403, 404 otherwise', async () => {
    const { rep, member, charity } = await cast();
    const event = await createEvent(h.db, charity.id, { volunteerCapacity: 12 });
    const mine = await get(`/api/get/dashboard/organizations/${charity.id}`, rep.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json()).toMatchObject({ representativeContactNumber: charity.representativeContactNumber });
    expect((await get(`/api/get/dashboard/events/${event.id}`, admin.headers)).json()).toMatchObject({
      eventID: event.id,
      volunteerCapacity: 12,
      cancelledAt: null,
      cancelReason: null,
    });
    expect((await get(`/api/get/dashboard/organizations/${charity.id}`)).statusCode).toBe(401);
    expect((await get(`/api/get/dashboard/organizations/${charity.id}`, member.headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/get/dashboard/events/${event.id}`, member.headers)).statusCode).toBe(403);
    expect((await get('/api/get/dashboard/events/999999', rep.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/post/event/update', () => {
  it('is for the representative and admins only, and changes only what was sent', async () => {
    const { rep, otherRep, member, charity } = await cast();
    const event = await createEvent(h.db, charity.id, { goalCentavos: 5_000_000 });
    const fields = { eventID: String(event.id), nameOfEvent: 'Shore cleanup, renamed' };
    expect((await updateEvent(fields, {})).statusCode).toBe(401);
    for (const stranger of [member, otherRep])
      expect((await updateEvent(fields, stranger.headers)).statusCode).toBe(403);
    expect((await updateEvent({ ...fields, eventID: '999999' }, rep.headers)).statusCode).toBe(404);
    expect((await eventRow(event.id)).name).toBe(event.name);

    const response = await updateEvent({ ...fields, volunteerCapacity: '2' }, rep.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: t('editing.eventUpdated'),
      nameOfEvent: 'Shore cleanup, renamed',
      descriptionOfEvent: event.description,
      goalAmount: 50_000,
      volunteerCapacity: 2,
    });
    expect(await eventRow(event.id)).toEqual({
      ...event,
      name: 'Shore cleanup, renamed',
      // The search's copy follows the name.
      searchText: `shore cleanup, renamed\n${event.description.toLowerCase()}\n${event.location.toLowerCase()}`,
      volunteerCapacity: 2,
    });

    const byAdmin = await updateEvent(
      { eventID: String(event.id), goalAmount: '', volunteerCapacity: '' },
      admin.headers,
    );
    expect(byAdmin.json()).toMatchObject({ goalAmount: null, volunteerCapacity: null });
  });

  it('refuses what adding refuses, and keeps the date rules on the stored values', async () => {
    const { rep, charity } = await cast();
    const event = await createEvent(h.db, charity.id, {
      startsAt: new Date('2031-03-14T07:00:00+08:00'),
      endsAt: new Date('2031-03-14T11:00:00+08:00'),
    });
    const id = String(event.id);
    const cases: [Record<string, string>, string, ApiErrorCode?][] = [
      [{ nameOfEvent: '' }, t('dashboard.eventFieldErrors.nameOfEvent.required')],
      [{ dateAndTimeStart: '2031-02-30T07:00' }, t('dashboard.eventFieldErrors.dateAndTimeStart.invalid')],
      [{ dateAndTimeStart: '2031-03-14T12:00' }, t('events.endAfterStart'), 'invalid_request'],
      [
        { dateAndTimeEnd: '2020-01-01T10:00', dateAndTimeStart: '2020-01-01T09:00' },
        t('events.endInPast'),
        'invalid_request',
      ],
      [{ goalAmount: '-5' }, t('goals.tooSmall')],
      [
        { volunteerCapacity: '0' },
        t('slots.invalid', { max: VOLUNTEER_CAPACITY_MAX.toLocaleString('en-PH') }),
      ],
      [
        { volunteerCapacity: '2.5' },
        t('slots.invalid', { max: VOLUNTEER_CAPACITY_MAX.toLocaleString('en-PH') }),
      ],
      [{ eventID: 'x' }, t('editing.invalidEvent')],
    ];
    for (const [fields, message, code = 'validation_failed'] of cases) {
      const response = await updateEvent({ eventID: id, location: 'Not saved', ...fields }, rep.headers);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ message, code });
    }
    expect(await eventRow(event.id)).toEqual(event);

    const fake = {
      filename: 'poster.png',
      contentType: 'image/png',
      bytes: Buffer.from('<svg/> pretending'),
    };
    const before = await imageCount();
    expect((await updateEvent({ eventID: id, eventImage: fake }, rep.headers)).statusCode).toBe(415);
    expect(await imageCount()).toBe(before);

    const poster = await updateEvent({ eventID: id, eventImage: await pngFile(800, 1000) }, rep.headers);
    expect(poster.statusCode, poster.body).toBe(200);
    expect((await eventRow(event.id)).imageId).not.toBe(event.imageId);
  });

  it('lets an event under way keep its start; slots never drop below the volunteers, more slots move the waitlist up and email them', async () => {
    const { rep, charity } = await cast();
    const started = await createEvent(h.db, charity.id, {
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
      endsAt: new Date(Date.now() + 60 * 60 * 1000),
      volunteerCapacity: 1,
    });
    const [first, second, third] = [await person(), await person(), await person()];
    await h.db.insert(eventVolunteers).values([
      { userId: first.userID, targetId: started.id, status: 'volunteered' },
      {
        userId: second.userID,
        targetId: started.id,
        status: 'waitlisted',
        createdAt: new Date(Date.now() - 2000),
      },
      {
        userId: third.userID,
        targetId: started.id,
        status: 'waitlisted',
        createdAt: new Date(Date.now() - 1000),
      },
    ]);
    const renamed = await updateEvent({ eventID: String(started.id), nameOfEvent: 'Still on' }, rep.headers);
    expect(renamed.statusCode, renamed.body).toBe(200);

    const asMany = await updateEvent(
      { eventID: String(started.id), volunteerCapacity: '1', location: 'X' },
      rep.headers,
    );
    expect(asMany.statusCode).toBe(200);
    const more = await updateEvent({ eventID: String(started.id), volunteerCapacity: '2' }, rep.headers);
    expect(more.statusCode).toBe(200);
    const statuses = await h.db
      .select({ userId: eventVolunteers.userId, status: eventVolunteers.status })
      .from(eventVolunteers)
      .where(eq(eventVolunteers.targetId, started.id));
    expect(Object.fromEntries(statuses.map((row) => [row.userId, row.status]))).toEqual({
      [first.userID]: 'volunteered',
      [second.userID]: 'volunteered',
      [third.userID]: 'waitlisted',
    });
    // The one moved up is told, as when a volunteer withdraws: the email was enqueued with the change.
    await h.app.jobs.runDue();
    expect(
      smtp.messages
        .map(decodeQuotedPrintable)
        .filter((mail) => mail.includes(`To: ${second.email}`) && mail.includes('Still on')),
    ).toHaveLength(1);
    const below = await updateEvent({ eventID: String(started.id), volunteerCapacity: '1' }, rep.headers);
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      message: t('editing.capacityBelowVolunteers', { count: 2 }),
      code: 'conflict',
    });
    expect((await eventRow(started.id)).volunteerCapacity).toBe(2);
  });
});

describe('POST /api/post/event/cancel', () => {
  it('is for the representative and admins only', async () => {
    const { otherRep, member, charity } = await cast();
    const event = await createEvent(h.db, charity.id);
    expect((await cancel(event.id, {})).statusCode).toBe(401);
    for (const stranger of [member, otherRep])
      expect((await cancel(event.id, stranger.headers)).statusCode).toBe(403);
    expect((await cancel(999_999, admin.headers)).statusCode).toBe(404);
    expect((await cancel('1; drop table events', admin.headers)).statusCode).toBe(400);
    expect((await eventRow(event.id)).cancelledAt).toBeNull();
    expect((await cancel(event.id, admin.headers)).statusCode).toBe(200);
  });

  it('takes the event out of every list, keeps its page with cancelledAt, refuses gifts and sign-ups, emails its volunteers once', async () => {
    const { rep, charity } = await cast();
    const event = await createEvent(h.db, charity.id, { name: `Cancelled ${Date.now()}` });
    const volunteer = await person();
    const waiting = await person();
    await h.db.insert(eventVolunteers).values([
      { userId: volunteer.userID, targetId: event.id },
      { userId: waiting.userID, targetId: event.id, status: 'waitlisted' },
    ]);
    const listed = async () => {
      const lists = await Promise.all([
        get('/api/get/events/all/upcoming'),
        get(`/api/get/events/all/upcoming?limit=100&q=${encodeURIComponent(event.name)}`),
        get(`/api/get/organizations/events/${charity.id}`),
        get(`/api/get/organizations/events/upcoming/${charity.id}`),
      ]);
      return lists.map((list) => list.json().some((item: { eventID: number }) => item.eventID === event.id));
    };
    expect(await listed()).toEqual([true, true, true, true]);

    const response = await cancel(event.id, rep.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: t('editing.eventCancelled'), eventID: event.id });
    expect(response.json().cancelledAt).toEqual(expect.any(String));
    const toldOfCancellation = (who: { email: string }) =>
      smtp.messages
        .map(decodeQuotedPrintable)
        .filter((mail) => mail.includes(`To: ${who.email}`) && mail.includes(event.name)).length;
    await h.app.jobs.runDue();
    expect([volunteer, waiting].map(toldOfCancellation)).toEqual([1, 1]);

    await expect.poll(listed).toEqual([false, false, false, false]);
    const page = await get(`/api/get/events/${event.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()[0].cancelledAt).toBe(response.json().cancelledAt);

    const again = await cancel(event.id, rep.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: t('editing.eventAlreadyCancelled'),
      cancelledAt: page.json()[0].cancelledAt,
    });
    // Nobody is emailed twice.
    await h.app.jobs.runDue();
    expect([volunteer, waiting].map(toldOfCancellation)).toEqual([1, 1]);

    const late = await person();
    const signUp = await h.app.inject({
      method: 'POST',
      url: '/api/post/events/volunteer',
      headers: late.headers,
      payload: { userID: late.userID, eventID: event.id },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json()).toEqual({ message: t('slots.eventCancelled'), code: 'conflict' });
    const gift = await h.app.inject({
      method: 'POST',
      url: '/api/post/donation/create',
      headers: volunteer.headers,
      payload: { amount: 100, organizationID: charity.id, eventID: event.id },
    });
    expect(gift.statusCode).toBe(409);
    expect(gift.json()).toEqual({
      message: t('editing.cancelledNoDonations', { name: charity.name }),
      code: 'conflict',
    });

    const edit = await updateEvent({ eventID: String(event.id), nameOfEvent: 'Back on?' }, rep.headers);
    expect(edit.statusCode).toBe(409);
  });

  it('keeps an optional reason: trimmed, at most CANCEL_REASON_MAX characters, on the page and in each email in its language', async () => {
    const { rep, charity } = await cast();
    const event = await createEvent(h.db, charity.id, { name: `Typhoon ${Date.now()}` });
    const volunteer = await createUser(h.db, { language: 'ceb' });
    await h.db.insert(eventVolunteers).values({ userId: volunteer.userID, targetId: event.id });

    // Too long, or not plain text: 400 in the reader's language, and the event goes ahead.
    const tooLong = await cancel(event.id, { ...rep.headers, 'accept-language': 'fil' }, 'x'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(textIn(fil, 'editing.reasonTooLong', { max: CANCEL_REASON_MAX }));
    const control = await cancel(event.id, rep.headers, 'moved\u0000');
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe(t('editing.invalidReason'));
    expect((await cancel(event.id, rep.headers, 42)).statusCode).toBe(400);
    expect((await eventRow(event.id)).cancelledAt).toBeNull();

    const reason = 'Moved because of the typhoon; a new date soon.';
    const response = await cancel(event.id, rep.headers, `  ${reason}\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cancelReason).toBe(reason);
    expect((await eventRow(event.id)).cancelReason).toBe(reason);
    const page = await get(`/api/get/events/${event.id}`);
    expect(page.json()[0]).toMatchObject({ cancelReason: reason, cancelledAt: expect.any(String) });
    // Cancelling again keeps the first reason.
    expect((await cancel(event.id, rep.headers, 'Another')).json().cancelReason).toBe(reason);

    await h.app.jobs.runDue();
    const [mail] = smtp.messages
      .map(decodeQuotedPrintable)
      .filter((text) => text.includes(`To: ${volunteer.email}`));
    expect(mail).toContain(textIn(ceb, 'editing.email.reason', { reason }));
  });

  it('stores no reason when none or only spaces are given, and the email has no reason line', async () => {
    const { rep, charity } = await cast();
    const event = await createEvent(h.db, charity.id);
    const volunteer = await person();
    await h.db.insert(eventVolunteers).values({ userId: volunteer.userID, targetId: event.id });
    const response = await cancel(event.id, rep.headers, '   ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cancelReason).toBeNull();
    expect((await eventRow(event.id)).cancelReason).toBeNull();
    await h.app.jobs.runDue();
    const [mail] = smtp.messages
      .map(decodeQuotedPrintable)
      .filter((text) => text.includes(`To: ${volunteer.email}`));
    expect(mail).toContain(event.name);
    expect(mail).not.toContain(t('editing.email.reason', { reason: '' }).trim());
  });

  it("enqueues the volunteers' emails with the cancellation: one that rolls back leaves the event on and no email", async () => {
    const { rep, charity } = await cast();
    const event = await createEvent(h.db, charity.id);
    const volunteer = await person();
    await h.db.insert(eventVolunteers).values({ userId: volunteer.userID, targetId: event.id });
    // The representative, as the route hands them to the service.
    const repUser = { ...rep, firstName: 'Rep', lastName: '', language: null, sessionHash: '' };
    await expect(cancelEvent(h.db, enqueueThenFail(h.app.jobs), repUser, event.id)).rejects.toThrow(
      /after its job was enqueued/,
    );
    expect((await eventRow(event.id)).cancelledAt).toBeNull();
    const toVolunteer = async () =>
      (await jobsOf(h.db, 'email')).filter((job) => job.data.to === volunteer.email).map((job) => job.data);
    expect(await toVolunteer()).toEqual([]);
    await cancelEvent(h.db, h.app.jobs, repUser, event.id);
    expect(await toVolunteer()).toEqual([
      expect.objectContaining({ purpose: 'eventCancelled', event: event.name, subject: expect.any(String) }),
    ]);
  });
});
