import { z } from 'zod';
import { DASHBOARD_TOP_CHARITY_COUNT, ORGANIZATION_TYPES } from '../constants';
import { ZPublicDonee } from './certificates';

export const ZCategory = z.object({ categoryID: z.number().int(), category: z.string() });
export type Category = z.infer<typeof ZCategory>;

/** The registration details a charity gave when it was added (each null when not given). */
export const ZRegistrationDetails = z.object({
  secRegistrationNumber: z.string().nullable(),
  dswdRegistrationNumber: z.string().nullable(),
  /** YYYY-MM-DD: the last day the DSWD licence or permit is valid. */
  dswdValidUntil: z.string().nullable(),
});
export type RegistrationDetails = z.infer<typeof ZRegistrationDetails>;

/**
 * A charity as the public API shows it. Image fields are API paths (prefix with /api), null when there
 * is no image. representativeContactNumber is a person's phone number, so it is never public.
 */
export const ZOrganization = z.object({
  organizationID: z.number().int(),
  organizationName: z.string(),
  organizationAbbreviation: z.string(),
  organizationDescription: z.string(),
  organizationFeaturePicture: z.string().nullable(),
  organizationProfilePicture: z.string().nullable(),
  organizationAddress: z.string(),
  organizationPhoneNumber: z.string(),
  organizationEmail: z.string(),
  representativeName: z.string(),
  representativeUserID: z.number().int().nullable(),
  organizationFacebookLink: z.string().nullable(),
  organizationInstagramLink: z.string().nullable(),
  organizationMainWebsite: z.string().nullable(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  /** Pesos given through Tabang (completed donations). */
  totalDonationCollected: z.number(),
  /**
   * Pesos of cash the charity recorded as received outside Tabang (not voided), for itself or its events. Shown
   * beside `totalDonationCollected`, never added into it.
   */
  offlineAmount: z.number(),
  /** False until an admin verifies the charity: the web app shows "Pending verification". */
  verified: z.boolean(),
  /** When an admin verified it (ISO 8601); null while not verified, or for one verified before the date was kept. */
  verifiedAt: z.string().nullable(),
  categories: z.array(ZCategory),
  /**
   * The SEC / DSWD details once an admin has checked them (checkedAt, ISO 8601); null before, or when the charity
   * gave none.
   */
  registration: ZRegistrationDetails.extend({ checkedAt: z.string() }).nullable(),
  /** "Gifts are tax-deductible": its checked donee status while it holds; null otherwise. */
  donee: ZPublicDonee.nullable(),
});
export type Organization = z.infer<typeof ZOrganization>;

/** GET /get/organizations/donations/count/{id}: one item, the number of distinct donors with a completed donation. */
export const ZDonatorCountResponse = z.array(z.object({ DonatorCount: z.number().int() }));
export type DonatorCountResponse = z.infer<typeof ZDonatorCountResponse>;

/**
 * GET /get/organizations/top: the DASHBOARD_TOP_CHARITY_COUNT charities the public may see that collected the most
 * (pesos), most first; equal totals in the order the charities were added.
 */
export const ZTopCharity = z.object({
  organizationID: z.number().int(),
  organizationName: z.string(),
  totalDonationCollected: z.number(),
});
export type TopCharity = z.infer<typeof ZTopCharity>;
export const ZTopCharities = z.array(ZTopCharity).max(DASHBOARD_TOP_CHARITY_COUNT);
