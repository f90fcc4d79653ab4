import {
  type DoneeDetails,
  type DoneeStatus,
  doneeProblem,
  doneeValidOn,
  type Organization,
  philippineToday,
} from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';

/*
 * A charity's donee status (BIR-registered donee institution, with PCNC accreditation when it has one): given on
 * the charity's edit form, checked by an admin against its certificates, public only while checked and valid.
 */

type OrganizationRow = Omit<typeof organizations.$inferSelect, 'searchText'>;

/** The donee details a charity gave, by their form names (each null when not given). */
export const doneeDetailsOf = (row: OrganizationRow): DoneeDetails => ({
  organizationTin: row.tin,
  birRegistrationNumber: row.birRegistrationNumber,
  birRegistrationValidUntil: row.birRegistrationValidUntil,
  pcncAccreditationNumber: row.pcncAccreditationNumber,
  pcncValidUntil: row.pcncValidUntil,
  deductibility: row.deductibility,
});

/** Each donee field's column. */
export const DONEE_COLUMNS = {
  organizationTin: 'tin',
  birRegistrationNumber: 'birRegistrationNumber',
  birRegistrationValidUntil: 'birRegistrationValidUntil',
  pcncAccreditationNumber: 'pcncAccreditationNumber',
  pcncValidUntil: 'pcncValidUntil',
  deductibility: 'deductibility',
} as const satisfies Record<keyof DoneeDetails, keyof OrganizationRow>;

/**
 * The donee status an admin checked, with the last day it holds (the earlier of the BIR and PCNC dates), or null
 * when unchecked or not given. The check stands for the values stored: any change to them clears it.
 */
export function checkedDonee(
  row: Pick<
    OrganizationRow,
    'doneeCheckedAt' | 'deductibility' | 'birRegistrationValidUntil' | 'pcncValidUntil'
  >,
): DoneeStatus | null {
  if (!row.doneeCheckedAt || !row.deductibility || !row.birRegistrationValidUntil) return null;
  const dates = [row.birRegistrationValidUntil, row.pcncValidUntil].filter((d): d is string => d !== null);
  return { deductibility: row.deductibility, validUntil: dates.sort()[0]! };
}

/** Whether a completed gift can have a certificate: its charity's checked donee status held on the gift's day. */
export const doneeOnGiftDay = (
  row: Parameters<typeof checkedDonee>[0],
  completedAt: Date | null,
): DoneeStatus | null => {
  const donee = checkedDonee(row);
  return completedAt && doneeValidOn(donee, philippineToday(completedAt.getTime())) ? donee : null;
};

/** "Gifts are tax-deductible": the checked status while it holds today (the page checks the day again). */
export function publicDonee(row: OrganizationRow, today = philippineToday()): Organization['donee'] {
  const donee = checkedDonee(row);
  if (!doneeValidOn(donee, today)) return null;
  return { ...donee, checkedAt: row.doneeCheckedAt!.toISOString() };
}

/** 400 with the whole sentence when the donee details a charity would hold are not whole. */
export function assertWholeDonee(details: DoneeDetails): void {
  const problem = doneeProblem(details);
  if (problem) throw badRequest(t(`certificates.donee.${problem}`));
}

/**
 * Marks a charity's donee details as checked by an admin (now): 404 for an unknown charity, 400 when it gave none,
 * 409 when they have expired (nothing valid to vouch for). Checking again moves the date.
 */
export async function checkDonee(db: Db, id: number): Promise<void> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound(t('charities.notFound'));
  if (!row.birRegistrationNumber) throw badRequest(t('certificates.admin.nothingToCheck'));
  if (!doneeValidOn(checkedDonee({ ...row, doneeCheckedAt: new Date() }), philippineToday()))
    throw conflict(t('certificates.admin.expired'));
  await db.update(organizations).set({ doneeCheckedAt: new Date() }).where(eq(organizations.id, id));
}
