import type { ContactsHiddenReason, User } from '@tabang/shared';
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
  /** Null when the asker may see its volunteers' email and phone number (contactsHiddenReason). */
  contactsHidden: ContactsHiddenReason | null;
};

/** A charity is managed by its representative (organizations.representative_user_id) and by every admin. */
const mayManage = (user: Pick<User, 'userID' | 'role'>, representativeUserId: number | null) =>
  user.role === 'admin' || representativeUserId === user.userID;

/**
 * Who may see volunteers' email and phone number: an admin, or the representative of a charity an admin has verified
 * and not suspended. Anyone may add a charity and an event, so without this anyone could collect the contact details
 * of whoever signs up. Everyone else who may manage the event sees names only. Null when they may see them, else why
 * not. Read at every request, so a charity verified later shows its existing volunteers' contacts too.
 */
export function contactsHiddenReason(
  user: Pick<User, 'role'>,
  charity: { verified: boolean; suspended: boolean },
): ContactsHiddenReason | null {
  if (user.role === 'admin') return null;
  if (charity.suspended) return 'charity_suspended';
  if (!charity.verified) return 'charity_unverified';
  return null;
}

/**
 * 401 signed out, 404 for an unknown charity, 403 unless the user is its representative or an admin. Suspended
 * charities are still theirs to manage. Inside a transaction, `lock` holds the charity's row until it ends. Returns
 * its name and whether its rosters hide contact details from this user.
 */
export async function assertCanManageOrganization(
  db: Db | Tx,
  user: Asker,
  organizationId: number,
  options: { lock?: boolean } = {},
): Promise<{ name: string; contactsHidden: ContactsHiddenReason | null }> {
  if (!user) throw unauthorized();
  const query = db
    .select({
      name: organizations.name,
      representativeUserId: organizations.representativeUserId,
      verified: organizations.verified,
      suspended: organizations.suspended,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [charity] = options.lock ? await query.for('update') : await query;
  if (!charity) throw notFound(t('charities.notFound'));
  if (!mayManage(user, charity.representativeUserId)) throw forbidden();
  return { name: charity.name, contactsHidden: contactsHiddenReason(user, charity) };
}

/**
 * The same for an event, through its charity: 401, 404 for an unknown event (whatever its status), 403 unless the
 * user represents its charity or is an admin. Returns the event's charity and times, and whether its roster hides
 * contact details from this user. `lock` holds the event's row.
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
      verified: organizations.verified,
      suspended: organizations.suspended,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId));
  const [event] = options.lock ? await query.for('update', { of: events }) : await query;
  if (!event) throw notFound(t('events.notFound'));
  if (!mayManage(user, event.representativeUserId)) throw forbidden();
  const { representativeUserId: _, verified, suspended, ...managed } = event;
  return { ...managed, contactsHidden: contactsHiddenReason(user, { verified, suspended }) };
}
