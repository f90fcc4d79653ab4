import { type Event, t, VOLUNTEER_CAPACITY_MAX, type VolunteeredEvent } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, eventVolunteers } from '../src/db/schema';
import { withdrawFromEvent } from '../src/modules/volunteering/slots';
import { createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, enqueueThenFail, jobsOf, loginAs, type TestApp } from './helpers';
import { multipart, pngFile } from './multipart-form';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (as helpers.ts makes the database).
let ctx: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://tabang.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

async function member() {
  const user = await createUser(ctx.db);
  const { headers } = await loginAs(ctx.db, user);
  return { ...user, headers };
}
type Member = Awaited<ReturnType<typeof member>>;

const volunteer = (person: Member, eventID: number) =>
  post('/post/events/volunteer', { userID: person.userID, eventID }, person.headers);
const unvolunteer = (person: Member, eventID: number) =>
  post('/post/events/unvolunteer', { userID: person.userID, eventID }, person.headers);

async function eventWithSlots(capacity: number | null) {
  const charity = await createOrganization(ctx.db);
  return createEvent(ctx.db, charity.id, { volunteerCapacity: capacity });
}

/** The event's sign-ups straight from the database. */
async function statuses(eventId: number) {
  const rows = await ctx.db
    .select({ status: eventVolunteers.status })
    .from(eventVolunteers)
    .where(eq(eventVolunteers.targetId, eventId));
  return {
    volunteered: rows.filter((row) => row.status === 'volunteered').length,
    waitlisted: rows.filter((row) => row.status === 'waitlisted').length,
  };
}

const slotsOf = (event: Event) => ({
  volunteerCapacity: event.volunteerCapacity,
  volunteerCount: event.volunteerCount,
  waitlistCount: event.waitlistCount,
});

/** Who is signed up for the event, and how (volunteered or waitlisted). */
const signUpsOf = (eventId: number) =>
  ctx.db
    .select({ userId: eventVolunteers.userId, status: eventVolunteers.status })
    .from(eventVolunteers)
    .where(eq(eventVolunteers.targetId, eventId));

describe('volunteer slots on Add event', () => {
  let headers: Headers;
  let charityId: number;
  let poster: Awaited<ReturnType<typeof pngFile>>;
  beforeAll(async () => {
    const rep = await member();
    headers = rep.headers;
    charityId = (await createOrganization(ctx.db, { representativeUserId: rep.userID })).id;
    poster = await pngFile(400, 300, 'poster.png');
  });

  const add = (volunteerCapacity?: string) => {
    const form = multipart({
      organizationID: String(charityId),
      nameOfEvent: 'Coastal Cleanup',
      descriptionOfEvent: 'Cleaning the shore of Times Beach.',
      location: 'Times Beach, Davao City',
      whoCanJoin: 'Everyone',
      dateAndTimeStart: '2031-03-14T07:00',
      dateAndTimeEnd: '2031-03-14T11:30',
      ...(volunteerCapacity === undefined ? {} : { volunteerCapacity }),
      eventImage: poster,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/post/event/add',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it('stores the slots and shows them with the counts; empty or absent is unlimited', async () => {
    for (const [sent, stored] of [
      ['25', 25],
      [' 1 ', 1],
      [String(VOLUNTEER_CAPACITY_MAX), VOLUNTEER_CAPACITY_MAX],
      ['', null],
      [undefined, null],
    ] as const) {
      const response = await add(sent);
      expect(response.statusCode, String(sent)).toBe(201);
      const { eventID } = response.json();
      const [event] = (await get(`/get/events/${eventID}`)).json();
      expect(slotsOf(event)).toEqual({ volunteerCapacity: stored, volunteerCount: 0, waitlistCount: 0 });
    }
  });

  it('refuses slots that are not a whole number from 1 to the maximum, and adds nothing', async () => {
    const before = await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.organizationId, charityId));
    for (const sent of ['0', '-3', '2.5', 'ten', '1e3', String(VOLUNTEER_CAPACITY_MAX + 1), '99999999']) {
      const response = await add(sent);
      expect(response.statusCode, sent).toBe(400);
      expect(response.json().message, sent).toContain(t('slots.invalid', { max: '10,000' }));
    }
    const after = await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.organizationId, charityId));
    expect(after).toHaveLength(before.length);
  });
});

describe('signing up for an event with slots', () => {
  it('thanks a volunteer who got a slot and tells a waitlisted one their place, waitlists in order when full, and counts both on responses', async () => {
    const event = await eventWithSlots(2);
    const [ana, ben, cy, dee] = await Promise.all([member(), member(), member(), member()]);

    const first = await volunteer(ana, event.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Thank you for volunteering!',
      volunteered: true,
      totalVolunteers: 1,
      status: 'volunteered',
    });
    expect((await volunteer(ben, event.id)).json()).toMatchObject({
      status: 'volunteered',
      totalVolunteers: 2,
    });

    const third = await volunteer(cy, event.id);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({
      message: t('slots.waitlistedMessage', { position: 1 }),
      volunteered: false,
      totalVolunteers: 2,
      status: 'waitlisted',
      position: 1,
    });
    expect((await volunteer(dee, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 2 });
    // A repeat changes nothing and says where one stands.
    expect((await volunteer(cy, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await volunteer(ana, event.id)).json()).toMatchObject({
      status: 'volunteered',
      totalVolunteers: 2,
    });

    const [shown] = (await get(`/get/events/${event.id}`)).json();
    expect(slotsOf(shown)).toEqual({ volunteerCapacity: 2, volunteerCount: 2, waitlistCount: 2 });
    // The public count and list are the volunteers only.
    expect((await get(`/get/events/volunteers/count/${event.id}`)).json()).toEqual({ totalVolunteers: 2 });
    const list = (await get(`/get/events/volunteers/${event.id}`)).json() as { userID: number }[];
    expect(list.map((entry) => entry.userID)).toEqual([ana.userID, ben.userID]);
    // The lists of upcoming events carry the counts too.
    const upcoming = (await get('/get/events/all/upcoming')).json() as Event[];
    expect(slotsOf(upcoming.find((entry) => entry.eventID === event.id)!)).toEqual(slotsOf(shown));

    // Each person's own list says where they stand.
    const mine = async (person: Member) =>
      (
        (
          await get(`/get/users/volunteered/events/${person.userID}`, person.headers)
        ).json() as VolunteeredEvent[]
      )
        .filter((entry) => entry.eventID === event.id)
        .map(({ status, position }) => ({ status, position }));
    expect(await mine(ana)).toEqual([{ status: 'volunteered', position: null }]);
    expect(await mine(dee)).toEqual([{ status: 'waitlisted', position: 2 }]);
  });

  it('never waitlists on an unlimited event', async () => {
    const event = await eventWithSlots(null);
    const people = await Promise.all(Array.from({ length: 5 }, member));
    for (const person of people)
      expect((await volunteer(person, event.id)).json()).toMatchObject({
        message: 'Thank you for volunteering!',
        status: 'volunteered',
      });
    const [shown] = (await get(`/get/events/${event.id}`)).json();
    expect(slotsOf(shown)).toEqual({ volunteerCapacity: null, volunteerCount: 5, waitlistCount: 0 });
  });

  it('refuses a cancelled or ended event with a 409 and writes nothing', async () => {
    const person = await member();
    const cancelled = await eventWithSlots(3);
    await ctx.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.id));
    const refused = await volunteer(person, cancelled.id);
    // The editing part may also hide a cancelled event from the public (404); either way nobody signs up.
    expect([404, 409]).toContain(refused.statusCode);
    if (refused.statusCode === 409)
      expect(refused.json()).toEqual({ message: t('slots.eventCancelled'), code: 'conflict' });

    const charity = await createOrganization(ctx.db);
    const ended = await createEvent(ctx.db, charity.id, {
      startsAt: new Date(Date.now() - 5 * 60 * 60 * 1000),
      endsAt: new Date(Date.now() - 60 * 60 * 1000),
      volunteerCapacity: 3,
    });
    const late = await volunteer(person, ended.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: t('events.volunteeringClosed'), code: 'conflict' });
    expect(await statuses(cancelled.id)).toEqual({ volunteered: 0, waitlisted: 0 });
    expect(await statuses(ended.id)).toEqual({ volunteered: 0, waitlisted: 0 });
  });

  it('answers 401 signed out, 403 as someone else and 404 for an unknown event', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben] = await Promise.all([member(), member()]);
    expect((await post('/post/events/volunteer', { userID: ana.userID, eventID: event.id })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/post/events/volunteer', { userID: ana.userID, eventID: event.id }, ben.headers))
        .statusCode,
    ).toBe(403);
    expect((await volunteer(ana, 2_000_000_000)).statusCode).toBe(404);
    expect(await statuses(event.id)).toEqual({ volunteered: 0, waitlisted: 0 });
  });
});

describe('withdrawing', () => {
  it('moves the first on the waitlist up in the same call and emails them', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben, cy] = await Promise.all([member(), member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    await volunteer(cy, event.id);

    const response = await unvolunteer(ana, event.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'You have unvolunteered.',
      volunteered: false,
      totalVolunteers: 1,
    });
    const rows = await signUpsOf(event.id);
    expect(rows.sort((a, b) => a.userId - b.userId)).toEqual(
      [
        { userId: ben.userID, status: 'volunteered' },
        { userId: cy.userID, status: 'waitlisted' },
      ].sort((a, b) => a.userId - b.userId),
    );
    // Cy is next now.
    expect((await volunteer(cy, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 1 });

    // The email was enqueued with the promotion.
    await ctx.app.jobs.runDue();
    const message = smtp.messages
      .map(decodeQuotedPrintable)
      .find((mail) => mail.includes(`To: ${ben.email}`));
    expect(message).toContain(`https://tabang.example/event/${event.id}`);
    expect(message).toContain(event.name);
  });

  it('from the waitlist just leaves it; from a full event whose slots were lowered promotes nobody', async () => {
    const event = await eventWithSlots(2);
    const people = await Promise.all(Array.from({ length: 4 }, member));
    for (const person of people) await volunteer(person, event.id);
    expect((await unvolunteer(people[3]!, event.id)).json()).toMatchObject({ totalVolunteers: 2 });
    expect(await statuses(event.id)).toEqual({ volunteered: 2, waitlisted: 1 });

    await ctx.db.update(events).set({ volunteerCapacity: 1 }).where(eq(events.id, event.id));
    expect((await unvolunteer(people[0]!, event.id)).json()).toMatchObject({ totalVolunteers: 1 });
    expect(await statuses(event.id)).toEqual({ volunteered: 1, waitlisted: 1 });
    // Over the lowered slots, a newcomer waits.
    const newcomer = await member();
    expect((await volunteer(newcomer, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  it('still works while the mail server is down: the email waits in the queue', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben] = await Promise.all([member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    smtp.down();
    try {
      expect((await unvolunteer(ana, event.id)).statusCode).toBe(200);
      expect(await statuses(event.id)).toEqual({ volunteered: 1, waitlisted: 0 });
      await ctx.app.jobs.runDue();
    } finally {
      smtp.up();
    }
    const [job] = (await jobsOf(ctx.db, 'email')).filter((row) => row.data.to === ben.email);
    expect(job).toMatchObject({ state: 'retry', data: { purpose: 'waitlistPromotion', event: event.name } });
  });

  it('enqueues the email with the promotion: a withdrawal that rolls back promotes nobody and emails nobody', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben] = await Promise.all([member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    const failing = { jobs: enqueueThenFail(ctx.app.jobs), config: ctx.app.config };
    await expect(withdrawFromEvent(ctx.db, failing, event.id, ana.userID)).rejects.toThrow(
      /after its job was enqueued/,
    );
    expect(await statuses(event.id)).toEqual({ volunteered: 1, waitlisted: 1 });
    expect((await jobsOf(ctx.db, 'email')).filter((row) => row.data.to === ben.email)).toEqual([]);
  });
});

describe('undoing a withdrawal (the Undo in the toast volunteers again)', () => {
  it('gives the slot back while it is still free', async () => {
    const event = await eventWithSlots(2);
    const [ana, ben] = await Promise.all([member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    await unvolunteer(ana, event.id);

    const undo = await volunteer(ana, event.id);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: 'volunteered', volunteered: true, totalVolunteers: 2 });
    expect(await statuses(event.id)).toEqual({ volunteered: 2, waitlisted: 0 });
  });

  it('joins the end of the waitlist when the slot already went to the next person, whose promotion stands', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben, cy] = await Promise.all([member(), member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    await volunteer(cy, event.id);
    await unvolunteer(ana, event.id); // Ben moves up and is emailed; Cy waits, first.

    const undo = await volunteer(ana, event.id);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({
      message: t('slots.waitlistedMessage', { position: 2 }),
      status: 'waitlisted',
      position: 2,
      volunteered: false,
      totalVolunteers: 1,
    });
    const rows = await signUpsOf(event.id);
    expect(new Map(rows.map((row) => [row.userId, row.status]))).toEqual(
      new Map([
        [ben.userID, 'volunteered'],
        [cy.userID, 'waitlisted'],
        [ana.userID, 'waitlisted'],
      ]),
    );
    // Ben's email went out and is not taken back.
    await ctx.app.jobs.runDue();
    expect(smtp.messages.map(decodeQuotedPrintable).some((mail) => mail.includes(`To: ${ben.email}`))).toBe(
      true,
    );
  });

  it('puts someone who left the waitlist back at its end', async () => {
    const event = await eventWithSlots(1);
    const [ana, ben, cy] = await Promise.all([member(), member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    await volunteer(cy, event.id);
    await unvolunteer(ben, event.id);
    expect((await volunteer(ben, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 2 });
    expect((await volunteer(cy, event.id)).json()).toMatchObject({ status: 'waitlisted', position: 1 });
  });
});

describe('the waitlist elsewhere', () => {
  it("a waiting person's calendar feed leaves the event out until they move up", async () => {
    const event = await eventWithSlots(1);
    const [ana, ben] = await Promise.all([member(), member()]);
    await volunteer(ana, event.id);
    await volunteer(ben, event.id);
    const { url } = (await post('/post/my/calendar', {}, ben.headers)).json() as { url: string };
    const feed = async () => (await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    expect(await feed()).not.toContain(event.name);
    await unvolunteer(ana, event.id);
    expect(await feed()).toContain(event.name);
  });
});

describe('races', () => {
  it('50 concurrent sign-ups for 10 slots: exactly 10 volunteers, 40 waiting at positions 1 to 40', async () => {
    const event = await eventWithSlots(10);
    const people = await Promise.all(Array.from({ length: 50 }, member));
    const answers = (await Promise.all(people.map((person) => volunteer(person, event.id)))).map(
      (response) => {
        expect(response.statusCode).toBe(200);
        return response.json() as { status: string; position?: number };
      },
    );
    expect(answers.filter((answer) => answer.status === 'volunteered')).toHaveLength(10);
    const positions = answers.flatMap((answer) => (answer.status === 'waitlisted' ? [answer.position] : []));
    expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await statuses(event.id)).toEqual({ volunteered: 10, waitlisted: 40 });
  });

  it('concurrent withdrawals and sign-ups never exceed the slots, and the waitlist fills freed slots', async () => {
    const event = await eventWithSlots(5);
    const first = await Promise.all(Array.from({ length: 15 }, member));
    for (const person of first) await volunteer(person, event.id);
    const newcomers = await Promise.all(Array.from({ length: 15 }, member));
    await Promise.all([
      ...first.slice(0, 8).map((person) => unvolunteer(person, event.id)),
      ...newcomers.map((person) => volunteer(person, event.id)),
    ]);
    // 22 people remain: 5 hold the slots, 17 wait.
    expect(await statuses(event.id)).toEqual({ volunteered: 5, waitlisted: 17 });
  });
});
