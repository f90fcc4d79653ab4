import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { distributions, eventReports, events, offlineGifts } from '../../db/schema';

/*
 * What the charities' and events' public answers show of "where it went": the cash recorded outside Tabang
 * (`offlineAmount`, never added to the online totals) and whether an event has a report to link to. Read here, by
 * the events and charities services, with no import of theirs, so no cycle forms.
 */

/** One array parameter, however long the list (an unpaged list may hold more ids than a query has parameters). */
const anyOf = (column: AnyPgColumn, ids: number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** A record that counts: not voided. */
const giftCounts = isNull(offlineGifts.voidedAt);

/** Cash recorded and not voided, in centavos, by charity: all of a charity's, with or without an event. */
export async function offlineCashOfCharities(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: offlineGifts.organizationId,
      cash: sql<string>`sum(${offlineGifts.amountCentavos})`,
    })
    .from(offlineGifts)
    .where(and(anyOf(offlineGifts.organizationId, ids), eq(offlineGifts.kind, 'cash'), giftCounts))
    .groupBy(offlineGifts.organizationId);
  return new Map(rows.map((row) => [row.id, Number(row.cash ?? 0)]));
}

export type EventRecords = { offlineCentavos: number; hasReport: boolean };
export const NO_RECORDS: EventRecords = { offlineCentavos: 0, hasReport: false };

/**
 * For each event: the cash recorded for it and not voided, and whether it has a report (a gift or distribution
 * recorded and not voided, or a published report). Events with neither are absent from the map.
 */
export async function recordsOfEvents(db: Db | Tx, ids: number[]): Promise<Map<number, EventRecords>> {
  if (ids.length === 0) return new Map();
  // One query, not one a table: on a busy server each round trip costs more than these indexed lookups. (Each
  // condition is an SQL of its own, which keeps its columns qualified inside the select list.)
  const gift = sql`from ${offlineGifts} where ${offlineGifts.eventId} = ${events.id} and ${giftCounts}`;
  const distributed = sql`from ${distributions} where ${distributions.eventId} = ${events.id}
    and ${distributions.voidedAt} is null`;
  const published = sql`from ${eventReports} where ${eventReports.eventId} = ${events.id}`;
  const rows = await db
    .select({
      id: events.id,
      cash: sql<string | null>`(select ${sql`sum(${offlineGifts.amountCentavos})`} ${gift})`,
      hasReport: sql<boolean>`(exists (select ${gift}) or exists (select ${distributed}) or exists (select ${published}))`,
    })
    .from(events)
    .where(anyOf(events.id, ids));
  return new Map(
    rows
      .filter((row) => row.hasReport)
      .map((row) => [row.id, { offlineCentavos: Number(row.cash ?? 0), hasReport: true }]),
  );
}
