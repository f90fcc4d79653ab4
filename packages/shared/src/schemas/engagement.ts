import { z } from 'zod';
import { VOLUNTEER_STATUSES } from '../constants';
import { bodyInteger, ZIdParam } from './common';
import { msg } from './message-key';

/**
 * An id in an engagement body: a positive whole number, or one written as digits. Stricter than `z.coerce`, which
 * would turn `true` or `[5]` into an id.
 */
const engagementId = (field: string) => bodyInteger(msg('engagement.invalidId', { field }));

/** Body of POST /post/organizations/like|unlike|volunteer|unvolunteer. */
export const ZCharityEngagementRequest = z.object(
  { userID: engagementId('userID'), organizationID: engagementId('organizationID') },
  { error: msg('engagement.invalidBody', { fields: 'userID and organizationID' }) },
);

/** Body of POST /post/events/like|unlike|volunteer|unvolunteer. */
export const ZEventEngagementRequest = z.object(
  { userID: engagementId('userID'), eventID: engagementId('eventID') },
  { error: msg('engagement.invalidBody', { fields: 'userID and eventID' }) },
);

/** GET /get/organizations/liked/{userId}/{orgId} and /get/events/liked/{userId}/{eventId}. */
export const ZLikedResponse = z.object({ liked: z.boolean() });
export type LikedResponse = z.infer<typeof ZLikedResponse>;

/** GET /get/organizations/volunteers/count/{id}. */
export const ZVolunteerCountResponse = z.object({ totalVolunteers: z.number().int() });
export type VolunteerCountResponse = z.infer<typeof ZVolunteerCountResponse>;

/** Answer of a like or unlike: the new state and the target's like total. */
export const ZLikeResponse = z.object({
  message: z.string(),
  liked: z.boolean(),
  totalLikes: z.number().int(),
});
export type LikeResponse = z.infer<typeof ZLikeResponse>;

/**
 * Answer of a volunteer or unvolunteer: the new state and the target's volunteer total. A sign-up also says
 * where the person stands: among the volunteers, or on the event's waitlist at `position` (1 is next).
 */
export const ZVolunteerResponse = z.object({
  message: z.string(),
  volunteered: z.boolean(),
  totalVolunteers: z.number().int(),
  status: z.enum(VOLUNTEER_STATUSES).optional(),
  position: z.number().int().positive().optional(),
});
export type VolunteerResponse = z.infer<typeof ZVolunteerResponse>;

/** A public volunteer list entry: a first name and an initial ("Maria S."), nothing private. */
export const ZVolunteer = z.object({ userID: z.number().int(), name: z.string(), volunteeredAt: z.string() });
export type Volunteer = z.infer<typeof ZVolunteer>;

/** GET /get/users/volunteered/organizations/{userId}: the charities a user volunteers for (private). */
export const ZVolunteeredCharity = z.object({
  organizationID: z.number().int(),
  organizationName: z.string(),
  volunteeredAt: z.string(),
});
export type VolunteeredCharity = z.infer<typeof ZVolunteeredCharity>;

/** GET /get/users/volunteered/events/{userId}: the events a user volunteers for (private). */
export const ZVolunteeredEvent = z.object({
  eventID: z.number().int(),
  organizationID: z.number().int(),
  nameOfEvent: z.string(),
  dateAndTimeStart: z.string(),
  volunteeredAt: z.string(),
  status: z.enum(VOLUNTEER_STATUSES),
  /** The place on the waitlist (1 is next); null when holding a slot. */
  position: z.number().int().positive().nullable(),
});
export type VolunteeredEvent = z.infer<typeof ZVolunteeredEvent>;

/** Paths of the two "liked" reads; a malformed id is a 404 like every other path id. */
export const ZLikedCharityParams = z.object({ userId: ZIdParam, orgId: ZIdParam });
export const ZLikedEventParams = z.object({ userId: ZIdParam, eventId: ZIdParam });
