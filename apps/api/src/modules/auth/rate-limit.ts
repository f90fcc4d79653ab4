import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { clientAddress } from '../../plugins/request-limits';

/**
 * Failed logins are counted in the database, so the limits hold across several server processes. They are a
 * security rule: they stay on when the general request rate limit is off. Three counts, each over a window:
 * - one address on one account: a hard limit, so a single guesser is stopped for the window;
 * - the account from anywhere: after the free failures each try waits 1 s, 2 s, 4 s… up to a cap, so guessing
 *   from many addresses stays slow while an attacker elsewhere can keep the owner out only for that delay;
 * - one address across accounts: a high ceiling, as many people can share an address.
 */
export type LoginLimits = Config['login'];

const FIRST_DELAY_MS = 1000;

const normal = (email: string) => email.trim().toLowerCase();
export const accountKey = (email: string) => `account:${normal(email)}`;
/** The email comes first, so every address's count for an account shares one prefix. */
const pairPrefix = (email: string) => `pair:${normal(email)}\u001f`;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${clientAddress(ip)}`;
const addressKey = (ip: string) => `ip:${clientAddress(ip)}`;

/**
 * Reserves one login attempt for this email from this address, before its password is checked: the attempt is
 * counted as a failure at once, and `loginSucceeded` takes it back. Decisions for one account (and one address)
 * are made one at a time under an advisory lock, so parallel requests cannot all see the same count and more
 * guesses than the limits allow are never checked. Returns the attempt's rows, or how long to wait.
 */
export async function reserveLoginAttempt(
  db: Db,
  limits: LoginLimits,
  email: string,
  ip: string,
  now = new Date(),
): Promise<{ reserved: number[] } | { retryAfterMs: number }> {
  const account = accountKey(email);
  const pair = pairKey(email, ip);
  const address = addressKey(ip);
  return db.transaction(async (tx) => {
    // Always the account first, then the address: two requests never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${account}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${address}, 0))`);
    const rows = await tx
      .select({ key: loginFailures.key, at: loginFailures.at })
      .from(loginFailures)
      .where(
        and(
          inArray(loginFailures.key, [account, pair, address]),
          gt(loginFailures.at, new Date(now.getTime() - limits.windowMs)),
        ),
      )
      .orderBy(desc(loginFailures.at));
    /** Newest first. */
    const times = (key: string) => rows.filter((row) => row.key === key).map((row) => row.at.getTime());
    /** Over a hard limit, the wait is until the limit-th newest failure leaves the window. */
    const hardWait = (list: number[], limit: number) =>
      list.length >= limit ? list[limit - 1]! + limits.windowMs - now.getTime() : 0;
    const accountTimes = times(account);
    const beyondFree = accountTimes.length - limits.failuresPerAccount;
    const delay = beyondFree >= 0 ? Math.min(FIRST_DELAY_MS * 2 ** beyondFree, limits.maxDelayMs) : 0;
    const wait = Math.max(
      hardWait(times(pair), limits.failuresPerAccount),
      hardWait(times(address), limits.failuresPerAddress),
      delay > 0 ? accountTimes[0]! + delay - now.getTime() : 0,
    );
    if (wait > 0) return { retryAfterMs: wait };
    const inserted = await tx
      .insert(loginFailures)
      .values([account, pair, address].map((key) => ({ key, at: now })))
      .returning({ id: loginFailures.id });
    return { reserved: inserted.map((row) => row.id) };
  });
}

/**
 * A successful login takes its reservation back and clears the account's failures and this address's on it;
 * other addresses' counts on the account stay, as one of them may still be guessing.
 */
export async function loginSucceeded(db: Db, email: string, ip: string, reserved: number[]) {
  await db
    .delete(loginFailures)
    .where(
      or(
        inArray(loginFailures.id, reserved),
        inArray(loginFailures.key, [accountKey(email), pairKey(email, ip)]),
      ),
    );
}

/** A new password (set with a reset link) ends every throttle on the account, from every address. */
export async function clearAccountThrottle(db: Db, email: string) {
  const prefix = pairPrefix(email);
  await db
    .delete(loginFailures)
    .where(
      or(
        eq(loginFailures.key, accountKey(email)),
        sql`left(${loginFailures.key}, ${Array.from(prefix).length}) = ${prefix}`,
      ),
    );
}

/** Housekeeping: removes every failure older than the window. */
export async function deleteOldLoginFailures(db: Db, windowMs: number, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - windowMs)));
}
