import type { CHARITY_IMAGE_FIELDS, CharityForEditing, UpdateCharityValues } from '@tabang/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, organizationCategories, organizations } from '../../db/schema';
import { badRequest, isForeignKeyViolation } from '../../errors';
import { t } from '../../i18n';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { assertWholeDonee, DONEE_COLUMNS, doneeDetailsOf } from '../certificates/donee';
import { assertCanManageOrganization } from '../permissions/service';
import { changedIdentityFields, identityOf } from './identity';
import { charityColumns, registrationDetailsOf, toCharity } from './service';

/*
 * Editing a charity, for its representative or an admin.
 * A replaced picture's old image row and files are left in place: image URLs name the charity, not the image, so
 * nothing public points at them any more (a verified logo stays named by verified_identity, for the admin's review),
 * and removing them is a storage clean-up, not a request's job.
 */

/** A charity as its editors see it: the public view plus the private contact number and unchecked registration. */
export async function getCharityForEditing(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<CharityForEditing> {
  await assertCanManageOrganization(db, user, id);
  return charityForEditing(db, id);
}

async function charityForEditing(db: Db | Tx, id: number): Promise<CharityForEditing> {
  const [row] = await db.select(charityColumns).from(organizations).where(eq(organizations.id, id));
  const charity = toCharity(row!);
  return {
    ...charity,
    representativeContactNumber: row!.representativeContactNumber,
    registrationDetails: registrationDetailsOf(row!),
    doneeDetails: doneeDetailsOf(row!),
    doneeCheckedAt: row!.doneeCheckedAt?.toISOString() ?? null,
  };
}

export type CharityImageUpdates = Partial<Record<(typeof CHARITY_IMAGE_FIELDS)[number], PreparedImage>>;

/**
 * Changes the fields that were sent (and the pictures that were sent) in one transaction; anything refused leaves
 * the charity and the image store as they were. Changed registration details need an admin's check again, and a
 * verified charity whose identity (identity.ts) changes goes back to "pending verification": it takes no donations
 * until an admin verifies it again. This holds for an admin's edit too: verifying stays a separate, deliberate act.
 */
export async function updateCharity(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  values: UpdateCharityValues,
  pictures: CharityImageUpdates,
): Promise<{ charity: CharityForEditing; backToVerification: boolean }> {
  const id = values.organizationID;
  let backToVerification = false;
  try {
    await withImageTransaction(db, blobs, async (tx, saveImage) => {
      await assertCanManageOrganization(tx, user, id, { lock: true });
      const [current] = await tx.select().from(organizations).where(eq(organizations.id, id));
      const registration = { ...registrationDetailsOf(current!) };
      for (const key of Object.keys(registration) as (keyof typeof registration)[])
        if (values[key] !== undefined) registration[key] = values[key];
      // The add form's rule, on what the charity will hold: a validity date belongs to a DSWD number.
      if (registration.dswdValidUntil !== null && registration.dswdRegistrationNumber === null)
        throw badRequest(t('charities.registration.dateWithoutNumber'));
      const registrationChanged = (Object.keys(registration) as (keyof typeof registration)[]).some(
        (key) => registration[key] !== current![key],
      );
      // The donee status is checked whole, on what the charity will hold; a change needs an admin's check again.
      const donee = doneeDetailsOf(current!);
      for (const key of Object.keys(donee) as (keyof typeof donee)[])
        if (values[key] !== undefined) (donee as Record<string, unknown>)[key] = values[key];
      assertWholeDonee(donee);
      const doneeColumns = Object.fromEntries(
        Object.entries(DONEE_COLUMNS).map(([field, column]) => [column, donee[field as keyof typeof donee]]),
      ) as Pick<typeof current & object, (typeof DONEE_COLUMNS)[keyof typeof DONEE_COLUMNS]>;
      const doneeChanged = Object.entries(doneeColumns).some(
        ([column, value]) => value !== current![column as keyof typeof doneeColumns],
      );

      if (values.categories !== undefined) {
        const ids = values.categories;
        if (ids.length) {
          const found = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(inArray(categories.id, ids));
          if (found.length !== ids.length) throw badRequest(t('charities.invalidCategories'));
        }
        await tx.delete(organizationCategories).where(eq(organizationCategories.organizationId, id));
        if (ids.length)
          await tx
            .insert(organizationCategories)
            .values(ids.map((categoryId) => ({ organizationId: id, categoryId })));
      }

      const changes = {
        name: values.organizationName,
        abbreviation: values.organizationAbbreviation,
        description: values.organizationDescription,
        address: values.organizationAddress,
        phoneNumber: values.organizationPhoneNumber,
        email: values.organizationEmail,
        representativeName: values.representativeName,
        representativeContactNumber: values.representativeContactNumber,
        facebookLink: values.organizationFacebookLink,
        instagramLink: values.organizationInstagramLink,
        websiteLink: values.organizationMainWebsite,
        type: values.organizationType,
        ...registration,
        ...doneeColumns,
        logoImageId:
          pictures.organizationProfilePicture && (await saveImage(pictures.organizationProfilePicture)),
        featureImageId:
          pictures.organizationFeaturedPicture && (await saveImage(pictures.organizationFeaturedPicture)),
      };
      const after = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<typeof current>;
      // Resent values change nothing; a new logo always does (it is a new image).
      backToVerification =
        current!.verified &&
        changedIdentityFields(identityOf(current!), identityOf({ ...current!, ...after })).length > 0;

      await tx
        .update(organizations)
        .set({
          ...changes,
          ...(registrationChanged ? { registrationCheckedAt: null } : {}),
          ...(doneeChanged ? { doneeCheckedAt: null } : {}),
          // Donations stop in this same transaction. The admin's review compares with the identity last verified;
          // a charity verified without that snapshot (the seed's, say) keeps its values until now as such.
          ...(backToVerification
            ? {
                verified: false,
                verifiedAt: null,
                verifiedIdentity: current!.verifiedIdentity ?? identityOf(current!),
              }
            : {}),
        })
        .where(eq(organizations.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(t('charities.invalidCategories'));
    throw error;
  }
  return { charity: await charityForEditing(db, id), backToVerification };
}
