import {
  certificateNumber,
  PH_TIME_ZONE,
  receiptYear,
  type StatementYear,
  toPesos,
  type UserRole,
} from '@tabang/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateCounters, donationCertificates, donations, organizations, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { t } from '../../i18n';
import { findDonationByReqId } from '../donations/queries';
import { paymentMethodLabel } from '../giving/receipt';
import { renderCertificatePdf, renderStatementPdf } from './certificate-pdf';
import { doneeOnGiftDay } from './donee';
import { loadTaxDetails } from './tax-details';

type Asker = { userID: number; role: UserRole };
type Donation = typeof donations.$inferSelect;

/**
 * The gift's certificate number, given the first time it is asked for and the same ever after: in one
 * transaction, the donation's row locked (two requests for one gift wait for each other, so the second finds the
 * first's number) and the charity's counter for the gift's year advanced (requests for two gifts serialise on it,
 * so they get distinct numbers). A number taken is never given again: nothing deletes a certificate.
 */
export async function assignCertificateNumber(
  db: Db,
  donation: Pick<Donation, 'id' | 'organizationId' | 'completedAt'>,
): Promise<{ number: string; issuedAt: Date }> {
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: donations.id }).from(donations).where(eq(donations.id, donation.id)).for('update');
    const [existing] = await tx
      .select()
      .from(donationCertificates)
      .where(eq(donationCertificates.donationId, donation.id));
    if (existing) return existing;
    const year = receiptYear(donation.completedAt!);
    const [counter] = await tx
      .insert(certificateCounters)
      .values({ organizationId: donation.organizationId, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [certificateCounters.organizationId, certificateCounters.year],
        set: { lastNumber: sql`${certificateCounters.lastNumber} + 1` },
      })
      .returning();
    const [created] = await tx
      .insert(donationCertificates)
      .values({
        donationId: donation.id,
        organizationId: donation.organizationId,
        year,
        number: counter!.lastNumber,
      })
      .returning();
    return created!;
  });
  return { number: certificateNumber(row.year, row.number), issuedAt: row.issuedAt };
}

async function existingCertificate(db: Db, donationId: number) {
  const [row] = await db
    .select()
    .from(donationCertificates)
    .where(eq(donationCertificates.donationId, donationId));
  return row && { number: certificateNumber(row.year, row.number), issuedAt: row.issuedAt };
}

/**
 * GET /get/donations/{reqId}/certificate.pdf (decision 028). The donor, the charity's representative and admins
 * (anyone else 403; an unknown req_id 404). 409 with the reason when there can be none: not completed; the
 * charity was not a checked, valid donee on the gift's day; the donor gave no tax details. Only the donor's own
 * request gives the gift its number: the representative and admins get the certificate once the donor has asked
 * (409 before), as asking is the donor's choice to show their name and TIN to the charity (an anonymous gift too).
 */
export async function certificateForUser(
  db: Db,
  key: Buffer,
  reqId: string,
  asker: Asker,
): Promise<{ number: string; pdf: Buffer }> {
  const donation = await findDonationByReqId(db, reqId);
  if (!donation) throw notFound(t('donations.donationNotFound'));
  const [charity] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, donation.organizationId));
  const isDonor = donation.userId === asker.userID;
  if (!isDonor && asker.role !== 'admin' && charity!.representativeUserId !== asker.userID) throw forbidden();

  if (donation.status !== 'completed' || !donation.receiptNumber)
    throw conflict(
      t('certificates.certificate.notCompleted', {
        status: t(`payment.statusInSentence.${donation.status}`),
      }),
    );
  if (!doneeOnGiftDay(charity!, donation.completedAt))
    throw conflict(t('certificates.certificate.notDonee', { charity: charity!.name }));
  const details = await loadTaxDetails(db, key, donation.userId);
  if (!details)
    throw conflict(
      t(isDonor ? 'certificates.certificate.noTaxDetails' : 'certificates.certificate.donorNoTaxDetails'),
    );
  const certificate = isDonor
    ? await assignCertificateNumber(db, donation)
    : await existingCertificate(db, donation.id);
  if (!certificate) throw conflict(t('certificates.certificate.notRequested'));

  const [donor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, donation.userId));
  const pdf = await renderCertificatePdf({
    number: certificate.number,
    issuedAt: certificate.issuedAt,
    donee: {
      name: charity!.name,
      tin: charity!.tin!,
      address: charity!.address,
      birRegistrationNumber: charity!.birRegistrationNumber!,
      birRegistrationValidUntil: charity!.birRegistrationValidUntil!,
      pcncAccreditationNumber: charity!.pcncAccreditationNumber,
      deductibility: charity!.deductibility!,
    },
    donor: {
      name: details.registeredName ?? `${donor!.firstName} ${donor!.lastName}`.trim(),
      tin: details.tin,
      address: details.registeredAddress,
    },
    donatedAt: donation.completedAt!,
    amountCentavos: donation.amountCentavos,
    paymentMethod: paymentMethodLabel(donation.paymentMethod),
    receiptNumber: donation.receiptNumber,
  });
  return { number: certificate.number, pdf };
}

/** A completed gift's year in Philippine time, as SQL (the zone written in, so GROUP BY sees one expression). */
const giftYear = sql<number>`extract(year from ${donations.completedAt} at time zone ${sql.raw(`'${PH_TIME_ZONE}'`)})::int`;
const mine = (userId: number) => and(eq(donations.userId, userId), eq(donations.status, 'completed'));

/** GET /get/my/statements: each year the person has completed gifts in, newest first, with their count and total. */
export async function statementYears(db: Db, userId: number): Promise<StatementYear[]> {
  const rows = await db
    .select({
      year: giftYear,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${donations.amountCentavos})`,
    })
    .from(donations)
    .where(mine(userId))
    .groupBy(giftYear)
    .orderBy(desc(giftYear));
  return rows.map((row) => ({
    year: Number(row.year),
    count: Number(row.count),
    total: toPesos(Number(row.total)),
  }));
}

/** GET /get/my/statements/{year}.pdf: the person's completed gifts of that year, oldest first; 404 for none. */
export async function statementForUser(db: Db, userId: number, year: number): Promise<Buffer> {
  const lines = await db
    .select({
      receiptNumber: donations.receiptNumber,
      charity: organizations.name,
      completedAt: donations.completedAt,
      amountCentavos: donations.amountCentavos,
    })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .where(and(mine(userId), sql`${giftYear} = ${year}`))
    .orderBy(asc(donations.completedAt), asc(donations.id));
  if (!lines.length) throw notFound(t('certificates.statement.noneInYear', { year }));
  const [donor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return renderStatementPdf({
    year,
    donorName: `${donor!.firstName} ${donor!.lastName}`.trim(),
    lines: lines.map((line) => ({
      receiptNumber: line.receiptNumber ?? '—',
      charity: line.charity,
      completedAt: line.completedAt!,
      amountCentavos: line.amountCentavos,
    })),
  });
}
