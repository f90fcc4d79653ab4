import { createHash, randomBytes } from 'node:crypto';
import {
  buildUsername,
  type Language,
  type User,
  type UserRole,
  type ZRegisterRequest,
} from '@tabang/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../errors';
import { t, waitText } from '../../i18n';
import type { JobQueue } from '../../jobs/queue';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { createSession, revokeUserSessions } from '../../lib/sessions';
import { assertGoodPassword } from './password-rules';
import { clearAccountThrottle, type LoginLimits, loginSucceeded, reserveLoginAttempt } from './rate-limit';

type RegisterInput = z.output<typeof ZRegisterRequest>;

/** A reset link works once, for this long. */
const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return row !== undefined;
}

/** `base` if free, else `base` with the smallest number that nobody has yet: jdelacruz, jdelacruz1, jdelacruz2… */
async function availableUsername(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`left(${users.username}, ${Array.from(base).length}) = ${base}`);
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

type AccountInput = {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  password: string;
  dob: string;
  location: string;
  interestedIn: string;
};

/**
 * Inserts an account. The username is built from the names (a client's is ignored); when two sign-ups race for
 * the same one, the unique index refuses the loser, who takes the next free number. A taken email is a 409.
 */
async function createAccount(
  db: Db,
  input: AccountInput,
  role: UserRole,
  language: Language | null = null,
): Promise<{ userID: number; username: string }> {
  await assertGoodPassword(input.password, input);
  if (await emailTaken(db, input.email)) throw conflict(t('auth.register.emailTaken'));
  const passwordHash = await hashPassword(input.password);
  const base = buildUsername(input.firstName, input.lastName);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = await availableUsername(db, base);
    try {
      const [row] = await db
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          username,
          email: input.email,
          contactNumber: input.contactNumber,
          passwordHash,
          dob: input.dob,
          location: input.location,
          interestedIn: input.interestedIn,
          role,
          language,
        })
        .returning({ id: users.id });
      return { userID: row!.id, username };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the email (a simultaneous sign-up) or the username was taken meanwhile.
      if (await emailTaken(db, input.email)) throw conflict(t('auth.register.emailTaken'));
    }
  }
  throw new AppError('CONFLICT', t('errors.generic'));
}

/**
 * Creates a plain user account (public sign-up never makes an admin) in the language the person signed up in,
 * so their emails come in it.
 */
export const registerUser = (db: Db, input: RegisterInput, language: Language) =>
  createAccount(db, input, 'user', language);

/** A login refused by the failure throttle, with the wait in its message and as Retry-After. */
export const loginThrottled = (retryAfterMs: number) =>
  new AppError('TOO_MANY_REQUESTS', t('auth.login.tooManyAttempts', { after: waitText(retryAfterMs) }), {
    retryAfter: Math.ceil(retryAfterMs / 1000),
  });

/**
 * Checks an email and password and starts a new session. An unknown email and a wrong password get the same
 * answer after the same work, throttled alike; the attempt is reserved before the password is checked, so
 * parallel guesses cannot slip past the limits.
 */
export async function logIn(
  db: Db,
  limits: LoginLimits,
  input: { email: string; password: string; rememberMe: boolean },
  ip: string,
): Promise<{ token: string; expiresAt: Date; persistent: boolean; user: User }> {
  const email = input.email.trim().toLowerCase();
  const attempt = await reserveLoginAttempt(db, limits, email, ip);
  if ('retryAfterMs' in attempt) throw loginThrottled(attempt.retryAfterMs);

  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(byEmail(email), isNull(users.deletedAt)))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok)
    throw new AppError('UNAUTHORIZED', t('auth.login.invalidCredentials'), { code: 'invalid_credentials' });
  await loginSucceeded(db, email, ip, attempt.reserved);
  const session = await createSession(db, row.id, input.rememberMe);
  return {
    ...session,
    user: {
      userID: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      language: row.language,
    },
  };
}

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use reset token for the account with this email, or returns null when there is none.
 * Only the token's hash is stored; the caller sends the token and must answer the same either way.
 */
export async function createPasswordReset(
  db: Db | Tx,
  email: string,
): Promise<{ token: string; email: string; firstName: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  return { token, email: user.email, firstName: user.firstName };
}

/**
 * POST /auth/forgot-password: a reset link for the account with this email, if there is one, and the email that
 * carries it (in the asker's language), enqueued with the link in one transaction: the email exists if and only if
 * its link does. Nothing tells the caller whether the account exists.
 */
export async function requestPasswordReset(
  deps: { db: Db; jobs: Pick<JobQueue, 'enqueue'>; publicUrl: string },
  email: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const reset = await createPasswordReset(tx, email);
    if (!reset) return;
    const link = `${deps.publicUrl}/reset-password?token=${reset.token}`;
    await deps.jobs.enqueue(tx, 'email', {
      purpose: 'passwordReset',
      to: reset.email,
      subject: t('auth.forgot.emailSubject'),
      text: t('auth.forgot.emailBody', { name: reset.firstName, link }),
    });
  });
}

/** A reset link's state that `resetPassword` would accept: unused and unexpired. */
const liveReset = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashResetToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Whether a reset token would still work, without spending it. */
export async function resetTokenUsable(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(liveReset(token, new Date()))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets a new password with a reset token. The token is spent in the same transaction that changes the
 * password, so it works exactly once; every session of the account ends, other outstanding links stop working
 * and the failed-login throttle on the account is lifted.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const now = new Date();
  const live = liveReset(token, now);
  const [link] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(live)
    .limit(1);
  if (!link) throw badRequest(t('auth.reset.invalidLink'), 'invalid_reset_link');
  await assertGoodPassword(password, link);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest(t('auth.reset.invalidLink'), 'invalid_reset_link');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, spent.userId);
  });
  await clearAccountThrottle(db, link.email);
}

/** Housekeeping: reset links past their expiry can go (used ones expire too). */
export async function deleteExpiredPasswordResets(db: Db, now = new Date()) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
}

export type AdminInput = {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  dob: string;
  location: string;
  interestedIn: string;
};

/** Makes the account with this email an admin, creating it when there is none. Never reachable over HTTP. */
export async function createOrPromoteAdmin(
  db: Db,
  input: AdminInput,
): Promise<{ action: 'created' | 'promoted' | 'unchanged'; userID: number; username: string }> {
  const [existing] = await db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(byEmail(input.email))
    .limit(1);
  if (existing) {
    if (existing.role === 'admin')
      return { action: 'unchanged', userID: existing.id, username: existing.username };
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return { action: 'promoted', userID: existing.id, username: existing.username };
  }
  // The CLI asks for a password before it gets here; an account without one could never log in.
  if (!input.password)
    throw new Error('A new admin account needs a password (--password or ADMIN_PASSWORD).');
  const { userID, username } = await createAccount(db, { ...input, password: input.password }, 'admin');
  return { action: 'created', userID, username };
}
