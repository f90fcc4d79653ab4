import { type EventReport, type Language, toPesos } from '@tabang/shared';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  distributionItems,
  distributions,
  donations,
  driveNeeds,
  drivePledges,
  driveReceipts,
  eventReportNotices,
  eventReports,
  events,
  offlineGifts,
  organizations,
  users,
} from '../../db/schema';
import { publicEvent } from '../../db/visibility';
import { notFound } from '../../errors';
import { inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import type { CurrentUser } from '../../plugins/auth';
import { assertCanManageEvent } from '../permissions/service';
import type { CsvCell } from '../reports/csv';
import { CSV_BATCH_ROWS, manilaMinute, pesoText } from '../reports/service';

/*
 * An event's report (decision 026): money online (completed Tabang gifts) and offline (cash recorded, not voided),
 * what the distributions spent, goods received and distributed, the distributions, how many gave, and whether the
 * charity published it as final. No donor's name is in it. The CSV files for the regulator and the publication
 * (one email to each giver and pledger, once) are here too.
 */

/** A sum of centavos (numeric, handed over as text), as a number; 0 for none. */
const centavos = (column: AnyPgColumn) => sql<string | null>`sum(${column})`;

/** Goods are matched by item and unit, in any case and spacing ("Rice"/"sacks" is "rice "/"Sacks"). */
const goodsKey = (item: string, unit: string) =>
  `${item.trim().toLocaleLowerCase('en-PH')}\u0000${unit.trim().toLocaleLowerCase('en-PH')}`;

/** 404 unless the public may see the event; its name and charity's. */
async function visibleEvent(db: Db, eventId: number) {
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      organizationId: events.organizationId,
      organizationName: organizations.name,
      reliefDrive: events.reliefDrive,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(events.id, eventId), publicEvent));
  if (!event) throw notFound(t('events.notFound'));
  return event;
}

/**
 * GET /get/events/:id/report. Goods received are the event's offline goods and, on a relief drive, what its desk
 * received for each need; distributed, the items of its distributions; both matched by item and unit (a need's own,
 * for the desk and for items given by need). Voided records count nowhere. The distributions oldest first, as a
 * report reads. Donors: each named donor once, each anonymous gift as one (nothing links it to a person).
 */
export async function eventReport(db: Db, eventId: number): Promise<EventReport> {
  const event = await visibleEvent(db, eventId);
  const [[online], [offline], [spent], offlineGoods, deskGoods, given, rows, [donors], [report]] =
    await Promise.all([
      db
        .select({ sum: centavos(donations.amountCentavos) })
        .from(donations)
        .where(and(eq(donations.eventId, eventId), sql`${donations.status} = 'completed'`)),
      db
        .select({ sum: centavos(offlineGifts.amountCentavos) })
        .from(offlineGifts)
        .where(and(eq(offlineGifts.eventId, eventId), isNull(offlineGifts.voidedAt))),
      db
        .select({ sum: centavos(distributions.amountSpentCentavos) })
        .from(distributions)
        .where(and(eq(distributions.eventId, eventId), isNull(distributions.voidedAt))),
      db
        .select({ item: offlineGifts.item, unit: offlineGifts.unit, quantity: offlineGifts.quantity })
        .from(offlineGifts)
        .where(
          and(
            eq(offlineGifts.eventId, eventId),
            eq(offlineGifts.kind, 'goods'),
            isNull(offlineGifts.voidedAt),
          ),
        )
        .orderBy(asc(offlineGifts.id)),
      db
        .select({
          item: driveNeeds.item,
          unit: driveNeeds.unit,
          quantity: sql<number>`coalesce(sum(${driveReceipts.quantity}), 0)::int`,
        })
        .from(driveNeeds)
        .leftJoin(driveReceipts, eq(driveReceipts.needId, driveNeeds.id))
        .where(eq(driveNeeds.eventId, eventId))
        .groupBy(driveNeeds.id)
        .orderBy(asc(driveNeeds.id)),
      db
        .select({
          distributionId: distributionItems.distributionId,
          item: distributionItems.item,
          unit: distributionItems.unit,
          quantity: distributionItems.quantity,
        })
        .from(distributionItems)
        .innerJoin(distributions, eq(distributions.id, distributionItems.distributionId))
        .where(and(eq(distributions.eventId, eventId), isNull(distributions.voidedAt)))
        .orderBy(asc(distributionItems.distributionId), asc(distributionItems.position)),
      db
        .select({
          id: distributions.id,
          barangay: distributions.barangay,
          distributedOn: distributions.distributedOn,
          households: distributions.households,
        })
        .from(distributions)
        .where(and(eq(distributions.eventId, eventId), isNull(distributions.voidedAt)))
        .orderBy(asc(distributions.distributedOn), asc(distributions.id)),
      db
        .select({
          named: sql<number>`count(distinct ${donations.userId}) filter (where not ${donations.anonymous})::int`,
          anonymous: sql<number>`count(*) filter (where ${donations.anonymous})::int`,
        })
        .from(donations)
        .where(and(eq(donations.eventId, eventId), sql`${donations.status} = 'completed'`)),
      db
        .select({ publishedAt: eventReports.publishedAt })
        .from(eventReports)
        .where(eq(eventReports.eventId, eventId)),
    ]);

  const goods = new Map<string, { item: string; unit: string; received: number; distributed: number }>();
  const line = (item: string, unit: string) => {
    const key = goodsKey(item, unit);
    let found = goods.get(key);
    if (!found) {
      found = { item: item.trim(), unit: unit.trim(), received: 0, distributed: 0 };
      goods.set(key, found);
    }
    return found;
  };
  // A drive's needs first, in their order, even before anything arrived (the report shows what was asked for).
  for (const need of deskGoods) line(need.item, need.unit).received += need.quantity;
  for (const gift of offlineGoods) line(gift.item!, gift.unit!).received += gift.quantity!;
  for (const item of given) line(item.item, item.unit).distributed += item.quantity;

  const onlineCentavos = Number(online?.sum ?? 0);
  const offlineCentavos = Number(offline?.sum ?? 0);
  return {
    eventID: event.id,
    eventName: event.name,
    organizationID: event.organizationId,
    organizationName: event.organizationName,
    money: {
      online: toPesos(onlineCentavos),
      offline: toPesos(offlineCentavos),
      total: toPesos(onlineCentavos + offlineCentavos),
      spent: toPesos(Number(spent?.sum ?? 0)),
    },
    goods: [...goods.values()],
    distributions: rows.map((row) => ({
      barangay: row.barangay,
      distributedOn: row.distributedOn,
      households: row.households,
      items: given
        .filter((item) => item.distributionId === row.id)
        .map(({ item, unit, quantity }) => ({ item, unit, quantity })),
    })),
    donors: {
      count: Number(donors?.named ?? 0) + Number(donors?.anonymous ?? 0),
      anonymous: Number(donors?.anonymous ?? 0),
    },
    publishedAt: report ? new Date(report.publishedAt).toISOString() : null,
  };
}

export const donorsCsvHeader = (): string[] =>
  (['date', 'name', 'amount', 'channel', 'receiptNumber'] as const).map((column) =>
    t(`whereItWent.csv.${column}`),
  );

/**
 * donors.csv: every completed Tabang gift to the event (oldest first, in batches) with its receipt number, then the
 * cash recorded for it and not voided. A gift made anonymously, and one whose donor deleted the account, reads
 * "Anonymous"; an offline gift names the giver the charity wrote down, or "Anonymous". Goods are in the report.
 */
export async function* donorsCsvRows(db: Db, eventId: number): AsyncGenerator<CsvCell[][]> {
  const anonymous = t('reports.csv.anonymous');
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: donations.id,
        date: manilaMinute(donations.completedAt),
        amountCentavos: donations.amountCentavos,
        anonymous: donations.anonymous,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        firstName: users.firstName,
        lastName: users.lastName,
        receiptNumber: donations.receiptNumber,
      })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .where(
        and(eq(donations.eventId, eventId), sql`${donations.status} = 'completed'`, gt(donations.id, after)),
      )
      .orderBy(asc(donations.id))
      .limit(CSV_BATCH_ROWS);
    yield rows.map((row) => [
      row.date,
      row.anonymous || row.deleted ? anonymous : `${row.firstName} ${row.lastName}`.trim(),
      pesoText(row.amountCentavos),
      'online',
      row.receiptNumber,
    ]);
    if (rows.length < CSV_BATCH_ROWS) break;
    after = rows[rows.length - 1]!.id;
  }
  const cash = await db
    .select({
      receivedOn: offlineGifts.receivedOn,
      donorName: offlineGifts.donorName,
      amountCentavos: offlineGifts.amountCentavos,
    })
    .from(offlineGifts)
    .where(
      and(eq(offlineGifts.eventId, eventId), eq(offlineGifts.kind, 'cash'), isNull(offlineGifts.voidedAt)),
    )
    .orderBy(asc(offlineGifts.receivedOn), asc(offlineGifts.id));
  yield cash.map((row) => [
    row.receivedOn,
    row.donorName ?? anonymous,
    pesoText(row.amountCentavos!),
    'offline',
    null,
  ]);
}

export const distributionsCsvHeader = (): string[] =>
  (['date', 'barangay', 'households', 'item', 'unit', 'quantity', 'amountSpent', 'note'] as const).map(
    (column) => t(`whereItWent.csv.${column}`),
  );

/**
 * distributions.csv: one row per item of each distribution not voided, oldest first. The households, amount spent
 * and note are on a distribution's first row only, so a spreadsheet's sums count each distribution once.
 */
export async function* distributionsCsvRows(db: Db, eventId: number): AsyncGenerator<CsvCell[][]> {
  const rows = await db
    .select({
      id: distributions.id,
      distributedOn: distributions.distributedOn,
      barangay: distributions.barangay,
      households: distributions.households,
      amountSpentCentavos: distributions.amountSpentCentavos,
      note: distributions.note,
      position: distributionItems.position,
      item: distributionItems.item,
      unit: distributionItems.unit,
      quantity: distributionItems.quantity,
    })
    .from(distributions)
    .innerJoin(distributionItems, eq(distributionItems.distributionId, distributions.id))
    .where(and(eq(distributions.eventId, eventId), isNull(distributions.voidedAt)))
    .orderBy(asc(distributions.distributedOn), asc(distributions.id), asc(distributionItems.position));
  yield rows.map((row) => {
    const first = row.position === 0;
    return [
      row.distributedOn,
      row.barangay,
      first ? row.households : null,
      row.item,
      row.unit,
      row.quantity,
      first && row.amountSpentCentavos !== null ? pesoText(row.amountSpentCentavos) : null,
      first ? row.note : null,
    ];
  });
}

type Jobs = Pick<JobQueue, 'enqueue'>;

/**
 * The charity publishes the event's report as final (again: a new date). In the same transaction, one email goes to
 * each person who completed a gift to the event or pledged goods to it (not cancelled), in their language, unless
 * they were told before or deleted their account. The event's row is held, so two publications never both email.
 */
export async function publishReport(
  db: Db,
  deps: { jobs: Jobs; publicUrl: string },
  user: CurrentUser,
  eventId: number,
  now: Date,
): Promise<{ publishedAt: string }> {
  return db.transaction(async (tx) => {
    await assertCanManageEvent(tx, user, eventId, { lock: true });
    await tx
      .insert(eventReports)
      .values({ eventId, publishedAt: now, publishedByUserId: user.userID })
      .onConflictDoUpdate({
        target: eventReports.eventId,
        set: { publishedAt: now, publishedByUserId: user.userID },
      });
    const [event] = await tx
      .select({ name: events.name, charity: organizations.name })
      .from(events)
      .innerJoin(organizations, eq(organizations.id, events.organizationId))
      .where(eq(events.id, eventId));
    for (const person of await newReaders(tx, eventId))
      await deps.jobs.enqueue(
        tx,
        'email',
        reportEmail(person, {
          event: event!.name,
          charity: event!.charity,
          url: `${deps.publicUrl}/event/${eventId}/report`,
        }),
      );
    return { publishedAt: now.toISOString() };
  });
}

/** Who gave or pledged and was not told yet (deleted accounts never): marked as told, and returned. */
async function newReaders(tx: Tx, eventId: number) {
  const givers = tx
    .selectDistinct({ userId: donations.userId })
    .from(donations)
    .where(and(eq(donations.eventId, eventId), sql`${donations.status} = 'completed'`));
  const pledgers = tx
    .selectDistinct({ userId: drivePledges.userId })
    .from(drivePledges)
    .where(and(eq(drivePledges.eventId, eventId), ne(drivePledges.status, 'cancelled')));
  const ids = [...new Set([...(await givers), ...(await pledgers)].map((row) => row.userId))].sort(
    (a, b) => a - b,
  );
  if (ids.length === 0) return [];
  const readers = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        isNull(users.deletedAt),
        sql`not exists (select 1 from ${eventReportNotices} n where n.event_id = ${eventId} and n.user_id = ${users.id})`,
      ),
    )
    .orderBy(asc(users.id));
  if (readers.length > 0)
    await tx.insert(eventReportNotices).values(readers.map((reader) => ({ eventId, userId: reader.id })));
  return readers;
}

/** The email that a report was published, in the reader's language. */
function reportEmail(
  person: { email: string; firstName: string; language: Language | null },
  report: { event: string; charity: string; url: string },
): EmailJob {
  return inLanguage(person.language ?? 'en', () => ({
    purpose: 'reportPublished',
    event: report.event,
    to: person.email,
    subject: t('whereItWent.email.subject', { event: report.event }),
    text: [
      t('whereItWent.email.greeting', { name: person.firstName }),
      '',
      t('whereItWent.email.body', { charity: report.charity, event: report.event }),
      '',
      t('whereItWent.email.link', { url: report.url }),
      '',
      t('whereItWent.email.thanks'),
      '',
      'Tabang',
    ].join('\n'),
  }));
}

/** The report's PDF file name. */
export const reportPdfName = (eventId: number) => `tabang-report-${eventId}.pdf`;
