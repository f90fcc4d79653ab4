import {
  type AddEventValues,
  type Event,
  type EventDateFilter,
  eventDateRange,
  hasEventEnded,
  toCentavos,
  toPesos,
} from '@tabang/shared';
import { and, asc, desc, eq, gt, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase, preparedPerPageSize } from '../../db/client';
import { eventCategories, events, organizationCategories, organizations } from '../../db/schema';
import { notCancelled, publicEvent } from '../../db/visibility';
import { conflict, forbidden, notFound } from '../../errors';
import { t } from '../../i18n';
import { assertUnderDailyLimit, type DailyLimit } from '../../lib/daily-limit';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import {
  containsPattern,
  decodeCursor,
  encodeCursor,
  instantKey,
  isInstantKey,
  type ListFilter,
  type ListPage,
  matchesSearch,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import {
  assertPermitAllows,
  assertScanGiven,
  type PermitRow,
  permitChanges,
  permitColumns,
  toPermit,
} from './permits';

/** When an event is over: its end, or its start when it has no end. */
export const endOf = sql<Date>`coalesce(${events.endsAt}, ${events.startsAt})`;

const eventColumns = {
  id: events.id,
  organizationId: events.organizationId,
  organizationName: organizations.name,
  organizationVerified: organizations.verified,
  name: events.name,
  description: events.description,
  location: events.location,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  whoCanJoin: events.whoCanJoin,
  status: events.status,
  imageId: events.imageId,
  donationsAfterEnd: events.donationsAfterEnd,
  goalCentavos: events.goalCentavos,
  volunteerCapacity: events.volunteerCapacity,
  cancelledAt: events.cancelledAt,
  cancelReason: events.cancelReason,
  reliefDrive: events.reliefDrive,
  urgent: events.urgent,
  acceptanceRules: events.acceptanceRules,
  ...permitColumns,
};
type EventRow = PermitRow & {
  id: number;
  organizationId: number;
  organizationName: string;
  organizationVerified: boolean;
  name: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date | null;
  whoCanJoin: string;
  status: number;
  imageId: number | null;
  donationsAfterEnd: boolean;
  goalCentavos: number | null;
  volunteerCapacity: number | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  reliefDrive: boolean;
  urgent: boolean;
  acceptanceRules: string | null;
};

/**
 * An event's figures, columns of its row that the database keeps with every change to what they count: what its
 * completed gifts add up to and from how many people (migration 0028), what was recorded outside Tabang and how many
 * records a report shows (0033), and who holds a slot or waits for one (0034). Every read of events reads them with
 * the rows.
 */
const figureColumns = {
  raisedCentavos: events.raisedCentavos,
  donorCount: events.donorCount,
  offlineCentavos: events.offlineCentavos,
  records: events.records,
  volunteerCount: events.volunteerCount,
  waitlistCount: events.waitlistCount,
};
type FigureRow = { [column in keyof typeof figureColumns]: number };
const eventColumnsWithFigures = { ...eventColumns, ...figureColumns };

/**
 * Event rows (with their charity's name and their figures) as the public API shows them, each with its permit valid
 * or not on the Philippine day of `now`.
 */
export const toEvents = (rows: (EventRow & FigureRow)[], now = new Date()): Event[] =>
  rows.map((row) => toEvent(row, now));

const eventImagePath = (eventId: number) => `/get/events/image/${eventId}`;

/** An event row (with its charity's name and its figures) as the public API shows it. */
function toEvent(row: EventRow & FigureRow, now: Date): Event {
  return {
    eventID: row.id,
    organizationID: row.organizationId,
    organizationName: row.organizationName,
    organizationVerified: row.organizationVerified,
    nameOfEvent: row.name,
    descriptionOfEvent: row.description,
    location: row.location,
    dateAndTimeStart: new Date(row.startsAt).toISOString(),
    dateAndTimeEnd: row.endsAt ? new Date(row.endsAt).toISOString() : null,
    whoCanJoin: row.whoCanJoin,
    status: row.status,
    eventImage: row.imageId == null ? null : eventImagePath(row.id),
    donationsAfterEnd: row.donationsAfterEnd,
    goalAmount: row.goalCentavos == null ? null : toPesos(row.goalCentavos),
    raisedAmount: toPesos(row.raisedCentavos),
    donorCount: row.donorCount,
    // Cash recorded outside Tabang, never added to the online totals; a report is linked once anything is recorded.
    offlineAmount: toPesos(row.offlineCentavos),
    hasReport: row.records > 0,
    volunteerCapacity: row.volunteerCapacity,
    volunteerCount: row.volunteerCount,
    waitlistCount: row.waitlistCount,
    cancelledAt: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
    cancelReason: row.cancelledAt ? row.cancelReason : null,
    reliefDrive: row.reliefDrive,
    urgent: row.urgent,
    acceptanceRules: row.acceptanceRules,
    permit: toPermit(row, now),
  };
}

/** Events (with their charity's name) that meet every condition, whoever may see them; order it as needed. */
export function selectEventRows(db: Db, ...conditions: (SQL | undefined)[]) {
  return db
    .select(eventColumnsWithFigures)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(...conditions));
}

/** The public's events (with their charity's name) that meet every condition; order it as needed. */
export const selectVisible = (db: Db, ...conditions: (SQL | undefined)[]) =>
  selectEventRows(db, publicEvent, ...conditions);

type EventListBase = {
  /** Only this charity's events. */
  organizationId?: number;
  now?: Date;
};
type EventListOptions =
  | (EventListBase & {
      /** Not ended yet, soonest first (by start, then id); one page of `limit` after `cursor` when asked. */
      when: 'upcoming';
      limit?: number;
      cursor?: string;
      /** Only events whose name, description or location contains this text, in any case. */
      q?: string;
      /** Only events under way at some moment of this span (Philippine time). */
      date?: EventDateFilter;
      /** Only events in this category, or of a charity in it (events added by charities have none of their own). */
      category?: number;
      /** Only events with no slot limit, or a slot still free. */
      openSlots?: boolean;
      /** Only urgent relief drives (Home's banner). */
      urgent?: boolean;
    })
  /** past: ended, most recent first; all: by start. */
  | (EventListBase & { when: 'past' | 'all' });

/** The start as a cursor's sort key (exact to the microsecond). */
const startKey = instantKey(events.startsAt);

export async function listEvents(db: Db, options: EventListOptions): Promise<ListPage<Event>> {
  const at = options.now ?? new Date();
  const now = sql`${at.toISOString()}::timestamptz`;
  const byCharity =
    options.organizationId === undefined ? undefined : eq(events.organizationId, options.organizationId);
  if (options.when !== 'upcoming') {
    const rows =
      options.when === 'past'
        ? options.organizationId === undefined
          ? await pastRows(db, now)
          : await pastOfCharity(db).execute({ now: at.toISOString(), organizationId: options.organizationId })
        : await selectVisible(db, notCancelled, byCharity).orderBy(asc(events.startsAt), asc(events.id));
    return { items: toEvents(rows, at), next: null };
  }

  const { limit, q, date, category, openSlots, urgent } = options;
  const filter: ListFilter = {
    list:
      options.organizationId === undefined
        ? 'upcoming-events'
        : `upcoming-events-of-${options.organizationId}`,
    q,
    category,
    date,
    openSlots,
    urgent,
  };
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, filter, isInstantKey);
  const fetch = rowsToFetch(limit);
  const unfiltered = q === undefined && date === undefined && category === undefined && !openSlots;
  // The first page starts "after" the start of time.
  const from = { afterKey: after?.key ?? '-infinity', afterId: after?.id ?? 0 };
  // LIMIT NULL is no limit: the whole list.
  const values = { now: at.toISOString(), ...from, fetch: fetch ?? null };
  const pageOf = (items: Event[], last: { id: number; startKey: string } | undefined) => ({
    items,
    next: last === undefined ? null : encodeCursor(filter, { id: last.id, key: last.startKey }),
  });
  if (unfiltered && (!urgent || options.organizationId === undefined)) {
    const rows = urgent
      ? await urgentDrivesPage(db, values.fetch).execute(values)
      : options.organizationId === undefined
        ? await upcomingPage(db, values.fetch).execute(values)
        : await upcomingPageOfCharity(db, values.fetch).execute({
            ...values,
            organizationId: options.organizationId,
          });
    const page = splitPage(rows, limit);
    return pageOf(toEvents(page.rows, at), page.last);
  }
  const pattern = q === undefined ? undefined : containsPattern(q);
  const rows = await upcomingRows(db, {
    now,
    fetch,
    after: afterCursor(from.afterKey, from.afterId),
    conditions: [
      byCharity,
      pattern === undefined ? undefined : matchesSearch(events.searchText, pattern),
      date === undefined ? undefined : duringSpan(eventDateRange(date, options.now)),
      category === undefined ? undefined : inCategory(category),
      openSlots ? hasFreeSlot : undefined,
      // An urgent event is always a relief drive (events_urgent_drive).
      urgent ? urgentOnly : undefined,
    ],
  });
  const page = splitPage(rows, limit);
  return pageOf(toEvents(page.rows, at), page.last);
}

/** After the cursor's event in list order (by start, then id). */
const afterCursor = (key: string | Placeholder, id: number | Placeholder) =>
  sql`(${events.startsAt}, ${events.id}) > (${key}::timestamptz, ${id}::integer)`;

/**
 * A condition checked on each row the rest of the query finds, never used to find rows. The events under way are
 * few, but given `after` as it is, the first page's generic plan expected a third of all events after any cursor and
 * intersected the (start, id) index's whole range with them: 1.6 ms a page, 0.47 with this.
 */
const checkedOnEach = (condition: SQL) => sql`(${condition}) is true`;

type UpcomingOptions = {
  now: SQL;
  fetch?: number | Placeholder;
  after: SQL;
  conditions: (SQL | undefined)[];
};

/**
 * The public's upcoming events after the cursor (`after`) that meet every condition, in list order, `fetch` of them
 * when given. Upcoming means not ended: under way now (few, found by the span index), then starting later (read in
 * the (start, id) index's order from the cursor up to the page's end), merged in list order. One condition "ends
 * after now" in start order would walk every event that started and ended before now. Each event with its figures
 * (columns of its row).
 */
function upcomingRows(db: Db, { now, fetch, after, conditions }: UpcomingOptions) {
  const part = (...when: SQL[]) =>
    db
      .select({ ...eventColumnsWithFigures, startKey })
      .from(events)
      .innerJoinLateral(charityOfEvent(db), sql`true`)
      .where(and(publicEvent, notCancelled, ...when, ...conditions));
  const later = part(gt(events.startsAt, now), after).orderBy(asc(events.startsAt), asc(events.id));
  const query = part(underWay(now), checkedOnEach(after))
    .unionAll(fetch === undefined ? later : later.limit(fetch))
    .orderBy(asc(events.startsAt), asc(events.id));
  return fetch === undefined ? query : query.limit(fetch);
}

/**
 * Each event's charity (the columns eventColumns and publicEvent read), looked up by its key for each event: joined
 * as the table, it was hashed whole for the events under way, as PostgreSQL expects a hundred of them where there
 * are a dozen. A subquery with a LIMIT is not merged into the join (the first page: 680 -> 1,400-1,700 calls a
 * second in pgbench on the city-scale data set); named as the table, it is what those columns name.
 */
const charityOfEvent = (db: Db) =>
  db
    .select({
      name: organizations.name,
      verified: organizations.verified,
      suspended: organizations.suspended,
    })
    .from(organizations)
    .where(eq(organizations.id, events.organizationId))
    .limit(1)
    .as('organizations');

/** Under way at `now`: started, and not ended (events_under_way_idx). */
const underWay = (now: SQL) => sql`tstzrange(${events.startsAt}, ${endOf}) @> ${now}`;

/**
 * The pages most asked for, prepared: Events and a charity's upcoming events without a search or filter, and Home's
 * urgent drives; `only` narrows the list to a charity's or to urgent events. `now` is read through a subquery, which
 * hides its value from the planner: given it, PostgreSQL's plan for each call's `now` (a dozen events under way) was
 * always estimated cheaper than the generic plan (a hundred), so it planned every call, the same plan each time.
 * Without it both are costed alike and the generic plan is kept after five calls (0.26 ms to plan -> 0.04).
 */
const upcomingPageQuery = (name: string, only?: SQL) =>
  preparedPerPageSize(name, (db, limit, nameOfSize) =>
    upcomingRows(db, {
      now: sql`(select ${sql.placeholder('now')}::timestamptz)`,
      fetch: limit,
      after: afterCursor(sql.placeholder('afterKey'), sql.placeholder('afterId')),
      conditions: [only],
    }).prepare(nameOfSize),
  );
const upcomingPage = upcomingPageQuery('tabang_upcoming_events');
/** Urgent events only, written as the partial index events_urgent_idx is (a parameter would not match it). */
const urgentOnly = sql`${events.urgent}`;
/** Home's banner of urgent relief drives, on every visit (an urgent event is always a drive: events_urgent_drive). */
const urgentDrivesPage = upcomingPageQuery('tabang_urgent_drives', urgentOnly);
const upcomingPageOfCharity = upcomingPageQuery(
  'tabang_upcoming_events_of_charity',
  eq(events.organizationId, sql.placeholder('organizationId')),
);

/** The public's events that ended by `now` and were not cancelled, the latest first (of one charity, or all). */
const pastRows = (db: Db, now: SQL, byCharity?: SQL) =>
  selectVisible(db, notCancelled, byCharity, lte(endOf, now)).orderBy(desc(endOf), desc(events.id));
/** Every charity page lists its past events. */
const pastOfCharity = preparedPerDatabase((db) =>
  pastRows(
    db,
    sql`${sql.placeholder('now')}::timestamptz`,
    eq(events.organizationId, sql.placeholder('organizationId')),
  ).prepare('tabang_past_events_of_charity'),
);

/** Under way at some moment of the span: starts before its end and ends after its start. */
const duringSpan = ({ from, to }: { from: Date; to: Date }) =>
  and(
    sql`${events.startsAt} < ${to.toISOString()}::timestamptz`,
    sql`${endOf} > ${from.toISOString()}::timestamptz`,
  );

/** In the category itself, or of a charity in it. */
const inCategory = (category: number) =>
  or(
    sql`exists (select 1 from ${eventCategories} where ${eventCategories.eventId} = ${events.id} and ${eventCategories.categoryId} = ${category})`,
    sql`exists (select 1 from ${organizationCategories} where ${organizationCategories.organizationId} = ${events.organizationId} and ${organizationCategories.categoryId} = ${category})`,
  );

/** No slot limit, or fewer volunteers holding a slot than it has. */
const hasFreeSlot = or(
  sql`${events.volunteerCapacity} is null`,
  sql`${events.volunteerCount} < ${events.volunteerCapacity}`,
);

/** An event's page reads it, with its figures, on every visit. */
const visibleEventById = preparedPerDatabase((db) =>
  db
    .select(eventColumnsWithFigures)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(publicEvent, eq(events.id, sql.placeholder('eventId'))))
    .prepare('tabang_event'),
);

/** A public event, or 404 'Event not found' (unknown, unpublished, or its charity is suspended). */
export async function getEvent(db: Db, eventId: number, now = new Date()): Promise<Event> {
  const [row] = await visibleEventById(db).execute({ eventId });
  if (!row) throw notFound(t('events.notFound'));
  return toEvent(row, now);
}

/** What the checks before an event's other reads ask of it: whether the public can see it, and its image. */
const visibleEventImage = preparedPerDatabase((db) =>
  db
    .select({ imageId: events.imageId })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(publicEvent, eq(events.id, sql.placeholder('eventId'))))
    .prepare('tabang_visible_event'),
);

/** A public event's image id (null when none), or 404 'Event not found'. */
async function visibleEventRow(db: Db, eventId: number): Promise<{ imageId: number | null }> {
  const [row] = await visibleEventImage(db).execute({ eventId });
  if (!row) throw notFound(t('events.notFound'));
  return row;
}

/** The id of a public event's image (null when it has none); 404 for an event the public cannot see. */
export async function getEventImageId(db: Db, eventId: number): Promise<number | null> {
  return (await visibleEventRow(db, eventId)).imageId;
}

/** 404 unless the public can see this event; for calls about an event (its categories, …). */
export async function assertEventVisible(db: Db, eventId: number): Promise<void> {
  await visibleEventRow(db, eventId);
}

/** What a gift to an event checks of it (`assertEventTakesDonations`), to read with the rest of the gift's checks. */
export const donationEventColumns = {
  organizationId: events.organizationId,
  name: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  donationsAfterEnd: events.donationsAfterEnd,
  cancelledAt: events.cancelledAt,
  ...permitColumns,
};

/**
 * 409 for a donation to a cancelled event, to an event that has ended, unless its charity chose to keep taking gifts
 * after it (donations_after_end; the message points to the charity, `charityName`, instead), and outside its
 * permit's dates.
 */
export function assertEventTakesDonations(
  event: {
    startsAt: Date;
    endsAt: Date | null;
    donationsAfterEnd: boolean;
    cancelledAt: Date | null;
  } & PermitRow,
  charityName: string,
  now: Date,
): void {
  if (event.cancelledAt) throw conflict(t('editing.cancelledNoDonations', { name: charityName }));
  if (!event.donationsAfterEnd && hasEventEnded(event, now))
    throw conflict(t('events.donationsClosed', { name: charityName }));
  assertPermitAllows(event, now);
}

const eventsDailyLimit = (max: number): DailyLimit => ({
  max,
  table: events,
  addedBy: events.createdByUserId,
  createdAt: events.createdAt,
  message: t('events.dailyLimit', { max }),
});

/**
 * Events are added to a charity by its representative or by an admin (403 for anyone else); an unknown or
 * suspended charity is 404; a member may add `maxPerDay` events in 24 hours (429 beyond; admins are exempt).
 * Checked before the poster is processed, and again inside the transaction.
 */
export async function assertCanAddEvent(
  db: Db,
  user: CurrentUser,
  organizationId: number,
  maxPerDay: number,
): Promise<void> {
  await assertUnderDailyLimit(db, user, eventsDailyLimit(maxPerDay));
  const [charity] = await db
    .select({ representativeUserId: organizations.representativeUserId, suspended: organizations.suspended })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!charity || charity.suspended) throw notFound();
  if (user.role !== 'admin' && charity.representativeUserId !== user.userID) throw forbidden();
}

/**
 * Adds a published event (status 0) with its poster, and its permit with the scan, in one transaction; a failure
 * leaves no row and no file.
 */
export async function addEvent(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  fields: AddEventValues,
  poster: PreparedImage,
  maxPerDay: number,
  permitScan?: PreparedImage,
): Promise<number> {
  assertScanGiven(fields.permitType ?? null, permitScan !== undefined);
  return withImageTransaction(db, blobs, async (tx, saveImage) => {
    await assertUnderDailyLimit(tx, user, eventsDailyLimit(maxPerDay));
    // Lock the charity row so a suspension cannot slip in between the check and the insert.
    const [charity] = await tx
      .select({
        representativeUserId: organizations.representativeUserId,
        suspended: organizations.suspended,
      })
      .from(organizations)
      .where(eq(organizations.id, fields.organizationID))
      .for('update');
    if (!charity || charity.suspended) throw notFound();
    if (user.role !== 'admin' && charity.representativeUserId !== user.userID) throw forbidden();
    const imageId = await saveImage(poster);
    const permitScanImageId = permitScan && (await saveImage(permitScan));
    const [row] = await tx
      .insert(events)
      .values({
        organizationId: fields.organizationID,
        name: fields.nameOfEvent,
        description: fields.descriptionOfEvent,
        location: fields.location,
        startsAt: fields.dateAndTimeStart,
        endsAt: fields.dateAndTimeEnd,
        whoCanJoin: fields.whoCanJoin,
        donationsAfterEnd: fields.donationsAfterEnd,
        goalCentavos: fields.goalAmount == null ? null : toCentavos(fields.goalAmount),
        volunteerCapacity: fields.volunteerCapacity,
        reliefDrive: fields.reliefDrive,
        urgent: fields.urgent,
        acceptanceRules: fields.acceptanceRules,
        status: 0,
        imageId,
        ...permitChanges(fields),
        permitScanImageId,
        createdByUserId: user.userID,
      })
      .returning({ id: events.id });
    return row!.id;
  });
}
