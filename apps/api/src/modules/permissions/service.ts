import type { User } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, organizations } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../errors';
import { t } from '../../i18n';

/** Whoever asks: the signed-in user (only the id and role matter), or null when signed out. */
type Asker = Pick<User, 'userID' | 'role'> | null;

export type ManagedEvent = {
  id: number;
  organizationId: number;
  startsAt: Date;
  endsAt: Date | null;
  cancelledAt: Date | null;
};

/** A charity is managed by its representative (organizations.representative_user_id) and by every admin. */
const mayManage = (user: Pick<User, 'userID' | 'role'>, representativeUserId: number | null) =>
  user.role === 'admin' || representativeUserId === user.userID;

/**
 * 401 signed out, 404 for an unknown charity, 403 unless the user is its representative or an admin. Suspended
 * charities are still theirs to manage. Inside a transaction, `lock` holds the charity's row until it ends.
 */
export async function assertCanManageOrganization(
  db: Db | Tx,
  user: Asker,
  organizationId: number,
  options: { lock?: boolean } = {},
): Promise<{ name: string }> {
  if (!user) throw unauthorized();
  const query = db
    .select({ name: organizations.name, representativeUserId: organizations.representativeUserId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [charity] = options.lock ? await query.for('update') : await query;
  if (!charity) throw notFound(t('charities.notFound'));
  if (!mayManage(user, charity.representativeUserId)) throw forbidden();
  return { name: charity.name };
}

/**
 * The same for an event, through its charity: 401, 404 for an unknown event (whatever its status), 403 unless the
 * user represents its charity or is an admin. Returns the event's charity and times. `lock` holds the event's row.
 */
export async function assertCanManageEvent(
  db: Db | Tx,
  user: Asker,
  eventId: number,
  options: { lock?: boolean } = {},
): Promise<ManagedEvent> {
  if (!user) throw unauthorized();
  const query = db
    .select({
      id: events.id,
      organizationId: events.organizationId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      cancelledAt: events.cancelledAt,
      representativeUserId: organizations.representativeUserId,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId));
  const [event] = options.lock ? await query.for('update', { of: events }) : await query;
  if (!event) throw notFound(t('events.notFound'));
  if (!mayManage(user, event.representativeUserId)) throw forbidden();
  const { representativeUserId: _, ...managed } = event;
  return managed;
}
