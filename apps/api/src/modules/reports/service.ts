import {
  type ContactsHiddenReason,
  type EventVolunteering,
  type OrganizationStats,
  PH_TIME_ZONE,
  REPORT_DAYS,
  REPORT_MONTHS,
  servedHours,
  sumHours,
  toPesos,
  VOLUNTEER_STATUSES,
  volunteerHours,
} from '@tabang/shared';
import { and, asc, desc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { donations, events, eventVolunteers, users } from '../../db/schema';
import { t } from '../../i18n';
import { instantKey } from '../../lib/paging';
import { monthlyDonorCount } from '../recurring/donors';
import type { CsvCell } from './csv';

/** Rows read from the database per query while a CSV streams out: small enough to hold, big enough to be quick. */
export const CSV_BATCH_ROWS = 1000;

/** A time as the charity reads it: Davao local time, "2026-11-23 14:05". */
export const manilaMinute = (column: AnyPgColumn | SQL) =>
  sql<string | null>`to_char(${column} at time zone ${PH_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;

/** Centavos as a plain decimal with two places, "1250.00": what a spreadsheet adds up. */
export const pesoText = (centavos: number) => toPesos(centavos).toFixed(2);

export const donationsCsvHeader = (): string[] =>
  (['date', 'amount', 'donor', 'event', 'status', 'receipt'] as const).map((column) =>
    t(`reports.csv.donations.${column}`),
  );

/**
 * Every donation to the charity, in any status, for its books, oldest first, in batches (keyset on id). The date is
 * when it completed, or when it was started for one that never did. The donor is named in full (it is the charity's
 * own record), except an anonymous gift ("Anonymous") and one whose donor deleted the account ("Deleted user", as
 * decision 011 keeps them in the charities' books).
 */
export async function* donationCsvRows(db: Db, organizationId: number): AsyncGenerator<CsvCell[][]> {
  const anonymous = t('reports.csv.anonymous');
  const deletedUser = t('account.deleted.name');
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: donations.id,
        date: manilaMinute(sql`coalesce(${donations.completedAt}, ${donations.createdAt})`),
        amountCentavos: donations.amountCentavos,
        anonymous: donations.anonymous,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        firstName: users.firstName,
        lastName: users.lastName,
        eventName: events.name,
        status: donations.status,
        receiptNumber: donations.receiptNumber,
      })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .leftJoin(events, eq(events.id, donations.eventId))
      .where(and(eq(donations.organizationId, organizationId), gt(donations.id, after)))
      .orderBy(asc(donations.id))
      .limit(CSV_BATCH_ROWS);
    yield rows.map((row) => [
      row.date,
      pesoText(row.amountCentavos),
      row.anonymous ? anonymous : row.deleted ? deletedUser : `${row.firstName} ${row.lastName}`.trim(),
      row.eventName,
      row.status,
      row.receiptNumber,
    ]);
    if (rows.length < CSV_BATCH_ROWS) return;
    after = rows[rows.length - 1]!.id;
  }
}

const ROSTER_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'status',
  'position',
  'signedUp',
  'checkedIn',
  'checkedOut',
  'hours',
  'hoursState',
  'hoursNote',
] as const;
const CONTACT_COLUMNS: ReadonlySet<(typeof ROSTER_COLUMNS)[number]> = new Set(['email', 'contactNumber']);

/**
 * The roster file's columns. Without contact details (`contactsHidden`, the permissions' rule) the Email and Contact
 * number columns are left out rather than left blank, so nobody reads an empty cell as "gave no email".
 */
const rosterColumns = (event: { contactsHidden: ContactsHiddenReason | null }) =>
  ROSTER_COLUMNS.filter((column) => event.contactsHidden === null || !CONTACT_COLUMNS.has(column));

export const rosterCsvHeader = (event: { contactsHidden: ContactsHiddenReason | null }): string[] =>
  rosterColumns(event).map((column) => t(`reports.csv.roster.${column}`));

/**
 * An event's roster with attendance: the volunteers, then the waitlist, each in sign-up order (created_at, then
 * user id), in batches (keyset on that order). The waitlist position is the rank in that order, counted as the
 * rows go by. Hours follow volunteerHours, with whether they are served, expected or an organiser's correction, and
 * the correction's note. The columns are rosterCsvHeader's: no email or phone when
 * `event.contactsHidden`.
 */
export async function* rosterCsvRows(
  db: Db,
  event: { id: number; startsAt: Date; endsAt: Date | null; contactsHidden: ContactsHiddenReason | null },
): AsyncGenerator<CsvCell[][]> {
  const columns = rosterColumns(event);
  const now = new Date();
  let position = 0;
  for (const status of VOLUNTEER_STATUSES) {
    let after: { key: string; userId: number } | undefined;
    for (;;) {
      const rows = await db
        .select({
          userId: eventVolunteers.userId,
          createdKey: instantKey(eventVolunteers.createdAt),
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          contactNumber: users.contactNumber,
          signedUp: manilaMinute(eventVolunteers.createdAt),
          checkedIn: manilaMinute(eventVolunteers.checkedInAt),
          checkedOut: manilaMinute(eventVolunteers.checkedOutAt),
          checkedInAt: eventVolunteers.checkedInAt,
          checkedOutAt: eventVolunteers.checkedOutAt,
          hoursCorrected: eventVolunteers.hoursCorrected,
          hoursNote: eventVolunteers.hoursNote,
        })
        .from(eventVolunteers)
        .innerJoin(users, eq(users.id, eventVolunteers.userId))
        .where(
          and(
            eq(eventVolunteers.targetId, event.id),
            eq(eventVolunteers.status, status),
            after === undefined
              ? undefined
              : sql`(${eventVolunteers.createdAt}, ${eventVolunteers.userId}) > (${after.key}::timestamptz, ${after.userId}::integer)`,
          ),
        )
        .orderBy(asc(eventVolunteers.createdAt), asc(eventVolunteers.userId))
        .limit(CSV_BATCH_ROWS);
      yield rows.map((row) => {
        const hours = volunteerHours(row, event, now);
        const cells: Record<(typeof ROSTER_COLUMNS)[number], CsvCell> = {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          contactNumber: row.contactNumber,
          status,
          position: status === 'waitlisted' ? ++position : null,
          signedUp: row.signedUp,
          checkedIn: row.checkedIn,
          checkedOut: row.checkedOut,
          hours: hours.hours,
          hoursState: t(`reports.csv.hoursStates.${hours.state}`),
          hoursNote: row.hoursNote,
        };
        return columns.map((column) => cells[column]);
      });
      const last = rows[rows.length - 1];
      if (rows.length < CSV_BATCH_ROWS || !last) break;
      after = { key: last.createdKey, userId: last.userId };
    }
  }
}

/** The file names of the exports: ASCII only, dated in Davao time. */
export function csvFileName(
  kind: 'donations' | 'roster' | 'donors' | 'distributions',
  id: number,
  now = new Date(),
): string {
  const day = now.toLocaleDateString('en-CA', { timeZone: PH_TIME_ZONE });
  return `tabang-${kind}-${id}-${day}.csv`;
}

/**
 * The charity's completed donations per Manila day over the last REPORT_DAYS days and per Manila month over the last
 * REPORT_MONTHS months (every day and month present, zeros included, oldest first), and its events with their
 * volunteers, check-ins and hours served.
 */
export async function organizationStats(
  db: Db,
  charity: { id: number; name: string; contactsHidden: ContactsHiddenReason | null },
  now = new Date(),
): Promise<OrganizationStats> {
  const organizationId = charity.id;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${PH_TIME_ZONE})::date`;
  const firstDay = sql`(${today} - ${REPORT_DAYS - 1}::int)`;
  const thisMonth = sql`date_trunc('month', ${today}::timestamp)::date`;
  const firstMonth = sql`(${thisMonth} - make_interval(months => ${REPORT_MONTHS - 1}::int))::date`;
  const localTime = sql`(${donations.completedAt} at time zone ${PH_TIME_ZONE})`;
  // Grouped first (reading the charity's completed donations on their partial index), then laid on the calendar so
  // that days and months without gifts are there too.
  const totalsSince = (period: SQL, since: SQL) => sql`
    select ${period} as period, sum(${donations.amountCentavos}) as amount, count(*) as count from ${donations}
    where ${donations.organizationId} = ${organizationId} and ${donations.status} = 'completed'
      and ${donations.completedAt} >= ${since}::timestamp at time zone ${PH_TIME_ZONE}
    group by 1`;
  const calendar = async (period: SQL, first: SQL, last: SQL, step: string, format: string) =>
    (
      (await db.execute(sql`
        with totals as (${totalsSince(period, first)})
        select to_char(calendar.period, ${format}) as label, coalesce(totals.amount, 0)::text as amount,
               coalesce(totals.count, 0)::int as count
        from (select generate_series(${first}::timestamp, ${last}::timestamp, ${step}::interval)::date as period)
          as calendar
        left join totals using (period) order by period`)) as unknown as {
        rows: { label: string; amount: string; count: number }[];
      }
    ).rows.map((row) => ({
      label: row.label,
      amount: toPesos(Number(row.amount)),
      count: Number(row.count),
    }));

  const daily = await calendar(sql`${localTime}::date`, firstDay, today, '1 day', 'YYYY-MM-DD');
  const monthly = await calendar(
    sql`date_trunc('month', ${localTime})::date`,
    firstMonth,
    thisMonth,
    '1 month',
    'YYYY-MM',
  );
  return {
    organizationName: charity.name,
    rosterContactsHiddenReason: charity.contactsHidden,
    daily: daily.map(({ label, ...totals }) => ({ date: label, ...totals })),
    monthly: monthly.map(({ label, ...totals }) => ({ month: label, ...totals })),
    events: await eventVolunteering(db, organizationId),
    monthlyDonors: await monthlyDonorCount(db, organizationId),
  };
}

/**
 * Each of the charity's events, newest first: volunteers holding a slot, how many were checked in, hours served
 * (organisers' corrections included) and hours expected (checked in, not out, the event still running).
 */
async function eventVolunteering(db: Db, organizationId: number): Promise<EventVolunteering[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      volunteerCount: sql<number>`count(*) filter (where ${eventVolunteers.status} = 'volunteered')::int`,
    })
    .from(events)
    .leftJoin(eventVolunteers, eq(eventVolunteers.targetId, events.id))
    .where(eq(events.organizationId, organizationId))
    .groupBy(events.id)
    .orderBy(desc(events.startsAt), desc(events.id));
  // Hours are worked out per person by the shared rule, so only the people checked in or given hours are read.
  const attendance = await db
    .select({
      eventId: eventVolunteers.targetId,
      checkedInAt: eventVolunteers.checkedInAt,
      checkedOutAt: eventVolunteers.checkedOutAt,
      hoursCorrected: eventVolunteers.hoursCorrected,
    })
    .from(eventVolunteers)
    .innerJoin(events, eq(events.id, eventVolunteers.targetId))
    .where(
      and(
        eq(events.organizationId, organizationId),
        or(isNotNull(eventVolunteers.checkedInAt), isNotNull(eventVolunteers.hoursCorrected)),
      ),
    );
  const totals = new Map<number, { count: number; served: number[]; expected: number[] }>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = new Date();
  for (const row of attendance) {
    const total = totals.get(row.eventId) ?? { count: 0, served: [], expected: [] };
    if (row.checkedInAt) total.count += 1;
    const hours = volunteerHours(row, byId.get(row.eventId)!, now);
    total.served.push(servedHours(hours));
    if (hours.state === 'expected') total.expected.push(hours.hours);
    totals.set(row.eventId, total);
  }
  return rows.map((row) => ({
    eventID: row.id,
    nameOfEvent: row.name,
    startDate: row.startsAt.toISOString(),
    volunteerCount: Number(row.volunteerCount),
    checkedInCount: totals.get(row.id)?.count ?? 0,
    hours: sumHours(totals.get(row.id)?.served ?? []),
    expectedHours: sumHours(totals.get(row.id)?.expected ?? []),
  }));
}
