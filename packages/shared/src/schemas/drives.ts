import { z } from 'zod';
import {
  ACCEPTANCE_RULES_MAX,
  DROPOFF_ADDRESS_MAX,
  DROPOFF_BARANGAY_MAX,
  DROPOFF_CONTACT_NAME_MAX,
  DROPOFF_HOURS_MAX,
  DROPOFF_NAME_MAX,
  GOODS_NOTE_MAX,
  NEED_ITEM_MAX,
  NEED_QUANTITY_MAX,
  NEED_UNIT_MAX,
  PLEDGE_CODE_ALPHABET,
  PLEDGE_CODE_LENGTH,
  PLEDGE_STATUSES,
} from '../constants';
import type { MessageKey } from '../messages';
import { hasControlCharacters } from './add-charity';
import { ZContactNumber } from './auth';
import { bodyInteger, calendarDate } from './common';
import { msg } from './message-key';

/*
 * Relief drives (issue 30): an event marked `reliefDrive` has needs, drop-off points and pledges of goods, and the
 * organiser's drop-off desk records what arrives. Every request and answer of those endpoints is here; the
 * arithmetic of a need is in ../drives.ts (no schema, so a page can use it without loading zod).
 */

/** A required one-line text: trimmed, 1 to max characters, no control characters. */
const text = (key: MessageKey, max: number) =>
  z
    .string({ error: msg(key, { max }) })
    .trim()
    .min(1, { error: msg(key, { max }) })
    .max(max, { error: msg(key, { max }) })
    .refine((value) => !hasControlCharacters(value), { error: msg(key, { max }) });

/** A checkbox of the event form: `true` (or a form's "true"/"on") when ticked; absent, "false" or "" when not. */
const checkbox = (key: MessageKey) =>
  z
    .union([z.boolean(), z.enum(['true', 'on', 'false', ''])], { error: msg(key) })
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on');

/**
 * The relief-drive fields of POST /post/event/add and /post/event/update (multipart text fields). On add an absent
 * checkbox is false and absent rules are none; on update an absent field stays as it is. `urgent` needs
 * `reliefDrive` (the server answers 400 otherwise); turning `reliefDrive` off also turns `urgent` off.
 */
export const driveEventFields = {
  reliefDrive: checkbox('drives.invalidReliefDrive'),
  urgent: checkbox('drives.invalidUrgent'),
  /** "No used clothing, no food expiring within a year"; empty is none (null). */
  acceptanceRules: z
    .string({ error: msg('drives.acceptanceRulesTooLong', { max: ACCEPTANCE_RULES_MAX }) })
    .trim()
    .max(ACCEPTANCE_RULES_MAX, { error: msg('drives.acceptanceRulesTooLong', { max: ACCEPTANCE_RULES_MAX }) })
    .refine((value) => !hasControlCharacters(value), {
      error: msg('drives.acceptanceRulesInvalid'),
    })
    .optional()
    .transform((value) => (value ? value : null)),
};

/** One need of a drive (GET /get/events/:id/needs, and the answers that change one). */
export const ZNeed = z.object({
  needID: z.number().int(),
  item: z.string(),
  unit: z.string(),
  quantityNeeded: z.number().int(),
  /** What pledges not cancelled still promise (their quantity minus what of them has arrived). */
  quantityPledged: z.number().int(),
  /** Everything received at the desk: pledged goods that arrived and walk-in goods. */
  quantityReceived: z.number().int(),
  /** The organiser says there is enough: shown as "Enough, thank you", and it takes no pledges. */
  enough: z.boolean(),
});
export type Need = z.infer<typeof ZNeed>;

/** GET /get/events/:id/needs: the drive's needs in the order they were added. */
export const ZNeeds = z.array(ZNeed);

/** Body of POST /post/events/needs (the charity's representative or an admin) → ZNeed. */
export const ZAddNeedRequest = z.object(
  {
    eventID: bodyInteger(msg('drives.invalidEventId')),
    item: text('drives.itemInvalid', NEED_ITEM_MAX),
    unit: text('drives.unitInvalid', NEED_UNIT_MAX),
    quantityNeeded: bodyInteger(
      msg('drives.quantityNeededInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
      NEED_QUANTITY_MAX,
    ),
  },
  { error: msg('drives.invalidBody') },
);
export type AddNeedRequest = z.input<typeof ZAddNeedRequest>;

/** Body of POST /post/events/needs/update → ZNeed: a new quantity, the "enough" mark, or both. */
export const ZUpdateNeedRequest = z
  .object(
    {
      needID: bodyInteger(msg('drives.invalidNeedId')),
      quantityNeeded: bodyInteger(
        msg('drives.quantityNeededInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
        NEED_QUANTITY_MAX,
      ).optional(),
      enough: z.boolean({ error: msg('drives.enoughInvalid') }).optional(),
    },
    { error: msg('drives.invalidBody') },
  )
  .refine((body) => body.quantityNeeded !== undefined || body.enough !== undefined, {
    error: msg('drives.updateNeedEmpty'),
  });
export type UpdateNeedRequest = z.input<typeof ZUpdateNeedRequest>;

/** A drop-off point of a drive (GET /get/events/:id/dropoffs, in the order they were added). */
export const ZDropoff = z.object({
  dropoffID: z.number().int(),
  name: z.string(),
  address: z.string(),
  barangay: z.string(),
  /** When it takes goods, as the organiser wrote it ("Mon–Sat 8 AM–5 PM"). */
  hours: z.string(),
  contactName: z.string(),
  /** In the national form, digits only ("09171234567"). */
  contactNumber: z.string(),
});
export type Dropoff = z.infer<typeof ZDropoff>;
export const ZDropoffs = z.array(ZDropoff);

/** Body of POST /post/events/dropoffs (the charity's representative or an admin) → ZDropoff. */
export const ZAddDropoffRequest = z.object(
  {
    eventID: bodyInteger(msg('drives.invalidEventId')),
    name: text('drives.dropoffNameInvalid', DROPOFF_NAME_MAX),
    address: text('drives.dropoffAddressInvalid', DROPOFF_ADDRESS_MAX),
    barangay: text('drives.dropoffBarangayInvalid', DROPOFF_BARANGAY_MAX),
    hours: text('drives.dropoffHoursInvalid', DROPOFF_HOURS_MAX),
    contactName: text('drives.dropoffContactNameInvalid', DROPOFF_CONTACT_NAME_MAX),
    contactNumber: ZContactNumber,
  },
  { error: msg('drives.invalidBody') },
);
export type AddDropoffRequest = z.input<typeof ZAddDropoffRequest>;

/** A calendar date, YYYY-MM-DD, that exists (no 30 February). */
export const ZCalendarDate = calendarDate(msg('drives.expectedOnInvalid'));

/**
 * Body of POST /post/events/pledge (signed in): goods for one need, brought to one of the drive's drop-off points
 * on `expectedOn` (a date in Philippine time, from today to the drive's last day).
 */
export const ZPledgeRequest = z.object(
  {
    needID: bodyInteger(msg('drives.invalidNeedId')),
    quantity: bodyInteger(
      msg('drives.quantityInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
      NEED_QUANTITY_MAX,
    ),
    dropoffID: bodyInteger(msg('drives.invalidDropoffId')),
    expectedOn: ZCalendarDate,
  },
  { error: msg('drives.invalidBody') },
);
export type PledgeRequest = z.input<typeof ZPledgeRequest>;

export const ZPledgeStatus = z.enum(PLEDGE_STATUSES);

/** The answer of POST /post/events/pledge and /post/events/pledge/cancel. */
export const ZPledgeState = z.object({
  pledgeID: z.number().int(),
  /** The slip's code (PLEDGE_CODE_LENGTH characters of PLEDGE_CODE_ALPHABET), shown as text and as a QR code. */
  code: z.string(),
  status: ZPledgeStatus,
});
export type PledgeState = z.infer<typeof ZPledgeState>;

/** Body of POST /post/events/pledge/cancel: only the pledger, only while nothing of it has arrived. */
export const ZCancelPledgeRequest = z.object(
  { pledgeID: bodyInteger(msg('drives.invalidPledgeId')) },
  { error: msg('drives.invalidBody') },
);
export type CancelPledgeRequest = z.input<typeof ZCancelPledgeRequest>;

/** One of the signed-in person's pledges (GET /get/my/pledges): newest first. */
export const ZMyPledge = z.object({
  pledgeID: z.number().int(),
  eventID: z.number().int(),
  nameOfEvent: z.string(),
  needID: z.number().int(),
  item: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  dropoff: ZDropoff,
  /** YYYY-MM-DD. */
  expectedOn: z.string(),
  code: z.string(),
  status: ZPledgeStatus,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MyPledge = z.infer<typeof ZMyPledge>;
export const ZMyPledges = z.array(ZMyPledge);

/**
 * A pledge as the organiser's drop-off desk sees it (GET /get/events/:id/pledges, newest first, and
 * GET /get/events/:id/pledges/:code): the pledger's name only, no contact details.
 */
export const ZDeskPledge = z.object({
  pledgeID: z.number().int(),
  code: z.string(),
  status: ZPledgeStatus,
  needID: z.number().int(),
  item: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  dropoffID: z.number().int(),
  dropoffName: z.string(),
  /** YYYY-MM-DD. */
  expectedOn: z.string(),
  /** "Deleted account" once the pledger deleted theirs. */
  pledgerName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DeskPledge = z.infer<typeof ZDeskPledge>;
export const ZDeskPledges = z.array(ZDeskPledge);

const codeInvalid = msg('drives.codeInvalid', { length: PLEDGE_CODE_LENGTH });

/** A pledge code as typed or scanned: any case, surrounding spaces dropped. */
export const ZPledgeCode = z
  .string({ error: codeInvalid })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${PLEDGE_CODE_ALPHABET}]{${PLEDGE_CODE_LENGTH}}$`), { error: codeInvalid });

/** Body of POST /post/events/pledge/receive (the desk): what of a pledge arrived, all or part → ZReceivedPledge. */
export const ZReceivePledgeRequest = z.object(
  {
    eventID: bodyInteger(msg('drives.invalidEventId')),
    code: ZPledgeCode,
    quantity: bodyInteger(
      msg('drives.quantityInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
      NEED_QUANTITY_MAX,
    ),
  },
  { error: msg('drives.invalidBody') },
);
export type ReceivePledgeRequest = z.input<typeof ZReceivePledgeRequest>;

/** The answer of POST /post/events/pledge/receive: the pledge and its need, both after the receipt. */
export const ZReceivedPledge = z.object({ pledge: ZDeskPledge, need: ZNeed });
export type ReceivedPledge = z.infer<typeof ZReceivedPledge>;

/** Body of POST /post/events/goods/receive (the desk): walk-in goods with no pledge → ZNeed. */
export const ZReceiveGoodsRequest = z.object(
  {
    needID: bodyInteger(msg('drives.invalidNeedId')),
    quantity: bodyInteger(
      msg('drives.quantityInvalid', { max: NEED_QUANTITY_MAX.toLocaleString('en-PH') }),
      NEED_QUANTITY_MAX,
    ),
    note: z
      .string({ error: msg('drives.noteTooLong', { max: GOODS_NOTE_MAX }) })
      .trim()
      .max(GOODS_NOTE_MAX, { error: msg('drives.noteTooLong', { max: GOODS_NOTE_MAX }) })
      .refine((value) => !hasControlCharacters(value), {
        error: msg('drives.noteTooLong', { max: GOODS_NOTE_MAX }),
      })
      .optional()
      .transform((value) => (value ? value : null)),
  },
  { error: msg('drives.invalidBody') },
);
export type ReceiveGoodsRequest = z.input<typeof ZReceiveGoodsRequest>;
