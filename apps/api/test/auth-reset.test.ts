import { t } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { passwordResets } from '../src/db/schema';
import {
  createPasswordReset,
  deleteExpiredPasswordResets,
  requestPasswordReset,
} from '../src/modules/auth/service';
import { createMailer } from '../src/modules/mail/mailer';
import { memoryBlobStore } from '../src/storage/blob-store';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import {
  createTestApp,
  createTestDatabase,
  createUser,
  enqueueThenFail,
  jobsOf,
  type TestApp,
  testConfig,
} from './helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://tabang.example' });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

const forgot = (email: string) =>
  h.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
/** The last message the SMTP server received for `email`, readable. */
const lastMailTo = (email: string) =>
  smtp.messages.map(decodeQuotedPrintable).findLast((message) => message.includes(`To: ${email}`));

/** Asks for a reset link by email and reads the token out of the message the SMTP server received. */
const emailedToken = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  await h.app.jobs.runDue();
  return /reset-password\?token=([\w-]+)/.exec(lastMailTo(email)!)![1]!;
};

describe('password reset', () => {
  it('emails a single-use link by SMTP; the new password works, the old one and every session end', async () => {
    const user = await createUser(h.db, { firstName: 'Rosa' });
    const { token: oldSession } = (await login(user.email, user.password)).json();

    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('auth.forgot.sent') });
    // The email waits in the queue, enqueued with the link.
    expect(lastMailTo(user.email)).toBeUndefined();
    await h.app.jobs.runDue();

    const message = lastMailTo(user.email)!;
    expect(message).toContain(`To: ${user.email}`);
    expect(message).toContain('Subject: Reset your Tabang password');
    expect(message).toContain('Hello Rosa');
    const token = /https:\/\/tabang\.example\/reset-password\?token=([\w-]+)/.exec(message)?.[1];
    expect(token).toBeDefined();

    // Only the token's hash is stored, with a 30-minute expiry.
    const [row] = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userID));
    expect(row!.tokenHash).not.toContain(token!);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(31 * 60_000);

    const changed = await reset(token!, 'a brand new passphrase');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: t('auth.reset.success') });

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
    const check = await h.app.inject({
      method: 'GET',
      url: '/auth/authenticated',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(check.json()).toEqual({ authenticated: false, user: null });

    const reused = await reset(token!, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: t('auth.reset.invalidLink'), code: 'invalid_reset_link' });
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and stores nothing', async () => {
    const before = (await h.db.select().from(passwordResets)).length;
    const emails = (await jobsOf(h.db, 'email')).length;
    const response = await forgot(`nobody${Date.now()}@example.ph`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: t('auth.forgot.sent') });
    expect((await h.db.select().from(passwordResets)).length).toBe(before);
    expect((await jobsOf(h.db, 'email')).length).toBe(emails);
  });

  it('enqueues the email with its link: a reset that rolls back leaves neither', async () => {
    const user = await createUser(h.db);
    const deps = { db: h.db, jobs: enqueueThenFail(h.app.jobs), publicUrl: h.app.config.publicUrl };
    await expect(requestPasswordReset(deps, user.email)).rejects.toThrow(/after its job was enqueued/);
    expect(await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userID))).toEqual(
      [],
    );
    const toUser = async () => (await jobsOf(h.db, 'email')).filter((job) => job.data.to === user.email);
    expect(await toUser()).toEqual([]);
    await requestPasswordReset({ ...deps, jobs: h.app.jobs }, user.email);
    expect(
      await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userID)),
    ).toHaveLength(1);
    expect((await toUser()).map((job) => job.data.purpose)).toEqual(['passwordReset']);
  });

  it('refuses a malformed email with a 400', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('auth.validation.emailInvalid'),
      code: 'validation_failed',
    });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(h.db);
    const created = await createPasswordReset(h.db, user.email);
    await h.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.userID));
    const response = await reset(created!.token, 'a brand new passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: t('auth.reset.invalidLink'), code: 'invalid_reset_link' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token, a missing one and a weak new password without spending the link', async () => {
    expect((await reset('made-up-token', 'a brand new passphrase')).json()).toEqual({
      message: t('auth.reset.invalidLink'),
      code: 'invalid_reset_link',
    });
    const missing = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { password: 'x' },
    });
    expect(missing.statusCode).toBe(400);

    const user = await createUser(h.db);
    const created = await createPasswordReset(h.db, user.email);
    const weak = await reset(created!.token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      message: t('auth.validation.passwordTooCommon'),
      code: 'validation_failed',
    });
    for (const [password, message] of [
      ['letmein123', t('auth.validation.passwordTooCommon')],
      ['abcdefgh', t('auth.validation.passwordPattern')],
      [`${user.lastName}2026!`, t('auth.validation.passwordPersonal')],
      [`${user.email.split('@')[0]}!`, t('auth.validation.passwordPersonal')],
    ]) {
      const refused = await reset(created!.token, password!);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toEqual({ message, code: 'validation_failed' });
    }
    expect((await reset(created!.token, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('lifts the failed-login throttle on the account, from every address', async () => {
    const user = await createUser(h.db);
    const failures = h.app.config.login.failuresPerAccount;
    for (let i = 0; i < failures; i += 1)
      expect((await login(user.email, `forgotten ${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    expect((await reset(await emailedToken(user.email), 'a brand new passphrase')).statusCode).toBe(200);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('makes the other outstanding links of the account useless once one is used', async () => {
    const user = await createUser(h.db);
    const first = await createPasswordReset(h.db, user.email);
    const second = await createPasswordReset(h.db, user.email);
    expect((await reset(second!.token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await reset(first!.token, 'another new passphrase')).statusCode).toBe(400);
  });
});

describe('POST /auth/reset-password/check', () => {
  const check = (token: string) =>
    h.app.inject({ method: 'POST', url: '/auth/reset-password/check', payload: { token } });

  it('says whether a link works without spending it: usable, then used, expired or unknown', async () => {
    const user = await createUser(h.db);
    const link = await createPasswordReset(h.db, user.email);
    const usable = await check(link!.token);
    expect(usable.statusCode).toBe(200);
    expect(usable.json()).toEqual({ usable: true });
    expect((await check(link!.token)).json()).toEqual({ usable: true });
    expect((await reset(link!.token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await check(link!.token)).json()).toEqual({ usable: false });

    const expiring = await createPasswordReset(h.db, user.email);
    await h.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.userID));
    expect((await check(expiring!.token)).json()).toEqual({ usable: false });
    expect((await check('no-such-token')).json()).toEqual({ usable: false });
    expect((await check('')).json()).toEqual({ usable: false });
  });
});

describe('housekeeping', () => {
  it('deletes expired reset links and keeps live ones', async () => {
    const user = await createUser(h.db);
    await createPasswordReset(h.db, user.email);
    await h.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.userID));
    const live = await createPasswordReset(h.db, user.email);
    await deleteExpiredPasswordResets(h.db);
    const left = await h.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userID));
    expect(left).toHaveLength(1);
    expect((await reset(live!.token, 'a brand new passphrase')).statusCode).toBe(200);
  });
});

describe('reset tokens and the log', () => {
  it('never writes a reset token to the request log', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp(
      testConfig({ logLevel: 'info', smtpUrl: smtp.url, publicUrl: 'https://tabang.example' }),
      { database, blobs: memoryBlobStore(), logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const user = await createUser(database.db);
      await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: user.email } });
      const mail = smtp.next();
      await app.jobs.runDue();
      const token = /reset-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(await mail))![1]!;
      // The emailed link opens the web app's page, which posts the token back.
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await app.inject({ method: 'GET', url: `/reset-password/?token=${token}&from=email` });
      await app.inject({ method: 'GET', url: `/somewhere?resetToken=${token}` });
      const changed = await app.inject({
        method: 'POST',
        url: `/auth/reset-password?token=${token}`,
        payload: { token, password: 'a brand new passphrase' },
      });
      expect(changed.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).not.toContain(token);
      expect(log).toContain('"url":"/reset-password?[redacted]"');
      expect(log).toContain('"url":"/auth/reset-password?[redacted]"');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses to start in production without SMTP_URL, where links would only reach the log', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
      TAX_DETAILS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    } as const;
    expect(() => loadConfig(production)).toThrow(/NODE_ENV=production needs SMTP_URL/);
    expect(loadConfig({ ...production, SMTP_URL: smtp.url }).smtpUrl).toBe(smtp.url);
  });
});

describe('mailer without SMTP', () => {
  it('writes the message, link included, to the log', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Tabang <no-reply@tabang.ph>',
      log: { info: (_fields: unknown, text?: string) => void lines.push(String(text)) } as never,
    });
    await mailer.send({
      to: 'rosa@example.ph',
      subject: 'Reset',
      text: 'Open https://tabang.example/reset-password?token=abc',
    });
    expect(lines.join('\n')).toContain('https://tabang.example/reset-password?token=abc');
  });
});
