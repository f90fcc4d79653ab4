import { z } from 'zod';
import { EVENT_GOAL_MAX, VOLUNTEER_CAPACITY_MAX } from '../constants';
import { formatPeso } from '../format';
import { dashboard } from '../messages/en/dashboard';
import { hasControlCharacters } from './add-charity';
import { driveEventFields } from './drives';
import { msg } from './message-key';
import { checkPermit, permitFields } from './permits';

export const EVENT_FIELD_LABELS = dashboard.eventFields;
type EventFieldErrors = typeof dashboard.eventFieldErrors;
type EventTextField = {
  [F in keyof EventFieldErrors]: EventFieldErrors[F] extends { tooLong: string } ? F : never;
}[keyof EventFieldErrors];
type EventDateField = 'dateAndTimeStart' | 'dateAndTimeEnd';

/** Event times without a zone are Philippine time: UTC+8 all year (the Philippines has no daylight saving). */
const EVENT_TIME_ZONE_OFFSET = '+08:00';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const ZONED_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Parses an event date and time: the value of an <input type="datetime-local"> ("2026-05-01T09:00", no zone,
 * read as Philippine time) or an ISO 8601 string with a zone ("2026-05-01T01:00:00.000Z", "…+08:00").
 * Anything else, or a date that does not exist (30 February), gives null.
 */
export function parseEventDateTime(value: string): Date | null {
  const text = value.trim();
  const match = LOCAL_DATE_TIME.exec(text) ?? ZONED_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    calendar.getUTCHours() !== hour ||
    calendar.getUTCMinutes() !== minute
  )
    return null;
  const zoned = LOCAL_DATE_TIME.test(text) ? `${text}${EVENT_TIME_ZONE_OFFSET}` : text;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * "… is required" for one field, a whole sentence in each language (a label inside a sentence reads wrongly in
 * Filipino and Cebuano).
 */
export const eventRequiredMessage = (field: keyof EventFieldErrors) =>
  msg(`dashboard.eventFieldErrors.${field}.required`);

/** Required text: "too long" and "characters not allowed" as given, or the field's own sentences. */
const requiredText = (
  field: keyof EventFieldErrors,
  max: number,
  tooLong: string,
  controlCharacters: string,
) =>
  z
    .string({ error: eventRequiredMessage(field) })
    .trim()
    .min(1, { error: eventRequiredMessage(field) })
    .max(max, { error: tooLong })
    .refine((value) => !hasControlCharacters(value), { error: controlCharacters });

const required = (field: EventTextField, max: number) =>
  requiredText(
    field,
    max,
    msg(`dashboard.eventFieldErrors.${field}.tooLong`, { max }),
    msg(`dashboard.eventFieldErrors.${field}.controlCharacters`),
  );

const dateTime = (field: EventDateField) => {
  const invalid = msg(`dashboard.eventFieldErrors.${field}.invalid`);
  return requiredText(field, 40, invalid, invalid).transform((value, ctx) => {
    const date = parseEventDateTime(value);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  });
};

const invalidCharity = msg('dashboard.validation.invalidCharity');

/** Pesos as typed: digits with at most 2 decimals; a minus sign is let through to be told "more than ₱0". */
const PESOS = /^-?\d{1,12}(?:\.\d{1,2})?$/;

/** The optional fundraising goal in pesos ("50000", "50000.50"); empty or absent is no goal (null). */
const goalAmount = z
  .string({ error: msg('goals.invalid') })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!PESOS.test(value)) return fail(msg('goals.invalid'));
    const pesos = Number(value);
    if (pesos <= 0) return fail(msg('goals.tooSmall'));
    if (pesos > EVENT_GOAL_MAX) return fail(msg('goals.tooLarge', { max: formatPeso(EVENT_GOAL_MAX, 2) }));
    return pesos;
  });

const slotsInvalid = msg('slots.invalid', { max: VOLUNTEER_CAPACITY_MAX.toLocaleString('en-PH') });

/** The optional number of volunteer slots ("25"); empty or absent is unlimited (null). */
export const ZVolunteerCapacity = z
  .string({ error: slotsInvalid })
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return null;
    const slots = Number(text);
    if (!/^\d{1,6}$/.test(text) || slots < 1 || slots > VOLUNTEER_CAPACITY_MAX) {
      ctx.addIssue({ code: 'custom', message: slotsInvalid });
      return z.NEVER;
    }
    return slots;
  });

/** The fields of an event one by one, without the rules between them (editing takes a part of them). */
export const addEventFields = z.object({
  organizationID: requiredText('organizationID', 10, invalidCharity, invalidCharity)
    .regex(/^\d{1,10}$/, { error: invalidCharity })
    .transform(Number)
    .pipe(z.number().int().positive({ error: invalidCharity }).max(2_147_483_647)),
  nameOfEvent: required('nameOfEvent', 160),
  descriptionOfEvent: required('descriptionOfEvent', 5000),
  location: required('location', 300),
  whoCanJoin: required('whoCanJoin', 1000),
  dateAndTimeStart: dateTime('dateAndTimeStart'),
  dateAndTimeEnd: dateTime('dateAndTimeEnd'),
  // A checkbox: sent as "true" (or a form's "on") when ticked, absent or "false" when not.
  donationsAfterEnd: z
    .union([z.boolean(), z.enum(['true', 'on', 'false', ''])], {
      error: msg('events.invalidDonationsAfterEnd'),
    })
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on'),
  goalAmount,
  volunteerCapacity: ZVolunteerCapacity,
  ...driveEventFields,
  ...permitFields,
});

/** The text fields of POST /post/event/add (multipart); eventImage comes as a file. */
export const ZAddEventFields = addEventFields
  // zod runs this even when a field failed, so the dates may be missing here.
  .refine(
    (event) =>
      !(event.dateAndTimeStart instanceof Date) ||
      !(event.dateAndTimeEnd instanceof Date) ||
      event.dateAndTimeEnd.getTime() > event.dateAndTimeStart.getTime(),
    {
      error: msg('events.endAfterStart'),
      path: ['dateAndTimeEnd'],
    },
  )
  // An event that is already over cannot be added (read when the form is sent, on both sides).
  .refine((event) => !(event.dateAndTimeEnd instanceof Date) || event.dateAndTimeEnd.getTime() > Date.now(), {
    error: msg('events.endInPast'),
    path: ['dateAndTimeEnd'],
  })
  .refine((event) => !event.urgent || event.reliefDrive, {
    error: msg('drives.urgentNeedsDrive'),
    path: ['urgent'],
  })
  .superRefine(checkPermit)
  // Asking the public for money needs a solicitation permit or an exemption (PD 1564).
  .refine((event) => event.goalAmount == null || event.permitType != null, {
    error: msg('permits.required'),
    path: ['permitType'],
  });
export type AddEventFields = z.input<typeof ZAddEventFields>;
export type AddEventValues = z.output<typeof ZAddEventFields>;

/** 201 from POST /post/event/add. */
export const ZAddEventResponse = z.object({ message: z.string(), eventID: z.number().int() });
export type AddEventResponse = z.infer<typeof ZAddEventResponse>;
