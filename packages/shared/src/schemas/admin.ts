import { z } from 'zod';
import { JOB_KINDS } from '../constants';
import { ZDoneeDetails } from './certificates';
import { CHARITY_IDENTITY_FIELDS } from './editing';
import { ZEventPermit } from './events';
import { ZCursor, ZLimit } from './lists';
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
  /** The donee details as given, and when an admin checked them (null: not yet, or changed since). */
  doneeDetails: ZDoneeDetails,
  doneeCheckedAt: z.string().nullable(),
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

/** GET /admin/jobs?state=failed&limit=&cursor=: the jobs that failed their last try (the only state listed). */
export const ZAdminJobsQuery = z.object({
  state: z.enum(['failed']).default('failed'),
  limit: ZLimit.optional(),
  cursor: ZCursor.optional(),
});

/** A job that failed its last try, as the admin page lists it. */
export const ZFailedJob = z.object({
  /** The job's id (a UUID), for POST /admin/jobs/{id}/retry. */
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  /** What it was for, in words, in the admin's language ("Receipt TB-2026-000123 to d…@example.ph"). */
  about: z.string(),
  /** How many times it ran. */
  tries: z.number().int(),
  /** The error of its last try, as the code reported it; null when none was recorded. */
  lastError: z.string().nullable(),
  /** ISO 8601. */
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof ZFailedJob>;

/** POST /admin/jobs/{id}/retry: a job's id. */
export const ZJobIdParams = z.object({ id: z.uuid() });

export const ADMIN_PERMIT_STATUSES = ['unchecked', 'all'] as const;
export type AdminPermitStatus = (typeof ADMIN_PERMIT_STATUSES)[number];

/** GET /admin/events/permits?status=…; unchecked when absent. */
export const ZAdminPermitsQuery = z.object({ status: z.enum(ADMIN_PERMIT_STATUSES).default('unchecked') });

/** An event's solicitation permit as admins check it: with its event, its charity and its scan. */
export const ZAdminEventPermit = z.object({
  eventID: z.number().int(),
  nameOfEvent: z.string(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  /** ISO 8601. */
  dateAndTimeStart: z.string(),
  permit: ZEventPermit,
  /** The scan's path under the API base (`/admin/images/{id}`); null when none was sent (an exemption may have none). */
  permitScan: z.string().nullable(),
  /** When an admin marked it checked (ISO 8601); null until then. */
  permitCheckedAt: z.string().nullable(),
  /** Names the permit as listed; sent back with the check, which is refused (409) if the organiser changed it since. */
  permitVersion: z.string(),
});
export type AdminEventPermit = z.infer<typeof ZAdminEventPermit>;

/** POST /admin/events/{id}/check-permit: the permitVersion reviewed (optional: without it, what is there now). */
export const ZCheckPermitBody = z.object({ permitVersion: z.string().max(64).optional() }).nullish();
