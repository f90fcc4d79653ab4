import { z } from 'zod';
import { CHECK_IN_CODE_LENGTH, CONTACTS_HIDDEN_REASONS, VOLUNTEER_STATUSES } from '../constants';
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
  hours: z.number(),
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

const positiveId = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: message }),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(
      z.number().int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
    );

/**
 * Body of POST /post/events/checkin and /checkout: the event and either the volunteer's code (typed or scanned,
 * matched without regard to case or surrounding spaces) or, from a roster row's button, their userID.
 */
export const ZCheckInRequest = z
  .object(
    {
      eventID: positiveId(msg('roster.invalidEventId')),
      code: z
        .string({ error: msg('roster.invalidCode') })
        .trim()
        .toUpperCase()
        .regex(new RegExp(`^[0-9A-F]{${CHECK_IN_CODE_LENGTH}}$`), { error: msg('roster.invalidCode') })
        .optional(),
      userID: positiveId(msg('roster.invalidUserId')).optional(),
    },
    { error: msg('roster.invalidBody') },
  )
  .refine((body) => (body.code === undefined) !== (body.userID === undefined), {
    error: msg('roster.invalidBody'),
  });
export type CheckInRequest = z.input<typeof ZCheckInRequest>;

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
  /** Whether the event has ended. */
  past: z.boolean(),
  cancelled: z.boolean(),
});
export type MyVolunteering = z.infer<typeof ZMyVolunteering>;

/** GET /get/my/volunteering/summary. */
export const ZVolunteeringSummary = z.object({
  totalHours: z.number(),
  eventsAttended: z.number().int(),
});
export type VolunteeringSummary = z.infer<typeof ZVolunteeringSummary>;
