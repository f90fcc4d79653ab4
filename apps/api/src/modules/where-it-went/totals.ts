import { events } from '../../db/schema';

/*
 * What the events' public answers show of "where it went": the cash recorded outside Tabang (`offlineAmount`, never
 * added to the online totals) and whether an event has a report to link to. Read here, by the events service, with
 * no import of theirs, so no cycle forms. A charity's recorded cash is a column of its row (charities/service.ts).
 */

export type EventRecords = { offlineCentavos: number; hasReport: boolean };

/**
 * An event's records as columns of a query on `events`: the cash recorded for it and not voided, and how many
 * records a report shows (gifts and distributions not voided, a published report), both kept by the database
 * (migration 0033).
 */
export const eventRecordColumns = { cash: events.offlineCentavos, records: events.records };

/** An event's records as the public answer shows them, from the columns above (a gift is a record too). */
export const toEventRecords = (row: { cash: number; records: number }): EventRecords => ({
  offlineCentavos: row.cash,
  hasReport: row.records > 0,
});
