import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants';

export const ZCategory = z.object({ categoryID: z.number().int(), category: z.string() });
export type Category = z.infer<typeof ZCategory>;

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
  totalDonationCollected: z.number(),
  /** False until an admin verifies the charity: the web app shows "Pending verification". */
  verified: z.boolean(),
  categories: z.array(ZCategory),
});
export type Organization = z.infer<typeof ZOrganization>;

/** GET /get/organizations/donations/count/{id}: one item, the number of distinct donors with a completed donation. */
export const ZDonatorCountResponse = z.array(z.object({ DonatorCount: z.number().int() }));
export type DonatorCountResponse = z.infer<typeof ZDonatorCountResponse>;
