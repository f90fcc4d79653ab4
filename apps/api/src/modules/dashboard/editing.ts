import {
  type CHARITY_IMAGE_FIELDS,
  type CharityForEditing,
  type Event,
  type EventForEditing,
  type Language,
  PH_TIME_ZONE,
  toCentavos,
  type UpdateCharityValues,
  type UpdateEventValues,
} from '@tabang/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  events,
  eventVolunteers,
  organizationCategories,
  organizations,
  users,
} from '../../db/schema';
import { badRequest, conflict, isForeignKeyViolation } from '../../errors';
import { dateFormatter, inLanguage, t } from '../../i18n';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { type Promoted, promoteFromWaitlist } from '../engagement/slots';
import { selectEventRows, toEvents } from '../events/service';
import { type PreparedImage, withImageTransaction } from '../images/service';
import { categoriesOf, registrationDetailsOf, toOrganization } from '../organizations/service';
import { assertCanManageEvent, assertCanManageOrganization } from './permissions';

/*
 * Editing a charity or an event and cancelling an event, for the charity's representative or an admin.
 * A replaced picture's old image row and files are left in place: image URLs name the charity or event, not the
 * image, so nothing points at them any more, and removing them is a storage clean-up, not a request's job.
 */

/** A charity as its editors see it: the public view plus the private contact number and unchecked registration. */
export async function getCharityForEditing(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<CharityForEditing> {
  await assertCanManageOrganization(db, user, id);
  return charityForEditing(db, id);
}

async function charityForEditing(db: Db | Tx, id: number): Promise<CharityForEditing> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  const charity = toOrganization(row!, (await categoriesOf(db as Db, [id])).get(id) ?? []);
  return {
    ...charity,
    representativeContactNumber: row!.representativeContactNumber,
    registrationDetails: registrationDetailsOf(row!),
  };
}

export type CharityImageUpdates = Partial<Record<(typeof CHARITY_IMAGE_FIELDS)[number], PreparedImage>>;

/**
 * Changes the fields that were sent (and the pictures that were sent) in one transaction; anything refused leaves
 * the charity and the image store as they were. Changed registration details need an admin's check again.
 */
export async function updateCharity(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  values: UpdateCharityValues,
  pictures: CharityImageUpdates,
): Promise<CharityForEditing> {
  const id = values.organizationID;
  try {
    await withImageTransaction(db, blobs, async (tx, saveImage) => {
      await assertCanManageOrganization(tx, user, id, { lock: true });
      const [current] = await tx.select().from(organizations).where(eq(organizations.id, id));
      const registration = { ...registrationDetailsOf(current!) };
      for (const key of Object.keys(registration) as (keyof typeof registration)[])
        if (values[key] !== undefined) registration[key] = values[key];
      // The add form's rule, on what the charity will hold: a validity date belongs to a DSWD number.
      if (registration.dswdValidUntil !== null && registration.dswdRegistrationNumber === null)
        throw badRequest(t('charities.registration.dateWithoutNumber'));
      const registrationChanged = (Object.keys(registration) as (keyof typeof registration)[]).some(
        (key) => registration[key] !== current![key],
      );

      if (values.categories !== undefined) {
        const ids = values.categories;
        if (ids.length) {
          const found = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(inArray(categories.id, ids));
          if (found.length !== ids.length) throw badRequest(t('charities.invalidCategories'));
        }
        await tx.delete(organizationCategories).where(eq(organizationCategories.organizationId, id));
        if (ids.length)
          await tx
            .insert(organizationCategories)
            .values(ids.map((categoryId) => ({ organizationId: id, categoryId })));
      }

      await tx
        .update(organizations)
        .set({
          name: values.organizationName,
          abbreviation: values.organizationAbbreviation,
          description: values.organizationDescription,
          address: values.organizationAddress,
          phoneNumber: values.organizationPhoneNumber,
          email: values.organizationEmail,
          representativeName: values.representativeName,
          representativeContactNumber: values.representativeContactNumber,
          facebookLink: values.organizationFacebookLink,
          instagramLink: values.organizationInstagramLink,
          websiteLink: values.organizationMainWebsite,
          type: values.organizationType,
          ...registration,
          ...(registrationChanged ? { registrationCheckedAt: null } : {}),
          logoImageId:
            pictures.organizationProfilePicture && (await saveImage(pictures.organizationProfilePicture)),
          featureImageId:
            pictures.organizationFeaturedPicture && (await saveImage(pictures.organizationFeaturedPicture)),
        })
        .where(eq(organizations.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(t('charities.invalidCategories'));
    throw error;
  }
  return charityForEditing(db, id);
}

/** The event as the public API shows it, cancelled or not, plus its volunteer slots. */
async function eventForEditing(db: Db | Tx, id: number): Promise<EventForEditing> {
  const [[row], [extra]] = await Promise.all([
    selectEventRows(db as Db, eq(events.id, id)),
    db.select({ volunteerCapacity: events.volunteerCapacity }).from(events).where(eq(events.id, id)),
  ]);
  const [event] = await toEvents(db as Db, [row!]);
  return { ...(event as Event), volunteerCapacity: extra!.volunteerCapacity };
}

export async function getEventForEditing(db: Db, user: CurrentUser, id: number): Promise<EventForEditing> {
  await assertCanManageEvent(db, user, id);
  return eventForEditing(db, id);
}

const volunteered = (eventId: number) =>
  and(eq(eventVolunteers.targetId, eventId), eq(eventVolunteers.status, 'volunteered'));

/**
 * Changes the fields that were sent in one transaction, holding the event's row. The dates keep the add form's
 * rules on what the event will hold: the end after the start, and a changed end not already passed (so an event
 * under way keeps its start, and one that has ended can still have its text corrected). Slots cannot drop below
 * the volunteers already signed up; more slots move the first on the waitlist up.
 */
export async function updateEvent(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  values: UpdateEventValues,
  poster: PreparedImage | undefined,
  now = new Date(),
): Promise<{ event: EventForEditing; promoted: Promoted[] }> {
  const id = values.eventID;
  const promoted = await withImageTransaction(db, blobs, async (tx, saveImage) => {
    await assertCanManageEvent(tx, user, id, { lock: true });
    const [current] = await tx
      .select({
        name: events.name,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        cancelledAt: events.cancelledAt,
      })
      .from(events)
      .where(eq(events.id, id));
    if (current!.cancelledAt) throw conflict(t('editing.eventIsCancelled'));
    const startsAt = values.dateAndTimeStart ?? current!.startsAt;
    const endsAt = values.dateAndTimeEnd ?? current!.endsAt;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw badRequest(t('events.endAfterStart'));
    if (values.dateAndTimeEnd && values.dateAndTimeEnd.getTime() <= now.getTime())
      throw badRequest(t('events.endInPast'));

    const capacity = values.volunteerCapacity;
    if (capacity !== undefined && capacity !== null) {
      const [signedUp] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(eventVolunteers)
        .where(volunteered(id));
      if (signedUp!.n > capacity)
        throw conflict(t('editing.capacityBelowVolunteers', { count: signedUp!.n }));
    }

    const changes = {
      name: values.nameOfEvent,
      description: values.descriptionOfEvent,
      location: values.location,
      whoCanJoin: values.whoCanJoin,
      startsAt: values.dateAndTimeStart,
      endsAt: values.dateAndTimeEnd,
      donationsAfterEnd: values.donationsAfterEnd,
      goalCentavos:
        values.goalAmount === undefined ? undefined : values.goalAmount && toCentavos(values.goalAmount),
      volunteerCapacity: capacity,
      imageId: poster && (await saveImage(poster)),
    };
    // Only the eventID sent: nothing to write.
    if (Object.values(changes).some((value) => value !== undefined))
      await tx.update(events).set(changes).where(eq(events.id, id));
    // More slots (or none) move the first on the waitlist up; they are emailed after the commit.
    return capacity === undefined
      ? []
      : promoteFromWaitlist(tx, {
          id,
          name: changes.name ?? current!.name,
          startsAt: changes.startsAt ?? current!.startsAt,
          capacity,
        });
  });
  return { event: await eventForEditing(db, id), promoted };
}

export type CancelledEvent = {
  event: EventForEditing;
  /** False when it had been cancelled before: nobody is emailed twice. */
  cancelledNow: boolean;
  /** Everyone signed up, volunteers and waitlist, to tell after the commit. */
  volunteers: Recipient[];
};

/**
 * Cancels an event: it leaves every public list, takes no donations or volunteers, and its page says so.
 * Cancelling again answers the same and emails nobody.
 */
export async function cancelEvent(db: Db, user: CurrentUser, eventId: number): Promise<CancelledEvent> {
  const { cancelledNow, volunteers } = await db.transaction(async (tx) => {
    await assertCanManageEvent(tx, user, eventId, { lock: true });
    const cancelled = await tx
      .update(events)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(events.id, eventId), sql`${events.cancelledAt} is null`))
      .returning({ id: events.id });
    if (cancelled.length === 0) return { cancelledNow: false, volunteers: [] };
    const people = await tx
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(eventVolunteers)
      .innerJoin(users, eq(users.id, eventVolunteers.userId))
      .where(eq(eventVolunteers.targetId, eventId));
    return { cancelledNow: true, volunteers: people };
  });
  return { event: await eventForEditing(db, eventId), cancelledNow, volunteers };
}

/** Someone to email, in their language (null: English). */
type Recipient = { email: string; firstName: string; language: Language | null };

const cancellationDate = dateFormatter({ timeZone: PH_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** The email that tells a volunteer their event was cancelled, in their language. */
export const cancellationEmail = (event: Event, volunteer: Recipient) =>
  inLanguage(volunteer.language ?? 'en', () => {
    const date = cancellationDate(new Date(event.dateAndTimeStart));
    return {
      to: volunteer.email,
      subject: t('editing.email.subject', { event: event.nameOfEvent }),
      text: t('editing.email.body', {
        name: volunteer.firstName,
        event: event.nameOfEvent,
        charity: event.organizationName,
        date,
      }),
    };
  });
