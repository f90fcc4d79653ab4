import { z } from 'zod';
import { ZOrganization, ZRegistrationDetails } from './organizations';

export const ADMIN_ORGANIZATION_STATUSES = ['pending', 'verified', 'suspended', 'all'] as const;
export type AdminOrganizationStatus = (typeof ADMIN_ORGANIZATION_STATUSES)[number];

/** GET /admin/organizations?status=…; pending when absent. */
export const ZAdminOrganizationsQuery = z.object({
  status: z.enum(ADMIN_ORGANIZATION_STATUSES).default('pending'),
});

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
});
export type AdminOrganization = z.infer<typeof ZAdminOrganization>;
