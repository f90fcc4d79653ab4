import { toPesos } from '@tabang/shared';
import type { AdminOrganization, AdminOrganizationStatus } from '@tabang/shared/schemas/admin';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, organizationCategories, organizations, users } from '../../db/schema';
import { notFound } from '../../errors';
import { organizationFeaturePath, organizationLogoPath } from '../dashboard/service';

const STATUS_FILTERS: Record<AdminOrganizationStatus, SQL | undefined> = {
  pending: and(eq(organizations.verified, false), eq(organizations.suspended, false)),
  verified: and(eq(organizations.verified, true), eq(organizations.suspended, false)),
  suspended: eq(organizations.suspended, true),
  all: undefined,
};

async function loadOrganizations(db: Db, where: SQL | undefined): Promise<AdminOrganization[]> {
  const rows = await db
    .select({ organization: organizations, account: users })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.representativeUserId))
    .where(where)
    // Oldest first: the charity that has waited longest is reviewed first.
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
  const ids = rows.map((row) => row.organization.id);
  const links = ids.length
    ? await db
        .select({
          organizationId: organizationCategories.organizationId,
          categoryID: categories.id,
          category: categories.name,
        })
        .from(organizationCategories)
        .innerJoin(categories, eq(categories.id, organizationCategories.categoryId))
        .where(inArray(organizationCategories.organizationId, ids))
        .orderBy(asc(categories.name))
    : [];
  return rows.map(({ organization: o, account }) => ({
    organizationID: o.id,
    organizationName: o.name,
    organizationAbbreviation: o.abbreviation,
    organizationDescription: o.description,
    organizationFeaturePicture: organizationFeaturePath(o.id, o.featureImageId),
    organizationProfilePicture: organizationLogoPath(o.id, o.logoImageId),
    organizationAddress: o.address,
    organizationPhoneNumber: o.phoneNumber,
    organizationEmail: o.email,
    representativeName: o.representativeName,
    representativeContactNumber: o.representativeContactNumber,
    representativeUserID: o.representativeUserId,
    organizationFacebookLink: o.facebookLink,
    organizationInstagramLink: o.instagramLink,
    organizationMainWebsite: o.websiteLink,
    organizationType: o.type as AdminOrganization['organizationType'],
    totalDonationCollected: toPesos(o.totalDonationCentavos),
    verified: o.verified,
    suspended: o.suspended,
    createdAt: o.createdAt.toISOString(),
    representativeAccount: account
      ? {
          userID: account.id,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
        }
      : null,
    categories: links
      .filter((link) => link.organizationId === o.id)
      .map(({ categoryID, category }) => ({ categoryID, category })),
  }));
}

export function listOrganizations(db: Db, status: AdminOrganizationStatus) {
  return loadOrganizations(db, STATUS_FILTERS[status]);
}

export type ReviewAction = 'verify' | 'suspend' | 'unsuspend';
const CHANGES: Record<ReviewAction, Partial<typeof organizations.$inferInsert>> = {
  verify: { verified: true },
  // Suspending hides a charity and stops donations; nothing is deleted, so lifting it restores everything.
  suspend: { suspended: true },
  unsuspend: { suspended: false },
};

/** Verifies, suspends or lifts the suspension of a charity (idempotent); 404 for an unknown one. */
export async function reviewOrganization(
  db: Db,
  id: number,
  action: ReviewAction,
): Promise<AdminOrganization> {
  const updated = await db
    .update(organizations)
    .set(CHANGES[action])
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  if (!updated.length) throw notFound();
  const [organization] = await loadOrganizations(db, eq(organizations.id, id));
  return organization!;
}
