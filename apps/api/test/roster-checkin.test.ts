import {
  CHECK_IN_CLOSES_HOURS_AFTER,
  CHECK_IN_OPENS_HOURS_BEFORE,
  HOURS_NOTE_MAX,
  t,
  VOLUNTEER_HOURS_MAX,
  ZMyVolunteering,
  ZRoster,
  ZRosterEntry,
  ZVolunteeringSummary,
} from '@tabang/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { events, eventVolunteers } from '../src/db/schema';
import { inLanguage, t as translated } from '../src/i18n';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/** A signed-up person for an event, at a given time; returns their code. */
async function signUp(
  eventId: number,
  userId: number,
  fields: Partial<typeof eventVolunteers.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.db
    .insert(eventVolunteers)
    .values({ userId, targetId: eventId, ...fields })
    .returning({ code: eventVolunteers.checkInCode });
  return row!.code;
}

/** A charity with its representative, an event starting in an hour (inside the check-in window), and a stranger. */
async function scene(eventFields: Parameters<typeof createEvent>[2] = {}) {
  const rep = await person();
  const charity = await createOrganization(ctx.db, { representativeUserId: rep.user.userID });
  const event = await createEvent(ctx.db, charity.id, {
    startsAt: new Date(Date.now() + HOUR),
    ...eventFields,
  });
  return { rep, charity, event };
}

describe('who may see a roster and check people in', () => {
  it('is 401 signed out, 403 for a member and another charity’s representative, open to the representative and an admin', async () => {
    const { rep, event } = await scene();
    const volunteer = await person();
    const code = await signUp(event.id, volunteer.user.userID);
    const member = await person();
    const otherRep = await person();
    await createOrganization(ctx.db, { representativeUserId: otherRep.user.userID });
    const admin = await person({ role: 'admin' });
    const roster = `/api/get/dashboard/events/${event.id}/roster`;
    const body = { eventID: event.id, code };

    for (const headers of [{}, member.headers, otherRep.headers]) {
      const expected = Object.keys(headers).length ? 403 : 401;
      expect((await get(roster, headers)).statusCode).toBe(expected);
      for (const action of ['checkin', 'checkout'])
        expect((await post(`/api/post/events/${action}`, body, headers)).statusCode).toBe(expected);
    }
    const forbidden = await get(roster, member.headers);
    expect(forbidden.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });

    for (const headers of [rep.headers, admin.headers]) {
      const response = await get(roster, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // The volunteer themself is not the charity's manager: their own code does not let them check in.
    expect((await post('/api/post/events/checkin', body, volunteer.headers)).statusCode).toBe(403);
    expect((await post('/api/post/events/checkin', body, admin.headers)).statusCode).toBe(200);
    // Nothing was changed by the refused calls before the admin's.
    const [row] = await ctx.db.select().from(eventVolunteers).where(eq(eventVolunteers.targetId, event.id));
    expect(row!.checkedInAt).not.toBeNull();
    expect(row!.checkedOutAt).toBeNull();
  });

  it('is 404 for an unknown event and 400 for a malformed body', async () => {
    const { rep, event } = await scene();
    const unknown = await get('/api/get/dashboard/events/2147483647/roster', rep.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: t('events.notFound'), code: 'not_found' });
    // A path that is not an id is not a page (as elsewhere in the API).
    expect((await get('/api/get/dashboard/events/abc/roster', rep.headers)).statusCode).toBe(404);
    const missing = await post(
      '/api/post/events/checkin',
      { eventID: 2147483647, code: 'ABCDEF12' },
      rep.headers,
    );
    expect(missing.statusCode).toBe(404);
    for (const body of [
      {},
      { eventID: event.id },
      { eventID: event.id, code: 'short' },
      { eventID: event.id, code: 'GHIJKLMN' },
      { eventID: 'x', code: 'ABCDEF12' },
      { eventID: [event.id], code: 'ABCDEF12' },
      { eventID: event.id, code: 12345678 },
      { eventID: event.id, code: 'ABCDEF12', userID: 1 },
      { eventID: event.id, userID: 'me' },
    ]) {
      const response = await post('/api/post/events/checkin', body, rep.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/get/dashboard/events/:id/roster', () => {
  it('lists volunteers then the waitlist in sign-up order, with contact details and hours', async () => {
    const { rep, event } = await scene({
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() + HOUR),
    });
    const base = Date.now() - 10 * HOUR;
    const a = await person({ firstName: 'Maria', lastName: 'Santos', contactNumber: '09171112222' });
    const b = await person();
    const c = await person();
    const d = await person();
    const e = await person();
    await signUp(event.id, c.user.userID, { createdAt: new Date(base + 1000), status: 'waitlisted' });
    await signUp(event.id, b.user.userID, { createdAt: new Date(base + 3000) });
    await signUp(event.id, d.user.userID, { createdAt: new Date(base + 2000), status: 'waitlisted' });
    const checkedIn = new Date(Date.now() - 90 * 60 * 1000);
    await signUp(event.id, a.user.userID, {
      createdAt: new Date(base),
      checkedInAt: checkedIn,
      checkedOutAt: new Date(checkedIn.getTime() + 45 * 60 * 1000),
    });
    await signUp(event.id, e.user.userID, { createdAt: new Date(base + 4000), checkedInAt: checkedIn });
    // Someone else's event is not on it.
    const other = await scene();
    await signUp(other.event.id, a.user.userID);

    const response = await get(`/api/get/dashboard/events/${event.id}/roster`, rep.headers);
    expect(response.statusCode).toBe(200);
    const { contactsVisible, entries: roster } = ZRoster.parse(response.json());
    expect(contactsVisible).toBe(true);
    expect(roster.map((entry) => [entry.userID, entry.status, entry.position])).toEqual([
      [a.user.userID, 'volunteered', null],
      [b.user.userID, 'volunteered', null],
      [e.user.userID, 'volunteered', null],
      [c.user.userID, 'waitlisted', 1],
      [d.user.userID, 'waitlisted', 2],
    ]);
    expect(roster[0]).toEqual({
      userID: a.user.userID,
      firstName: 'Maria',
      lastName: 'Santos',
      email: a.user.email,
      contactNumber: '09171112222',
      status: 'volunteered',
      position: null,
      signedUpAt: new Date(base).toISOString(),
      checkedInAt: checkedIn.toISOString(),
      checkedOutAt: new Date(checkedIn.getTime() + 45 * 60 * 1000).toISOString(),
      hours: 0.75,
      hoursState: 'served',
      hoursNote: null,
      hoursCorrectedAt: null,
    });
    // Checked in, never out, while the event runs: the event's length (3 hours), expected, not served yet; not
    // checked in: 0.
    expect(roster[2]).toMatchObject({ hours: 3, hoursState: 'expected' });
    expect(roster[1]).toMatchObject({ hours: 0, hoursState: 'served' });
    // The roster never carries anyone's check-in code.
    expect(response.body).not.toMatch(/checkInCode/);
  });

  it('is an empty list for an event no one signed up for', async () => {
    const { rep, event } = await scene();
    expect((await get(`/api/get/dashboard/events/${event.id}/roster`, rep.headers)).json()).toEqual({
      contactsVisible: true,
      contactsHiddenReason: null,
      entries: [],
    });
  });
});

describe('POST /api/post/events/checkin and /checkout', () => {
  it('checks in and out by code in any case, idempotently, and refuses what does not fit', async () => {
    const { rep, event } = await scene();
    const volunteer = await person({ firstName: 'Juan', lastName: 'Dela Cruz' });
    const waiting = await person({ firstName: 'Ana', lastName: 'Reyes' });
    const code = await signUp(event.id, volunteer.user.userID);
    const waitCode = await signUp(event.id, waiting.user.userID, { status: 'waitlisted' });
    const typed = ` ${code.toLowerCase()} `;

    const early = await post('/api/post/events/checkout', { eventID: event.id, code }, rep.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: t('roster.notCheckedIn', { name: 'Juan Dela Cruz' }),
      code: 'conflict',
    });

    const first = await post(
      '/api/post/events/checkin',
      { eventID: String(event.id), code: typed },
      rep.headers,
    );
    expect(first.statusCode).toBe(200);
    const entry = ZRosterEntry.parse(first.json());
    expect(entry).toMatchObject({ userID: volunteer.user.userID, status: 'volunteered', checkedOutAt: null });
    expect(entry.checkedInAt).not.toBeNull();
    expect(entry.hours).toBe(3); // checked in, not out: the event's length

    const again = ZRosterEntry.parse(
      (await post('/api/post/events/checkin', { eventID: event.id, code }, rep.headers)).json(),
    );
    expect(again.checkedInAt).toBe(entry.checkedInAt);

    const out = ZRosterEntry.parse(
      (await post('/api/post/events/checkout', { eventID: event.id, code }, rep.headers)).json(),
    );
    expect(out.checkedOutAt).not.toBeNull();
    expect(new Date(out.checkedOutAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(out.checkedInAt!).getTime(),
    );
    expect(out.hours).toBeLessThan(0.1);
    const outAgain = ZRosterEntry.parse(
      (await post('/api/post/events/checkout', { eventID: event.id, code }, rep.headers)).json(),
    );
    expect(outAgain.checkedOutAt).toBe(out.checkedOutAt);
    // Checking in again after the check-out changes nothing either.
    const inAfterOut = ZRosterEntry.parse(
      (await post('/api/post/events/checkin', { eventID: event.id, code }, rep.headers)).json(),
    );
    expect(inAfterOut).toEqual(outAgain);

    const waitlisted = await post(
      '/api/post/events/checkin',
      { eventID: event.id, code: waitCode },
      rep.headers,
    );
    expect(waitlisted.statusCode).toBe(409);
    expect(waitlisted.json()).toEqual({
      message: t('roster.waitlisted', { name: 'Ana Reyes' }),
      code: 'conflict',
    });

    // A code of another event, or no one's, is unknown here.
    const other = await scene();
    const otherCode = await signUp(other.event.id, volunteer.user.userID);
    const noOnes = ['00000000', 'FFFFFFFF'].find((candidate) => ![code, waitCode].includes(candidate))!;
    for (const unknownCode of [otherCode, noOnes].filter((candidate) => candidate !== code)) {
      const response = await post(
        '/api/post/events/checkin',
        { eventID: event.id, code: unknownCode },
        rep.headers,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: t('roster.unknownCode'), code: 'not_found' });
    }
    const [row] = await ctx.db
      .select()
      .from(eventVolunteers)
      .where(
        and(eq(eventVolunteers.targetId, other.event.id), eq(eventVolunteers.userId, volunteer.user.userID)),
      );
    expect(row!.checkedInAt).toBeNull();
  });

  it('checks in and out from a roster row by userID', async () => {
    const { rep, event } = await scene();
    const volunteer = await person();
    const stranger = await person();
    await signUp(event.id, volunteer.user.userID);
    const body = { eventID: event.id, userID: volunteer.user.userID };
    const checkedIn = await post('/api/post/events/checkin', body, rep.headers);
    expect(checkedIn.statusCode).toBe(200);
    expect(ZRosterEntry.parse(checkedIn.json()).checkedInAt).not.toBeNull();
    const out = ZRosterEntry.parse((await post('/api/post/events/checkout', body, rep.headers)).json());
    expect(out.checkedOutAt).not.toBeNull();
    const notOnIt = await post(
      '/api/post/events/checkin',
      { ...body, userID: stranger.user.userID },
      rep.headers,
    );
    expect(notOnIt.statusCode).toBe(404);
    expect(notOnIt.json()).toEqual({ message: t('roster.notSignedUp'), code: 'not_found' });
  });

  it('opens the check-in window before the start and closes it after the end', async () => {
    const tooEarly = await scene({
      startsAt: new Date(Date.now() + (CHECK_IN_OPENS_HOURS_BEFORE + 1) * HOUR),
    });
    const tooLate = await scene({
      startsAt: new Date(Date.now() - (CHECK_IN_CLOSES_HOURS_AFTER + 5) * HOUR),
      endsAt: new Date(Date.now() - (CHECK_IN_CLOSES_HOURS_AFTER + 1) * HOUR),
    });
    const justEnded = await scene({
      startsAt: new Date(Date.now() - (CHECK_IN_CLOSES_HOURS_AFTER + 1) * HOUR),
      endsAt: new Date(Date.now() - (CHECK_IN_CLOSES_HOURS_AFTER - 1) * HOUR),
    });
    const cancelled = await scene({ cancelledAt: new Date() });
    const volunteer = await person();
    const cases = [
      [tooEarly, 409, t('roster.tooEarly', { hours: CHECK_IN_OPENS_HOURS_BEFORE })],
      [tooLate, 409, t('roster.tooLate', { hours: CHECK_IN_CLOSES_HOURS_AFTER })],
      [cancelled, 409, t('roster.cancelled')],
      [justEnded, 200, undefined],
    ] as const;
    for (const [{ rep, event }, status, message] of cases) {
      const code = await signUp(event.id, volunteer.user.userID);
      const response = await post('/api/post/events/checkin', { eventID: event.id, code }, rep.headers);
      expect(response.statusCode, event.name).toBe(status);
      if (message) expect(response.json()).toEqual({ message, code: 'conflict' });
    }
  });

  it('keeps one check-in time when two scanners submit the same code at once', async () => {
    const { rep, event } = await scene();
    const volunteer = await person();
    const code = await signUp(event.id, volunteer.user.userID);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/post/events/checkin', { eventID: event.id, code }, rep.headers),
      ),
    );
    const times = new Set(answers.map((answer) => ZRosterEntry.parse(answer.json()).checkedInAt));
    expect(times.size).toBe(1);
  });
});

describe('GET /api/get/my/volunteering', () => {
  it('is for signed-in people only', async () => {
    for (const url of ['/api/get/my/volunteering', '/api/get/my/volunteering/summary']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
    }
  });

  it('lists only my own sign-ups, upcoming soonest first then past latest first, with my codes and hours', async () => {
    const me = await person();
    const someone = await person();
    const soon = await scene({ startsAt: new Date(Date.now() + 2 * HOUR) });
    const later = await scene({ startsAt: new Date(Date.now() + 48 * HOUR) });
    const full = await scene({ startsAt: new Date(Date.now() + 24 * HOUR) });
    const longAgo = await scene({ startsAt: new Date(Date.now() - 30 * 24 * HOUR), endsAt: null });
    const lastWeek = await scene({ startsAt: new Date(Date.now() - 7 * 24 * HOUR) });
    const hidden = await scene({ startsAt: new Date(Date.now() + 3 * HOUR) });
    const { organizations } = await import('../src/db/schema');
    await ctx.db
      .update(organizations)
      .set({ suspended: true })
      .where(eq(organizations.id, hidden.charity.id));

    const soonCode = await signUp(soon.event.id, me.user.userID);
    await signUp(later.event.id, me.user.userID);
    await signUp(full.event.id, someone.user.userID, {
      status: 'waitlisted',
      createdAt: new Date(Date.now() - HOUR),
    });
    await signUp(full.event.id, me.user.userID, { status: 'waitlisted' });
    const inAt = new Date(longAgo.event.startsAt.getTime() + 10 * 60 * 1000);
    await signUp(longAgo.event.id, me.user.userID, { checkedInAt: inAt }); // no end, no check-out: 2 h by default
    await signUp(lastWeek.event.id, me.user.userID, {
      checkedInAt: lastWeek.event.startsAt,
      checkedOutAt: new Date(lastWeek.event.startsAt.getTime() + 90 * 60 * 1000),
    });
    await signUp(hidden.event.id, me.user.userID);
    await signUp(soon.event.id, someone.user.userID);

    const response = await get('/api/get/my/volunteering', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mine = z.array(ZMyVolunteering).parse(response.json());
    expect(mine.map((entry) => entry.eventID)).toEqual([
      soon.event.id,
      full.event.id,
      later.event.id,
      lastWeek.event.id,
      longAgo.event.id,
    ]);
    expect(mine[0]).toMatchObject({
      nameOfEvent: soon.event.name,
      organizationName: soon.charity.name,
      location: soon.event.location,
      status: 'volunteered',
      position: null,
      checkInCode: soonCode,
      hours: 0,
      past: false,
      cancelled: false,
    });
    expect(mine[1]).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(mine[3]).toMatchObject({ hours: 1.5, past: true });
    expect(mine[4]).toMatchObject({ hours: 2, past: true, endDate: null });
    // Only my codes: not the other volunteer's of the same event.
    const theirs = await ctx.db
      .select({ code: eventVolunteers.checkInCode })
      .from(eventVolunteers)
      .where(
        and(eq(eventVolunteers.targetId, soon.event.id), eq(eventVolunteers.userId, someone.user.userID)),
      );
    expect(response.body).not.toContain(theirs[0]!.code);

    const summary = ZVolunteeringSummary.parse(
      (await get('/api/get/my/volunteering/summary', me.headers)).json(),
    );
    expect(summary).toEqual({ totalHours: 3.5, eventsAttended: 2 });
  });

  it('is empty, with zero hours, for someone who never signed up', async () => {
    const { headers } = await person();
    expect((await get('/api/get/my/volunteering', headers)).json()).toEqual([]);
    expect((await get('/api/get/my/volunteering/summary', headers)).json()).toEqual({
      totalHours: 0,
      eventsAttended: 0,
    });
  });
});

describe('POST /api/post/events/hours (an organiser corrects hours)', () => {
  const correct = (body: object, headers: Headers) => post('/api/post/events/hours', body, headers);

  it('is for the roster’s managers only: 401 signed out, 403 for the volunteer, a member and another charity’s representative', async () => {
    const { rep, event } = await scene({ startsAt: new Date(Date.now() - HOUR) });
    const volunteer = await person();
    await signUp(event.id, volunteer.user.userID);
    const member = await person();
    const otherRep = await person();
    await createOrganization(ctx.db, { representativeUserId: otherRep.user.userID });
    const admin = await person({ role: 'admin' });
    const body = { eventID: event.id, userID: volunteer.user.userID, hours: 5, note: 'Stayed to clean up' };

    expect((await correct(body, {})).statusCode).toBe(401);
    for (const headers of [volunteer.headers, member.headers, otherRep.headers]) {
      const refused = await correct(body, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: t('errors.forbidden'), code: 'forbidden' });
    }
    // Nothing was written by the refused calls.
    const [row] = await ctx.db.select().from(eventVolunteers).where(eq(eventVolunteers.targetId, event.id));
    expect(row!.hoursCorrected).toBeNull();
    expect((await correct({ ...body, eventID: 2147483647 }, rep.headers)).statusCode).toBe(404);

    for (const headers of [rep.headers, admin.headers]) {
      const response = await correct(body, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses bad hours and notes with a 400 in the reader’s language, and writes nothing', async () => {
    const { rep, event } = await scene({ startsAt: new Date(Date.now() - HOUR) });
    const volunteer = await person();
    await signUp(event.id, volunteer.user.userID);
    const base = { eventID: event.id, userID: volunteer.user.userID, note: 'Forgot to check out' };
    const hoursInvalid = (language: 'en' | 'fil' | 'ceb') =>
      inLanguage(language, () => translated('roster.hoursInvalid', { max: VOLUNTEER_HOURS_MAX }));
    for (const hours of [-1, VOLUNTEER_HOURS_MAX + 0.5, 'abc', '1e3', true, [], {}, undefined]) {
      const response = await correct({ ...base, hours }, { ...rep.headers, 'accept-language': 'ceb' });
      expect(response.statusCode, JSON.stringify(hours)).toBe(400);
      expect(response.json().message).toBe(hoursInvalid('ceb'));
    }
    const tooLong = await correct(
      { ...base, hours: 2, note: 'x'.repeat(HOURS_NOTE_MAX + 1) },
      { ...rep.headers, 'accept-language': 'fil' },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      inLanguage('fil', () => translated('roster.hoursNoteInvalid', { max: HOURS_NOTE_MAX })),
    );
    for (const note of [undefined, '', '   ']) {
      const noNote = await correct({ ...base, hours: 2, note }, rep.headers);
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().message).toBe(t('roster.hoursNoteRequired'));
    }
    for (const body of [{}, { ...base, hours: 2, userID: 'me' }, { ...base, hours: 2, eventID: undefined }]) {
      expect((await correct(body, rep.headers)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await ctx.db.select().from(eventVolunteers).where(eq(eventVolunteers.targetId, event.id));
    expect(row!.hoursCorrected).toBeNull();
  });

  it('keeps the hours and the note, shows them in the roster and My volunteering, and drops them again', async () => {
    const { rep, event } = await scene({
      startsAt: new Date(Date.now() - 4 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const forgot = await person();
    const helped = await person();
    // Checked in and never out: the event's 3 hours. Helped without checking in: 0.
    await signUp(event.id, forgot.user.userID, { checkedInAt: event.startsAt });
    await signUp(event.id, helped.user.userID);

    const response = await correct(
      { eventID: event.id, userID: forgot.user.userID, hours: '2.346', note: '  Left at 10 for school  ' },
      rep.headers,
    );
    expect(response.statusCode).toBe(200);
    const entry = ZRosterEntry.parse(response.json());
    expect(entry).toMatchObject({
      userID: forgot.user.userID,
      hours: 2.35,
      hoursState: 'corrected',
      hoursNote: 'Left at 10 for school',
    });
    expect(Date.parse(entry.hoursCorrectedAt!)).toBeGreaterThan(Date.now() - 60_000);
    await correct({ eventID: event.id, userID: helped.user.userID, hours: 2, note: 'Cooked' }, rep.headers);

    const roster = ZRoster.parse(
      (await get(`/api/get/dashboard/events/${event.id}/roster`, rep.headers)).json(),
    );
    expect(roster.entries.map((row) => [row.hours, row.hoursState, row.hoursNote])).toEqual([
      [2.35, 'corrected', 'Left at 10 for school'],
      [2, 'corrected', 'Cooked'],
    ]);
    const mine = z
      .array(ZMyVolunteering)
      .parse((await get('/api/get/my/volunteering', helped.headers)).json());
    expect(mine[0]).toMatchObject({ hours: 2, hoursState: 'corrected', hoursNote: 'Cooked' });
    expect((await get('/api/get/my/volunteering/summary', helped.headers)).json()).toEqual({
      totalHours: 2,
      eventsAttended: 1,
    });

    // hours: null drops the correction: the check-in times speak again.
    const reset = await correct({ eventID: event.id, userID: forgot.user.userID, hours: null }, rep.headers);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      hours: 3,
      hoursState: 'served',
      hoursNote: null,
      hoursCorrectedAt: null,
    });
  });

  it('is 409 for someone on the waitlist, a cancelled event and before check-in opens; 404 for someone not signed up', async () => {
    const { rep, event } = await scene({ startsAt: new Date(Date.now() - HOUR) });
    const waiting = await person({ firstName: 'Lito', lastName: 'Cruz' });
    await signUp(event.id, waiting.user.userID, { status: 'waitlisted' });
    const body = { eventID: event.id, userID: waiting.user.userID, hours: 1, note: 'Helped' };
    const onWaitlist = await correct(body, rep.headers);
    expect(onWaitlist.statusCode).toBe(409);
    expect(onWaitlist.json().message).toBe(t('roster.hoursWaitlisted', { name: 'Lito Cruz' }));

    const stranger = await person();
    const unknown = await correct({ ...body, userID: stranger.user.userID }, rep.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(t('roster.notSignedUp'));

    const later = await scene({ startsAt: new Date(Date.now() + (CHECK_IN_OPENS_HOURS_BEFORE + 1) * HOUR) });
    const early = await person();
    await signUp(later.event.id, early.user.userID);
    const tooEarly = await correct(
      { ...body, eventID: later.event.id, userID: early.user.userID },
      later.rep.headers,
    );
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(t('roster.hoursTooEarly', { hours: CHECK_IN_OPENS_HOURS_BEFORE }));

    const volunteer = await person();
    await signUp(event.id, volunteer.user.userID);
    await ctx.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, event.id));
    const cancelled = await correct({ ...body, userID: volunteer.user.userID }, rep.headers);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(t('roster.cancelled'));
    const rows = await ctx.db.select().from(eventVolunteers).where(eq(eventVolunteers.targetId, event.id));
    expect(rows.every((row) => row.hoursCorrected === null)).toBe(true);
  });
});

describe('expected hours', () => {
  it('a check-in before the start reads as expected until check-out or the end, and counts in no total of hours served', async () => {
    const { rep, charity, event } = await scene({
      startsAt: new Date(Date.now() + 40 * 60 * 1000),
      endsAt: new Date(Date.now() + 40 * 60 * 1000 + 3 * HOUR),
    });
    const early = await person();
    await signUp(event.id, early.user.userID);
    const checkIn = await post(
      '/api/post/events/checkin',
      { eventID: event.id, userID: early.user.userID },
      rep.headers,
    );
    expect(checkIn.json()).toMatchObject({ hours: 3, hoursState: 'expected' });

    const mine = z
      .array(ZMyVolunteering)
      .parse((await get('/api/get/my/volunteering', early.headers)).json());
    expect(mine[0]).toMatchObject({ hours: 3, hoursState: 'expected' });
    expect((await get('/api/get/my/volunteering/summary', early.headers)).json()).toEqual({
      totalHours: 0,
      eventsAttended: 1,
    });
    const stats = await get(`/api/get/dashboard/organizations/${charity.id}/stats`, rep.headers);
    expect(stats.json().events[0]).toMatchObject({ checkedInCount: 1, hours: 0, expectedHours: 3 });

    // Checked out a minute later: what was actually served, and nothing expected.
    const checkOut = await post(
      '/api/post/events/checkout',
      { eventID: event.id, userID: early.user.userID },
      rep.headers,
    );
    expect(checkOut.json()).toMatchObject({ hours: 0, hoursState: 'served' });
    const after = await get(`/api/get/dashboard/organizations/${charity.id}/stats`, rep.headers);
    expect(after.json().events[0]).toMatchObject({ hours: 0, expectedHours: 0 });
  });
});
