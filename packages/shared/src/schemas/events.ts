import { z } from 'zod';
import { PERMIT_TYPES } from '../constants';

/**
 * An event's solicitation permit as the public sees it (never its scan). A DSWD or LGU permit has its number, issuer
 * and first and last day (YYYY-MM-DD, Philippine dates); an exemption has only its reason, the rest null.
 */
export const ZEventPermit = z.object({
  type: z.enum(PERMIT_TYPES),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  exemptReason: z.string().nullable(),
  /** Whether the Tabang team has checked it against the scan (and the issuer). */
  checked: z.boolean(),
  /** Whether it allows soliciting today (Philippine date): an exemption always does. */
  valid: z.boolean(),
});
export type EventPermit = z.infer<typeof ZEventPermit>;

/** An event as the public API shows it. eventImage is an API path (prefix with /api). */
export const ZEvent = z.object({
  eventID: z.number().int(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  /** Whether an admin has verified the event's charity; until then the event shows "Pending verification". */
  organizationVerified: z.boolean(),
  nameOfEvent: z.string(),
  descriptionOfEvent: z.string(),
  location: z.string(),
  dateAndTimeStart: z.string(),
  dateAndTimeEnd: z.string().nullable(),
  whoCanJoin: z.string(),
  status: z.number().int(),
  eventImage: z.string().nullable(),
  /** Whether the event still takes donations once it has ended (otherwise they go to its charity). */
  donationsAfterEnd: z.boolean(),
  /** The fundraising goal in pesos; null when the event has none. */
  goalAmount: z.number().nullable(),
  /** Pesos given to this event through completed donations. */
  raisedAmount: z.number(),
  /** How many different people completed a donation to this event (anonymous donors count too). */
  donorCount: z.number().int(),
  /**
   * Pesos of cash the charity recorded as received outside Tabang for this event (not voided). Shown beside
   * `raisedAmount`, never added into it.
   */
  offlineAmount: z.number(),
  /** Whether the event has a report ("Where it went"): a gift or distribution recorded, or a published report. */
  hasReport: z.boolean(),
  /** Volunteer slots; null is unlimited (nobody is ever waitlisted). */
  volunteerCapacity: z.number().int().nullable(),
  /** People holding a slot (status "volunteered"); may exceed the slots if they were lowered later. */
  volunteerCount: z.number().int(),
  /** People waiting for a slot. */
  waitlistCount: z.number().int(),
  /** When the charity cancelled the event (ISO 8601); null while it goes ahead. A cancelled event is listed nowhere. */
  cancelledAt: z.string().nullable(),
  /** Why the charity cancelled it, when it said (null otherwise, and while it goes ahead). */
  cancelReason: z.string().nullable(),
  /** A relief drive: it has needs, drop-off points and pledges of goods (GET /get/events/:id/needs, …/dropoffs). */
  reliefDrive: z.boolean(),
  /** An urgent relief drive: open ones come first on Home (`?urgent=1` of the upcoming list). Only a drive is. */
  urgent: z.boolean(),
  /** What a drive accepts, shown up front ("No used clothing, no food expiring within a year"); null without. */
  acceptanceRules: z.string().nullable(),
  /**
   * The solicitation permit or exemption it solicits under; null when it has none (an event without a goal, or one
   * added before permits were asked for). Outside its dates the event takes no donations.
   */
  permit: ZEventPermit.nullable(),
});
export type Event = z.infer<typeof ZEvent>;
