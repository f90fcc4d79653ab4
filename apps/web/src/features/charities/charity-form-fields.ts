import {
  type AddCharityFields,
  addCharityFields,
  CHARITY_IDENTITY_FIELDS,
  type CharityIdentityField,
  ZAddCharityFields,
} from '@tabang/shared';
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

/** A text field's value as the server will store it (trimmed, a link as its href, blank as null); as typed if refused. */
const asStored = (field: Exclude<CharityIdentityField, ImageField>, value: unknown) => {
  const parsed = addCharityFields.shape[field].safeParse(value);
  return parsed.success ? parsed.data : value;
};

/**
 * The fields that say who the charity is (CHARITY_IDENTITY_FIELDS) that the form changes: saving them sends a
 * verified charity back to verification. Compared as the server compares them, so retyping a value is no change; a
 * chosen logo always is one.
 */
export function changedIdentityFields(
  values: Partial<CharityFormFields>,
  current: AddCharityFields,
): CharityIdentityField[] {
  return CHARITY_IDENTITY_FIELDS.filter((field) =>
    field === 'organizationProfilePicture'
      ? !!values.organizationProfilePicture
      : asStored(field, values[field]) !== asStored(field, current[field]),
  );
}
