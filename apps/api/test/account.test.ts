import { randomBytes } from 'node:crypto';
import { t } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donations,
  donorTotals,
  eventLikes,
  eventVolunteers,
  organizationLikes,
  organizations,
  organizationVolunteers,
  sessions,
  users,
} from '../src/db/schema';
import { createEvent, createOrganization } from './factories';
import { createTestApp, createUser, loginAs, type TestApp } from './helpers';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) =>
  post('/auth/login', { email, password, rememberMe: false });

async function signedInUser(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, fields);
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}

async function completedDonation(userId: number, organizationId: number, amountCentavos: number) {
  const [row] = await h.db
    .insert(donations)
    .values({
      reqId: randomBytes(12).toString('hex'),
      userId,
      organizationId,
      amountCentavos,
      description: 'Donation',
      status: 'completed',
      provider: 'sandbox',
      expiresAt: new Date(Date.now() + 3_600_000),
      completedAt: new Date(),
    })
    .returning();
  await h.db
    .insert(donorTotals)
    .values({ userId, totalCentavos: amountCentavos, donationCount: 1 })
    .onConflictDoUpdate({ target: donorTotals.userId, set: { totalCentavos: amountCentavos } });
  return row!;
}

describe('every account call', () => {
  it.each([
    ['GET', '/api/get/my/profile'],
    ['POST', '/api/post/my/profile'],
    ['GET', '/api/get/my/data'],
    ['POST', '/api/post/my/delete'],
    ['POST', '/auth/password'],
  ] as const)('%s %s is a 401 signed out', async (method, url) => {
    const response = await h.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: t('errors.unauthorized'), code: 'unauthorized' });
  });
});

describe('profile', () => {
  it('GET /api/get/my/profile answers the caller’s own details, never the password hash', async () => {
    const { user, headers } = await signedInUser({ firstName: 'Liza', lastName: 'Soberano' });
    await createUser(h.db, { firstName: 'Someone', lastName: 'Else' });
    const response = await get('/api/get/my/profile', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      userID: user.userID,
      firstName: 'Liza',
      lastName: 'Soberano',
      username: user.username,
      email: user.email,
      contactNumber: '09171234567',
      dob: '1990-05-01',
      location: 'Davao City',
      interestedIn: 'Education',
      smsOptIn: false,
    });
  });

  it('POST /api/post/my/profile changes only the caller’s name, number, city and interest', async () => {
    const { user, headers } = await signedInUser();
    const other = await createUser(h.db);
    const response = await post(
      '/api/post/my/profile',
      {
        firstName: '  Maria ',
        lastName: 'Santos',
        contactNumber: '09998887777',
        location: 'Tagum',
        interestedIn: 'Health',
        // Not editable here: ignored.
        email: 'new@example.ph',
        role: 'admin',
        userID: other.userID,
      },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: t('account.profile.saved'),
      profile: { userID: user.userID, firstName: 'Maria', location: 'Tagum', email: user.email },
    });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.userID));
    expect(row).toMatchObject({
      firstName: 'Maria',
      lastName: 'Santos',
      contactNumber: '09998887777',
      location: 'Tagum',
      interestedIn: 'Health',
      email: user.email,
      role: 'user',
    });
    const [untouched] = await h.db.select().from(users).where(eq(users.id, other.userID));
    expect(untouched!.firstName).toBe('Test');
    // The navigation bar's name follows.
    const auth = await get('/auth/authenticated', headers);
    expect(auth.json().user.firstName).toBe('Maria');
  });

  it.each([
    [{ firstName: ' ' }, t('auth.validation.firstNameRequired')],
    [{ contactNumber: '0917-ABC' }, t('auth.validation.contactNumberDigits', { max: 11 })],
    [{ location: 'Atlantis' }, t('auth.validation.locationInvalid')],
    [{ interestedIn: 'Gaming' }, t('auth.validation.interestInvalid')],
  ])('refuses %j with the sign-up rule’s message', async (change, message) => {
    const { user, headers } = await signedInUser();
    const body = {
      firstName: 'Ana',
      lastName: 'Reyes',
      contactNumber: '09171234567',
      location: 'Davao City',
      interestedIn: 'Education',
      ...change,
    };
    const response = await post('/api/post/my/profile', body, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.userID));
    expect(row!.firstName).toBe('Test');
  });
});

describe('opting in to text messages', () => {
  const details = {
    firstName: 'Ana',
    lastName: 'Reyes',
    contactNumber: '09171234567',
    location: 'Davao City',
    interestedIn: 'Education',
  };
  const optIn = async (user: { userID: number }) =>
    (await get('/api/get/my/profile', await headersOf(user))).json();
  const headersOf = async (user: { userID: number }) => (await loginAs(h.db, user)).headers;

  it('round trip: in with a mobile number, kept while the details change, out again', async () => {
    const { user, headers } = await signedInUser();
    const saved = await post('/api/post/my/profile', { ...details, smsOptIn: true }, headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ contactNumber: '09171234567', smsOptIn: true });
    expect(await optIn(user)).toMatchObject({ smsOptIn: true });
    // Left out, the choice stays as it is.
    const renamed = await post('/api/post/my/profile', { ...details, firstName: 'Anna' }, headers);
    expect(renamed.json().profile).toMatchObject({ firstName: 'Anna', smsOptIn: true });
    const out = await post('/api/post/my/profile', { ...details, smsOptIn: false }, headers);
    expect(out.json().profile).toMatchObject({ smsOptIn: false });
    expect(await optIn(user)).toMatchObject({ smsOptIn: false });
  });

  it.each([
    ['en', 'To get text messages, your contact number must be a Philippine mobile number, like 09171234567.'],
    [
      'ceb',
      'Aron makadawat og text, kinahanglan Philippine mobile number ang imong numero sa telepono, sama sa 09171234567.',
    ],
    [
      'fil',
      'Para makatanggap ng text, dapat Philippine mobile number ang numero ng telepono mo, gaya ng 09171234567.',
    ],
  ])(
    'refuses opting in with a landline, in the reader’s language (%s), changing nothing',
    async (lang, text) => {
      const { user, headers } = await signedInUser();
      const response = await post(
        '/api/post/my/profile',
        { ...details, firstName: 'Changed', contactNumber: '0822220000', smsOptIn: true },
        { ...headers, cookie: `lang=${lang}` },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: text, code: 'validation_failed' });
      expect(await optIn(user)).toMatchObject({
        firstName: 'Test',
        contactNumber: '09171234567',
        smsOptIn: false,
      });
    },
  );

  it('opts in with a mobile number written with +63 and spaces, kept as 09XXXXXXXXX', async () => {
    const { user, headers } = await signedInUser();
    const saved = await post(
      '/api/post/my/profile',
      { ...details, contactNumber: '+63 998 888 7777', smsOptIn: true },
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await optIn(user)).toMatchObject({ contactNumber: '09988887777', smsOptIn: true });
  });

  it('refuses a landline for someone opted in, and takes it once they opt out', async () => {
    const { user, headers } = await signedInUser({ smsOptIn: true });
    const landline = { ...details, contactNumber: '0822220000' };
    const refused = await post('/api/post/my/profile', landline, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(t('account.texts.needsMobile'));
    expect(await optIn(user)).toMatchObject({ contactNumber: '09171234567', smsOptIn: true });
    const out = await post('/api/post/my/profile', { ...landline, smsOptIn: false }, headers);
    expect(out.statusCode).toBe(200);
    expect(await optIn(user)).toMatchObject({ contactNumber: '0822220000', smsOptIn: false });
  });
});

describe('POST /auth/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { user, headers } = await signedInUser({ password: 'old passphrase here' });
    const other = await loginAs(h.db, user);
    const wrong = await post(
      '/auth/password',
      { currentPassword: 'not my password', newPassword: 'a brand new phrase' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: t('account.password.wrongCurrent'), code: 'wrong_password' });
    expect((await get('/auth/authenticated', other.headers)).json().authenticated).toBe(true);

    const response = await post(
      '/auth/password',
      { currentPassword: 'old passphrase here', newPassword: 'a brand new phrase' },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('account.password.changed') });
    expect((await get('/auth/authenticated', headers)).json().authenticated).toBe(true);
    expect((await get('/auth/authenticated', other.headers)).json().authenticated).toBe(false);
    expect((await login(user.email, 'old passphrase here')).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new phrase')).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'a brand new phrase' }, t('account.password.currentRequired')],
    [{ currentPassword: 'x', newPassword: 'short' }, t('auth.validation.passwordTooShort', { min: 8 })],
    [{ currentPassword: 'x', newPassword: 'password123' }, t('auth.validation.passwordTooCommon')],
  ])('refuses %j with a catalogue message', async (body, message) => {
    const { headers } = await signedInUser();
    const response = await post('/auth/password', body, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
  });

  it('refuses a new password made of the person’s own name, as sign-up does', async () => {
    const { headers, user } = await signedInUser({ firstName: 'Bartolome', lastName: 'Dimaculangan' });
    const response = await post(
      '/auth/password',
      { currentPassword: user.password, newPassword: 'bartolomedimaculangan' },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('auth.validation.passwordPersonal'),
      code: 'validation_failed',
    });
  });

  it('is throttled like login: wrong current passwords count as failed logins', async () => {
    const { user, headers } = await signedInUser();
    const limit = h.app.config.login.failuresPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const response = await post(
        '/auth/password',
        { currentPassword: `wrong guess ${i}`, newPassword: 'a brand new phrase' },
        headers,
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(
      '/auth/password',
      { currentPassword: user.password, newPassword: 'a brand new phrase' },
      headers,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/get/my/data', () => {
  it('is a JSON download of the caller’s account, likes, volunteering and donations only', async () => {
    const { user, headers } = await signedInUser({ firstName: 'Dana', lastName: 'Cruz' });
    const other = await createUser(h.db);
    const charity = await createOrganization(h.db, { name: 'Davao Food Bank' });
    const event = await createEvent(h.db, charity.id, { name: 'Coastal cleanup' });
    await h.db.insert(organizationLikes).values({ userId: user.userID, targetId: charity.id });
    await h.db.insert(eventVolunteers).values({ userId: user.userID, targetId: event.id });
    await h.db.insert(eventLikes).values({ userId: other.userID, targetId: event.id });
    const donation = await completedDonation(user.userID, charity.id, 50_000);
    await completedDonation(other.userID, charity.id, 70_000);

    const response = await get('/api/get/my/data', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="tabang-my-data.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).not.toMatch(/argon2|password/i);
    const data = response.json();
    expect(data.account).toMatchObject({ userID: user.userID, email: user.email, firstName: 'Dana' });
    expect(data.likes.charities).toEqual([
      expect.objectContaining({ charityID: charity.id, charity: 'Davao Food Bank' }),
    ]);
    expect(data.likes.events).toEqual([]);
    expect(data.volunteering.events).toEqual([
      expect.objectContaining({ eventID: event.id, event: 'Coastal cleanup' }),
    ]);
    expect(data.donations).toEqual([
      expect.objectContaining({
        reference: donation.reqId,
        charity: 'Davao Food Bank',
        amountCentavos: 50_000,
        status: 'completed',
      }),
    ]);
  });
});

describe('POST /api/post/my/delete', () => {
  it('needs the password; a wrong one deletes nothing', async () => {
    const { user, headers } = await signedInUser();
    const missing = await post('/api/post/my/delete', {}, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: t('account.delete.passwordRequired'),
      code: 'validation_failed',
    });
    const wrong = await post('/api/post/my/delete', { password: 'not it at all' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: t('account.delete.wrongPassword'), code: 'wrong_password' });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.userID));
    expect(row!.deletedAt).toBeNull();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('erases the person, keeps donations as "Deleted user", ends sessions and frees the email', async () => {
    const { user, headers } = await signedInUser({ firstName: 'Gone', lastName: 'Soon' });
    const otherSession = await loginAs(h.db, user);
    const bystander = await createUser(h.db);
    const charity = await createOrganization(h.db, { representativeUserId: user.userID });
    const event = await createEvent(h.db, charity.id, { createdByUserId: user.userID });
    for (const table of [organizationLikes, organizationVolunteers])
      await h.db.insert(table).values({ userId: user.userID, targetId: charity.id });
    for (const table of [eventLikes, eventVolunteers])
      await h.db.insert(table).values({ userId: user.userID, targetId: event.id });
    await h.db.insert(organizationLikes).values({ userId: bystander.userID, targetId: charity.id });
    const donation = await completedDonation(user.userID, charity.id, 9_900_000);

    const response = await post('/api/post/my/delete', { password: user.password }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('account.delete.deleted') });

    const [row] = await h.db.select().from(users).where(eq(users.id, user.userID));
    expect(row!.deletedAt).not.toBeNull();
    expect(row).toMatchObject({ firstName: t('account.deleted.name'), lastName: '', contactNumber: '' });
    expect(JSON.stringify(row)).not.toContain(user.email);
    expect(JSON.stringify(row)).not.toContain('Soon');
    // The donation stays for the charity's books.
    const [kept] = await h.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({ userId: user.userID, amountCentavos: 9_900_000, status: 'completed' });
    // Likes, volunteering, leaderboard total and sessions are gone; others' likes stay.
    for (const table of [organizationLikes, eventLikes, organizationVolunteers, eventVolunteers])
      expect(await h.db.select().from(table).where(eq(table.userId, user.userID))).toEqual([]);
    expect(
      await h.db.select().from(organizationLikes).where(eq(organizationLikes.userId, bystander.userID)),
    ).toHaveLength(1);
    expect(await h.db.select().from(donorTotals).where(eq(donorTotals.userId, user.userID))).toEqual([]);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, user.userID))).toEqual([]);
    expect((await get('/auth/authenticated', otherSession.headers)).json().authenticated).toBe(false);
    // The charity they represent keeps existing, without a representative account.
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(org!.representativeUserId).toBeNull();
    // No more logins; the email can sign up again.
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const again = await post('/auth/register', {
      firstName: 'Gone',
      lastName: 'Soon',
      email: user.email,
      contactNumber: '09171234567',
      password: 'mangga at saging',
      dob: '1990-06-15',
      location: 'Davao City',
      interestedIn: 'Education',
    });
    expect(again.statusCode).toBe(201);
    // Every account call is signed out now.
    expect((await get('/api/get/my/profile', headers)).statusCode).toBe(401);
  });

  it('takes the donor off the public leaderboard at once, though it was cached', async () => {
    const { user, headers } = await signedInUser({ firstName: 'Topdonor', lastName: 'Leaving' });
    const charity = await createOrganization(h.db);
    await completedDonation(user.userID, charity.id, 99_000_000);
    const names = async () =>
      ((await get('/api/get/leaderboard')).json() as { userID: number }[]).map((entry) => entry.userID);
    // Read twice so the answer is in the public cache.
    expect(await names()).toContain(user.userID);
    expect(await names()).toContain(user.userID);

    expect((await post('/api/post/my/delete', { password: user.password }, headers)).statusCode).toBe(200);
    await expect.poll(names, { timeout: 5_000 }).not.toContain(user.userID);
  });

  it('keeps a payment that completes after the deletion for the charity, off the leaderboard', async () => {
    const { user, headers } = await signedInUser();
    const charity = await createOrganization(h.db);
    const started = await post(
      '/api/post/donation/create',
      { amount: 250, organizationID: charity.id, eventID: null, description: 'ignored' },
      headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const { req_id: reqId } = started.json() as { req_id: string };

    expect((await post('/api/post/my/delete', { password: user.password }, headers)).statusCode).toBe(200);
    // The donor pays on the hosted page after deleting the account.
    const paid = await h.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(reqId)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=gcash',
    });
    expect(paid.statusCode).toBeLessThan(400);

    const [donation] = await h.db.select().from(donations).where(eq(donations.reqId, reqId));
    expect(donation!.status).toBe('completed');
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(org!.totalDonationCentavos).toBe(25_000);
    expect(await h.db.select().from(donorTotals).where(eq(donorTotals.userId, user.userID))).toEqual([]);
  });
});
