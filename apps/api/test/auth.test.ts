import { t } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures, sessions, users } from '../src/db/schema';
import { accountKey, deleteOldLoginFailures } from '../src/modules/auth/rate-limit';
import { clientAddress } from '../src/plugins/request-limits';
import { createTestApp, createUser, type TestApp, testConfig } from './helpers';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const LIMITS = testConfig().login;
const PER_ACCOUNT = LIMITS.failuresPerAccount;

let counter = 0;
const payload = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    username: 'whatever-the-client-says',
    email: `juan${counter}.${Date.now()}@example.ph`,
    contactNumber: '09171234567',
    password: 'mangga at saging',
    confirmPassword: 'mangga at saging',
    dob: '1990-06-15',
    location: 'Davao City',
    interestedIn: 'Education',
    ...overrides,
  };
};

const register = (body: unknown) =>
  h.app.inject({ method: 'POST', url: '/auth/register', payload: body as object });
const login = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/auth/login', payload: body, remoteAddress });
const authenticated = (headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/auth/authenticated', headers });
const usersWithEmail = async (email: string) =>
  (
    await h.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  ).length;

describe('POST /auth/register', () => {
  it('creates a plain user with the built username and an argon2id hash, ignoring a client username and role', async () => {
    const body = payload({
      firstName: 'Maria Clara',
      lastName: 'Santos',
      role: 'admin',
      email: 'Maria.Clara@Example.PH',
    });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { userID, message } = response.json();
    expect(message).toBe(t('auth.register.created'));
    const [row] = await h.db.select().from(users).where(eq(users.id, userID));
    expect(row).toMatchObject({
      firstName: 'Maria Clara',
      lastName: 'Santos',
      username: 'mcsantos',
      email: 'maria.clara@example.ph',
      contactNumber: '09171234567',
      dob: '1990-06-15',
      location: 'Davao City',
      interestedIn: 'Education',
      role: 'user',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a blank first name', { firstName: '   ' }, 'First name is required.'],
    ['a blank last name', { lastName: '' }, 'Last name is required.'],
    ['a name with a NUL character', { firstName: 'Ju\u0000an' }, 'Names cannot contain control characters.'],
    ['a malformed email', { email: 'juan-at-example.ph' }, 'Please enter a valid email address.'],
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters.',
    ],
    [
      'a common password',
      { password: 'Password123', confirmPassword: 'Password123' },
      t('auth.validation.passwordTooCommon'),
    ],
    ...['aaaaaaaa', 'abcdefgh', 'qwertyui', '1234567890a', 'zyxwvuts', '!!!!!!!!!!'].map(
      (password): [string, Record<string, unknown>, string] => [
        `a repeated character or simple sequence (${password})`,
        { password, confirmPassword: password },
        t('auth.validation.passwordPattern'),
      ],
    ),
    ...['letmein123', 'iloveyou2', 'sunshine1', 'Football1'].map(
      (password): [string, Record<string, unknown>, string] => [
        `a password from the list of common ones (${password})`,
        { password, confirmPassword: password },
        t('auth.validation.passwordTooCommon'),
      ],
    ),
    ...['tabangtabang', 'Tabang2026!', 'juandelacruz', 'JuanDelaCruz1990', 'delacruz.juan@example.ph'].map(
      (password): [string, Record<string, unknown>, string] => [
        `a password made of the site's or the person's name or email (${password})`,
        { password, confirmPassword: password, email: 'delacruz.juan@example.ph' },
        t('auth.validation.passwordPersonal'),
      ],
    ),
    ['a confirmation that differs', { confirmPassword: 'something else' }, 'Passwords do not match.'],
    [
      'a contact number with letters',
      { contactNumber: '0917-ABC-4567' },
      'Contact number must be digits only, at most 11.',
    ],
    [
      'a foreign contact number',
      { contactNumber: '+1 415 555 0100' },
      'Contact number must be digits only, at most 11.',
    ],
    [
      'a contact number of 12 digits',
      { contactNumber: '091712345678' },
      'Contact number must be digits only, at most 11.',
    ],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'Date of birth must be in the past.'],
    ['a date of birth that is not a date', { dob: '15/06/1990' }, 'Date of birth must be a date.'],
    ['an impossible date of birth', { dob: '1990-02-30' }, 'Date of birth must be a date.'],
    ['a location not in the list', { location: 'Atlantis' }, 'Please choose a location from the list.'],
    ['an interest not in the list', { interestedIn: 'Knitting' }, 'Please choose an interest from the list.'],
  ];
  it.each(invalid)('refuses %s with a clear 400 and creates nothing', async (_name, overrides, message) => {
    const body = payload(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_failed' });
    if (typeof body.email === 'string' && body.email.includes('@'))
      expect(await usersWithEmail(body.email)).toBe(0);
  });

  it.each([
    ['+63 917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['(082) 291 0000', '0822910000'],
  ])('takes the contact number %j as people write it and keeps %j', async (typed, kept) => {
    const response = await register(payload({ contactNumber: typed }));
    expect(response.statusCode).toBe(201);
    const [row] = await h.db.select().from(users).where(eq(users.id, response.json().userID));
    expect(row!.contactNumber).toBe(kept);
  });

  it('accepts a long phrase that merely contains a name or a sequence', async () => {
    for (const password of ['Juan loves mangoes', 'tabang helps abc 123 kids']) {
      const response = await register(payload({ password, confirmPassword: password }));
      expect(response.statusCode, password).toBe(201);
    }
  });

  it('refuses a missing field, a wrong type and a malformed body with a 400, never a 500', async () => {
    const { email: _email, ...withoutEmail } = payload();
    for (const body of [withoutEmail, payload({ dob: 19900615 }), [], null]) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const plainText = await h.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'firstName=Juan',
    });
    expect(plainText.statusCode).toBe(400);
    const broken = await h.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: t('errors.invalidJson'), code: 'invalid_json' });
  });

  it('refuses a second account with the same email, whatever its case, and leaves the first alone', async () => {
    const first = payload();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(payload({ email: first.email.toUpperCase(), firstName: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists.', code: 'conflict' });
    expect(await usersWithEmail(first.email)).toBe(1);
  });

  it('gives a taken username the smallest free number', async () => {
    // Someone already holds the 2, so the second Pedro gets 1 and the third skips to 3.
    await createUser(h.db, { username: 'ppenduko2' });
    const usernames: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await register(payload({ firstName: 'Pedro', lastName: 'Penduko' }));
      expect(response.statusCode).toBe(201);
      const [row] = await h.db.select().from(users).where(eq(users.id, response.json().userID));
      usernames.push(row!.username);
    }
    expect(usernames).toEqual(['ppenduko', 'ppenduko1', 'ppenduko3']);
  });

  it('gives simultaneous sign-ups with the same name different usernames', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => register(payload({ firstName: 'Lapu Lapu', lastName: 'Datu' }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const rows = await h.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.lastName, 'Datu'));
    expect(rows.map((r) => r.username).sort()).toEqual(['lldatu', 'lldatu1', 'lldatu2']);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const body = payload();
    const responses = await Promise.all([register(body), register({ ...body, firstName: 'Twin' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await usersWithEmail(body.email)).toBe(1);
  });
});

describe('POST /auth/login', () => {
  it('logs in with a new session token, the user and a browser-session cookie', async () => {
    const user = await createUser(h.db, { firstName: 'Ana', lastName: 'Reyes' });
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Login successful!',
      token: expect.any(String),
      user: { userID: user.userID, firstName: 'Ana', lastName: 'Reyes', role: 'user', language: null },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`tabang_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const second = await login({ email: user.email, password: user.password });
    expect(second.json().token).not.toBe(body.token);
  });

  it('ends the session the browser had before when it logs in again', async () => {
    const user = await createUser(h.db);
    const { token: before } = (await login({ email: user.email, password: user.password })).json();
    const again = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: `tabang_session=${before}` },
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await authenticated({ cookie: `tabang_session=${before}` })).json().authenticated).toBe(false);
    expect(
      (await authenticated({ cookie: `tabang_session=${again.json().token}` })).json().authenticated,
    ).toBe(true);
  });

  it('with Remember me, sets a cookie that lasts the 30-day session', async () => {
    const user = await createUser(h.db);
    const response = await login({ email: user.email, password: user.password, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(String(response.headers['set-cookie']))?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.userID));
    expect(session!.persistent).toBe(true);
  });

  it('answers a wrong password and an unknown email exactly the same', async () => {
    const user = await createUser(h.db);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: `nobody${Date.now()}@example.ph`, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: t('auth.login.invalidCredentials'),
      code: 'invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed body with a 400, never a 500', async () => {
    expect((await login({ email: 42 })).statusCode).toBe(400);
    const nul = await login({ email: 'a\u0000@example.ph', password: 'whatever it is' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: t('auth.validation.emailInvalid'), code: 'validation_failed' });
  });

  it('locks one address out of an account after repeated failures, even for the right password, and names when to retry', async () => {
    const user = await createUser(h.db);
    for (let i = 0; i < PER_ACCOUNT; i += 1)
      expect((await login({ email: user.email, password: `guess ${i}` }, '10.1.0.1')).statusCode).toBe(401);
    const locked = await login({ email: user.email, password: user.password }, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      t('auth.login.tooManyAttempts', { after: t('common.wait.minutes_other', { count: 15 }) }),
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('clears the account count after a successful login', async () => {
    const user = await createUser(h.db);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < PER_ACCOUNT - 1; i += 1)
        await login({ email: user.email, password: 'wrong password' }, '10.2.0.1');
      expect((await login({ email: user.email, password: user.password }, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('limits failures per client address across accounts at a configurable ceiling, leaving other addresses alone', async () => {
    const limited = await createTestApp({ login: { ...LIMITS, failuresPerAddress: 8 } });
    try {
      const user = await createUser(limited.db);
      const attempt = (email: string, password: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email, password },
          remoteAddress,
        });
      for (let i = 0; i < 8; i += 1)
        expect(
          (await attempt(`stuffing${i}@example.ph`, 'password from a leak', '10.3.0.1')).statusCode,
        ).toBe(401);
      const blocked = await attempt(user.email, user.password, '10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/try again in 15 minutes/);
      expect((await attempt(user.email, user.password, '10.3.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('login throttling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Time stands still (only the clock: timers, the database and argon2 run as usual) until the test moves it. */
  const freezeClock = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    return (ms: number) => vi.setSystemTime(Date.now() + ms);
  };
  const statusCounts = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('checks no more than the limit of 200 simultaneous guesses from one address; the rest get 429', async () => {
    const user = await createUser(h.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login({ email: user.email, password: `guess ${i}` }, '10.6.0.1')),
    );
    expect(statusCounts(responses)).toEqual({ 401: PER_ACCOUNT, 429: 200 - PER_ACCOUNT });
  });

  it('checks no more than the free failures of 200 simultaneous guesses from 200 addresses', async () => {
    freezeClock();
    const user = await createUser(h.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login({ email: user.email, password: `guess ${i}` }, `10.7.${Math.floor(i / 100)}.${i % 100}`),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: PER_ACCOUNT, 429: 200 - PER_ACCOUNT });
  });

  it("lets the owner in after a short delay while an attacker's address stays locked", async () => {
    const advance = freezeClock();
    const owner = await createUser(h.db);
    for (let i = 0; i < PER_ACCOUNT; i += 1)
      expect((await login({ email: owner.email, password: `guess ${i}` }, '10.8.0.1')).statusCode).toBe(401);
    const soon = await login({ email: owner.email, password: owner.password }, '10.8.0.2');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(
      t('auth.login.tooManyAttempts', { after: t('common.wait.seconds_one', { count: 1 }) }),
    );
    expect(soon.headers['retry-after']).toBe('1');
    advance(1000);
    expect((await login({ email: owner.email, password: owner.password }, '10.8.0.2')).statusCode).toBe(200);
    expect((await login({ email: owner.email, password: owner.password }, '10.8.0.1')).statusCode).toBe(429);
  });

  it('makes each further failure on an account wait twice as long, up to the configured cap', async () => {
    const capped = await createTestApp({ login: { ...LIMITS, maxDelayMs: 3000 } });
    const advance = freezeClock();
    try {
      const user = await createUser(capped.db);
      let address = 0;
      // Each guess from a new address, so only the account's own delays apply.
      const guess = () => {
        address += 1;
        return capped.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: user.email, password: 'a wrong guess' },
          remoteAddress: `10.9.0.${address}`,
        });
      };
      for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await guess()).statusCode).toBe(401);
      const waits: string[] = [];
      for (const seconds of [1, 2, 3, 3]) {
        const refused = await guess();
        expect(refused.statusCode).toBe(429);
        waits.push(String(refused.headers['retry-after']));
        advance(seconds * 1000);
        expect((await guess()).statusCode).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '3', '3']);
    } finally {
      await capped.close();
    }
  });

  it('answers an unknown email exactly like a known one, throttled or not', async () => {
    freezeClock();
    const user = await createUser(h.db);
    const unknown = `nobody${Date.now()}@example.ph`;
    const answers = async (email: string) => {
      const responses = [];
      for (let i = 0; i <= PER_ACCOUNT; i += 1)
        responses.push(await login({ email, password: `guess ${i}` }, '10.10.0.1'));
      return responses.map((r) => [r.statusCode, r.json(), r.headers['retry-after']]);
    };
    const known = await answers(user.email);
    expect(known.at(-1)?.[0]).toBe(429);
    expect(await answers(unknown)).toEqual(known);
  });

  it('counts an IPv6 host by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::');
    expect(clientAddress('2001:DB8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::');
    expect(clientAddress('2001:db8::7')).toBe('2001:db8::');
    expect(clientAddress('2001:db8:0:1::7')).not.toBe(clientAddress('2001:db8::7'));
    expect(clientAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddress('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('login failure housekeeping', () => {
  it('forgets failures older than the window, and they no longer count', async () => {
    const user = await createUser(h.db);
    const old = new Date(Date.now() - LIMITS.windowMs - 1000);
    const key = accountKey(user.email);
    await h.db
      .insert(loginFailures)
      .values(Array.from({ length: PER_ACCOUNT + 3 }, () => ({ key, at: old })));
    expect((await login({ email: user.email, password: user.password }, '10.4.0.1')).statusCode).toBe(200);
    await h.db.insert(loginFailures).values(Array.from({ length: 3 }, () => ({ key, at: old })));
    await h.db.insert(loginFailures).values({ key });
    await deleteOldLoginFailures(h.db, LIMITS.windowMs);
    expect(await h.db.select().from(loginFailures).where(eq(loginFailures.key, key))).toHaveLength(1);
  });
});

describe('GET /auth/authenticated and /auth/logout', () => {
  it('answers signed out with authenticated false and no user, never a 401', async () => {
    const response = await authenticated();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, user: null });
  });

  it('recognises the bearer token and the cookie, showing only the public user fields', async () => {
    const user = await createUser(h.db, { firstName: 'Ligaya', lastName: 'Bautista' });
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const expected = {
      authenticated: true,
      user: { userID: user.userID, firstName: 'Ligaya', lastName: 'Bautista', role: 'user', language: null },
    };
    expect((await authenticated({ authorization: `Bearer ${token}` })).json()).toEqual(expected);
    expect((await authenticated({ cookie: `tabang_session=${token}` })).json()).toEqual(expected);
  });

  it('shows an admin as an admin', async () => {
    const admin = await createUser(h.db, { role: 'admin' });
    const { token } = (await login({ email: admin.email, password: admin.password })).json();
    expect((await authenticated({ authorization: `Bearer ${token}` })).json().user.role).toBe('admin');
  });

  it('logs out a bearer token: the session ends, the cookie is cleared and the token is refused after', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const response = await h.app.inject({
      method: 'GET',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('auth.session.loggedOut') });
    expect(String(response.headers['set-cookie'])).toMatch(/tabang_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await authenticated({ authorization: `Bearer ${token}` })).json()).toEqual({
      authenticated: false,
      user: null,
    });
  });

  it('does not end a cookie session on a GET, which any site can cause; it shows a Log out button instead', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const cookie = `tabang_session=${token}`;
    for (const accept of ['text/html,application/xhtml+xml', 'application/json']) {
      const response = await h.app.inject({
        method: 'GET',
        url: '/auth/logout',
        headers: { cookie, accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('<form method="post" action="/auth/logout"');
      expect(response.body).toContain(`>${t('common.nav.logout')}</button>`);
      expect((await authenticated({ cookie })).json().authenticated).toBe(true);
    }
  });

  it('ends a cookie session on a POST from our own pages, and sends a form submission to /login', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const cookie = `tabang_session=${token}`;
    const post = (origin: string, accept = 'application/json') =>
      h.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie, origin, accept, 'content-type': 'text/plain' },
        payload: '',
      });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await authenticated({ cookie })).json().authenticated).toBe(true);

    const response = await post(h.app.config.publicUrl, 'text/html,application/xhtml+xml');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(String(response.headers['set-cookie'])).toContain('tabang_session=;');
    expect((await authenticated({ cookie })).json().authenticated).toBe(false);
  });

  it('ends a bearer session on a POST too', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const headers = { authorization: `Bearer ${token}` };
    const response = await h.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('auth.session.loggedOut') });
    expect((await authenticated(headers)).json().authenticated).toBe(false);
  });

  it('logs out without a session too', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    await h.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userID));
    expect((await authenticated({ authorization: `Bearer ${token}` })).json().authenticated).toBe(false);
  });

  it('refuses a cookie-authenticated change from another origin, and allows it from ours', async () => {
    const user = await createUser(h.db);
    const { token } = (await login({ email: user.email, password: user.password })).json();
    const post = (origin: string) =>
      h.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        headers: { cookie: `tabang_session=${token}`, origin },
        payload: { email: user.email },
      });
    const foreign = await post('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: t('errors.crossOrigin'), code: 'forbidden' });
    expect((await post(h.app.config.publicUrl)).statusCode).toBe(200);
  });
});

describe('request rate limits on the /auth routes', () => {
  it('caps sign-up attempts per minute when rate limiting is on', async () => {
    const limited = await createTestApp({ rateLimit: true });
    const max = limited.app.config.limits.signUpPerAddress;
    try {
      const codes: number[] = [];
      for (let i = 0; i <= max; i += 1)
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/auth/register', payload: {} })).statusCode,
        );
      expect(codes.slice(0, max)).toEqual(Array(max).fill(400));
      expect(codes[max]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /auth/email-available (sign-up step 1)', () => {
  const check = (email: unknown) =>
    h.app.inject({ method: 'POST', url: '/auth/email-available', payload: { email } });

  it('says whether sign-up would take the email, in any letter case, and nothing more', async () => {
    const user = await createUser(h.db);
    const taken = await check(user.email.toUpperCase());
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(taken.json()).toEqual({ available: false });
    // The same fact the register call itself gives.
    expect((await register(payload({ email: user.email }))).json()).toEqual({
      message: t('auth.register.emailTaken'),
      code: 'conflict',
    });
    expect((await check(`free.${Date.now()}@example.ph`)).json()).toEqual({ available: true });
  });

  it('refuses a malformed email with the sign-up message', async () => {
    const response = await check('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('auth.validation.emailInvalid'),
      code: 'validation_failed',
    });
  });

  it('is limited per address like sign-up', async () => {
    const limited = await createTestApp({ rateLimit: true });
    const max = limited.app.config.limits.signUpPerAddress;
    try {
      const codes: number[] = [];
      for (let i = 0; i <= max; i += 1)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/auth/email-available',
              payload: { email: `someone${i}@example.ph` },
            })
          ).statusCode,
        );
      expect(codes.slice(0, max)).toEqual(Array(max).fill(200));
      expect(codes[max]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
