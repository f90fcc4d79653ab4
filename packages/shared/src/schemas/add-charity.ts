import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants';
import { t } from '../messages';
import { httpUrl, ZId } from './common';

/** The labels of the add-charity form; '{label} is required' is built from them. */
export const CHARITY_FIELD_LABELS = {
  organizationName: 'Name',
  organizationAbbreviation: 'Abbreviation',
  organizationAddress: 'Address',
  organizationPhoneNumber: 'Phone number',
  representativeName: 'Representative name',
  organizationEmail: 'Email',
  representativeContactNumber: 'Representative contact number',
  organizationDescription: 'Description',
  organizationType: 'Organization type',
  organizationFacebookLink: 'Facebook',
  organizationInstagramLink: 'Instagram',
  organizationMainWebsite: 'Website',
  organizationProfilePicture: 'Logo',
  organizationFeaturedPicture: 'Featured picture',
  categories: 'Categories',
} as const;

const requiredText = (field: keyof typeof CHARITY_FIELD_LABELS, max = 200) =>
  z
    .string({ error: t('charities.fieldRequired', { field: CHARITY_FIELD_LABELS[field] }) })
    .trim()
    .min(1, { error: t('charities.fieldRequired', { field: CHARITY_FIELD_LABELS[field] }) })
    .max(max, { error: `${CHARITY_FIELD_LABELS[field]} must be at most ${max} characters.` });

const optionalUrl = (field: keyof typeof CHARITY_FIELD_LABELS) =>
  z
    .union([z.literal(''), httpUrl(t('charities.invalidUrl', { field: CHARITY_FIELD_LABELS[field] }))])
    .optional()
    .transform((value) => (value ? value : null));

/** The text fields of POST /post/organizations/add (multipart); the two images come as files. */
export const ZAddCharityFields = z.object({
  organizationName: requiredText('organizationName', 120),
  organizationAbbreviation: requiredText('organizationAbbreviation', 20),
  organizationAddress: requiredText('organizationAddress', 300),
  organizationPhoneNumber: requiredText('organizationPhoneNumber', 30),
  representativeName: requiredText('representativeName', 120),
  organizationEmail: requiredText('organizationEmail', 254).pipe(
    z.email({ error: 'Email must be a valid email address.' }),
  ),
  representativeContactNumber: requiredText('representativeContactNumber', 30),
  organizationDescription: requiredText('organizationDescription', 5000),
  organizationType: z.enum(ORGANIZATION_TYPES, { error: t('charities.invalidType') }),
  organizationFacebookLink: optionalUrl('organizationFacebookLink'),
  organizationInstagramLink: optionalUrl('organizationInstagramLink'),
  organizationMainWebsite: optionalUrl('organizationMainWebsite'),
  /** A JSON list of category ids, as the form sends it. */
  categories: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return [] as number[];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: t('charities.invalidCategories') });
        return z.NEVER;
      }
    })
    .pipe(z.array(ZId, { error: t('charities.invalidCategories') }).max(20)),
});
export type AddCharityFields = z.input<typeof ZAddCharityFields>;
