import { randomBytes } from 'node:crypto';
import { t as message } from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { events, eventVolunteers } from '../src/db/schema';
import { inLanguage } from '../src/i18n';
import { reminderText, sendDueReminders } from '../src/modules/volunteering/reminders';
import { memoryBlobStore } from '../src/storage/blob-store';
import { createEvent, createOrganization } from './factories';
import { startFakeSemaphore } from './fakes/semaphore';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import {
  createTestApp,
  createTestDatabase,
  createUser,
  jobsOf,
  loginAs,
  type TestApp,
  testConfig,
} from './helpers';

// Volunteer reminders (email, and a text when opted in) and the text message channel, through the real SMTP catcher
// and a local Semaphore speaking its protocol. The app's clock is set to Philippine times of day; the events are
// placed from it.
const API_KEY = 'test-semaphore-key';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let semaphore: Awaited<ReturnType<typeof startFakeSemaphore>>;
let h: TestApp;
const clock = {
  offsetMs: 0,
  now: () => Date.now() + clock.offsetMs,
  setTo: (at: Date) => {
    clock.offsetMs = at.getTime() - Date.now();
  },
  advance: (ms: number) => {
    clock.offsetMs += ms;
  },
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  semaphore = await startFakeSemaphore({ apiKey: API_KEY });
  h = await createTestApp(
    { smtpUrl: smtp.url, publicUrl: 'https://tabang.example' },
    { SEMAPHORE_API_KEY: API_KEY, SEMAPHORE_SENDER_NAME: 'TABANG', SEMAPHORE_URL: semaphore.url },
    { now: clock.now },
  );
});
afterAll(async () => {
  await h.close();
  await smtp.close();
  await semaphore.close();
});

/**
 * The next moment, at least an hour from now, that Philippine clocks show `hour`:`minute` (UTC+8 all year). Events
 * placed from it are in the future for the server's own checks too (a sign-up goes by the real time).
 */
function nextManila(hour: number, minute = 0): Date {
  const localNow = Date.now() + 8 * HOUR;
  let at = Math.floor(localNow / DAY) * DAY + hour * HOUR + minute * 60_000 - 8 * HOUR;
  while (at <= Date.now() + HOUR) at += DAY;
  return new Date(at);
}
const fromNow = (ms: number) => new Date(clock.now() + ms);
/** A contact number nobody else in this file has. */
const mobile = () => `09${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
const gatewayForm = (number: string) => `63${number.slice(1)}`;

async function newEvent(startsAt: Date, fields: Partial<typeof events.$inferInsert> = {}) {
  const charity = await createOrganization(h.db);
  return createEvent(h.db, charity.id, { startsAt, ...fields });
}

/** A person signed up for the event through the API (a volunteer, or waitlisted when it is full). */
async function signUp(eventId: number, fields: Parameters<typeof createUser>[1] = {}) {
  const number = fields.contactNumber ?? mobile();
  const user = await createUser(h.db, { ...fields, contactNumber: number });
  const { headers } = await loginAs(h.db, user);
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/post/events/volunteer',
    headers,
    payload: { userID: user.userID, eventID: eventId },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await h.db
    .select({ code: eventVolunteers.checkInCode })
    .from(eventVolunteers)
    .where(and(eq(eventVolunteers.userId, user.userID), eq(eventVolunteers.targetId, eventId)));
  return { ...user, headers, code: row!.code, number };
}

/** One run of the reminders, as a worker would take one from the queue, then every job it made due. */
async function remind() {
  await h.app.jobs.enqueue(h.db, 'volunteer-reminders', {});
  await h.app.jobs.runDue();
}

const emailsTo = (address: string) =>
  smtp.messages.map(decodeQuotedPrintable).filter((text) => text.includes(`To: ${address}`));
const textsTo = (number: string) => semaphore.received.filter((text) => text.number === gatewayForm(number));
const smsJobsTo = async (number: string) =>
  (await jobsOf(h.db, 'sms')).filter((job) => job.data.to === gatewayForm(number));
const manilaDate = (locale: string, date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Manila' }).format(date);
const SHORT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

describe('the volunteer reminder email', () => {
  it('reaches each volunteer of an event 23 h away once, in their language, with code and calendar link', async () => {
    clock.setTo(nextManila(10));
    const event = await newEvent(fromNow(23 * HOUR), { volunteerCapacity: 3, location: 'Magsaysay Park' });
    const english = await signUp(event.id);
    const bisaya = await signUp(event.id, { language: 'ceb' });
    const leaving = await signUp(event.id);
    const waiting = await signUp(event.id);
    // The third leaves before the run (the one waiting moves up, and is then a volunteer like the others).
    const left = await h.app.inject({
      method: 'POST',
      url: '/api/post/events/unvolunteer',
      headers: leaving.headers,
      payload: { userID: leaving.userID, eventID: event.id },
    });
    expect(left.statusCode).toBe(200);
    const later = await signUp(event.id);
    expect(
      (
        await h.db
          .select({ status: eventVolunteers.status })
          .from(eventVolunteers)
          .where(and(eq(eventVolunteers.userId, later.userID), eq(eventVolunteers.targetId, event.id)))
      )[0]!.status,
    ).toBe('waitlisted');

    // The scheduler runs twice (the fleet keeps one job per period), and a second worker's run comes too.
    for (let run = 0; run < 2; run += 1) {
      await h.app.jobs.scheduleDue();
      await h.app.jobs.runDue();
    }
    await remind();

    const [mine] = emailsTo(english.email);
    expect(emailsTo(english.email)).toHaveLength(1);
    const calendar = `https://tabang.example/api/get/events/${event.id}/calendar.ics`;
    const when = manilaDate('en-PH', event.startsAt, { dateStyle: 'full', timeStyle: 'short' });
    expect(mine).toContain(`Subject: Reminder: ${event.name}, ${manilaDate('en-PH', event.startsAt, SHORT)}`);
    for (const part of [
      `Hi ${english.firstName}`,
      `When: ${when}`,
      'Where: Magsaysay Park',
      `Your check-in code: ${english.code}`,
      `Add it to your calendar: ${calendar}`,
      `See the event: https://tabang.example/event/${event.id}`,
    ])
      expect(mine).toContain(part);

    const [cebuano] = emailsTo(bisaya.email);
    expect(emailsTo(bisaya.email)).toHaveLength(1);
    expect(cebuano).toContain('Subject: Pahinumdom:');
    expect(cebuano).toContain(
      `Kanus-a: ${manilaDate('ceb-PH', event.startsAt, { dateStyle: 'full', timeStyle: 'short' })}`,
    );
    expect(cebuano).toContain(`Imong check-in code: ${bisaya.code}`);
    expect(cebuano).toContain(`Idugang sa imong kalendaryo: ${calendar}`);

    // The one who moved up is a volunteer now and reminded; the one who left and the one still waiting are not.
    expect(emailsTo(waiting.email).filter((text) => text.includes('Your check-in code'))).toHaveLength(1);
    expect(emailsTo(leaving.email)).toEqual([]);
    expect(emailsTo(later.email)).toEqual([]);
  });

  it('waits for an event 25 h away until the clock moves, and reminds nobody of a cancelled event', async () => {
    clock.setTo(nextManila(9));
    const far = await newEvent(fromNow(25 * HOUR));
    const cancelled = await newEvent(fromNow(20 * HOUR));
    const patient = await signUp(far.id);
    const unlucky = await signUp(cancelled.id);
    await h.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.id));

    await remind();
    expect(emailsTo(patient.email)).toEqual([]);
    clock.advance(2 * HOUR);
    await remind();
    await remind();
    expect(emailsTo(patient.email)).toHaveLength(1);
    expect(emailsTo(unlucky.email)).toEqual([]);
  });

  it('reminds a sign-up made less than a day before, once, but not within the last hour', async () => {
    clock.setTo(nextManila(14));
    const soon = await newEvent(fromNow(5 * HOUR));
    const now = await newEvent(fromNow(40 * 60 * 1000));
    const late = await signUp(soon.id);
    const last = await signUp(now.id);
    await remind();
    await remind();
    expect(emailsTo(late.email)).toHaveLength(1);
    expect(emailsTo(last.email)).toEqual([]);
  });

  it('does not remind again when the event is moved after the reminder went', async () => {
    clock.setTo(nextManila(11));
    const event = await newEvent(fromNow(20 * HOUR));
    const volunteer = await signUp(event.id);
    await remind();
    await h.db
      .update(events)
      .set({ startsAt: fromNow(22 * HOUR), endsAt: fromNow(25 * HOUR) })
      .where(eq(events.id, event.id));
    clock.advance(HOUR);
    await remind();
    expect(emailsTo(volunteer.email)).toHaveLength(1);
  });

  it('two runs at once remind each volunteer once', async () => {
    clock.setTo(nextManila(12));
    const event = await newEvent(fromNow(22 * HOUR));
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await signUp(event.id));
    const deps = { db: h.db, jobs: h.app.jobs, config: h.app.config, now: clock.now };
    const [first, second] = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
    expect(first + second).toBeGreaterThanOrEqual(5);
    await h.app.jobs.runDue();
    for (const person of people) expect(emailsTo(person.email)).toHaveLength(1);
  });
});

describe('the reminder by text message', () => {
  it('goes to an opted-in volunteer through Semaphore with the fields it expects; not to the others', async () => {
    clock.setTo(nextManila(10));
    const event = await newEvent(fromNow(23 * HOUR), { location: 'People’s Park, Davao City' });
    const number = mobile();
    const texting = await signUp(event.id, { contactNumber: number, smsOptIn: true });
    const quiet = await signUp(event.id, { contactNumber: mobile() });
    await remind();

    expect(emailsTo(texting.email)).toHaveLength(1);
    const expected = `Tabang reminder: ${event.name}, ${manilaDate('en-PH', event.startsAt, SHORT)}, People's Park, Davao City. Check-in code: ${texting.code}. Texts: tabang.example/profile/notifications`;
    expect(textsTo(number)).toEqual([
      { apikey: API_KEY, number: gatewayForm(number), message: expected, sendername: 'TABANG' },
    ]);
    expect(expected.length).toBeLessThanOrEqual(160);
    expect(textsTo(quiet.number)).toEqual([]);
    expect((await smsJobsTo(number)).map((job) => job.state)).toEqual(['completed']);
  });

  it('asked for at 23:00 waits until 8:00, and is skipped for an event starting before then', async () => {
    const night = nextManila(23);
    clock.setTo(night);
    const morning = await newEvent(fromNow(11 * HOUR));
    const dawn = await newEvent(fromNow(8 * HOUR + 30 * 60 * 1000));
    const number = mobile();
    const early = mobile();
    const volunteer = await signUp(morning.id, { contactNumber: number, smsOptIn: true });
    const riser = await signUp(dawn.id, { contactNumber: early, smsOptIn: true });
    await remind();

    // The emails go at once; the text waits for the morning, or is not made at all.
    expect(emailsTo(volunteer.email)).toHaveLength(1);
    expect(emailsTo(riser.email)).toHaveLength(1);
    expect(await smsJobsTo(early)).toEqual([]);
    const [job] = await smsJobsTo(number);
    expect(job!.startAfter).toEqual(new Date(night.getTime() + 9 * HOUR));
    clock.advance(9 * HOUR - 60_000);
    await h.app.jobs.runDue();
    expect(textsTo(number)).toEqual([]);
    clock.advance(60_000);
    await h.app.jobs.runDue();
    expect(textsTo(number)).toHaveLength(1);
  });

  it('is tried again when the gateway fails, and sent once it answers', async () => {
    clock.setTo(nextManila(13));
    const event = await newEvent(fromNow(23 * HOUR));
    const number = mobile();
    await signUp(event.id, { contactNumber: number, smsOptIn: true });
    semaphore.failNext(503, { number: gatewayForm(number) });
    semaphore.failNext(429, { number: gatewayForm(number) });
    await remind();
    // pg-boss counts a retry when it starts it.
    const state = async () => (await smsJobsTo(number)).map((job) => [job.state, job.retryCount]);
    expect(await state()).toEqual([['retry', 0]]);
    expect(JSON.stringify((await smsJobsTo(number))[0]!.output)).toContain('Semaphore answered 503');
    clock.advance(5 * 60_000);
    await h.app.jobs.runDue();
    expect(await state()).toEqual([['retry', 1]]);
    clock.advance(10 * 60_000);
    await h.app.jobs.runDue();
    expect(await state()).toEqual([['completed', 2]]);
    expect(textsTo(number)).toHaveLength(1);
    // The key never reaches the job's recorded errors, which admins read.
    expect(JSON.stringify(await smsJobsTo(number))).not.toContain(API_KEY);
  });

  it('is not sent after the person opts out, and goes with the account when it is deleted', async () => {
    clock.setTo(nextManila(22));
    const event = await newEvent(fromNow(14 * HOUR));
    const optingOut = mobile();
    const deleting = mobile();
    const changing = await signUp(event.id, { contactNumber: optingOut, smsOptIn: true });
    const leaving = await signUp(event.id, { contactNumber: deleting, smsOptIn: true });
    await remind();
    expect(await smsJobsTo(optingOut)).toHaveLength(1);
    expect(await smsJobsTo(deleting)).toHaveLength(1);

    const optOut = await h.app.inject({
      method: 'POST',
      url: '/api/post/my/profile',
      headers: changing.headers,
      payload: {
        firstName: 'Test',
        lastName: 'User',
        contactNumber: optingOut,
        location: 'Davao City',
        interestedIn: 'Education',
        smsOptIn: false,
      },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    const deleted = await h.app.inject({
      method: 'POST',
      url: '/api/post/my/delete',
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await smsJobsTo(deleting)).toEqual([]);

    clock.advance(10 * HOUR);
    await h.app.jobs.runDue();
    expect(textsTo(optingOut)).toEqual([]);
    expect((await smsJobsTo(optingOut)).map((job) => job.state)).toEqual(['completed']);
    expect(textsTo(deleting)).toEqual([]);
  });

  it('fits one SMS in every language with the Notifications page’s address, the event’s name and place cut when long', () => {
    const due = {
      event: `Coastal clean-up, mangrove planting and feeding programme for ${'the whole barangay '.repeat(4)}`,
      place: `Barangay hall, ${'Purok 7, Sitio Malagos, '.repeat(4)}Baguio District, Davao City`,
      code: 'A1B2C3D4',
      startsAt: new Date('2026-06-13T00:30:00Z'),
    };
    for (const language of ['en', 'fil', 'ceb'] as const) {
      const text = inLanguage(language, () => reminderText(due, 'https://tabang.example'));
      expect(text.length, `${language}: ${text}`).toBeLessThanOrEqual(160);
      expect(text).toContain('Check-in code: A1B2C3D4');
      expect(text).toMatch(/ tabang\.example\/profile\/notifications$/);
      expect(text).toContain('Coastal clean-up');
      expect(text).toContain('Barangay hall');
      expect(text).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});

describe('without SEMAPHORE_API_KEY', () => {
  it('writes the text to the log and sends nothing', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp(
      testConfig({ smtpUrl: smtp.url }, { LOG_LEVEL: 'info', SEMAPHORE_URL: semaphore.url }),
      {
        database,
        blobs: memoryBlobStore(),
        now: clock.now,
        logStream: { write: (line) => lines.push(line) },
      },
    );
    try {
      await app.ready();
      clock.setTo(nextManila(15));
      const charity = await createOrganization(database.db);
      const event = await createEvent(database.db, charity.id, { startsAt: fromNow(20 * HOUR) });
      const number = mobile();
      const user = await createUser(database.db, { contactNumber: number, smsOptIn: true });
      await database.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id });
      const before = semaphore.requests.length;
      await app.jobs.enqueue(database.db, 'volunteer-reminders', {});
      await app.jobs.runDue();
      const logged = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.sms?.to === gatewayForm(number));
      expect(logged?.msg).toContain(
        'SEMAPHORE_API_KEY is not set, so this text was not sent:\nTabang reminder:',
      );
      expect(semaphore.requests.length).toBe(before);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the admin page’s failed jobs', () => {
  it('names a text by its purpose and the number’s last 4 digits, and the reminders’ run in words', async () => {
    const admin = await createUser(h.db, { role: 'admin' });
    const { headers } = await loginAs(h.db, admin);
    const event = `Feeding ${randomBytes(3).toString('hex')}`;
    await h.app.jobs.enqueue(h.db, 'sms', {
      purpose: 'volunteerReminder',
      to: '639171239876',
      text: 'x',
      event,
    });
    await h.app.jobs.enqueue(h.db, 'volunteer-reminders', {});
    const ids = [
      ...(await jobsOf(h.db, 'sms')).filter((job) => job.data.event === event),
      ...(await jobsOf(h.db, 'volunteer-reminders')).filter((job) => job.state === 'created'),
    ].map((job) => job.id);
    expect(ids).toHaveLength(2);
    // Failed for good, as after their last tries.
    for (const id of ids)
      await h.db.execute(
        sql`update pgboss.job set state = 'failed', completed_on = now(), output = '{"message":"gone"}'
            where id = ${id}::uuid`,
      );
    const response = await h.app.inject({ method: 'GET', url: '/api/admin/jobs?limit=100', headers });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { kind: string; about: string }[];
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sms', about: `Reminder text for ${event} to …9876` }),
        expect.objectContaining({
          kind: 'volunteer-reminders',
          about: message('admin.jobs.about.volunteerReminders'),
        }),
      ]),
    );
    expect(JSON.stringify(items)).not.toContain('639171239876');
  });
});
