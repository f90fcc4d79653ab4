import { z } from 'zod';
import { CHARITY_IDENTITY_FIELDS } from './editing';
import { ZOrganization, ZRegistrationDetails } from './organizations';

export const ADMIN_ORGANIZATION_STATUSES = ['pending', 'verified', 'suspended', 'all'] as const;
export type AdminOrganizationStatus = (typeof ADMIN_ORGANIZATION_STATUSES)[number];

/** GET /admin/organizations?status=…; pending when absent. */
export const ZAdminOrganizationsQuery = z.object({
  status: z.enum(ADMIN_ORGANIZATION_STATUSES).default('pending'),
});

/**
 * One identity field that differs from what an admin last verified: its value then and now (null: empty). For the
 * logo, both are image paths (`/admin/images/{id}`, under the API base).
 */
export const ZIdentityChange = z.object({
  field: z.enum(CHARITY_IDENTITY_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type IdentityChange = z.infer<typeof ZIdentityChange>;

/** A charity as admins see it: the public fields plus its review state and who added it. */
export const ZAdminOrganization = ZOrganization.extend({
  representativeContactNumber: z.string(),
  suspended: z.boolean(),
  createdAt: z.string(),
  representativeAccount: z
    .object({ userID: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  /** The registration details as given, for review, and when an admin marked them checked (null: not yet). */
  registrationDetails: ZRegistrationDetails,
  registrationCheckedAt: z.string().nullable(),
  /**
   * For a charity sent back to verification by an edit: what changed since an admin last verified it, in the order
   * of CHARITY_IDENTITY_FIELDS. Null for a verified charity and for one never verified.
   */
  identityChanges: z.array(ZIdentityChange).nullable(),
  /**
   * Names the identity the admin is looking at; sent back with a verify, which is refused (409) when the charity
   * has changed who it is since, so an admin never verifies values they did not see.
   */
  identityVersion: z.string(),
});
export type AdminOrganization = z.infer<typeof ZAdminOrganization>;

/** POST /admin/organizations/{id}/verify: the identityVersion reviewed (optional: without it, what is there now). */
export const ZVerifyOrganizationBody = z.object({ identityVersion: z.string().max(64).optional() }).nullish();
