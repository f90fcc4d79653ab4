import { type AddCharityValues, type CHARITY_IMAGE_FIELDS, t } from '@tabang/shared';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, organizationCategories, organizations } from '../../db/schema';
import { badRequest, isForeignKeyViolation } from '../../errors';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { type PreparedImage, withImageTransaction } from '../../storage/images';
import { assertUnderDailyLimit } from '../daily-limit';

export type CharityImages = Record<(typeof CHARITY_IMAGE_FIELDS)[number], PreparedImage>;

/**
 * Every new charity is public at once, so a member may add only `maxPerDay` in 24 hours (429 beyond; admins are
 * exempt). Checked before the images are processed, and again inside the transaction.
 */
export function assertCanAddCharity(db: Db | Tx, user: CurrentUser, maxPerDay: number): Promise<void> {
  return assertUnderDailyLimit(db, user, {
    max: maxPerDay,
    table: organizations,
    addedBy: organizations.representativeUserId,
    createdAt: organizations.createdAt,
    message: t('charities.dailyLimit', { max: maxPerDay }),
  });
}

/**
 * Adds a charity with its two images and its categories in one transaction. The user who adds it is its
 * representative; it starts unverified (the public pages show "Pending verification") and not suspended.
 * Any failure — an unknown category included — rolls everything back and deletes the stored images.
 */
export async function addCharity(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  fields: AddCharityValues,
  images: CharityImages,
  maxPerDay: number,
): Promise<number> {
  try {
    return await withImageTransaction(db, blobs, async (tx, saveImage) => {
      await assertCanAddCharity(tx, user, maxPerDay);
      if (fields.categories.length) {
        const found = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, fields.categories));
        if (found.length !== fields.categories.length) throw badRequest(t('charities.invalidCategories'));
      }
      const logoImageId = await saveImage(images.organizationProfilePicture);
      const featureImageId = await saveImage(images.organizationFeaturedPicture);
      const [row] = await tx
        .insert(organizations)
        .values({
          name: fields.organizationName,
          abbreviation: fields.organizationAbbreviation,
          description: fields.organizationDescription,
          address: fields.organizationAddress,
          phoneNumber: fields.organizationPhoneNumber,
          email: fields.organizationEmail,
          representativeName: fields.representativeName,
          representativeContactNumber: fields.representativeContactNumber,
          representativeUserId: user.userID,
          facebookLink: fields.organizationFacebookLink,
          instagramLink: fields.organizationInstagramLink,
          websiteLink: fields.organizationMainWebsite,
          type: fields.organizationType,
          logoImageId,
          featureImageId,
          verified: false,
          suspended: false,
        })
        .returning({ id: organizations.id });
      if (fields.categories.length)
        await tx
          .insert(organizationCategories)
          .values(fields.categories.map((categoryId) => ({ organizationId: row!.id, categoryId })));
      return row!.id;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(t('charities.invalidCategories'));
    throw error;
  }
}
