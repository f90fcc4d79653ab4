import { isNull, sql } from 'drizzle-orm';
import { distributions, eventReports, events, offlineGifts, organizations } from '../../db/schema';

/*
 * What the charities' and events' public answers show of "where it went": the cash recorded outside Tabang
 * (`offlineAmount`, never added to the online totals) and whether an event has a report to link to. Read here, by
 * the events and charities services, with no import of theirs, so no cycle forms.
 */

/** A record that counts: not voided. */
const giftCounts = isNull(offlineGifts.voidedAt);

/**
 * The cash a charity recorded and has not voided, in centavos (null when none), all of it with or without an event:
 * a subquery on the `organizations` row of the query it is part of.
 */
export const offlineCashOfCharity = sql`(select sum(${offlineGifts.amountCentavos}) from ${offlineGifts}
  where ${offlineGifts.organizationId} = ${organizations.id} and ${offlineGifts.kind} = 'cash' and ${giftCounts})`;

export type EventRecords = { offlineCentavos: number; hasReport: boolean };

const gift = sql`from ${offlineGifts} where ${offlineGifts.eventId} = ${events.id} and ${giftCounts}`;
const distributed = sql`from ${distributions} where ${distributions.eventId} = ${events.id}
  and ${distributions.voidedAt} is null`;
const published = sql`from ${eventReports} where ${eventReports.eventId} = ${events.id}`;

/**
 * An event's records as columns of a query on `events`: the cash recorded for it and not voided (null when none),
 * and whether it has a report (a gift or distribution recorded and not voided, or a published report). Each
 * condition is an SQL of its own, which keeps its columns qualified inside a select list.
 */
export const eventRecordColumns = {
  cash: sql<string | null>`(select ${sql`sum(${offlineGifts.amountCentavos})`} ${gift})`,
  hasReport: sql<boolean>`(exists (select ${gift}) or exists (select ${distributed}) or exists (select ${published}))`,
};

/** An event's records as the public answer shows them, from the columns above. */
export const toEventRecords = (row: { cash: string | null; hasReport: boolean }): EventRecords =>
  row.hasReport
    ? { offlineCentavos: Number(row.cash ?? 0), hasReport: true }
    : { offlineCentavos: 0, hasReport: false };
