import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventLikes,
  events,
  eventVolunteers,
  organizationLikes,
  organizations,
  organizationVolunteers,
} from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const get = (url: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** A fresh member with bearer headers. */
async function member(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, fields);
  const { headers } = await loginAs(t.db, user);
  return { ...user, headers };
}

async function rowsOf(
  table:
    | typeof organizationLikes
    | typeof eventLikes
    | typeof organizationVolunteers
    | typeof eventVolunteers,
  userId: number,
  targetId: number,
) {
  return t.db
    .select()
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.targetId, targetId)));
}

describe('liking a charity', () => {
  it('needs a signed-in user and writes nothing otherwise', async () => {
    const user = await createUser(t.db);
    const charity = await createOrganization(t.db);
    const response = await post('/post/organizations/like', {
      userID: user.userID,
      organizationID: charity.id,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in first.', code: 'unauthorized' });
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(0);
  });

  it('likes, reports the state and total, and unlikes', async () => {
    const user = await member();
    const other = await member();
    const charity = await createOrganization(t.db);
    const body = { userID: user.userID, organizationID: charity.id };
    await post(
      '/post/organizations/like',
      { userID: other.userID, organizationID: charity.id },
      other.headers,
    );

    const before = await get(`/get/organizations/liked/${user.userID}/${charity.id}`, user.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ liked: false });

    const liked = await post('/post/organizations/like', body, user.headers);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ message: 'Liked.', liked: true, totalLikes: 2 });
    expect((await get(`/get/organizations/liked/${user.userID}/${charity.id}`, user.headers)).json()).toEqual(
      {
        liked: true,
      },
    );

    const unliked = await post('/post/organizations/unlike', body, user.headers);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({ message: 'Like removed.', liked: false, totalLikes: 1 });
    expect((await get(`/get/organizations/liked/${user.userID}/${charity.id}`, user.headers)).json()).toEqual(
      {
        liked: false,
      },
    );
    // The other user's like is untouched.
    expect(await rowsOf(organizationLikes, other.userID, charity.id)).toHaveLength(1);
  });

  it('is idempotent: liking twice keeps one like, unliking what is not liked is fine', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const body = { userID: user.userID, organizationID: charity.id };
    expect((await post('/post/organizations/like', body, user.headers)).statusCode).toBe(200);
    const again = await post('/post/organizations/like', body, user.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ liked: true, totalLikes: 1 });
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(1);

    expect((await post('/post/organizations/unlike', body, user.headers)).statusCode).toBe(200);
    const unlikeAgain = await post('/post/organizations/unlike', body, user.headers);
    expect(unlikeAgain.statusCode).toBe(200);
    expect(unlikeAgain.json()).toMatchObject({ liked: false, totalLikes: 0 });
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(0);
  });

  it('gives exactly one like row for 20 concurrent likes', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const body = { userID: user.userID, organizationID: charity.id };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/post/organizations/like', body, user.headers)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    for (const response of responses) expect(response.json()).toMatchObject({ liked: true, totalLikes: 1 });
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(1);
  });

  it('refuses to act for another user (403), admins included, and writes nothing', async () => {
    const user = await member();
    const victim = await createUser(t.db);
    const admin = await member({ role: 'admin' });
    const charity = await createOrganization(t.db);
    for (const actor of [user, admin]) {
      for (const action of ['like', 'unlike', 'volunteer', 'unvolunteer']) {
        const response = await post(
          `/post/organizations/${action}`,
          { userID: victim.userID, organizationID: charity.id },
          actor.headers,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'You can only like or volunteer as yourself.',
          code: 'forbidden',
        });
      }
    }
    expect(await rowsOf(organizationLikes, victim.userID, charity.id)).toHaveLength(0);
    expect(await rowsOf(organizationVolunteers, victim.userID, charity.id)).toHaveLength(0);
  });

  it('gives 404 for an unknown or a suspended charity', async () => {
    const user = await member();
    const suspended = await createOrganization(t.db, { suspended: true });
    for (const organizationID of [2_000_000_000, suspended.id]) {
      for (const action of ['like', 'unlike', 'volunteer', 'unvolunteer']) {
        const response = await post(
          `/post/organizations/${action}`,
          { userID: user.userID, organizationID },
          user.headers,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Charity not found', code: 'not_found' });
      }
    }
    expect(await rowsOf(organizationLikes, user.userID, suspended.id)).toHaveLength(0);
  });

  it('gives 400 with a message naming the field for a malformed body', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const cases: [unknown, string][] = [
      [{ organizationID: charity.id }, 'userID must be a positive whole number.'],
      [{ userID: user.userID }, 'organizationID must be a positive whole number.'],
      [{ userID: user.userID, organizationID: 'abc' }, 'organizationID must be a positive whole number.'],
      [{ userID: user.userID, organizationID: -1 }, 'organizationID must be a positive whole number.'],
      [{ userID: user.userID, organizationID: 1.5 }, 'organizationID must be a positive whole number.'],
      [{ userID: user.userID, organizationID: true }, 'organizationID must be a positive whole number.'],
      [
        { userID: user.userID, organizationID: [charity.id] },
        'organizationID must be a positive whole number.',
      ],
      [
        { userID: user.userID, organizationID: 99_999_999_999 },
        'organizationID must be a positive whole number.',
      ],
      [[], 'Send a JSON object with userID and organizationID.'],
      ['"text"', 'Send a JSON object with userID and organizationID.'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/post/organizations/like',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message, code: 'validation_failed' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/post/organizations/like',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"userID":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(0);
  });

  it('accepts ids written as digits', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const response = await post(
      '/post/organizations/like',
      { userID: String(user.userID), organizationID: String(charity.id) },
      user.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(organizationLikes, user.userID, charity.id)).toHaveLength(1);
  });
});

describe('reading whether a charity or event is liked', () => {
  it('needs a signed-in user', async () => {
    const user = await createUser(t.db);
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    expect((await get(`/get/organizations/liked/${user.userID}/${charity.id}`)).statusCode).toBe(401);
    expect((await get(`/get/events/liked/${user.userID}/${event.id}`)).statusCode).toBe(401);
  });

  it("gives 403 for another user's state, but lets an admin read it", async () => {
    const user = await member();
    const snoop = await member();
    const admin = await member({ role: 'admin' });
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    await post('/post/organizations/like', { userID: user.userID, organizationID: charity.id }, user.headers);
    await post('/post/events/like', { userID: user.userID, eventID: event.id }, user.headers);

    const denied = await get(`/get/organizations/liked/${user.userID}/${charity.id}`, snoop.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      message: 'You can only see your own likes and volunteering.',
      code: 'forbidden',
    });
    expect((await get(`/get/events/liked/${user.userID}/${event.id}`, snoop.headers)).statusCode).toBe(403);

    const charityByAdmin = await get(`/get/organizations/liked/${user.userID}/${charity.id}`, admin.headers);
    expect(charityByAdmin.statusCode).toBe(200);
    expect(charityByAdmin.json()).toEqual({ liked: true });
    const eventByAdmin = await get(`/get/events/liked/${user.userID}/${event.id}`, admin.headers);
    expect(eventByAdmin.json()).toEqual({ liked: true });
    expect((await get(`/get/organizations/liked/2000000000/${charity.id}`, admin.headers)).statusCode).toBe(
      404,
    );
  });

  it('gives 404 for unknown, suspended or malformed ids', async () => {
    const user = await member();
    const suspended = await createOrganization(t.db, { suspended: true });
    const charity = await createOrganization(t.db);
    const draft = await createEvent(t.db, charity.id, { status: 1 });
    const ofSuspended = await createEvent(t.db, suspended.id);
    for (const url of [
      `/get/organizations/liked/${user.userID}/2000000000`,
      `/get/organizations/liked/${user.userID}/${suspended.id}`,
      `/get/organizations/liked/${user.userID}/abc`,
      `/get/organizations/liked/${user.userID}/99999999999`,
      `/get/organizations/liked/me/${charity.id}`,
      `/get/events/liked/${user.userID}/2000000000`,
      `/get/events/liked/${user.userID}/${draft.id}`,
      `/get/events/liked/${user.userID}/${ofSuspended.id}`,
      `/get/events/liked/${user.userID}/-3`,
    ]) {
      const response = await get(url, user.headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('liking an event', () => {
  it('likes and unlikes, idempotently', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const body = { userID: user.userID, eventID: event.id };
    expect((await post('/post/events/like', body)).statusCode).toBe(401);

    const liked = await post('/post/events/like', body, user.headers);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ message: 'Liked.', liked: true, totalLikes: 1 });
    expect((await post('/post/events/like', body, user.headers)).json()).toMatchObject({ totalLikes: 1 });
    expect(await rowsOf(eventLikes, user.userID, event.id)).toHaveLength(1);
    expect((await get(`/get/events/liked/${user.userID}/${event.id}`, user.headers)).json()).toEqual({
      liked: true,
    });

    expect((await post('/post/events/unlike', body, user.headers)).json()).toEqual({
      message: 'Like removed.',
      liked: false,
      totalLikes: 0,
    });
    expect((await post('/post/events/unlike', body, user.headers)).statusCode).toBe(200);
    expect(await rowsOf(eventLikes, user.userID, event.id)).toHaveLength(0);
  });

  it('gives exactly one like row for 20 concurrent likes', async () => {
    const user = await member();
    const event = await createEvent(t.db, (await createOrganization(t.db)).id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/post/events/like', { userID: user.userID, eventID: event.id }, user.headers),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await rowsOf(eventLikes, user.userID, event.id)).toHaveLength(1);
  });

  it('refuses another user (403), unknown, unpublished and suspended events (404), and bad bodies (400)', async () => {
    const user = await member();
    const victim = await createUser(t.db);
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const draft = await createEvent(t.db, charity.id, { status: 2 });
    const suspended = await createOrganization(t.db, { suspended: true });
    const ofSuspended = await createEvent(t.db, suspended.id);
    for (const action of ['like', 'unlike', 'volunteer', 'unvolunteer']) {
      const url = `/post/events/${action}`;
      expect((await post(url, { userID: victim.userID, eventID: event.id }, user.headers)).statusCode).toBe(
        403,
      );
      for (const eventID of [2_000_000_000, draft.id, ofSuspended.id]) {
        const response = await post(url, { userID: user.userID, eventID }, user.headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Event not found', code: 'not_found' });
      }
      const bad = await post(url, { userID: user.userID, eventID: 'x' }, user.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        message: 'eventID must be a positive whole number.',
        code: 'validation_failed',
      });
    }
    expect(await rowsOf(eventLikes, victim.userID, event.id)).toHaveLength(0);
    expect(await rowsOf(eventVolunteers, victim.userID, event.id)).toHaveLength(0);
  });
});

describe('volunteering for a charity', () => {
  it('volunteers and unvolunteers, with the public count and the private list following', async () => {
    const user = await member();
    const other = await member();
    const charity = await createOrganization(t.db, { name: 'Davao Helpers' });
    const body = { userID: user.userID, organizationID: charity.id };
    expect((await post('/post/organizations/volunteer', body)).statusCode).toBe(401);

    const count = async () => {
      await changesHeard(t.app);
      return (await get(`/get/organizations/volunteers/count/${charity.id}`)).json();
    };
    expect(await count()).toEqual({ totalVolunteers: 0 });

    await post(
      '/post/organizations/volunteer',
      { userID: other.userID, organizationID: charity.id },
      other.headers,
    );
    const volunteered = await post('/post/organizations/volunteer', body, user.headers);
    expect(volunteered.statusCode).toBe(200);
    expect(volunteered.json()).toEqual({
      message: 'Thank you for volunteering!',
      volunteered: true,
      totalVolunteers: 2,
    });
    expect(await count()).toEqual({ totalVolunteers: 2 });

    const mine = await get(`/get/users/volunteered/organizations/${user.userID}`, user.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      { organizationID: charity.id, organizationName: 'Davao Helpers', volunteeredAt: expect.any(String) },
    ]);

    // Idempotent both ways.
    expect((await post('/post/organizations/volunteer', body, user.headers)).json()).toMatchObject({
      totalVolunteers: 2,
    });
    expect(await rowsOf(organizationVolunteers, user.userID, charity.id)).toHaveLength(1);
    const unvolunteered = await post('/post/organizations/unvolunteer', body, user.headers);
    expect(unvolunteered.json()).toEqual({
      message: 'You have unvolunteered.',
      volunteered: false,
      totalVolunteers: 1,
    });
    expect((await post('/post/organizations/unvolunteer', body, user.headers)).statusCode).toBe(200);
    expect(await count()).toEqual({ totalVolunteers: 1 });
    expect((await get(`/get/users/volunteered/organizations/${user.userID}`, user.headers)).json()).toEqual(
      [],
    );
  });

  it('gives exactly one volunteer row for 20 concurrent sign-ups', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          '/post/organizations/volunteer',
          { userID: user.userID, organizationID: charity.id },
          user.headers,
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await rowsOf(organizationVolunteers, user.userID, charity.id)).toHaveLength(1);
    expect((await get(`/get/organizations/volunteers/count/${charity.id}`)).json()).toEqual({
      totalVolunteers: 1,
    });
  });
});

describe('volunteering for an event', () => {
  it('volunteers and unvolunteers, idempotently, with the private list following', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id, { name: 'Coastal Cleanup' });
    const body = { userID: user.userID, eventID: event.id };
    expect((await post('/post/events/volunteer', body)).statusCode).toBe(401);

    const volunteered = await post('/post/events/volunteer', body, user.headers);
    expect(volunteered.json()).toEqual({
      message: 'Thank you for volunteering!',
      volunteered: true,
      totalVolunteers: 1,
      status: 'volunteered',
    });
    expect((await post('/post/events/volunteer', body, user.headers)).statusCode).toBe(200);
    expect(await rowsOf(eventVolunteers, user.userID, event.id)).toHaveLength(1);

    const mine = await get(`/get/users/volunteered/events/${user.userID}`, user.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        eventID: event.id,
        organizationID: charity.id,
        nameOfEvent: 'Coastal Cleanup',
        dateAndTimeStart: event.startsAt.toISOString(),
        volunteeredAt: expect.any(String),
        status: 'volunteered',
        position: null,
      },
    ]);

    expect((await post('/post/events/unvolunteer', body, user.headers)).json()).toEqual({
      message: 'You have unvolunteered.',
      volunteered: false,
      totalVolunteers: 0,
    });
    expect((await post('/post/events/unvolunteer', body, user.headers)).statusCode).toBe(200);
    expect((await get(`/get/users/volunteered/events/${user.userID}`, user.headers)).json()).toEqual([]);
  });

  it('gives exactly one volunteer row for 20 concurrent sign-ups', async () => {
    const user = await member();
    const event = await createEvent(t.db, (await createOrganization(t.db)).id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/post/events/volunteer', { userID: user.userID, eventID: event.id }, user.headers),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await rowsOf(eventVolunteers, user.userID, event.id)).toHaveLength(1);
  });
  it('refuses a sign-up for an event that has ended (409), but lets a volunteer leave it', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const now = Date.now();
    const ended = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - 3 * 3_600_000),
      endsAt: new Date(now - 60_000),
    });
    const startedWithoutEnd = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - 60_000),
      endsAt: null,
    });
    for (const event of [ended, startedWithoutEnd]) {
      const response = await post(
        '/post/events/volunteer',
        { userID: user.userID, eventID: event.id },
        user.headers,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This event has ended: volunteering is closed.',
        code: 'conflict',
      });
      expect(await rowsOf(eventVolunteers, user.userID, event.id)).toHaveLength(0);
    }

    // Someone who signed up before the end may still take their name off.
    await t.db.insert(eventVolunteers).values({ userId: user.userID, targetId: ended.id });
    const left = await post(
      '/post/events/unvolunteer',
      { userID: user.userID, eventID: ended.id },
      user.headers,
    );
    expect(left.statusCode).toBe(200);
    expect(await rowsOf(eventVolunteers, user.userID, ended.id)).toHaveLength(0);

    // An event under way (not ended yet) still takes volunteers.
    const ongoing = await createEvent(t.db, charity.id, {
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
    });
    const joined = await post(
      '/post/events/volunteer',
      { userID: user.userID, eventID: ongoing.id },
      user.headers,
    );
    expect(joined.statusCode).toBe(200);
  });

  it("counts an event's volunteers publicly", async () => {
    const [a, b] = [await member(), await member()];
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    expect((await get(`/get/events/volunteers/count/${event.id}`)).json()).toEqual({ totalVolunteers: 0 });
    for (const user of [a, b])
      await post('/post/events/volunteer', { userID: user.userID, eventID: event.id }, user.headers);
    await changesHeard(t.app);
    const response = await get(`/get/events/volunteers/count/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalVolunteers: 2 });
    expect((await get('/get/events/volunteers/count/999999')).statusCode).toBe(404);
  });
});

describe("a user's volunteered lists", () => {
  it('are private to the user and admins', async () => {
    const user = await member();
    const snoop = await member();
    const admin = await member({ role: 'admin' });
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    await post(
      '/post/organizations/volunteer',
      { userID: user.userID, organizationID: charity.id },
      user.headers,
    );
    await post('/post/events/volunteer', { userID: user.userID, eventID: event.id }, user.headers);

    for (const kind of ['organizations', 'events']) {
      const url = `/get/users/volunteered/${kind}/${user.userID}`;
      expect((await get(url)).statusCode).toBe(401);
      const denied = await get(url, snoop.headers);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({
        message: 'You can only see your own likes and volunteering.',
        code: 'forbidden',
      });
      const byAdmin = await get(url, admin.headers);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toHaveLength(1);
      expect((await get(`/get/users/volunteered/${kind}/2000000000`, admin.headers)).statusCode).toBe(404);
      expect((await get(`/get/users/volunteered/${kind}/abc`, user.headers)).statusCode).toBe(404);
    }
  });

  it('leave out charities suspended and events unpublished after the sign-up', async () => {
    const user = await member();
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    const other = await createOrganization(t.db);
    const otherEvent = await createEvent(t.db, other.id);
    await post(
      '/post/organizations/volunteer',
      { userID: user.userID, organizationID: charity.id },
      user.headers,
    );
    await post(
      '/post/organizations/volunteer',
      { userID: user.userID, organizationID: other.id },
      user.headers,
    );
    await post('/post/events/volunteer', { userID: user.userID, eventID: event.id }, user.headers);
    await post('/post/events/volunteer', { userID: user.userID, eventID: otherEvent.id }, user.headers);

    await t.db.update(organizations).set({ suspended: true }).where(eq(organizations.id, charity.id));
    await t.db.update(events).set({ status: 1 }).where(eq(events.id, otherEvent.id));

    const charities = (await get(`/get/users/volunteered/organizations/${user.userID}`, user.headers)).json();
    expect(charities.map((row: { organizationID: number }) => row.organizationID)).toEqual([other.id]);
    const eventsList = (await get(`/get/users/volunteered/events/${user.userID}`, user.headers)).json();
    expect(eventsList).toEqual([]);
  });
});

describe('public volunteer lists and count', () => {
  it('show a first name and an initial, and nothing private', async () => {
    const maria = await member({ firstName: 'Maria', lastName: 'Santos' });
    const juan = await member({ firstName: 'Juan Miguel', lastName: 'dela Cruz' });
    const charity = await createOrganization(t.db);
    const event = await createEvent(t.db, charity.id);
    for (const person of [maria, juan]) {
      await post(
        '/post/organizations/volunteer',
        { userID: person.userID, organizationID: charity.id },
        person.headers,
      );
      await post('/post/events/volunteer', { userID: person.userID, eventID: event.id }, person.headers);
    }
    for (const url of [`/get/organizations/volunteers/${charity.id}`, `/get/events/volunteers/${event.id}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const list = response.json() as Record<string, unknown>[];
      expect(list).toEqual([
        { userID: maria.userID, name: 'Maria S.', volunteeredAt: expect.any(String) },
        { userID: juan.userID, name: 'Juan Miguel D.', volunteeredAt: expect.any(String) },
      ]);
      expect(JSON.stringify(list)).not.toContain(maria.email);
      expect(JSON.stringify(list)).not.toContain('Santos');
    }
  });

  it('give 404 for unknown, suspended, unpublished or malformed ids', async () => {
    const suspended = await createOrganization(t.db, { suspended: true });
    const charity = await createOrganization(t.db);
    const draft = await createEvent(t.db, charity.id, { status: 1 });
    const ofSuspended = await createEvent(t.db, suspended.id);
    for (const url of [
      '/get/organizations/volunteers/2000000000',
      `/get/organizations/volunteers/${suspended.id}`,
      '/get/organizations/volunteers/abc',
      '/get/organizations/volunteers/count/2000000000',
      `/get/organizations/volunteers/count/${suspended.id}`,
      '/get/organizations/volunteers/count/1.5',
      '/get/events/volunteers/2000000000',
      `/get/events/volunteers/${draft.id}`,
      `/get/events/volunteers/${ofSuspended.id}`,
      '/get/events/volunteers/0x10',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('an empty charity has no volunteers', async () => {
    const charity = await createOrganization(t.db);
    expect((await get(`/get/organizations/volunteers/${charity.id}`)).json()).toEqual([]);
    expect((await get(`/get/organizations/volunteers/count/${charity.id}`)).json()).toEqual({
      totalVolunteers: 0,
    });
  });
});
