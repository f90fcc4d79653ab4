import { randomBytes } from 'node:crypto';
import {
  type Language,
  type MessageKey,
  type Profile,
  type ProfileUpdate,
  philippineMobile,
  volunteerHours,
} from '@tabang/shared';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  donations,
  donorTotals,
  eventLikes,
  eventReportNotices,
  events,
  eventVolunteers,
  notificationPreferences,
  organizationLikes,
  organizations,
  organizationVolunteers,
  passwordResets,
  recurringPlans,
  sessions,
  taxDetails,
  updates,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { t } from '../../i18n';
import { deleteEmailJobsTo, deleteTextJobsFor } from '../../jobs/queue';
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
import { calendarFeedUrl } from '../calendar/service';
import { loadTaxDetails } from '../certificates/tax-details';
import { closePledgesOf, listMyPledges } from '../drives/service';
import { leaveAllEvents, type PromotionMail, waitlistPosition } from '../volunteering/slots';

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
  smsOptIn: users.smsOptIn,
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

/**
 * Saves the person's details. Texts go only to a Philippine mobile number: the schema refuses opting in with any
 * other, and here a new number that is not one is refused while the person stays opted in (`smsOptIn` left out).
 * Opting out is always accepted.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(input).where(live(userId)).returning(profileColumns);
    if (!row) throw notFound();
    if (row.smsOptIn && philippineMobile(row.contactNumber) === null)
      throw badRequest(t('account.texts.needsMobile'), 'validation_failed');
    return row;
  });
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
      contactNumber: users.contactNumber,
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

/**
 * Everything held about a person (Data Privacy Act, right of access). `personal-data.ts` classifies every column of
 * the schema; each personal one is either here or named in docs/privacy.md with the reason it is not (the password
 * hash, the session and reset tokens' hashes, the login throttle's counts).
 */
export async function exportMyData(db: Db, userId: number, publicUrl: string, taxDetailsKey: Buffer) {
  const [account] = await db
    .select({ ...profileColumns, role: users.role, language: users.language, createdAt: users.createdAt })
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
  const [
    likedCharities,
    likedEvents,
    volunteerCharities,
    volunteerEvents,
    myDonations,
    represented,
    eventsCreated,
    [leaderboard],
    [feed],
    mySessions,
    resets,
    pledges,
    [choices],
    updatesPosted,
    tax,
    plans,
  ] = await Promise.all([
    charityEngagement(organizationLikes),
    db
      .select({ eventID: events.id, event: events.name, since: eventLikes.createdAt })
      .from(eventLikes)
      .innerJoin(events, eq(events.id, eventLikes.targetId))
      .where(eq(eventLikes.userId, userId))
      .orderBy(desc(eventLikes.createdAt)),
    charityEngagement(organizationVolunteers),
    db
      .select({
        eventID: events.id,
        event: events.name,
        since: eventVolunteers.createdAt,
        status: eventVolunteers.status,
        waitlistPosition,
        checkInCode: eventVolunteers.checkInCode,
        checkedInAt: eventVolunteers.checkedInAt,
        checkedOutAt: eventVolunteers.checkedOutAt,
        remindedAt: eventVolunteers.remindedAt,
        hoursCorrected: eventVolunteers.hoursCorrected,
        hoursNote: eventVolunteers.hoursNote,
        hoursCorrectedAt: eventVolunteers.hoursCorrectedAt,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(eventVolunteers)
      .innerJoin(events, eq(events.id, eventVolunteers.targetId))
      .where(eq(eventVolunteers.userId, userId))
      .orderBy(desc(eventVolunteers.createdAt)),
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
        anonymous: donations.anonymous,
        receiptNumber: donations.receiptNumber,
        paymentMethod: donations.paymentMethod,
        gateway: donations.provider,
        checkoutUrl: donations.checkoutUrl,
        createdAt: donations.createdAt,
        updatedAt: donations.updatedAt,
        expiresAt: donations.expiresAt,
        completedAt: donations.completedAt,
        monthlyPlanID: donations.recurringPlanId,
        monthlyPeriod: donations.recurringPeriod,
        tributeKind: donations.tributeKind,
        tributeName: donations.tributeName,
        tributeNotifyEmail: donations.tributeNotifyEmail,
        tributeShowAmount: donations.tributeShowAmount,
      })
      .from(donations)
      .innerJoin(organizations, eq(organizations.id, donations.organizationId))
      .leftJoin(events, eq(events.id, donations.eventId))
      .where(eq(donations.userId, userId))
      .orderBy(desc(donations.createdAt)),
    db
      .select({
        charityID: organizations.id,
        charity: organizations.name,
        representativeName: organizations.representativeName,
        representativeContactNumber: organizations.representativeContactNumber,
      })
      .from(organizations)
      .where(eq(organizations.representativeUserId, userId)),
    db
      .select({
        eventID: events.id,
        event: events.name,
        charityID: events.organizationId,
        createdAt: events.createdAt,
      })
      .from(events)
      .where(eq(events.createdByUserId, userId))
      .orderBy(desc(events.createdAt)),
    db
      .select({
        totalCentavos: donorTotals.totalCentavos,
        donationCount: donorTotals.donationCount,
        updatedAt: donorTotals.updatedAt,
      })
      .from(donorTotals)
      .where(eq(donorTotals.userId, userId)),
    db
      .select({ token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId)),
    // Never the token's hash: a session is shown by its times.
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        rememberMe: sessions.persistent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.createdAt)),
    listMyPledges(db, userId),
    db
      .select({
        charityUpdates: notificationPreferences.charityUpdates,
        volunteerReminders: notificationPreferences.volunteerReminders,
        monthlyGiving: notificationPreferences.monthlyGiving,
        updatedAt: notificationPreferences.updatedAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        updateID: updates.id,
        charityID: updates.organizationId,
        eventID: updates.eventId,
        createdAt: updates.createdAt,
      })
      .from(updates)
      .where(eq(updates.authorUserId, userId))
      .orderBy(desc(updates.createdAt)),
    // Opened: the download holds the TIN itself, never its sealed form.
    loadTaxDetails(db, taxDetailsKey, userId),
    db
      .select({
        monthlyPlanID: recurringPlans.id,
        charityID: recurringPlans.organizationId,
        eventID: recurringPlans.eventId,
        amountCentavos: recurringPlans.amountCentavos,
        method: recurringPlans.method,
        anonymous: recurringPlans.anonymous,
        mode: recurringPlans.mode,
        status: recurringPlans.status,
        gateway: recurringPlans.provider,
        dayOfMonth: recurringPlans.anchorDay,
        nextDueOn: recurringPlans.nextDueOn,
        createdAt: recurringPlans.createdAt,
        updatedAt: recurringPlans.updatedAt,
        cancelledAt: recurringPlans.cancelledAt,
      })
      .from(recurringPlans)
      .where(eq(recurringPlans.userId, userId))
      .orderBy(desc(recurringPlans.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    likes: { charities: likedCharities, events: likedEvents },
    volunteering: {
      charities: volunteerCharities,
      events: volunteerEvents.map(({ startsAt, endsAt, waitlistPosition: position, ...row }) => {
        const { hours, state } = volunteerHours(row, { startsAt, endsAt });
        return {
          ...row,
          waitlistPosition: position === null ? null : Number(position),
          hours,
          hoursState: state,
        };
      }),
    },
    donations: myDonations,
    leaderboard: leaderboard ?? null,
    charitiesRepresented: represented,
    eventsCreated,
    updatesPosted,
    pledges,
    // The emails they chose (null: never changed, so every one is on) and texts (`account.smsOptIn`).
    notifications: choices ?? null,
    taxDetails: tax ?? null,
    monthlyGiving: plans,
    calendarFeed: feed ? { url: calendarFeedUrl(publicUrl, feed.token), createdAt: feed.createdAt } : null,
    sessions: mySessions,
    // Named so: the file holds no word "password" at all, as no password hash may ever be in it.
    resetLinks: resets,
  };
}

/**
 * Deletes the signed-in person's account (decision 011). The row stays, anonymised, because donations name it and
 * the charities' books keep them ("Deleted user"); everything else about the person goes: their likes, volunteering
 * (each event left as unvolunteering leaves it, so the waitlist moves up), leaderboard total, calendar feed,
 * notification choices, tax details, the tributes on their gifts, sessions, reset links and throttle counts, the emails and texts waiting to be
 * sent to them (texts are turned off), and the representative name and number they typed on charities. Charities
 * they represent, events they created and updates they posted keep existing without them. The email is freed for a
 * new sign-up; the password can never match. Those promoted
 * into their volunteer places are emailed (enqueued in the same transaction).
 */
export async function deleteAccount(
  db: Db,
  mail: PromotionMail,
  limits: LoginLimits,
  userId: number,
  password: string,
  ip: string,
): Promise<void> {
  const person = await checkOwnPassword(db, limits, userId, password, ip, 'account.delete.wrongPassword');
  const deletedName = t('account.deleted.name');
  await db.transaction(async (tx) => {
    // Their gifts with a tribute, whose tributes are cleared below, before the account's row: a payment locks its
    // donation, then its donor (settle.ts), so taking them in the same order keeps the two from waiting on each
    // other in a circle. Gifts without one are not locked at all.
    await tx
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.userId, userId), isNotNull(donations.tributeKind)))
      .for('update');
    // The account's row next: from here a payment completing for this donor waits for this transaction, and one
    // that locked it first has committed its leaderboard total, which is removed below (settle.ts).
    await tx
      .update(users)
      .set({
        firstName: deletedName,
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
        language: null,
        smsOptIn: false,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await leaveAllEvents(tx, mail, userId);
    // Their pledges' goods counts stay; promises still open end (decision 024).
    await closePledgesOf(tx, userId);
    for (const table of [organizationLikes, eventLikes, organizationVolunteers])
      await tx.delete(table).where(eq(table.userId, userId));
    // Its trigger tells every server to drop its public answers, so the leaderboard loses the donor at once.
    await tx.delete(donorTotals).where(eq(donorTotals.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    // The calendar feed's link stops working.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    // Who was emailed a report: a deleted account is never written to again anyway.
    await tx.delete(eventReportNotices).where(eq(eventReportNotices.userId, userId));
    // Their monthly gifts end: nothing more is charged or reminded (the plans stay, as their gifts name them).
    await tx
      .update(recurringPlans)
      .set({
        status: 'cancelled',
        cancelledAt: sql`coalesce(${recurringPlans.cancelledAt}, now())`,
        savedMethodRef: null,
        updatedAt: sql`now()`,
      })
      .where(eq(recurringPlans.userId, userId));
    // Whom their gifts honoured and the families' addresses are theirs to take away; the gifts stay in the books.
    await tx
      .update(donations)
      .set({ tributeKind: null, tributeName: null, tributeNotifyEmail: null, tributeShowAmount: null })
      .where(and(eq(donations.userId, userId), isNotNull(donations.tributeKind)));
    // Their TIN and registered address: certificates already numbered keep their number, never their details.
    await tx.delete(taxDetails).where(eq(taxDetails.userId, userId));
    // The representative's name and number were typed by this person (NOT NULL: a neutral value, as in users).
    await tx
      .update(organizations)
      .set({
        representativeUserId: null,
        representativeName: deletedName,
        representativeContactNumber: '',
        // The identity as last verified holds the name too; changed alike, so no review shows it as an edit.
        verifiedIdentity: sql`jsonb_set(${organizations.verifiedIdentity}, '{representativeName}', to_jsonb(${deletedName}::text))`,
      })
      .where(eq(organizations.representativeUserId, userId));
    await tx.update(events).set({ createdByUserId: null }).where(eq(events.createdByUserId, userId));
    // Their updates are the charity's news and stay; who of it posted them does not.
    await tx.update(updates).set({ authorUserId: null }).where(eq(updates.authorUserId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await revokeUserSessions(tx, userId);
    // Emails and texts to them still queued, failed or kept a day after sending hold their address or number, and
    // their name.
    await deleteEmailJobsTo(tx, person.email);
    await deleteTextJobsFor(tx, { userId, number: philippineMobile(person.contactNumber) });
  });
  await clearAccountThrottle(db, person.email);
}
