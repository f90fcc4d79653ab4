import { z } from 'zod';
import { CANCEL_REASON_MAX } from '../constants';
import type { MessageKey } from '../messages';
import { addCharityFields, hasControlCharacters } from './add-charity';
import { addEventFields } from './add-event';
import { doneeFields, ZDoneeDetails } from './certificates';
import { ZEvent } from './events';
import { msg } from './message-key';
import { ZOrganization, ZRegistrationDetails } from './organizations';
import { checkPermit } from './permits';

/** The id of the charity or event being edited, as a form field: digits within PostgreSQL's integer range. */
const formId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().positive({ error: message }).max(2_147_483_647, { error: message }));

/**
 * The text fields of POST /post/event/update (multipart): the event's id plus any add-event field that changes,
 * each checked as when adding (the charity stays the same). An absent field is left as it is; an empty goal or an
 * empty number of slots removes it. The rules between fields (the end after the start, not yet passed) are checked
 * by the server against the stored values. eventImage, when sent, replaces the poster.
 */
export const ZUpdateEventFields = addEventFields
  .omit({ organizationID: true })
  .partial()
  .extend({ eventID: formId(msg('editing.invalidEvent')) })
  // A permit is given whole: its type with its details, which replace the ones stored.
  .superRefine(checkPermit);
export type UpdateEventFields = z.input<typeof ZUpdateEventFields>;
export type UpdateEventValues = z.output<typeof ZUpdateEventFields>;

/**
 * The text fields of POST /post/organizations/update (multipart): the charity's id plus any add-charity field that
 * changes, checked as when adding; an empty link, category list or registration detail clears it. The logo and the
 * featured picture, when sent, replace the current ones.
 */
export const ZUpdateCharityFields = addCharityFields
  .partial()
  .extend(z.object(doneeFields).partial().shape)
  .extend({ organizationID: formId(msg('dashboard.validation.invalidCharity')) });
export type UpdateCharityFields = z.input<typeof ZUpdateCharityFields>;
export type UpdateCharityValues = z.output<typeof ZUpdateCharityFields>;

/**
 * The fields that say who a charity is: its names, how to reach it, where it is, its links, its logo, its public
 * representative and its SEC / DSWD registration. Changing any of them sends a verified charity back to "pending
 * verification" (no donations until an admin verifies it again). The description, the featured picture, the
 * categories, the type and the representative's private contact number are not in the list: they describe what the
 * charity does, or are never shown, and do not change whom a donor believes they are giving to. The representative's
 * name is shown on the charity page, so it counts as identity.
 */
export const CHARITY_IDENTITY_FIELDS = [
  'organizationName',
  'organizationAbbreviation',
  'organizationEmail',
  'organizationPhoneNumber',
  'organizationAddress',
  'organizationMainWebsite',
  'organizationFacebookLink',
  'organizationInstagramLink',
  'organizationProfilePicture',
  'representativeName',
  'secRegistrationNumber',
  'dswdRegistrationNumber',
  'dswdValidUntil',
] as const;
export type CharityIdentityField = (typeof CHARITY_IDENTITY_FIELDS)[number];

/** Each identity field's label in the message catalogue, as the edit form and the admin's review name it. */
export const CHARITY_IDENTITY_LABELS = {
  organizationName: 'dashboard.charityFields.organizationName',
  organizationAbbreviation: 'dashboard.charityFields.organizationAbbreviation',
  organizationEmail: 'dashboard.charityFields.organizationEmail',
  organizationPhoneNumber: 'dashboard.charityFields.organizationPhoneNumber',
  organizationAddress: 'dashboard.charityFields.organizationAddress',
  organizationMainWebsite: 'dashboard.charityFields.organizationMainWebsite',
  organizationFacebookLink: 'dashboard.charityFields.organizationFacebookLink',
  organizationInstagramLink: 'dashboard.charityFields.organizationInstagramLink',
  organizationProfilePicture: 'dashboard.charityFields.organizationProfilePicture',
  representativeName: 'dashboard.charityFields.representativeName',
  secRegistrationNumber: 'charities.registration.secNumber',
  dswdRegistrationNumber: 'charities.registration.dswdNumber',
  dswdValidUntil: 'charities.registration.dswdValidUntil',
} as const satisfies Record<CharityIdentityField, MessageKey>;

const reasonTooLong = msg('editing.reasonTooLong', { max: CANCEL_REASON_MAX });

/** POST /post/event/cancel. The reason is optional: trimmed, and empty is none. */
export const ZCancelEventRequest = z.object({
  eventID: z
    .number({ error: msg('editing.invalidEvent') })
    .int()
    .positive()
    .max(2_147_483_647),
  reason: z
    .string({ error: msg('editing.invalidReason') })
    .trim()
    .max(CANCEL_REASON_MAX, { error: reasonTooLong })
    .refine((value) => !hasControlCharacters(value), { error: msg('editing.invalidReason') })
    .transform((value) => value || undefined)
    .optional(),
});
export type CancelEventInput = z.input<typeof ZCancelEventRequest>;
export type CancelEventRequest = z.infer<typeof ZCancelEventRequest>;

/**
 * GET /get/dashboard/events/{id}: the event as the public sees it, cancelled or not, plus the path of its permit's
 * scan (under the API base; null when none), which only its editors and admins may open.
 */
export const ZEventForEditing = ZEvent.extend({ permitScan: z.string().nullable() });
export type EventForEditing = z.infer<typeof ZEventForEditing>;

/**
 * GET /get/dashboard/organizations/{id}: the charity as the public sees it plus what only its editors may see: the
 * representative's contact number and the registration details as given, checked by an admin or not.
 */
export const ZCharityForEditing = ZOrganization.extend({
  representativeContactNumber: z.string(),
  registrationDetails: ZRegistrationDetails,
  /** Its donee status as given (BIR Form 2322 certificates), checked by an admin or not (`donee` says so). */
  doneeDetails: ZDoneeDetails,
  /** When an admin checked the donee details (ISO 8601); null until then, and again after any change to them. */
  doneeCheckedAt: z.string().nullable(),
});
export type CharityForEditing = z.infer<typeof ZCharityForEditing>;

/** The answer to an event update or cancel: a message and the event as it now is. */
export const ZEventUpdateResponse = ZEventForEditing.extend({ message: z.string() });
export type EventUpdateResponse = z.infer<typeof ZEventUpdateResponse>;

/** The answer to a charity update: a message and the charity as it now is. */
export const ZCharityUpdateResponse = ZCharityForEditing.extend({ message: z.string() });
export type CharityUpdateResponse = z.infer<typeof ZCharityUpdateResponse>;
