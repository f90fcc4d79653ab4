import type { UserRole } from '@tabang/shared';
import { foldPaymentMethod, formatPeso, RECEIPT_METHOD_KEYS, toPesos } from '@tabang/shared';
import { and, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { donations, events, organizations, users } from '../../db/schema';
import { conflict } from '../../errors';
import { inLanguage, t } from '../../i18n';
import { findDonationForUser } from '../donations/queries';
import type { Mailer } from '../mail/mailer';
import { type ReceiptContent, renderReceiptPdf } from './receipt-pdf';

/** Tries at the receipt email before it is given up (logged as an error). */
export const RECEIPT_EMAIL_MAX_ATTEMPTS = 8;
/** The wait after a try before the next: doubling from the first, up to the last (1, 2, 4 … 60 minutes). */
export const RECEIPT_EMAIL_RETRY_MS = { first: 60_000, max: 60 * 60_000 };
/** The job looks only at donations this recent: every try is over long before (the index on status, created_at). */
const RECEIPT_EMAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;
const RECEIPT_EMAIL_BATCH = 50;

export type ReceiptMailDeps = {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** How the donor paid, as people say it: GCash, GrabPay, 7-Eleven…; an unknown name as reported; none "—". */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return t('receipts.none');
  const key = RECEIPT_METHOD_KEYS[foldPaymentMethod(method) as keyof typeof RECEIPT_METHOD_KEYS];
  return key ? t(key) : method;
}

export const receiptFilename = (number: string) => `${number}.pdf`;

/** A completed donation's receipt with its donor's email, or undefined when it has no receipt number. */
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
    amountCentavos: donation.amountCentavos,
    paymentMethod: paymentMethodLabel(donation.paymentMethod),
    providerRef: donation.providerRef,
    reqId: donation.reqId,
  };
  return { content, firstName: row.firstName, email: row.email };
}

/**
 * Donations whose receipt email is due at `now`: completed, numbered, not sent, the donor's account still there,
 * tries left, and either never tried or the last try (the row's updated_at: a completed donation no longer
 * changes) longer ago than its backoff.
 */
function emailDue(now: Date): SQL {
  const backoffSeconds = sql`least(${RECEIPT_EMAIL_RETRY_MS.first / 1000} * power(2, ${donations.receiptEmailAttempts} - 1), ${RECEIPT_EMAIL_RETRY_MS.max / 1000})`;
  return and(
    eq(donations.status, 'completed'),
    isNotNull(donations.receiptNumber),
    isNull(donations.receiptEmailedAt),
    lt(donations.receiptEmailAttempts, RECEIPT_EMAIL_MAX_ATTEMPTS),
    or(
      eq(donations.receiptEmailAttempts, 0),
      lte(
        donations.updatedAt,
        sql`${now.toISOString()}::timestamptz - make_interval(secs => ${backoffSeconds})`,
      ),
    ),
    sql`exists (select 1 from ${users} where ${users.id} = ${donations.userId} and ${users.deletedAt} is null)`,
  ) as SQL;
}

/**
 * Emails a donation's receipt to its donor if it is due, at most once: the try is claimed first (a conditional
 * UPDATE that counts it), so concurrent callers and servers do not both send, and only a send that succeeded
 * marks it sent. A crash between sending and marking could send it twice; a crash before sending is retried by
 * the job once the try's backoff has passed.
 */
async function sendReceiptEmail(
  deps: ReceiptMailDeps,
  donationId: number,
  now = new Date(),
): Promise<'sent' | 'failed' | 'not due'> {
  const { db } = deps;
  const [claimed] = await db
    .update(donations)
    .set({ receiptEmailAttempts: sql`${donations.receiptEmailAttempts} + 1`, updatedAt: now })
    .where(and(eq(donations.id, donationId), emailDue(now)))
    .returning({ attempts: donations.receiptEmailAttempts });
  if (!claimed) return 'not due';
  // The email and its PDF are in the donor's language, whoever's request (a webhook, the job) sends them.
  const [donor] = await db
    .select({ language: users.language })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.id, donationId));
  return inLanguage(donor?.language ?? 'en', () => mailReceipt(deps, donationId, claimed.attempts));
}

/** Sends a claimed receipt email, in the current language, and marks it sent. */
async function mailReceipt(
  deps: ReceiptMailDeps,
  donationId: number,
  attempts: number,
): Promise<'sent' | 'failed' | 'not due'> {
  const { db, log } = deps;
  const receipt = await loadReceipt(db, donationId);
  if (!receipt) return 'not due';
  const { content } = receipt;
  try {
    await deps.mailer.send({
      to: receipt.email,
      subject: t('receipts.emailSubject', { number: content.number }),
      text: t('receipts.emailBody', {
        name: receipt.firstName,
        amount: formatPeso(toPesos(content.amountCentavos), 2),
        charity: content.charityName,
        number: content.number,
      }),
      attachments: [
        {
          filename: receiptFilename(content.number),
          content: await renderReceiptPdf(content),
          contentType: 'application/pdf',
        },
      ],
    });
  } catch (error) {
    const last = attempts >= RECEIPT_EMAIL_MAX_ATTEMPTS;
    log[last ? 'error' : 'warn'](
      { err: error, donationID: donationId, receipt: content.number, attempts },
      last ? 'receipt email failed; giving up' : 'receipt email failed; it will be tried again',
    );
    return 'failed';
  }
  await db.update(donations).set({ receiptEmailedAt: sql`now()` }).where(eq(donations.id, donationId));
  log.info({ donationID: donationId, receipt: content.number }, 'receipt emailed');
  return 'sent';
}

/** The receipt emails completions started in this process, one after another (see sendReceiptEmailSoon). */
let backgroundSends: Promise<unknown> = Promise.resolve();

/**
 * Sends a just-completed donation's receipt in the background: the webhook or status call that completed it
 * answers at once, and a failure is left to the job. The sends run one at a time, so a burst of completions (a
 * gateway resending hundreds of webhooks) never crowds the webhooks' own answers out of the database pool and the
 * CPU with as many PDFs at once.
 */
export function sendReceiptEmailSoon(deps: ReceiptMailDeps, donationId: number): void {
  backgroundSends = backgroundSends.then(() =>
    sendReceiptEmail(deps, donationId).catch((error: unknown) =>
      deps.log.error(
        { err: error, donationID: donationId },
        'receipt email could not be tried; the job tries again',
      ),
    ),
  );
}

/** The job: tries every receipt email that is due (never sent yet, or failed and past its backoff). */
export async function sendDueReceiptEmails(deps: ReceiptMailDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(emailDue(now), gt(donations.createdAt, new Date(now.getTime() - RECEIPT_EMAIL_WINDOW_MS))))
    .orderBy(donations.id)
    .limit(RECEIPT_EMAIL_BATCH);
  let sent = 0;
  for (const { id } of due) if ((await sendReceiptEmail(deps, id, now)) === 'sent') sent += 1;
  return sent;
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
  if (!receipt) throw conflict(t('receipts.notCompleted', { status: donation.status }));
  return { number: receipt.content.number, pdf: await renderReceiptPdf(receipt.content) };
}
