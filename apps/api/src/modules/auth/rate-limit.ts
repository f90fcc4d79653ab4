import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Failed logins are counted in the database, so the limit holds across several server processes
 * (OWASP ASVS 6.3.1). It is a security rule: it stays on when the general request rate limit is off.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Per account: stops guessing one person's password. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Per client address: stops trying one password on many accounts. Lenient, as many people share an address. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/**
 * When a key is over its limit, the moment it will be allowed again: the time the limit-th most recent
 * failure leaves the window. Null when it is not limited.
 */
async function blockedUntil(db: Db, key: string, limit: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, key),
        gt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginFailures.at))
    .limit(1)
    .offset(limit - 1);
  return row ? new Date(row.at.getTime() + LOGIN_FAILURE_WINDOW_MS) : null;
}

/** How long until this account and address may try again, in milliseconds; 0 when they may try now. */
export async function loginRetryAfterMs(db: Db, email: string, ip: string): Promise<number> {
  const now = new Date();
  const [account, address] = await Promise.all([
    blockedUntil(db, accountKey(email), LOGIN_FAILURES_PER_ACCOUNT, now),
    blockedUntil(db, addressKey(ip), LOGIN_FAILURES_PER_ADDRESS, now),
  ]);
  const until = Math.max(account?.getTime() ?? 0, address?.getTime() ?? 0);
  return Math.max(0, until - now.getTime());
}

/** Counts one failure against the account and the address, and forgets their failures older than the window. */
export async function recordLoginFailure(db: Db, email: string, ip: string) {
  const keys = [accountKey(email), addressKey(ip)];
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, keys),
        lt(loginFailures.at, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
}

/** A successful login clears the account's failures (not the address's: that one may still be guessing). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}

/** Housekeeping: removes every failure older than the window. */
export async function deleteOldLoginFailures(db: Db) {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)));
}
