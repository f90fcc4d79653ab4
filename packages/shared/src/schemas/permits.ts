import { z } from 'zod';
import { PERMIT_EXEMPT_REASON_MAX, PERMIT_ISSUER_MAX, PERMIT_TYPES, type PermitType } from '../constants';
import { philippineToday } from '../dates';
import { hasControlCharacters, REGISTRATION_NUMBER_MAX, REGISTRATION_NUMBER_MIN } from './add-charity';
import { msg } from './message-key';

/** Trimmed text, blank → null; absent stays undefined. */
const optionalText = (max: number, tooLong: string, invalid: string) =>
  z
    .string({ error: invalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() || null))
    .refine((value) => value == null || value.length <= max, { error: tooLong })
    .refine((value) => value == null || !hasControlCharacters(value), { error: invalid });

const invalidNumber = msg('permits.invalidNumber', {
  min: REGISTRATION_NUMBER_MIN,
  max: REGISTRATION_NUMBER_MAX,
});

const optionalDate = (invalid: string) =>
  z
    .string({ error: invalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() || null))
    .pipe(z.union([z.undefined(), z.null(), z.iso.date({ error: invalid })]));

/**
 * The solicitation permit's form fields (multipart text; the scan comes as the `permitScan` file). `permitType`
 * empty is "no permit"; absent, the permit is not being given or changed. The other fields belong to the type sent
 * with them: each is blank → null.
 */
export const permitFields = {
  permitType: z
    .enum(['', ...PERMIT_TYPES], { error: msg('permits.invalidType') })
    .optional()
    .transform((value): PermitType | null | undefined => (value === '' ? null : value)),
  permitNumber: optionalText(REGISTRATION_NUMBER_MAX, invalidNumber, invalidNumber).refine(
    (value) =>
      value == null ||
      (value.length >= REGISTRATION_NUMBER_MIN && /^[A-Za-z0-9 ./-]+$/.test(value) && /\d/.test(value)),
    { error: invalidNumber },
  ),
  permitIssuer: optionalText(
    PERMIT_ISSUER_MAX,
    msg('permits.issuerTooLong', { max: PERMIT_ISSUER_MAX }),
    msg('permits.invalidIssuer'),
  ),
  permitValidFrom: optionalDate(msg('permits.invalidDate')),
  permitValidUntil: optionalDate(msg('permits.invalidDate')),
  permitExemptReason: optionalText(
    PERMIT_EXEMPT_REASON_MAX,
    msg('permits.reasonTooLong', { max: PERMIT_EXEMPT_REASON_MAX }),
    msg('permits.invalidReason'),
  ),
};

/** The permit fields as checked, before the rules between them. */
export type PermitFieldValues = {
  permitType?: PermitType | null;
  permitNumber?: string | null;
  permitIssuer?: string | null;
  permitValidFrom?: string | null;
  permitValidUntil?: string | null;
  permitExemptReason?: string | null;
};

/** One problem between the permit's fields: the field to show it on and its message. */
export type PermitIssue = { path: keyof PermitFieldValues; message: string };

const DETAIL_FIELDS = [
  'permitNumber',
  'permitIssuer',
  'permitValidFrom',
  'permitValidUntil',
  'permitExemptReason',
] as const;

/**
 * The rules between the permit's fields, on both sides: details need their type; a DSWD or LGU permit needs its
 * number, issuer and both dates, the first day not after the last and the last not already past (Philippine date
 * of `now`); an exemption needs its reason (a permit's details sent with it are not kept).
 */
export function permitIssues(values: PermitFieldValues, now = Date.now()): PermitIssue[] {
  const type = values.permitType;
  if (type == null)
    return DETAIL_FIELDS.some((field) => values[field] != null)
      ? [{ path: 'permitType', message: msg('permits.typeFirst') }]
      : [];
  if (type === 'exempt')
    return values.permitExemptReason
      ? []
      : [{ path: 'permitExemptReason', message: msg('permits.reasonRequired') }];
  const issues: PermitIssue[] = [];
  if (!values.permitNumber) issues.push({ path: 'permitNumber', message: msg('permits.numberRequired') });
  if (!values.permitIssuer) issues.push({ path: 'permitIssuer', message: msg('permits.issuerRequired') });
  if (!values.permitValidFrom)
    issues.push({ path: 'permitValidFrom', message: msg('permits.validFromRequired') });
  if (!values.permitValidUntil)
    issues.push({ path: 'permitValidUntil', message: msg('permits.validUntilRequired') });
  else if (values.permitValidFrom && values.permitValidUntil < values.permitValidFrom)
    issues.push({ path: 'permitValidUntil', message: msg('permits.untilBeforeFrom') });
  else if (values.permitValidUntil < philippineToday(now))
    issues.push({ path: 'permitValidUntil', message: msg('permits.expired') });
  return issues;
}

/** Adds `permitIssues` to a schema's check (zod runs it even when a field failed; those fields are then absent). */
export const checkPermit = (values: PermitFieldValues, ctx: z.RefinementCtx) => {
  for (const issue of permitIssues(values)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
};
