import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { LANGUAGES } from '../languages';
import { philippineMobile } from '../phone';
import { ZContactNumber, ZFirstName, ZInterest, ZLastName, ZLocation } from './auth';
import { msg } from './message-key';

/** GET /api/get/my/profile: what the profile page shows and edits (the email and birth date are shown only). */
export const ZProfile = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  dob: z.string(),
  location: z.string(),
  interestedIn: z.string(),
  /** Whether the person wants text messages (SMS) at their contact number. */
  smsOptIn: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

/**
 * POST /api/post/my/profile: the fields a person may change, under sign-up's rules. Texts go only to a Philippine
 * mobile number: opting in with any other is refused on the contact number (absent `smsOptIn` leaves the choice as
 * it is, which the server checks against the new number).
 */
export const ZProfileUpdate = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    contactNumber: ZContactNumber,
    location: ZLocation,
    interestedIn: ZInterest,
    smsOptIn: z.boolean().optional(),
  })
  .refine((profile) => !profile.smsOptIn || philippineMobile(profile.contactNumber) !== null, {
    error: msg('account.texts.needsMobile'),
    path: ['contactNumber'],
  });
export type ProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZProfileUpdateResponse = z.object({ message: z.string(), profile: ZProfile });

/** POST /api/post/my/delete: deleting the account takes the password. */
export const ZDeleteAccountRequest = z.object({
  password: z
    .string({ error: msg('account.delete.passwordRequired') })
    .min(1, { error: msg('account.delete.passwordRequired') })
    .max(PASSWORD_MAX_LENGTH),
});

/** POST /post/my/language: the language the signed-in person chose, kept on the account for emails. */
export const ZLanguageUpdate = z.object({ language: z.enum(LANGUAGES) });
export type LanguageUpdate = z.infer<typeof ZLanguageUpdate>;
