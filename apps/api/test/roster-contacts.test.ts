import { t, ZOrganizationStats, ZRoster, ZRosterEntry } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVolunteers, organizations } from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

// Volunteers' email and phone number go only to a verified charity that is not suspended (and to admins): anyone can
// add a charity and an event, so an unverified one must not collect the contact details of whoever signs up.

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

async function person(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, fields);
  return { user, headers: (await loginAs(ctx.db, user)).headers };
}

/**
 * A charity in the given state with its representative, an event starting in an hour (check-in is open), one
 * volunteer and one person on the waitlist.
 */
async function scene(charity: { verified: boolean; suspended?: boolean }) {
  const rep = await person();
  const organization = await createOrganization(ctx.db, {
    representativeUserId: rep.user.userID,
    ...charity,
  });
  const event = await createEvent(ctx.db, organization.id, {
    startsAt: new Date(Date.now() + HOUR),
    volunteerCapacity: 1,
  });
  const ana = await createUser(ctx.db, { firstName: 'Ana', lastName: 'Reyes', contactNumber: '09171112222' });
  const ben = await createUser(ctx.db, { firstName: 'Ben', lastName: 'Cruz', contactNumber: '09173334444' });
  const signedUp = Date.now() - HOUR;
  await ctx.db.insert(eventVolunteers).values([
    { userId: ana.userID, targetId: event.id, createdAt: new Date(signedUp) },
    { userId: ben.userID, targetId: event.id, createdAt: new Date(signedUp + 1000), status: 'waitlisted' },
  ]);
  return { rep, organization, event, ana, ben };
}

type Scene = Awaited<ReturnType<typeof scene>>;

async function roster({ event }: Scene, headers: Headers) {
  const response = await get(`/api/get/dashboard/events/${event.id}/roster`, headers);
  expect(response.statusCode).toBe(200);
  return ZRoster.parse(response.json());
}

/** The roster file's lines split on commas (nothing in these rows needs quoting). */
async function rosterCsv({ event }: Scene, headers: Headers) {
  const response = await get(`/api/get/dashboard/events/${event.id}/roster.csv`, headers);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = response.body
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  return { header: header!, rows, body: response.body };
}

async function rosterContactsHiddenReason({ organization }: Scene, headers: Headers) {
  const response = await get(`/api/get/dashboard/organizations/${organization.id}/stats`, headers);
  expect(response.statusCode).toBe(200);
  return ZOrganizationStats.parse(response.json()).rosterContactsHiddenReason;
}

const CSV_WITH_CONTACTS = (
  [
    'firstName',
    'lastName',
    'email',
    'contactNumber',
    'status',
    'position',
    'signedUp',
    'checkedIn',
    'checkedOut',
    'hours',
    'hoursState',
    'hoursNote',
  ] as const
).map((column) => t(`reports.csv.roster.${column}`));
const CSV_NAMES_ONLY = CSV_WITH_CONTACTS.filter(
  (column) => column !== t('reports.csv.roster.email') && column !== t('reports.csv.roster.contactNumber'),
);

/** Everything a names-only roster, its file and a check-in's answer must show and keep back. */
async function expectNamesOnly(
  s: Scene,
  headers: Headers,
  reason: 'charity_unverified' | 'charity_suspended',
) {
  const shown = await roster(s, headers);
  expect(shown.contactsVisible).toBe(false);
  expect(shown.contactsHiddenReason).toBe(reason);
  expect(
    shown.entries.map((entry) => [entry.firstName, entry.lastName, entry.status, entry.position]),
  ).toEqual([
    ['Ana', 'Reyes', 'volunteered', null],
    ['Ben', 'Cruz', 'waitlisted', 1],
  ]);
  for (const entry of shown.entries) expect([entry.email, entry.contactNumber]).toEqual([null, null]);

  const file = await rosterCsv(s, headers);
  expect(file.header).toEqual(CSV_NAMES_ONLY);
  expect(file.rows.map((row) => row.slice(0, 4))).toEqual([
    ['Ana', 'Reyes', 'volunteered', ''],
    ['Ben', 'Cruz', 'waitlisted', '1'],
  ]);
  for (const secret of [s.ana.email, s.ben.email, '09171112222', '09173334444'])
    expect(file.body).not.toContain(secret);

  const checkIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/post/events/checkin',
    payload: { eventID: s.event.id, userID: s.ana.userID },
    headers,
  });
  expect(checkIn.statusCode).toBe(200);
  const entry = ZRosterEntry.parse(checkIn.json());
  expect([entry.firstName, entry.email, entry.contactNumber]).toEqual(['Ana', null, null]);

  expect(await rosterContactsHiddenReason(s, headers)).toBe(reason);
}

async function expectContacts(s: Scene, headers: Headers) {
  const shown = await roster(s, headers);
  expect(shown.contactsVisible).toBe(true);
  expect(shown.contactsHiddenReason).toBeNull();
  expect(shown.entries.map((entry) => [entry.firstName, entry.email, entry.contactNumber])).toEqual([
    ['Ana', s.ana.email, '09171112222'],
    ['Ben', s.ben.email, '09173334444'],
  ]);

  const file = await rosterCsv(s, headers);
  expect(file.header).toEqual(CSV_WITH_CONTACTS);
  expect(file.rows.map((row) => row.slice(0, 5))).toEqual([
    ['Ana', 'Reyes', s.ana.email, '09171112222', 'volunteered'],
    ['Ben', 'Cruz', s.ben.email, '09173334444', 'waitlisted'],
  ]);

  const checkIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/post/events/checkin',
    payload: { eventID: s.event.id, userID: s.ana.userID },
    headers,
  });
  expect(ZRosterEntry.parse(checkIn.json()).email).toBe(s.ana.email);

  expect(await rosterContactsHiddenReason(s, headers)).toBeNull();
}

describe("volunteers' contact details on rosters", () => {
  it('are hidden from an unverified charity’s representative: names only, saying why', async () => {
    const s = await scene({ verified: false });
    await expectNamesOnly(s, s.rep.headers, 'charity_unverified');
  });

  it('are hidden from a suspended charity’s representative, even once verified', async () => {
    const s = await scene({ verified: true, suspended: true });
    await expectNamesOnly(s, s.rep.headers, 'charity_suspended');
  });

  it('are shown to a verified charity’s representative', async () => {
    const s = await scene({ verified: true });
    await expectContacts(s, s.rep.headers);
  });

  it('are shown to an admin, whatever the charity’s state', async () => {
    const admin = await person({ role: 'admin' });
    for (const state of [{ verified: false }, { verified: true, suspended: true }]) {
      const s = await scene(state);
      await expectContacts(s, admin.headers);
    }
  });

  it('appear once an admin verifies the charity, for the people already signed up', async () => {
    const s = await scene({ verified: false });
    expect((await roster(s, s.rep.headers)).entries[0]!.email).toBeNull();
    await ctx.db.update(organizations).set({ verified: true }).where(eq(organizations.id, s.organization.id));
    expect((await roster(s, s.rep.headers)).entries[0]!.email).toBe(s.ana.email);
  });
});
