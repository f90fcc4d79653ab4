import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import type { CurrentUser } from '../plugins/auth';

export type DailyLimit = {
  /** 0: no limit. */
  max: number;
  table: PgTable;
  /** The column naming the member who added a row. */
  addedBy: PgColumn;
  createdAt: PgColumn;
  message: string;
};

/**
 * Refuses (429, with Retry-After) a member who already added `max` rows in the last 24 hours; admins are exempt.
 * The database counts, so the limit holds however many servers run. The member's row is locked first: inside a
 * transaction, two requests at once then cannot both take the last place.
 */
export async function assertUnderDailyLimit(
  db: Db | Tx,
  user: CurrentUser,
  limit: DailyLimit,
): Promise<void> {
  if (user.role === 'admin' || limit.max === 0) return;
  // "No key update" still lets other requests insert rows that refer to the member (a like, a session).
  await db.select({ id: users.id }).from(users).where(eq(users.id, user.userID)).for('no key update');
  // A place frees up when the oldest addition of the last 24 hours turns 24 hours old.
  const freeInSeconds = sql`ceil(extract(epoch from min(${limit.createdAt}) + interval '1 day' - now()))`;
  const [recent] = await db
    .select({ n: count(), freeInSeconds: freeInSeconds.mapWith(Number) })
    .from(limit.table)
    .where(and(eq(limit.addedBy, user.userID), gt(limit.createdAt, sql`now() - interval '1 day'`)));
  if (recent!.n >= limit.max)
    throw new AppError('TOO_MANY_REQUESTS', limit.message, {
      retryAfter: Math.max(1, recent!.freeInSeconds),
    });
}
