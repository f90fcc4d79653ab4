import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants';
import { philippineToday } from '../dates';
import { dashboard } from '../messages/en/dashboard';
import { httpUrl } from './common';
import { msg } from './message-key';

/** The labels of the add-charity form. */
export const CHARITY_FIELD_LABELS = dashboard.charityFields;
type CharityFieldErrors = typeof dashboard.charityFieldErrors;
/** The fields whose error is "… is required", and those of them that are free text. */
export type RequiredCharityField = {
  [F in keyof CharityFieldErrors]: CharityFieldErrors[F] extends { required: string } ? F : never;
}[keyof CharityFieldErrors];
type CharityTextField = {
  [F in keyof CharityFieldErrors]: CharityFieldErrors[F] extends { tooLong: string } ? F : never;
}[keyof CharityFieldErrors];
type CharityUrlField = {
  [F in keyof CharityFieldErrors]: CharityFieldErrors[F] extends { invalidUrl: string } ? F : never;
}[keyof CharityFieldErrors];

/** The two image files of the form, as multipart file fields. */
export const CHARITY_IMAGE_FIELDS = ['organizationProfilePicture', 'organizationFeaturedPicture'] as const;

/** At most this many categories per charity. */
export const CHARITY_MAX_CATEGORIES = 20;

/**
 * "… is required" for one field, a whole sentence in each language (a label inside a sentence reads wrongly in
 * Filipino and Cebuano).
 */
export const charityRequiredMessage = (field: RequiredCharityField) =>
  msg(`dashboard.charityFieldErrors.${field}.required`);

/** True when text holds a control character other than tab and line breaks; PostgreSQL cannot even store a NUL. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

const requiredText = (field: CharityTextField, max: number) =>
  z
    .string({ error: charityRequiredMessage(field) })
    .trim()
    .min(1, { error: charityRequiredMessage(field) })
    .max(max, { error: msg(`dashboard.charityFieldErrors.${field}.tooLong`, { max }) })
    .refine((value) => !hasControlCharacters(value), {
      error: msg(`dashboard.charityFieldErrors.${field}.controlCharacters`),
    });

const optionalUrl = (field: CharityUrlField) => {
  const message = msg(`dashboard.charityFieldErrors.${field}.invalidUrl`);
  return z
    .union([z.literal(''), httpUrl(message)])
    .optional()
    .transform((value) => (value ? value : null));
};

const invalidCategories = msg('charities.invalidCategories');

/** The length of an SEC or DSWD number: real ones are 6–25 characters ("CS201912345", "DSWD-SB-SP-00023-2026"). */
export const REGISTRATION_NUMBER_MIN = 3;
export const REGISTRATION_NUMBER_MAX = 40;

/**
 * An optional registration number: trimmed, blank → null; letters, digits, spaces, dots, slashes and hyphens with
 * at least one digit. The format is not checked further: the number is shown only after an admin checks it.
 */
const optionalRegistrationNumber = (which: 'Sec' | 'Dswd') =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine(
      (value) =>
        value === null ||
        (value.length >= REGISTRATION_NUMBER_MIN &&
          value.length <= REGISTRATION_NUMBER_MAX &&
          /^[A-Za-z0-9 ./-]+$/.test(value) &&
          /\d/.test(value)),
      {
        error: msg(`charities.registration.invalid${which}Number`, {
          min: REGISTRATION_NUMBER_MIN,
          max: REGISTRATION_NUMBER_MAX,
        }),
      },
    );

/** An optional validity date (YYYY-MM-DD, blank → null) that has not passed: today is still valid. */
const optionalValidUntil = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null)
  .pipe(
    z
      .union([
        z.null(),
        z.iso.date({
          error: msg('charities.registration.invalidDate'),
        }),
      ])
      .refine((value) => value === null || value >= philippineToday(), {
        error: msg('charities.registration.expired'),
      }),
  );

/** The text fields of POST /post/organizations/add (multipart); the two images come as files. */
export const addCharityFields = z.object({
  organizationName: requiredText('organizationName', 120),
  organizationAbbreviation: requiredText('organizationAbbreviation', 20),
  organizationAddress: requiredText('organizationAddress', 300),
  organizationPhoneNumber: requiredText('organizationPhoneNumber', 30),
  representativeName: requiredText('representativeName', 120),
  organizationEmail: requiredText('organizationEmail', 254).pipe(
    z.email({ error: msg('dashboard.validation.invalidEmail') }),
  ),
  representativeContactNumber: requiredText('representativeContactNumber', 30),
  organizationDescription: requiredText('organizationDescription', 5000),
  organizationType: z.enum(ORGANIZATION_TYPES, {
    error: (issue) =>
      issue.input === undefined || (typeof issue.input === 'string' && !issue.input.trim())
        ? charityRequiredMessage('organizationType')
        : msg('charities.invalidType'),
  }),
  organizationFacebookLink: optionalUrl('organizationFacebookLink'),
  organizationInstagramLink: optionalUrl('organizationInstagramLink'),
  organizationMainWebsite: optionalUrl('organizationMainWebsite'),
  /** A JSON list of category ids, as the form sends it; duplicates are dropped. */
  categories: z
    .string({ error: invalidCategories })
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return [] as number[];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: invalidCategories });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.number({ error: invalidCategories }).int().positive().max(2_147_483_647), {
          error: invalidCategories,
        })
        .transform((ids) => [...new Set(ids)])
        .pipe(
          z.array(z.number()).max(CHARITY_MAX_CATEGORIES, {
            error: msg('dashboard.validation.tooManyCategories', { max: CHARITY_MAX_CATEGORIES }),
          }),
        ),
    ),
  secRegistrationNumber: optionalRegistrationNumber('Sec'),
  dswdRegistrationNumber: optionalRegistrationNumber('Dswd'),
  dswdValidUntil: optionalValidUntil,
});

/** …and a validity date belongs to a DSWD number. */
export const ZAddCharityFields = addCharityFields.refine(
  (values) => values.dswdValidUntil === null || values.dswdRegistrationNumber !== null,
  { error: msg('charities.registration.dateWithoutNumber'), path: ['dswdValidUntil'] },
);
export type AddCharityFields = z.input<typeof ZAddCharityFields>;
export type AddCharityValues = z.output<typeof ZAddCharityFields>;

/** 201 from POST /post/organizations/add. */
export const ZAddCharityResponse = z.object({ message: z.string(), organizationID: z.number().int() });
export type AddCharityResponse = z.infer<typeof ZAddCharityResponse>;
