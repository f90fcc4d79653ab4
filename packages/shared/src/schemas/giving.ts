import { z } from 'zod';
import { DONATION_STATUSES } from '../constants';
import { ZCursor, ZLimit } from './lists';
import { ZTributeShown } from './tributes';

/**
 * GET /api/get/my/donations?limit=&cursor=: both optional. Without `limit` a page is MY_DONATIONS_PAGE_SIZE
 * long, so a cursor alone is fine here.
 */
export const ZMyDonationsQuery = z.object({ limit: ZLimit.optional(), cursor: ZCursor.optional() });
export type MyDonationsQuery = z.infer<typeof ZMyDonationsQuery>;

/** One of the signed-in person's donations, in any status, as My giving lists them. */
export const ZMyDonation = z.object({
  req_id: z.string(),
  /** Pesos. */
  amount: z.number(),
  status: z.enum(DONATION_STATUSES),
  organizationID: z.number().int(),
  organizationName: z.string(),
  eventID: z.number().int().nullable(),
  nameOfEvent: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** `TB-<year>-<6 digits>` once completed. */
  receiptNumber: z.string().nullable(),
  anonymous: z.boolean(),
  /** The gateway's page, only while the donation is pending and its checkout has not expired. */
  checkoutUrl: z.string().nullable(),
  /** Completed, to a charity whose checked donee status held on the gift's date: a BIR Form 2322 may be asked for. */
  certificateAvailable: z.boolean(),
  /** In memory or in honour of whom it was given, if anyone. */
  tribute: ZTributeShown.nullable(),
});
export type MyDonation = z.infer<typeof ZMyDonation>;

/** GET /api/get/my/donations/summary: completed donations only (pesos); "this year" in Philippine time. */
export const ZGivingSummary = z.object({
  totalThisYear: z.number(),
  totalOverall: z.number(),
  completedCount: z.number().int(),
});
export type GivingSummary = z.infer<typeof ZGivingSummary>;

/** GET /api/get/organizations/{id}/donations?limit=&cursor=: both optional (ORGANIZATION_GIFTS_PAGE_SIZE a page). */
export const ZOrganizationGiftsQuery = z.object({ limit: ZLimit.optional(), cursor: ZCursor.optional() });

/** One completed gift to a charity, as its representative's list shows it. */
export const ZOrganizationGift = z.object({
  reqId: z.string(),
  /** Pesos. */
  amount: z.number(),
  /** The donor's name, or "Anonymous" / "Deleted user" in the reader's language, as in the donations CSV. */
  donorName: z.string(),
  eventName: z.string().nullable(),
  /** ISO 8601. */
  completedAt: z.string(),
  /** How it was paid, in words (GCash, Card…); null when the gateway did not say. */
  method: z.string().nullable(),
  tribute: ZTributeShown.nullable(),
  /** The donor asked for the gift's Certificate of Donation, so the charity may download its copy. */
  certificateAvailable: z.boolean(),
});
export type OrganizationGift = z.infer<typeof ZOrganizationGift>;
