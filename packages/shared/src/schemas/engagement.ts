import { z } from 'zod';
import { ZId } from './common';

export const ZCharityEngagementRequest = z.object({ userID: ZId, organizationID: ZId });
export const ZEventEngagementRequest = z.object({ userID: ZId, eventID: ZId });
export const ZLikedResponse = z.object({ liked: z.boolean() });
export const ZVolunteerCountResponse = z.object({ totalVolunteers: z.number().int() });
/** A public volunteer list entry: a first name and an initial, nothing private. */
export const ZVolunteer = z.object({ userID: z.number().int(), name: z.string(), volunteeredAt: z.string() });
