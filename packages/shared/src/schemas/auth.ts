import { z } from 'zod';
import { CITIES } from '../cities';
import { CONTACT_NUMBER_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ROLES } from '../constants';
import { INTERESTS } from '../interests';
import { t } from '../messages';

export const ZUser = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof ZUser>;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ message: z.string(), token: z.string(), user: ZUser });

export const ZAuthenticatedResponse = z.object({ authenticated: z.boolean(), user: ZUser.nullable() });
export type AuthenticatedResponse = z.infer<typeof ZAuthenticatedResponse>;

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` });

/** The registration payload; the server builds the username itself and ignores the client's. */
export const ZRegisterRequest = z
  .object({
    firstName: required('First name').max(100),
    lastName: required('Last name').max(100),
    username: z.string().max(100).optional(),
    email: ZEmail,
    contactNumber: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${CONTACT_NUMBER_MAX}}$`), {
        error: `Contact number must be digits only, at most ${CONTACT_NUMBER_MAX}.`,
      }),
    password: ZPassword,
    confirmPassword: z.string().optional(),
    dob: z.iso
      .date({ error: 'Date of birth must be a date.' })
      .refine((value) => new Date(value) < new Date(), {
        error: 'Date of birth must be in the past.',
      }),
    location: z.enum(CITIES, { error: 'Please choose a location from the list.' }),
    interestedIn: z.enum(INTERESTS, { error: 'Please choose an interest from the list.' }),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    error: t('auth.register.passwordMismatch'),
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof ZRegisterRequest>;
