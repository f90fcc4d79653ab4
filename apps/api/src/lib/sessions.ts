import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@tabang/shared';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase, type Tx } from '../db/client';
import { sessions, users } from '../db/schema';

/** A session that is not used for this long ends (OWASP ASVS 7.3.1). */
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** "Remember me" sessions last 30 days at most; others 12 hours at most and a browser-session cookie. */
const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_SHORT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns its token (256 random bits); only the token's hash is stored. */
export async function createSession(db: Db, userId: number, persistent: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (persistent ? SESSION_REMEMBER_MS : SESSION_SHORT_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, persistent, expiresAt });
  return { token, expiresAt, persistent };
}

/** The session lookup every signed-in request makes. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      userID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      language: users.language,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('tabang_resolve_session'),
);

/** The user behind a token, or null when the session is unknown, revoked, idle too long or expired. */
export async function resolveSession(
  db: Db,
  token: string,
): Promise<(User & { sessionHash: string }) | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return {
    userID: row.userID,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    language: row.language,
    sessionHash: tokenHash,
  };
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeUserSessions(db: Db | Tx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past their absolute or idle end. */
export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}
