import { z } from 'zod';

/**
 * One of a charity's or an event's latest completed gifts, as the public sees it: the donor's public name
 * ("Maria S."), or "Anonymous" when they gave anonymously or deleted their account; never a username or id.
 */
export const ZRecentDonation = z.object({
  donorName: z.string(),
  /** True when the name is withheld ("Anonymous"), so a page can say it in the reader's language. */
  anonymous: z.boolean(),
  /** Pesos. */
  amount: z.number(),
  /** ISO 8601, when the payment completed. */
  completedAt: z.string(),
  eventID: z.number().int().nullable(),
  nameOfEvent: z.string().nullable(),
});
export type RecentDonation = z.infer<typeof ZRecentDonation>;
