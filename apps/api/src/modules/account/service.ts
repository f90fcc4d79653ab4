import { randomBytes } from 'node:crypto';
import type { Language, MessageKey, Profile, ProfileUpdate } from '@tabang/shared';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  donations,
  donorTotals,
  eventLikes,
  events,
  eventVolunteers,
  organizationLikes,
  organizations,
  organizationVolunteers,
  passwordResets,
  sessions,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { t } from '../../i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { assertGoodPassword } from '../auth/password-rules';
import {
  clearAccountThrottle,
  type LoginLimits,
  loginSucceeded,
  reserveLoginAttempt,
} from '../auth/rate-limit';
import { loginThrottled } from '../auth/service';

const profileColumns = {
  userID: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  contactNumber: users.contactNumber,
  dob: users.dob,
  location: users.location,
  interestedIn: users.interestedIn,
};

const live = (userId: number) => and(eq(users.id, userId), isNull(users.deletedAt));

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(live(userId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Remembers the language a person chose: their emails come in it. */
export async function updateLanguage(db: Db, userId: number, language: Language): Promise<void> {
  const [row] = await db.update(users).set({ language }).where(live(userId)).returning({ id: users.id });
  if (!row) throw notFound();
}

export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<Profile> {
  const [row] = await db.update(users).set(input).where(live(userId)).returning(profileColumns);
  if (!row) throw notFound();
  return row;
}

/**
 * Checks the signed-in person's own password, throttled as a login is (the same counts, so guessing here is no
 * faster than at the login form). A wrong one is a 400 with `wrong`: a 401 would read as "signed out".
 */
async function checkOwnPassword(
  db: Db,
  limits: LoginLimits,
  userId: number,
  password: string,
  ip: string,
  wrong: MessageKey,
) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      hash: users.passwordHash,
    })
    .from(users)
    .where(live(userId))
    .limit(1);
  if (!row) throw notFound();
  const attempt = await reserveLoginAttempt(db, limits, row.email, ip);
  if ('retryAfterMs' in attempt) throw loginThrottled(attempt.retryAfterMs);
  if (!(await verifyPassword(row.hash, password))) throw badRequest(t(wrong), 'wrong_password');
  await loginSucceeded(db, row.email, ip, attempt.reserved);
  return row;
}

/**
 * Changes the password of the signed-in person. Every other session ends and outstanding reset links stop
 * working; the session that asked (its token hash) stays.
 */
export async function changePassword(
  db: Db,
  limits: LoginLimits,
  user: { userID: number; sessionHash: string },
  input: { currentPassword: string; newPassword: string },
  ip: string,
) {
  const person = await checkOwnPassword(
    db,
    limits,
    user.userID,
    input.currentPassword,
    ip,
    'account.password.wrongCurrent',
  );
  await assertGoodPassword(input.newPassword, person);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.userID));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.userID), ne(sessions.tokenHash, user.sessionHash)));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.userID));
  });
  await clearAccountThrottle(db, person.email);
}

/** Everything held about a person (Data Privacy Act, right of access): never the password hash. */
export async function exportMyData(db: Db, userId: number) {
  const [account] = await db
    .select({ ...profileColumns, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(live(userId))
    .limit(1);
  if (!account) throw notFound();
  const charityEngagement = (table: typeof organizationLikes) =>
    db
      .select({ charityID: organizations.id, charity: organizations.name, since: table.createdAt })
      .from(table)
      .innerJoin(organizations, eq(organizations.id, table.targetId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt));
  const eventEngagement = (table: typeof eventLikes) =>
    db
      .select({ eventID: events.id, event: events.name, since: table.createdAt })
      .from(table)
      .innerJoin(events, eq(events.id, table.targetId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt));
  const [likedCharities, likedEvents, volunteerCharities, volunteerEvents, myDonations, represented] =
    await Promise.all([
      charityEngagement(organizationLikes),
      eventEngagement(eventLikes),
      charityEngagement(organizationVolunteers),
      eventEngagement(eventVolunteers),
      db
        .select({
          reference: donations.reqId,
          charityID: donations.organizationId,
          charity: organizations.name,
          eventID: donations.eventId,
          event: events.name,
          amountCentavos: donations.amountCentavos,
          currency: donations.currency,
          status: donations.status,
          description: donations.description,
          createdAt: donations.createdAt,
          completedAt: donations.completedAt,
        })
        .from(donations)
        .innerJoin(organizations, eq(organizations.id, donations.organizationId))
        .leftJoin(events, eq(events.id, donations.eventId))
        .where(eq(donations.userId, userId))
        .orderBy(desc(donations.createdAt)),
      db
        .select({ charityID: organizations.id, charity: organizations.name })
        .from(organizations)
        .where(eq(organizations.representativeUserId, userId)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    likes: { charities: likedCharities, events: likedEvents },
    volunteering: { charities: volunteerCharities, events: volunteerEvents },
    donations: myDonations,
    charitiesRepresented: represented,
  };
}

/**
 * Deletes the signed-in person's account (decision 011). The row stays, anonymised, because donations name it and
 * the charities' books keep them ("Deleted user"); everything else about the person goes: their likes,
 * volunteering, leaderboard total, sessions, reset links and throttle counts. Charities they represent keep
 * existing without a representative account. The email is freed for a new sign-up; the password can never match.
 */
export async function deleteAccount(
  db: Db,
  limits: LoginLimits,
  userId: number,
  password: string,
  ip: string,
) {
  const person = await checkOwnPassword(db, limits, userId, password, ip, 'account.delete.wrongPassword');
  await db.transaction(async (tx) => {
    for (const table of [organizationLikes, eventLikes, organizationVolunteers, eventVolunteers])
      await tx.delete(table).where(eq(table.userId, userId));
    // Its trigger tells every server to drop its public answers, so the leaderboard loses the donor at once.
    await tx.delete(donorTotals).where(eq(donorTotals.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    // The calendar feed's link stops working.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    await tx
      .update(organizations)
      .set({ representativeUserId: null })
      .where(eq(organizations.representativeUserId, userId));
    await tx.update(events).set({ createdByUserId: null }).where(eq(events.createdByUserId, userId));
    await tx
      .update(users)
      .set({
        firstName: t('account.deleted.name'),
        lastName: '',
        username: `deleted-${userId}`,
        email: `deleted-${userId}@deleted.invalid`,
        contactNumber: '',
        // Not a hash at all: no password verifies against it.
        passwordHash: `deleted:${randomBytes(16).toString('hex')}`,
        dob: '1900-01-01',
        location: '',
        interestedIn: '',
        role: 'user',
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
  await clearAccountThrottle(db, person.email);
}
