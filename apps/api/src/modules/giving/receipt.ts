import type { UserRole } from '@tabang/shared';
import { foldPaymentMethod, formatPeso, RECEIPT_METHOD_KEYS, toPesos } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, events, organizations, users } from '../../db/schema';
import { conflict } from '../../errors';
import { inLanguage, t } from '../../i18n';
import { findDonationForUser } from '../donations/queries';
import { shownTribute, tributeLine } from '../donations/tributes';
import type { MailMessage } from '../mail/mailer';
import { type ReceiptContent, renderReceiptPdf } from './receipt-pdf';

/** How the donor paid, as people say it: GCash, GrabPay, 7-Eleven…; an unknown name as reported; none "—". */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return t('receipts.none');
  const key = RECEIPT_METHOD_KEYS[foldPaymentMethod(method) as keyof typeof RECEIPT_METHOD_KEYS];
  return key ? t(key) : method;
}

export const receiptFilename = (number: string) => `${number}.pdf`;

/**
 * A completed donation's receipt with its donor's email and whether their account was deleted, or undefined when it
 * has no receipt number.
 */
export async function loadReceipt(db: Db, donationId: number) {
  const [row] = await db
    .select({
      donation: donations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      charityName: organizations.name,
      charityAddress: organizations.address,
      eventName: events.name,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .where(eq(donations.id, donationId));
  const { donation } = row ?? {};
  if (!row || !donation?.receiptNumber || donation.status !== 'completed') return undefined;
  const content: ReceiptContent = {
    number: donation.receiptNumber,
    completedAt: donation.completedAt ?? donation.updatedAt,
    // A deleted account was anonymised already; its name reads "Deleted user".
    donorName: row.deletedAt ? t('account.deleted.name') : `${row.firstName} ${row.lastName}`.trim(),
    charityName: row.charityName,
    charityAddress: row.charityAddress,
    eventName: row.eventName,
    tribute: tributeLine(shownTribute(donation)),
    amountCentavos: donation.amountCentavos,
    paymentMethod: paymentMethodLabel(donation.paymentMethod),
    providerRef: donation.providerRef,
    reqId: donation.reqId,
  };
  return {
    content,
    firstName: row.firstName,
    email: row.email,
    deleted: row.deletedAt !== null,
  };
}

/**
 * The receipt email of a completed donation, in its donor's language, with the PDF attached: made when the email
 * job runs, from the donation as it is then. Undefined when there is nobody to send it to: the donor deleted their
 * account since (or the donation has no receipt, which the job's enqueueing rules out).
 */
export async function receiptEmail(db: Db, donationId: number): Promise<MailMessage | undefined> {
  const [donor] = await db
    .select({ language: users.language })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.id, donationId));
  // The PDF's texts (the payment method, "Deleted user") too: everything is read in the donor's language.
  return inLanguage(donor?.language ?? 'en', async () => {
    const receipt = await loadReceipt(db, donationId);
    if (!receipt || receipt.deleted) return undefined;
    const { content } = receipt;
    return {
      to: receipt.email,
      subject: t('receipts.emailSubject', { number: content.number }),
      text: [
        t('receipts.emailBody', {
          name: receipt.firstName,
          amount: formatPeso(toPesos(content.amountCentavos), 2),
          charity: content.charityName,
          number: content.number,
        }),
        ...(content.tribute ? [content.tribute] : []),
      ].join('\n\n'),
      attachments: [
        {
          filename: receiptFilename(content.number),
          content: await renderReceiptPdf(content),
          contentType: 'application/pdf',
        },
      ],
    };
  });
}

/**
 * GET /get/donations/{reqId}/receipt.pdf: the receipt of a completed donation, for its donor and admins (anyone
 * else gets the same 404 as for an unknown req_id); a donation not completed yet is a 409.
 */
export async function receiptForUser(
  db: Db,
  reqId: string,
  user: { userID: number; role: UserRole },
): Promise<{ number: string; pdf: Buffer }> {
  const donation = await findDonationForUser(db, reqId, user);
  const receipt = donation.status === 'completed' ? await loadReceipt(db, donation.id) : undefined;
  if (!receipt)
    throw conflict(t('receipts.notCompleted', { status: t(`payment.statusInSentence.${donation.status}`) }));
  return { number: receipt.content.number, pdf: await renderReceiptPdf(receipt.content) };
}
