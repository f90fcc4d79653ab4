import { addCharityFields, ZAddCharityFields } from '@tabang/shared';
import { z } from 'zod';

/** The two pictures, as the files chosen (null for none). Their bytes are checked apart, by `checkImage`. */
const chosenImages = {
  organizationProfilePicture: z.custom<File | null>(),
  organizationFeaturedPicture: z.custom<File | null>(),
};
export const IMAGE_FIELDS = ['organizationProfilePicture', 'organizationFeaturedPicture'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** The Add charity form's fields: the text fields of POST /post/organizations/add, and the chosen pictures. */
export const charityFormFields = addCharityFields.extend(chosenImages);
/** …with the rule between fields (a DSWD validity date needs a DSWD number). */
export const ZCharityFormFields = ZAddCharityFields.safeExtend(chosenImages);
export type CharityFormFields = z.input<typeof ZCharityFormFields>;
export type CharityFormValues = z.output<typeof ZCharityFormFields>;
