import { z } from 'zod';
import { CITIES } from '../cities';
import {
  CONTACT_NUMBER_MAX,
  CONTACT_NUMBER_TYPED_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
} from '../constants';
import { INTERESTS } from '../interests';
import { LANGUAGES } from '../languages';
import { nationalPhoneNumber } from '../phone';
import { msg } from './message-key';

const ZUser = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  /** The language chosen on the account, if any: the web app switches to it on sign-in. */
  language: z.enum(LANGUAGES).nullable(),
});
export type User = z.infer<typeof ZUser>;

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: msg('auth.validation.emailInvalid') }).max(EMAIL_MAX_LENGTH));

/**
 * Passwords everybody tries first. Deliberately short, so the browser can answer at once: the worst offenders
 * of at least 8 characters from public breach lists, plus a few local favourites. Compared case-insensitively.
 * The server also refuses a list of about 18,000 (apps/api/src/modules/auth/password-rules.ts).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000',
  '11111111',
  '12341234',
  '12344321',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '987654321',
  '123123123',
  '123456123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsxedc',
  '123qweasd',
  'qwerty12',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfghjkl',
  'aa123456',
  'abc12345',
  'abcd1234',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'welcome1',
  'welcome123',
  'changeme',
  'iloveyou',
  'iloveyou1',
  'iloveyou143',
  'iloveyou2',
  'mahalkita',
  'mahalkoikaw',
  'pilipinas',
  'philippines',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'tabang123',
  'tabang2026',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** The site's own name: the first word a guesser tries for this site. */
const SITE_WORDS = ['tabang'];
/** Rows of characters people run along: the alphabet, the digits, the keyboard's letter rows. */
const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** A password needs at least this many characters beyond the guessable parts. */
const MIN_OWN_CHARACTERS = 4;

/** Whether b comes right after a (step 1), right before it (-1), or is the same character (0). */
const follows = (a: string, b: string, step: -1 | 0 | 1) =>
  step === 0 ? a === b : SEQUENCES.some((row) => row.indexOf(a) >= 0 && row[row.indexOf(a) + step] === b);

/** How many characters are left outside runs of three or more repeated or consecutive ones (aaa, 1234, qwer, cba). */
function charactersOutsideRuns(text: string): number {
  const chars = Array.from(text);
  let outside = 0;
  let i = 0;
  while (i < chars.length) {
    let longest = 1;
    for (const step of [1, -1, 0] as const) {
      let end = i + 1;
      while (end < chars.length && follows(chars[end - 1]!, chars[end]!, step)) end += 1;
      longest = Math.max(longest, end - i);
    }
    if (longest >= 3) i += longest;
    else {
      outside += 1;
      i += 1;
    }
  }
  return outside;
}

/** The words of a name or an email worth looking for in a password: the whole, and its parts of 3+ letters. */
function personalWords(value: string): string[] {
  const whole = value.trim().toLowerCase();
  const local = whole.split('@')[0]!;
  const parts = local.split(/[^\p{L}\p{N}]+/u).filter((part) => Array.from(part).length >= 3);
  return [whole, local, local.replace(/[^\p{L}\p{N}]+/gu, ''), ...parts].filter((word) => word.length >= 3);
}

/**
 * Why a new password is easy to guess, as a catalogue key, or null: mostly one repeated character or a simple
 * sequence, or made of the site's name or the person's own name or email with little else (a long phrase that
 * merely contains them is fine). The common-password lists are checked separately.
 */
export function passwordWeakness(
  password: string,
  personal: readonly string[] = [],
): 'auth.validation.passwordPattern' | 'auth.validation.passwordPersonal' | null {
  const lower = password.toLowerCase();
  if (charactersOutsideRuns(lower) < MIN_OWN_CHARACTERS) return 'auth.validation.passwordPattern';
  const words = [...SITE_WORDS, ...personal.flatMap(personalWords)].sort((a, b) => b.length - a.length);
  let rest = lower;
  for (const word of words) rest = rest.replaceAll(word, ' ');
  if (rest !== lower && charactersOutsideRuns(rest.replace(/[^\p{L}]+/gu, '')) < MIN_OWN_CHARACTERS)
    return 'auth.validation.passwordPersonal';
  return null;
}

/** Lengths, common passwords and guessable patterns; no composition rules. Checked exactly as typed. */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: msg('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: msg('auth.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) })
  .refine((password) => !isCommonPassword(password), { error: msg('auth.validation.passwordTooCommon') })
  .superRefine((password, context) => {
    const weakness = passwordWeakness(password);
    if (weakness) context.addIssue({ code: 'custom', message: msg(weakness) });
  });

/** Control characters (NUL above all, which PostgreSQL text cannot hold) never belong in a name or an email. */
const noControlCharacters = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH)
    .refine(noControlCharacters, { error: msg('auth.validation.emailInvalid') }),
  password: z.string().max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ message: z.string(), token: z.string(), user: ZUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZAuthenticatedResponse = z.object({ authenticated: z.boolean(), user: ZUser.nullable() });
export type AuthenticatedResponse = z.infer<typeof ZAuthenticatedResponse>;

export const ZMessageResponse = z.object({ message: z.string() });

const name = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .max(NAME_MAX_LENGTH, { error: msg('auth.validation.nameTooLong', { max: NAME_MAX_LENGTH }) })
    .refine(noControlCharacters, { error: msg('auth.validation.nameInvalid') });

export const ZFirstName = name(msg('auth.validation.firstNameRequired'));
export const ZLastName = name(msg('auth.validation.lastNameRequired'));

const contactNumberDigits = msg('auth.validation.contactNumberDigits', { max: CONTACT_NUMBER_MAX });

/**
 * A person's contact number, as typed ("0917-123-4567", "+63 917 123 4567", "(082) 291 0000"): normalised first
 * (`nationalPhoneNumber`), then at most 11 digits (a Philippine number's length). What is kept is the normalised form, so the
 * server and the form agree and a mobile number is always 09XXXXXXXXX.
 */
export const ZContactNumber = z
  .string()
  .trim()
  .max(CONTACT_NUMBER_TYPED_MAX, { error: contactNumberDigits })
  .transform(nationalPhoneNumber)
  .pipe(z.string().regex(new RegExp(`^\\d{1,${CONTACT_NUMBER_MAX}}$`), { error: contactNumberDigits }));

/** Today's date as YYYY-MM-DD in local time, the form a date input gives. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const ZDateOfBirth = z.iso
  .date({ error: msg('auth.validation.dobInvalid') })
  .refine((value) => value < today(), { error: msg('auth.validation.dobPast') })
  .refine((value) => value >= '1900-01-01', { error: msg('auth.validation.dobTooOld') });

export const ZLocation = z.enum(CITIES, { error: msg('auth.validation.locationInvalid') });
export const ZInterest = z.enum(INTERESTS, { error: msg('auth.validation.interestInvalid') });

/**
 * The registration payload. The server builds the username itself (a client's is ignored) and always
 * makes a plain user: unknown fields such as `role` are dropped.
 */
export const ZRegisterRequest = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    username: z.unknown().optional(),
    email: ZEmail,
    contactNumber: ZContactNumber,
    password: ZPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    dob: ZDateOfBirth,
    location: ZLocation,
    interestedIn: ZInterest,
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    error: msg('auth.register.passwordMismatch'),
    path: ['confirmPassword'],
  })
  .superRefine((data, context) => {
    if (passwordWeakness(data.password) !== null) return;
    const weakness = passwordWeakness(data.password, [data.email, data.firstName, data.lastName]);
    if (weakness) context.addIssue({ code: 'custom', message: msg(weakness), path: ['password'] });
  });
export type RegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ message: z.string(), userID: z.number().int() });

export const ZForgotPasswordRequest = z.object({ email: ZEmail });

export const ZResetPasswordRequest = z.object({
  token: z
    .string({ error: msg('auth.validation.resetTokenMissing') })
    .trim()
    .min(1, { error: msg('auth.validation.resetTokenMissing') })
    .max(200, { error: msg('auth.reset.invalidLink') }),
  password: ZPassword,
});

/** POST /auth/email-available: whether sign-up would accept this email (it tells no more than sign-up does). */
export const ZEmailAvailableRequest = z.object({ email: ZEmail });
export const ZEmailAvailableResponse = z.object({ available: z.boolean() });

/** POST /auth/reset-password/check: whether a reset link's token still works, without spending it. */
export const ZResetTokenCheckRequest = z.object({ token: z.string().trim().max(200) });
export const ZResetTokenCheckResponse = z.object({ usable: z.boolean() });

/** POST /auth/password: a signed-in person changes their password; the current one is required. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: msg('account.password.currentRequired') })
    .min(1, { error: msg('account.password.currentRequired') })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: ZPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
