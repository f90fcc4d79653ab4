import { z } from 'zod';
import { ZEvent } from './events';

/** GET /get/dashboard/summary: platform totals (pesos; suspended charities and their events left out). */
export const ZDashboardSummary = z.object({
  totalDonated: z.number(),
  charities: z.number().int(),
  upcomingEvents: z.number().int(),
  volunteers: z.number().int(),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;

/** A charity the signed-in user represents, with its review state and its events. */
const ZMyCharity = z.object({
  organizationID: z.number().int(),
  organizationName: z.string(),
  organizationAbbreviation: z.string(),
  organizationProfilePicture: z.string().nullable(),
  totalDonationCollected: z.number(),
  verified: z.boolean(),
  suspended: z.boolean(),
  events: z.array(ZEvent),
});
export type MyCharity = z.infer<typeof ZMyCharity>;

/** GET /get/dashboard/mine: the user's charities, and the charities they may add events to (all, for admins). */
export const ZDashboardMine = z.object({
  charities: z.array(ZMyCharity),
  eventCharities: z.array(z.object({ organizationID: z.number().int(), organizationName: z.string() })),
});
export type DashboardMine = z.infer<typeof ZDashboardMine>;
