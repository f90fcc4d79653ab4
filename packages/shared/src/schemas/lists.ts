import { z } from 'zod';
import { EVENT_DATE_FILTERS, LIST_PAGE_MAX, SEARCH_QUERY_MAX } from '../constants';
import { hasControlCharacters } from './add-charity';
import { msg } from './message-key';

/** A cursor is a short base64url token; anything much longer was not made by the server. */
const CURSOR_MAX_LENGTH = 512;

const invalidLimit = msg('lists.invalidLimit', { max: LIST_PAGE_MAX });
const invalidCategory = msg('lists.invalidCategory');
const invalidSearch = msg('lists.invalidSearch');

/** A query-string value is a string; a repeated parameter arrives as an array and is refused by these. */
export const ZLimit = z
  .string({ error: invalidLimit })
  .regex(/^\d{1,3}$/, { error: invalidLimit })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: invalidLimit }).max(LIST_PAGE_MAX, { error: invalidLimit }));

export const ZCursor = z
  .string({ error: msg('lists.invalidCursor') })
  .min(1, { error: msg('lists.invalidCursor') })
  .max(CURSOR_MAX_LENGTH, { error: msg('lists.invalidCursor') });

/** The search text, trimmed; empty after trimming means no search. */
const ZSearch = z
  .string({ error: invalidSearch })
  .trim()
  .max(SEARCH_QUERY_MAX, { error: msg('lists.searchTooLong', { max: SEARCH_QUERY_MAX }) })
  .refine((value) => !hasControlCharacters(value), { error: invalidSearch })
  .transform((value) => value || undefined);

const ZCategory = z
  .string({ error: invalidCategory })
  .regex(/^\d{1,10}$/, { error: invalidCategory })
  .transform(Number)
  .pipe(z.number().int().positive({ error: invalidCategory }).max(2_147_483_647, { error: invalidCategory }));

const pageFields = { limit: ZLimit.optional(), cursor: ZCursor.optional(), q: ZSearch.optional() };

/** A cursor says where the previous page ended; it has no meaning without a page size. */
const cursorNeedsLimit = (query: { limit?: number; cursor?: string }, context: z.RefinementCtx) => {
  if (query.cursor !== undefined && query.limit === undefined)
    context.addIssue({ code: 'custom', path: ['cursor'], message: msg('lists.cursorWithoutLimit') });
};

/** GET /api/get/organizations?limit=&cursor=&q=&category= (all optional). */
export const ZCharityListQuery = z
  .object({ ...pageFields, category: ZCategory.optional() })
  .superRefine(cursorNeedsLimit);
export type CharityListQuery = z.infer<typeof ZCharityListQuery>;

const ZEventDate = z.enum(EVENT_DATE_FILTERS, { error: msg('lists.invalidDate') });

/** "Open volunteer slots": the only value is 1 (a checkbox in a URL). */
const ZOpenSlots = z.literal('1', { error: msg('lists.invalidOpenSlots') }).transform(() => true as const);

/** "Urgent relief drives only" (Home's banner): the only value is 1. */
const ZUrgent = z.literal('1', { error: msg('lists.invalidUrgent') }).transform(() => true as const);

/**
 * GET /api/get/events/all/upcoming?limit=&cursor=&q=&date=&category=&openSlots=&urgent= (all optional): `date` is
 * today, weekend or month (Philippine time), `category` a category id, `openSlots=1` only events with a free slot,
 * `urgent=1` only urgent relief drives.
 */
export const ZEventListQuery = z
  .object({
    ...pageFields,
    date: ZEventDate.optional(),
    category: ZCategory.optional(),
    openSlots: ZOpenSlots.optional(),
    urgent: ZUrgent.optional(),
  })
  .superRefine(cursorNeedsLimit);
export type EventListQuery = z.infer<typeof ZEventListQuery>;
