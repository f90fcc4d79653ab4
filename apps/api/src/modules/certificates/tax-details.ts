import { maskTin, type TaxDetailsRequest, type TaxDetailsResponse } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDetails } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../i18n';
import { SealedKeyError, seal, unseal } from '../../lib/sealed';

/*
 * A donor's tax details (TIN, registered name and address), given once for their Certificates of Donation. Sealed
 * together (lib/sealed.ts): the TIN is sensitive personal information, and the address and name beside it say
 * whose it is. Bound to the person's id, so a sealed value moved to another row does not open.
 */

export type TaxDetails = TaxDetailsRequest;

const context = (userId: number) => `tax_details:${userId}`;

/** Saves (or replaces) a person's tax details. */
export async function saveTaxDetails(
  db: Db,
  key: Buffer,
  userId: number,
  details: TaxDetails,
): Promise<void> {
  const sealed = seal(key, context(userId), JSON.stringify(details));
  await db
    .insert(taxDetails)
    .values({ userId, sealed })
    .onConflictDoUpdate({ target: taxDetails.userId, set: { sealed, updatedAt: sql`now()` } });
}

/**
 * A person's tax details, opened, with when they were last saved; undefined when they gave none. A value the key
 * cannot open is a 503 that says so to the person, and to the log why (the wrong TAX_DETAILS_KEY, or altered data).
 */
export async function loadTaxDetails(
  db: Db,
  key: Buffer,
  userId: number,
): Promise<(TaxDetails & { createdAt: Date; updatedAt: Date }) | undefined> {
  const [row] = await db.select().from(taxDetails).where(eq(taxDetails.userId, userId));
  if (!row) return undefined;
  try {
    const details = JSON.parse(unseal(key, context(userId), row.sealed)) as TaxDetails;
    return { ...details, createdAt: row.createdAt, updatedAt: row.updatedAt };
  } catch (cause) {
    if (!(cause instanceof SealedKeyError)) throw cause;
    throw new AppError('SERVICE_UNAVAILABLE', t('certificates.taxDetails.unreadable'), { cause });
  }
}

/** GET /get/my/tax-details: for the form, the TIN masked but its last three digits. */
export async function taxDetailsForForm(db: Db, key: Buffer, userId: number): Promise<TaxDetailsResponse> {
  const details = await loadTaxDetails(db, key, userId);
  if (!details) return { taxDetails: null };
  return {
    taxDetails: {
      tinMasked: maskTin(details.tin),
      registeredName: details.registeredName,
      registeredAddress: details.registeredAddress,
      updatedAt: details.updatedAt.toISOString(),
    },
  };
}
