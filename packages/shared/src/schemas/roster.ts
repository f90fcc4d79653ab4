import { z } from 'zod';
import { CHECK_IN_CODE_LENGTH, CONTACTS_HIDDEN_REASONS, VOLUNTEER_STATUSES } from '../constants';
import { HOURS_NOTE_MAX, HOURS_STATES, VOLUNTEER_HOURS_MAX } from '../volunteering';
import { bodyInteger } from './common';
import { msg } from './message-key';

/** One person on an event's roster (GET /get/dashboard/events/:id/roster, and the answer of check-in/out). */
export const ZRosterEntry = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null when the roster hides contact details (see ZRoster's contactsHiddenReason). */
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  status: z.enum(VOLUNTEER_STATUSES),
  /** Place on the waitlist, from 1; null for a volunteer. */
  position: z.number().int().nullable(),
  /** ISO 8601. */
  signedUpAt: z.string(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  /** As volunteerHours says: `hoursState` tells served, expected (not yet served) and an organiser's correction. */
  hours: z.number(),
  hoursState: z.enum(HOURS_STATES),
  /** The organiser's note with a correction of hours; null without one. */
  hoursNote: z.string().nullable(),
  /** When the hours were corrected (ISO 8601); null without a correction. */
  hoursCorrectedAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof ZRosterEntry>;

/**
 * Whether volunteers' email and phone number are shown, and why not: null when they are (a verified charity that is
 * not suspended, or an admin asking), else the reason, so a screen can say so instead of showing empty cells.
 */
export const ZContactsHiddenReason = z.enum(CONTACTS_HIDDEN_REASONS).nullable();

/** GET /get/dashboard/events/:id/roster: everyone signed up, volunteers then the waitlist, each in sign-up order. */
export const ZRoster = z.object({
  /** False when every entry's email and contactNumber are null. */
  contactsVisible: z.boolean(),
  contactsHiddenReason: ZContactsHiddenReason,
  entries: z.array(ZRosterEntry),
});
export type Roster = z.infer<typeof ZRoster>;

/**
 * Body of POST /post/events/checkin and /checkout: the event and either the volunteer's code (typed or scanned,
 * matched without regard to case or surrounding spaces) or, from a roster row's button, their userID.
 */
export const ZCheckInRequest = z
  .object(
    {
      eventID: bodyInteger(msg('roster.invalidEventId')),
      code: z
        .string({ error: msg('roster.invalidCode') })
        .trim()
        .toUpperCase()
        .regex(new RegExp(`^[0-9A-F]{${CHECK_IN_CODE_LENGTH}}$`), { error: msg('roster.invalidCode') })
        .optional(),
      userID: bodyInteger(msg('roster.invalidUserId')).optional(),
    },
    { error: msg('roster.invalidBody') },
  )
  .refine((body) => (body.code === undefined) !== (body.userID === undefined), {
    error: msg('roster.invalidBody'),
  });
export type CheckInRequest = z.input<typeof ZCheckInRequest>;

const hoursInvalid = msg('roster.hoursInvalid', { max: VOLUNTEER_HOURS_MAX });

/**
 * Body of POST /post/events/hours: an organiser's correction of a volunteer's hours for an event, with a short note
 * saying why (required), or `hours: null` to drop the correction and go back to the check-in times. Hours from 0 to
 * VOLUNTEER_HOURS_MAX, kept to two decimals; a number or a numeric text ("2.5").
 */
export const ZHoursCorrectionRequest = z
  .object(
    {
      eventID: bodyInteger(msg('roster.invalidEventId')),
      userID: bodyInteger(msg('roster.invalidUserId')),
      hours: z
        .union(
          [
            z.number({ error: hoursInvalid }),
            z
              .string()
              .trim()
              .regex(/^\d{1,3}(\.\d+)?$/, hoursInvalid),
          ],
          {
            error: hoursInvalid,
          },
        )
        .transform(Number)
        .pipe(
          z
            .number()
            .min(0, { error: hoursInvalid })
            .max(VOLUNTEER_HOURS_MAX, { error: hoursInvalid })
            .transform((hours) => Math.round(hours * 100) / 100),
        )
        .nullable(),
      note: z
        .string({ error: msg('roster.hoursNoteInvalid', { max: HOURS_NOTE_MAX }) })
        .trim()
        .max(HOURS_NOTE_MAX, { error: msg('roster.hoursNoteInvalid', { max: HOURS_NOTE_MAX }) })
        .optional(),
    },
    { error: msg('roster.hoursInvalidBody') },
  )
  .refine((body) => body.hours === null || (body.note ?? '') !== '', {
    error: msg('roster.hoursNoteRequired'),
    path: ['note'],
  });
export type HoursCorrectionRequest = z.input<typeof ZHoursCorrectionRequest>;

/** One of the signed-in person's sign-ups (GET /get/my/volunteering): upcoming first (soonest first), then past. */
export const ZMyVolunteering = z.object({
  eventID: z.number().int(),
  nameOfEvent: z.string(),
  /** ISO 8601. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  status: z.enum(VOLUNTEER_STATUSES),
  position: z.number().int().nullable(),
  /** The person's own code for this event; shown (with its QR) only to them. */
  checkInCode: z.string(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  hours: z.number(),
  hoursState: z.enum(HOURS_STATES),
  /** The organiser's note when they corrected the hours. */
  hoursNote: z.string().nullable(),
  /** Whether the event has ended. */
  past: z.boolean(),
  cancelled: z.boolean(),
});
export type MyVolunteering = z.infer<typeof ZMyVolunteering>;

/** GET /get/my/volunteering/summary: `totalHours` counts served (and corrected) hours, never expected ones. */
export const ZVolunteeringSummary = z.object({
  totalHours: z.number(),
  eventsAttended: z.number().int(),
});
export type VolunteeringSummary = z.infer<typeof ZVolunteeringSummary>;
