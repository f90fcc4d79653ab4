import type { User } from '@tabang/shared';
import { and, count, eq, type Placeholder, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client';
import {
  eventLikes,
  eventVolunteers,
  organizationLikes,
  organizationVolunteers,
  users,
} from '../../db/schema';
import { forbidden, isForeignKeyViolation, notFound } from '../../errors';
import { t } from '../../i18n';
import { assertOrganizationVisible } from '../charities/service';
import { assertEventVisible } from '../events/service';

/*
 * Likes of charities and events. The toggle here (a row per user and target, in the like or volunteer tables) is
 * also how a charity's volunteer sign-up is set: modules/volunteering calls it for that, and reads its tables
 * through tableOf and rowsOf.
 */

/** What a like or a volunteer sign-up is for. */
export type Target = { kind: 'organization'; id: number } | { kind: 'event'; id: number };
export type Engagement = 'like' | 'volunteer';

const TABLES = {
  like: { organization: organizationLikes, event: eventLikes },
  volunteer: { organization: organizationVolunteers, event: eventVolunteers },
} as const;
export const tableOf = (engagement: Engagement, target: Target) => TABLES[engagement][target.kind];

export function assertTargetVisible(db: Db, target: Target) {
  return target.kind === 'organization'
    ? assertOrganizationVisible(db, target.id)
    : assertEventVisible(db, target.id);
}

/** Likes and volunteering are only ever done as oneself, admins included. */
export function assertActingAsSelf(user: User, userId: number) {
  if (user.userID !== userId) throw forbidden(t('engagement.notYourself'));
}

/** A user's likes and volunteering are read by that user or an admin; an admin asking about nobody gets a 404. */
export async function assertMayRead(db: Db, user: User, userId: number) {
  if (user.userID === userId) return;
  if (user.role !== 'admin') throw forbidden(t('engagement.notYourData'));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
}

/** The rows of the target; for an event's volunteers, only those holding a slot (not the waitlist). */
export function rowsOf(engagement: Engagement, target: { kind: Target['kind']; id: number | Placeholder }) {
  const table = TABLES[engagement][target.kind];
  const ofTarget = eq(table.targetId, target.id);
  return engagement === 'volunteer' && target.kind === 'event'
    ? and(ofTarget, eq(eventVolunteers.status, 'volunteered'))
    : ofTarget;
}

/** A count of one kind of row, prepared once per database: every charity and event page asks for its counts. */
const preparedCount = (engagement: Engagement, kind: Target['kind']) =>
  preparedPerDatabase((db) =>
    db
      .select({ total: count() })
      .from(TABLES[engagement][kind])
      .where(rowsOf(engagement, { kind, id: sql.placeholder('id') }))
      .prepare(`tabang_${engagement}_count_of_${kind}`),
  );
const COUNTS = {
  like: { organization: preparedCount('like', 'organization'), event: preparedCount('like', 'event') },
  volunteer: {
    organization: preparedCount('volunteer', 'organization'),
    event: preparedCount('volunteer', 'event'),
  },
};

export async function countFor(db: Db, engagement: Engagement, target: Target): Promise<number> {
  const [row] = await COUNTS[engagement][target.kind](db).execute({ id: target.id });
  return Number(row?.total ?? 0);
}

/**
 * Sets (on) or clears (off) a like or a charity's volunteer sign-up and returns the target's new total
 * (an event's volunteers go through volunteering/slots.ts, for its slots and waitlist). Idempotent: the primary key
 * (userId, targetId) makes a second insert a no-op even when many arrive at once, and clearing what is not set
 * changes nothing.
 */
export async function setEngagement(
  db: Db,
  input: { engagement: Engagement; target: Target; userId: number; on: boolean },
): Promise<number> {
  await assertTargetVisible(db, input.target);
  const table = tableOf(input.engagement, input.target);
  if (input.on) {
    try {
      await db
        .insert(table)
        .values({ userId: input.userId, targetId: input.target.id })
        .onConflictDoNothing();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
  } else {
    await db.delete(table).where(and(eq(table.userId, input.userId), eq(table.targetId, input.target.id)));
  }
  return countFor(db, input.engagement, input.target);
}

/** Whether the user has liked (or volunteered for) the target. */
export async function isEngaged(
  db: Db,
  input: { engagement: Engagement; target: Target; userId: number },
): Promise<boolean> {
  await assertTargetVisible(db, input.target);
  const table = tableOf(input.engagement, input.target);
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.userId, input.userId), eq(table.targetId, input.target.id)));
  return row !== undefined;
}
