import { z } from 'zod';
import {
  DEDUCTIBILITY,
  type Deductibility,
  formatTin,
  TAX_ADDRESS_MAX,
  TAX_NAME_MAX,
  TIN_PATTERN,
} from '../certificates';
import { philippineToday } from '../dates';
import { hasControlCharacters, REGISTRATION_NUMBER_MAX, REGISTRATION_NUMBER_MIN } from './add-charity';
import { msg } from './message-key';

/** A TIN, stored in the BIR's form (000-000-000 or 000-000-000-000). */
const tin = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(TIN_PATTERN, { error: message })
    .transform((value) => formatTin(value.replace(/-/g, '')));

/** The same, optional: blank is none. */
const optionalTin = (message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || TIN_PATTERN.test(value), { error: message })
    .transform((value) => value && formatTin(value.replace(/-/g, '')));

/** An optional text of a form: trimmed, blank → null. */
const blankIsNull = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null);

const registrationNumber = (message: string) =>
  blankIsNull.refine(
    (value) =>
      value === null ||
      (value.length >= REGISTRATION_NUMBER_MIN &&
        value.length <= REGISTRATION_NUMBER_MAX &&
        /^[A-Za-z0-9 ./-]+$/.test(value) &&
        /\d/.test(value)),
    { error: message },
  );

/** A validity date (YYYY-MM-DD) that has not passed; today is still valid. */
const validUntil = blankIsNull.pipe(
  z
    .union([z.null(), z.iso.date({ error: msg('certificates.donee.invalidDate') })])
    .refine((value) => value === null || value >= philippineToday(), {
      error: msg('certificates.donee.expired'),
    }),
);

/**
 * The donee fields of POST /post/organizations/update (multipart, each optional; blank clears it). What the charity
 * then holds must be whole (checked by the server on the stored values, and by the form): `donee.incomplete`.
 */
export const doneeFields = {
  organizationTin: optionalTin(msg('certificates.donee.invalidTin')),
  birRegistrationNumber: registrationNumber(
    msg('certificates.donee.invalidBirNumber', {
      min: REGISTRATION_NUMBER_MIN,
      max: REGISTRATION_NUMBER_MAX,
    }),
  ),
  birRegistrationValidUntil: validUntil,
  pcncAccreditationNumber: registrationNumber(
    msg('certificates.donee.invalidPcncNumber', {
      min: REGISTRATION_NUMBER_MIN,
      max: REGISTRATION_NUMBER_MAX,
    }),
  ),
  pcncValidUntil: validUntil,
  deductibility: blankIsNull.refine(
    (value): value is Deductibility | null =>
      value === null || (DEDUCTIBILITY as readonly string[]).includes(value),
    { error: msg('certificates.donee.invalidDeductibility') },
  ),
};
export const DONEE_FIELDS = Object.keys(doneeFields) as (keyof typeof doneeFields)[];

/** A charity's donee details as it gave them (each null when not given), for its editors and admins. */
export const ZDoneeDetails = z.object({
  organizationTin: z.string().nullable(),
  birRegistrationNumber: z.string().nullable(),
  birRegistrationValidUntil: z.string().nullable(),
  pcncAccreditationNumber: z.string().nullable(),
  pcncValidUntil: z.string().nullable(),
  deductibility: z.enum(DEDUCTIBILITY).nullable(),
});
export type DoneeDetails = z.infer<typeof ZDoneeDetails>;

/**
 * Why donee details cannot be kept as they are, or null: the BIR registration (its number and validity), the
 * deductibility and the charity's TIN go together, and a PCNC number with its validity.
 */
export function doneeProblem(details: DoneeDetails): 'incomplete' | 'pcncIncomplete' | null {
  const bir = [
    details.organizationTin,
    details.birRegistrationNumber,
    details.birRegistrationValidUntil,
    details.deductibility,
  ];
  const pcnc = [details.pcncAccreditationNumber, details.pcncValidUntil];
  if (bir.some((value) => value !== null) && bir.some((value) => value === null)) return 'incomplete';
  if (pcnc.some((value) => value !== null) && pcnc.some((value) => value === null)) return 'pcncIncomplete';
  if (pcnc[0] !== null && bir[0] === null) return 'incomplete';
  return null;
}

/** The donee status the public sees: only once an admin has checked it, and only while it holds (null otherwise). */
export const ZPublicDonee = z.object({
  deductibility: z.enum(DEDUCTIBILITY),
  /** YYYY-MM-DD: the last day it holds, the earlier of the BIR registration's and the PCNC accreditation's. */
  validUntil: z.string(),
  /** ISO 8601. */
  checkedAt: z.string(),
});

/** POST /api/post/my/tax-details: what a Certificate of Donation names the donor by. */
export const ZTaxDetailsRequest = z.object({
  tin: tin(msg('certificates.taxDetails.invalidTin')),
  /** The name registered with the BIR, when not the account's (a business name); blank is none. */
  registeredName: z
    .string({ error: msg('certificates.taxDetails.invalidName') })
    .trim()
    .max(TAX_NAME_MAX, { error: msg('certificates.taxDetails.nameTooLong', { max: TAX_NAME_MAX }) })
    .refine((value) => !hasControlCharacters(value), { error: msg('certificates.taxDetails.invalidName') })
    .optional()
    .transform((value) => value || null),
  registeredAddress: z
    .string({ error: msg('certificates.taxDetails.addressRequired') })
    .trim()
    .min(1, { error: msg('certificates.taxDetails.addressRequired') })
    .max(TAX_ADDRESS_MAX, { error: msg('certificates.taxDetails.addressTooLong', { max: TAX_ADDRESS_MAX }) })
    .refine((value) => !hasControlCharacters(value), {
      error: msg('certificates.taxDetails.invalidAddress'),
    }),
});
export type TaxDetailsInput = z.input<typeof ZTaxDetailsRequest>;
export type TaxDetailsRequest = z.output<typeof ZTaxDetailsRequest>;

/** GET /api/get/my/tax-details: the saved details with the TIN masked but its last three digits; null when none. */
export const ZTaxDetailsResponse = z.object({
  taxDetails: z
    .object({
      tinMasked: z.string(),
      registeredName: z.string().nullable(),
      registeredAddress: z.string(),
      /** ISO 8601. */
      updatedAt: z.string(),
    })
    .nullable(),
});
export type TaxDetailsResponse = z.infer<typeof ZTaxDetailsResponse>;

/** GET /api/get/my/statements: each year with completed gifts, newest first. */
export const ZStatementYear = z.object({
  year: z.number().int(),
  count: z.number().int(),
  /** Pesos. */
  total: z.number(),
});
export type StatementYear = z.infer<typeof ZStatementYear>;

/** GET /api/get/my/statements/{year}.pdf. */
export const ZStatementParams = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number)
    .pipe(z.number().int().min(2000).max(2999)),
});
