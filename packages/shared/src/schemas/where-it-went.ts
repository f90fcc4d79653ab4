import { z } from 'zod';
import {
  DISTRIBUTION_BARANGAY_MAX,
  DISTRIBUTION_HOUSEHOLDS_MAX,
  DISTRIBUTION_ITEMS_MAX,
  DISTRIBUTION_NOTE_MAX,
  DISTRIBUTION_SPENT_MAX,
  NEED_ITEM_MAX,
  NEED_QUANTITY_MAX,
  NEED_UNIT_MAX,
  OFFLINE_CASH_MAX,
  OFFLINE_DONOR_NAME_MAX,
  OFFLINE_GIFT_KINDS,
  OFFLINE_NOTE_MAX,
  RECORD_STATUSES,
  VOID_REASON_MAX,
} from '../constants';
import { LANGUAGES } from '../languages';
import type { MessageKey } from '../messages';
import { hasControlCharacters } from './add-charity';
import { bodyInteger, calendarDate } from './common';
import { hasAtMostTwoDecimals } from './donations';
import { ZCursor, ZLimit } from './lists';
import { msg } from './message-key';

/*
 * Where it went (issue 31): gifts a charity received outside Tabang (offline gifts: cash or goods), what it
 * distributed, and an event's report. Amounts are pesos, dates YYYY-MM-DD (Philippine), times ISO 8601.
 */

const invalidBody = msg('whereItWent.invalidBody');

/** A one-line text of 1 to max characters, trimmed, without control characters. */
const line = (key: MessageKey, max: number) =>
  z
    .string({ error: msg(key, { max }) })
    .trim()
    .min(1, { error: msg(key, { max }) })
    .max(max, { error: msg(key, { max }) })
    .refine((value) => !hasControlCharacters(value), { error: msg(key, { max }) });

/** An optional text of at most max characters; empty or absent is none (null). */
const optionalText = (key: MessageKey, max: number) =>
  z
    .string({ error: msg(key, { max }) })
    .trim()
    .max(max, { error: msg(key, { max }) })
    .refine((value) => !hasControlCharacters(value), { error: msg(key, { max }) })
    .nullish()
    .transform((value) => value || null);

const quantity = bodyInteger(
  msg('whereItWent.quantityInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
  NEED_QUANTITY_MAX,
);

/** Pesos above 0, at most `max`, with at most 2 decimals. */
const pesos = (key: MessageKey, max: number, min: 'positive' | 'zero') =>
  z
    .number({ error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .min(0, { error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .refine((value) => min === 'zero' || value > 0, { error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .max(max, { error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .refine(hasAtMostTwoDecimals, { error: msg(key, { max: max.toLocaleString('en-PH') }) });

/**
 * Body of POST /post/offline-gifts (the charity's representative or an admin) → ZOfflineGift. Cash needs `amount`;
 * goods need `item`, `unit` and `quantity`; the other kind's fields are ignored. `receivedOn` may not be in the
 * future (checked by the server, on its clock).
 */
export const ZRecordOfflineGiftRequest = z
  .object(
    {
      organizationID: bodyInteger(msg('whereItWent.invalidOrganizationId')),
      eventID: bodyInteger(msg('whereItWent.invalidEventId')).nullish(),
      kind: z.enum(OFFLINE_GIFT_KINDS, { error: msg('whereItWent.kindInvalid') }),
      amount: pesos('whereItWent.amountInvalid', OFFLINE_CASH_MAX, 'positive').nullish(),
      item: line('whereItWent.itemInvalid', NEED_ITEM_MAX).nullish(),
      unit: line('whereItWent.unitInvalid', NEED_UNIT_MAX).nullish(),
      quantity: quantity.nullish(),
      donorName: optionalText('whereItWent.donorNameInvalid', OFFLINE_DONOR_NAME_MAX),
      receivedOn: calendarDate(msg('whereItWent.receivedOnInvalid')),
      note: optionalText('whereItWent.noteInvalid', OFFLINE_NOTE_MAX),
    },
    { error: invalidBody },
  )
  .superRefine((body, context) => {
    if (body.kind === 'cash' && body.amount == null)
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: msg('whereItWent.amountInvalid', { max: OFFLINE_CASH_MAX.toLocaleString('en-PH') }),
      });
    if (body.kind === 'goods')
      for (const [field, key] of [
        ['item', 'whereItWent.itemInvalid'],
        ['unit', 'whereItWent.unitInvalid'],
      ] as const)
        if (body[field] == null)
          context.addIssue({
            code: 'custom',
            path: [field],
            message: msg(key, { max: field === 'item' ? NEED_ITEM_MAX : NEED_UNIT_MAX }),
          });
    if (body.kind === 'goods' && body.quantity == null)
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: msg('whereItWent.quantityInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
      });
  })
  .transform(({ amount, item, unit, quantity, ...body }) =>
    body.kind === 'cash'
      ? { ...body, eventID: body.eventID ?? null, amount: amount!, item: null, unit: null, quantity: null }
      : {
          ...body,
          eventID: body.eventID ?? null,
          amount: null,
          item: item!,
          unit: unit!,
          quantity: quantity!,
        },
  );
export type RecordOfflineGiftRequest = z.input<typeof ZRecordOfflineGiftRequest>;

/** Why a record is voided: 1 to VOID_REASON_MAX characters. */
const voidReason = line('whereItWent.reasonInvalid', VOID_REASON_MAX);

/** Body of POST /post/offline-gifts/void → ZOfflineGift, voided. */
export const ZVoidOfflineGiftRequest = z.object(
  { offlineGiftID: bodyInteger(msg('whereItWent.invalidOfflineGiftId')), reason: voidReason },
  { error: invalidBody },
);
export type VoidOfflineGiftRequest = z.input<typeof ZVoidOfflineGiftRequest>;

export const ZRecordStatus = z.enum(RECORD_STATUSES);

/**
 * A gift received outside Tabang, as its charity's writers see it (never public: the donor's name is the
 * organiser's). A voided one keeps everything, with who voided it, when and why.
 */
export const ZOfflineGift = z.object({
  offlineGiftID: z.number().int(),
  organizationID: z.number().int(),
  eventID: z.number().int().nullable(),
  eventName: z.string().nullable(),
  kind: z.enum(OFFLINE_GIFT_KINDS),
  /** Pesos; null for goods. */
  amount: z.number().nullable(),
  /** Goods only; null for cash. */
  item: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number().int().nullable(),
  donorName: z.string().nullable(),
  /** YYYY-MM-DD. */
  receivedOn: z.string(),
  note: z.string().nullable(),
  status: ZRecordStatus,
  /** The recorder's name, or "A former member" once they deleted their account. */
  recordedBy: z.string(),
  /** ISO 8601. */
  recordedAt: z.string(),
  voidedBy: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type OfflineGift = z.infer<typeof ZOfflineGift>;
export const ZOfflineGifts = z.array(ZOfflineGift);

/** A cursor says where the previous page ended; it has no meaning without a page size. */
const cursorNeedsLimit = (query: { limit?: number; cursor?: string }, context: z.RefinementCtx) => {
  if (query.cursor !== undefined && query.limit === undefined)
    context.addIssue({ code: 'custom', path: ['cursor'], message: msg('lists.cursorWithoutLimit') });
};

/** GET /get/organizations/:id/offline-gifts?eventID=&limit=&cursor=: only that event's gifts with `eventID`. */
export const ZOfflineGiftsQuery = z
  .object({
    eventID: z
      .string({ error: msg('whereItWent.invalidEventId') })
      .regex(/^\d{1,10}$/, { error: msg('whereItWent.invalidEventId') })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .positive({ error: msg('whereItWent.invalidEventId') })
          .max(2_147_483_647),
      )
      .optional(),
    limit: ZLimit.optional(),
    cursor: ZCursor.optional(),
  })
  .superRefine(cursorNeedsLimit);
export type OfflineGiftsQuery = z.input<typeof ZOfflineGiftsQuery>;

/** GET /get/events/:id/distributions?limit=&cursor= */
export const ZDistributionsQuery = z
  .object({ limit: ZLimit.optional(), cursor: ZCursor.optional() })
  .superRefine(cursorNeedsLimit);

/** One item of a distribution as sent: goods by name and unit, or (on a relief drive) one of its needs. */
const ZDistributionItemInput = z
  .object(
    {
      needID: bodyInteger(msg('whereItWent.invalidNeedId')).optional(),
      item: line('whereItWent.itemInvalid', NEED_ITEM_MAX).optional(),
      unit: line('whereItWent.unitInvalid', NEED_UNIT_MAX).optional(),
      quantity,
    },
    { error: msg('whereItWent.itemsInvalid', { max: DISTRIBUTION_ITEMS_MAX }) },
  )
  .refine((row) => row.needID !== undefined || (row.item !== undefined && row.unit !== undefined), {
    error: msg('whereItWent.itemRowInvalid'),
  });
export type DistributionItemInput = z.input<typeof ZDistributionItemInput>;

/** A whole number from 0 up, in a form field. */
const count = (key: MessageKey, max: number) =>
  z
    .string({ error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .trim()
    .regex(/^\d{1,10}$/, { error: msg(key, { max: max.toLocaleString('en-PH') }) })
    .transform(Number)
    .pipe(z.number().max(max, { error: msg(key, { max: max.toLocaleString('en-PH') }) }));

const itemsInvalid = msg('whereItWent.itemsInvalid', { max: DISTRIBUTION_ITEMS_MAX });

/**
 * The text fields of POST /post/events/distributions (multipart, with up to DISTRIBUTION_PHOTOS_MAX `photos`):
 * `items` is a JSON array of `{ item, unit, quantity }` or, on a relief drive, `{ needID, quantity }`.
 * `photoConsent` must be "true" when a photo is sent (the server checks, since only it sees the files).
 */
export const ZDistributionFields = z.object(
  {
    eventID: bodyInteger(msg('whereItWent.invalidEventId')),
    barangay: line('whereItWent.barangayInvalid', DISTRIBUTION_BARANGAY_MAX),
    distributedOn: calendarDate(msg('whereItWent.distributedOnInvalid')),
    households: count('whereItWent.householdsInvalid', DISTRIBUTION_HOUSEHOLDS_MAX),
    items: z
      .string({ error: itemsInvalid })
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: itemsInvalid });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(ZDistributionItemInput, { error: itemsInvalid })
          .min(1, { error: itemsInvalid })
          .max(DISTRIBUTION_ITEMS_MAX, { error: itemsInvalid }),
      ),
    amountSpent: z
      .string({ error: msg('whereItWent.amountSpentInvalid') })
      .trim()
      .optional()
      .transform((value) => (value ? Number(value) : null))
      .pipe(pesos('whereItWent.amountSpentInvalid', DISTRIBUTION_SPENT_MAX, 'zero').nullable()),
    note: optionalText('whereItWent.noteInvalid', DISTRIBUTION_NOTE_MAX),
    photoConsent: z
      .enum(['true', 'on', 'false', ''], { error: msg('whereItWent.photoConsentRequired') })
      .optional()
      .transform((value) => value === 'true' || value === 'on'),
  },
  { error: invalidBody },
);
export type DistributionFields = z.input<typeof ZDistributionFields>;

/** Body of POST /post/events/distributions/void → ZDistribution, voided. */
export const ZVoidDistributionRequest = z.object(
  { distributionID: bodyInteger(msg('whereItWent.invalidDistributionId')), reason: voidReason },
  { error: invalidBody },
);
export type VoidDistributionRequest = z.input<typeof ZVoidDistributionRequest>;

/** A photo of a distribution: an API path (prefix with /api) and its size. */
export const ZDistributionPhoto = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** What an event's charity distributed, on one day in one barangay. */
export const ZDistribution = z.object({
  distributionID: z.number().int(),
  eventID: z.number().int(),
  barangay: z.string(),
  /** YYYY-MM-DD. */
  distributedOn: z.string(),
  households: z.number().int(),
  items: z.array(
    z.object({
      item: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      /** The relief drive's need these goods came from; null for goods named by hand. */
      needID: z.number().int().nullable(),
    }),
  ),
  /** Pesos; null when not given. */
  amountSpent: z.number().nullable(),
  note: z.string().nullable(),
  photos: z.array(ZDistributionPhoto),
  recordedBy: z.string(),
  /** ISO 8601. */
  recordedAt: z.string(),
  status: ZRecordStatus,
});
export type Distribution = z.infer<typeof ZDistribution>;
export const ZDistributions = z.array(ZDistribution);

/**
 * GET /get/events/:id/report (public): the event's money (online: completed Tabang gifts; offline: cash recorded
 * and not voided; spent: the distributions' amounts), goods received and distributed by item and unit, the
 * distributions, and how many gave. No donor's name.
 */
export const ZEventReport = z.object({
  eventID: z.number().int(),
  eventName: z.string(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  money: z.object({ online: z.number(), offline: z.number(), total: z.number(), spent: z.number() }),
  goods: z.array(
    z.object({
      item: z.string(),
      unit: z.string(),
      received: z.number().int(),
      distributed: z.number().int(),
    }),
  ),
  distributions: z.array(
    z.object({
      barangay: z.string(),
      distributedOn: z.string(),
      households: z.number().int(),
      items: z.array(z.object({ item: z.string(), unit: z.string(), quantity: z.number().int() })),
    }),
  ),
  /** Donors of completed gifts: named ones once each, each anonymous gift as one (`anonymous` of them). */
  donors: z.object({ count: z.number().int(), anonymous: z.number().int() }),
  /** When the charity published it as final (ISO 8601); null while a draft. */
  publishedAt: z.string().nullable(),
});
export type EventReport = z.infer<typeof ZEventReport>;

/** GET /get/events/:id/report.pdf?lang= */
export const ZReportPdfQuery = z.object({
  lang: z.enum(LANGUAGES, { error: msg('whereItWent.invalidLanguage') }).optional(),
});

/** Body of POST /post/events/report/publish (the charity's representative or an admin). */
export const ZPublishReportRequest = z.object(
  { eventID: bodyInteger(msg('whereItWent.invalidEventId')) },
  { error: invalidBody },
);
export type PublishReportRequest = z.input<typeof ZPublishReportRequest>;
export const ZPublishReportResponse = z.object({ publishedAt: z.string() });
export type PublishReportResponse = z.infer<typeof ZPublishReportResponse>;
