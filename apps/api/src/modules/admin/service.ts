import type { AdminOrganization, AdminOrganizationStatus } from '@tabang/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { publicCharity } from '../../db/visibility';
import { badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import { doneeDetailsOf } from '../certificates/donee';
import { identityChanges, identityOf, identityVersion } from '../charities/identity';
import { hasRegistrationDetails, registrationDetailsOf, toCharity } from '../charities/service';

const STATUS_FILTERS: Record<AdminOrganizationStatus, SQL | undefined> = {
  pending: and(eq(organizations.verified, false), publicCharity),
  verified: and(eq(organizations.verified, true), publicCharity),
  suspended: eq(organizations.suspended, true),
  all: undefined,
};

async function loadOrganizations(db: Db, where: SQL | undefined): Promise<AdminOrganization[]> {
  const rows = await db
    .select({
      organization: organizations,
      account: users,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.representativeUserId))
    .where(where)
    // Oldest first: the charity that has waited longest is reviewed first.
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
  return rows.map(({ organization: o, account }) => ({
    ...toCharity(o),
    representativeContactNumber: o.representativeContactNumber,
    suspended: o.suspended,
    createdAt: o.createdAt.toISOString(),
    representativeAccount: account
      ? { userID: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email }
      : null,
    registrationDetails: registrationDetailsOf(o),
    registrationCheckedAt: o.registrationCheckedAt?.toISOString() ?? null,
    doneeDetails: doneeDetailsOf(o),
    doneeCheckedAt: o.doneeCheckedAt?.toISOString() ?? null,
    identityChanges: identityChanges(o),
    identityVersion: identityVersion(identityOf(o)),
  }));
}

export function listOrganizations(db: Db, status: AdminOrganizationStatus) {
  return loadOrganizations(db, STATUS_FILTERS[status]);
}

export type ReviewAction = 'verify' | 'suspend' | 'unsuspend';
const CHANGES: Record<Exclude<ReviewAction, 'verify'>, Partial<typeof organizations.$inferInsert>> = {
  // Suspending hides a charity and stops donations; nothing is deleted, so lifting it restores everything.
  suspend: { suspended: true },
  unsuspend: { suspended: false },
};

/** Verifies, suspends or lifts the suspension of a charity (idempotent); 404 for an unknown one. */
export async function reviewOrganization(
  db: Db,
  id: number,
  action: ReviewAction,
  reviewed?: { identityVersion?: string } | null,
): Promise<AdminOrganization> {
  if (action === 'verify') await verify(db, id, reviewed?.identityVersion);
  else {
    const updated = await db
      .update(organizations)
      .set(CHANGES[action])
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id });
    if (!updated.length) throw notFound();
  }
  return loadOrganization(db, id);
}

/**
 * Verifies a charity and keeps its identity as verified now, with the row locked so that an edit cannot come
 * between: the snapshot is what the charity's next identity change is compared with (update.ts, identity.ts). With
 * the version the admin reviewed, a charity that changed who it is since is refused (409): they look again.
 */
async function verify(db: Db, id: number, reviewedVersion: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
    if (!row) throw notFound();
    if (reviewedVersion !== undefined && reviewedVersion !== identityVersion(identityOf(row)))
      throw conflict(t('admin.identity.changedMeanwhile'));
    await tx
      .update(organizations)
      // Verifying again what is verified keeps the day it was verified.
      .set({
        verified: true,
        verifiedAt: row.verified ? row.verifiedAt : new Date(),
        verifiedIdentity: identityOf(row),
      })
      .where(eq(organizations.id, id));
  });
}

export async function loadOrganization(db: Db, id: number): Promise<AdminOrganization> {
  const [organization] = await loadOrganizations(db, eq(organizations.id, id));
  if (!organization) throw notFound();
  return organization;
}

/**
 * Marks a charity's SEC / DSWD details as checked by an admin (now), so its public page shows them; 400 when it
 * gave none, 404 for an unknown charity. Checking again moves the date.
 */
export async function checkRegistration(db: Db, id: number): Promise<AdminOrganization> {
  const organization = await loadOrganization(db, id);
  if (!hasRegistrationDetails(organization.registrationDetails))
    throw badRequest(t('admin.registration.nothingToCheck'));
  await db.update(organizations).set({ registrationCheckedAt: new Date() }).where(eq(organizations.id, id));
  return loadOrganization(db, id);
}
