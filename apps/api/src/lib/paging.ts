import { createHash } from 'node:crypto';
import { type AnyColumn, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../errors';
import { t } from '../i18n';

/**
 * Keyset paging for the public lists. A cursor is base64url JSON of where the previous page ended (the last
 * item's id and, for a list not ordered by id, its sort key) plus a fingerprint of the list and its filter, so a
 * cursor is only ever read back against the list and search it was made for. The next page starts strictly
 * after that position (never OFFSET), so rows added or removed meanwhile neither repeat nor hide others.
 */

/** One page of a list and, when more items follow, the cursor of the next page. */
export type ListPage<T> = { items: T[]; next: string | null };

/** The list a cursor belongs to and the filter it was made with. */
export type ListFilter = {
  list: string;
  q?: string;
  category?: number;
  date?: string;
  openSlots?: boolean;
  urgent?: boolean;
};

/**
 * Where a page ended. `key` is the sort key as text, for lists that are not ordered by id alone; `id` is the row's
 * id, an integer, or a UUID for the lists that ask for one (the job queue's).
 */
export type Position<Id extends number | string = number> = { id: Id; key?: string };

/** The parameters a page is asked with; repeated in the next page's link. */
export type PageQuery = {
  limit?: number;
  q?: string;
  category?: number;
  date?: string;
  openSlots?: boolean;
  urgent?: boolean;
  /** A list of one event's records (a charity's offline gifts). */
  eventID?: number;
};

const ZRowId = z.number().int().positive().max(2_147_483_647);
const ZStoredPosition = z
  .object({
    f: z.string(),
    id: z.union([ZRowId, z.uuid()]),
    k: z.string().max(64).optional(),
  })
  .strict();

// The events' date and slot filters are added only when used, so the other lists' cursors stay as they were.
const fingerprint = (filter: ListFilter) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        filter.list,
        filter.q ?? '',
        filter.category ?? null,
        ...(filter.date === undefined && !filter.openSlots ? [] : [filter.date ?? null, !!filter.openSlots]),
        // Added later: absent, the fingerprint (and every cursor already handed out) stays as it was.
        ...(filter.urgent ? ['urgent'] : []),
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

export function encodeCursor(filter: ListFilter, position: Position<number | string>): string {
  const stored = { f: fingerprint(filter), id: position.id, k: position.key };
  return Buffer.from(JSON.stringify(stored)).toString('base64url');
}

/**
 * The position a cursor names, or 400: 'belongs to another list' when it was made for another list, search or
 * category, 'not valid' when it does not decode, its sort key fails `validKey` or its id is not of the list's kind
 * (an integer, or a UUID with `ids: 'uuid'`).
 */
export function decodeCursor(
  cursor: string,
  filter: ListFilter,
  validKey: (key: string | undefined) => boolean,
): Position;
export function decodeCursor(
  cursor: string,
  filter: ListFilter,
  validKey: (key: string | undefined) => boolean,
  ids: 'uuid',
): Position<string>;
export function decodeCursor(
  cursor: string,
  filter: ListFilter,
  validKey: (key: string | undefined) => boolean,
  ids: 'row' | 'uuid' = 'row',
): Position<number | string> {
  let stored: z.infer<typeof ZStoredPosition> | undefined;
  if (/^[A-Za-z0-9_-]+$/.test(cursor)) {
    try {
      stored = ZStoredPosition.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    } catch {
      stored = undefined;
    }
  }
  if (!stored) throw badRequest(t('lists.invalidCursor'));
  if (stored.f !== fingerprint(filter)) throw badRequest(t('lists.cursorOtherList'));
  if (!validKey(stored.k) || typeof stored.id !== (ids === 'uuid' ? 'string' : 'number'))
    throw badRequest(t('lists.invalidCursor'));
  return { id: stored.id, key: stored.k };
}

/**
 * A timestamp column as exact text (microseconds, UTC) for a cursor's sort key: a JavaScript Date keeps only
 * milliseconds, and a cursor that rounded the time would show the page's last row again.
 */
export const instantKey = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Whether a cursor's sort key is an `instantKey`: that exact shape, and a real instant. */
export function isInstantKey(key: string | undefined): boolean {
  if (key === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)) return false;
  const time = Date.parse(`${key.slice(0, 23)}Z`);
  // A real instant: a date like 2026-02-30 either fails to parse or rolls over to March.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 23) === key.slice(0, 23);
}

/** Whether a cursor's sort key is a day, YYYY-MM-DD (a list ordered by a date column). */
export const isDayKey = (key: string | undefined): boolean =>
  key !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(key);

/**
 * Rows were fetched with `limit + 1`: the first `limit` are the page, and an extra one means more follow, so the
 * next cursor points after the page's last row. Without a limit every row is the page.
 */
export function splitPage<R>(rows: R[], limit: number | undefined): { rows: R[]; last: R | undefined } {
  if (limit === undefined || rows.length <= limit) return { rows, last: undefined };
  const page = rows.slice(0, limit);
  return { rows: page, last: page[page.length - 1] };
}

/** How many rows to ask the database for: one more than the page, to know whether another follows. */
export const rowsToFetch = (limit: number | undefined) => (limit === undefined ? undefined : limit + 1);

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally (`\` is LIKE's escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Rows whose search text (their texts lower-cased once, db/schema.ts) matches the pattern in any case: the pattern
 * is lower-cased by PostgreSQL as the copy was, so this finds what ILIKE on each text would.
 */
export const matchesSearch = (searchText: AnyColumn, pattern: string | Placeholder) =>
  like(searchText, sql`lower(${pattern})`);

/**
 * The Link header (RFC 8288) of the next page: the same path with the request's parameters and the new cursor.
 * Only the parameters the list understands are repeated, so equal pages have equal URLs.
 */
export function nextLink(path: string, query: PageQuery, cursor: string): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', String(query.category));
  if (query.date !== undefined) params.set('date', query.date);
  if (query.openSlots) params.set('openSlots', '1');
  if (query.urgent) params.set('urgent', '1');
  if (query.eventID !== undefined) params.set('eventID', String(query.eventID));
  params.set('cursor', cursor);
  return `<${path}?${params}>; rel="next"`;
}
