import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH, passwordWeakness } from '@tabang/shared';
import { badRequest } from '../../errors';
import { t } from '../../i18n';

const require = createRequire(import.meta.url);

/**
 * zxcvbn's list of the passwords found most often in breaches (about 49,000, ranked; some 18,000 are long enough
 * to pass the length rule), read once on first use. It stays on the server so the web app's download stays small.
 */
let common: Promise<ReadonlySet<string>> | undefined;
function commonPasswords() {
  common ??= readFile(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8').then(
    (text) =>
      new Set((JSON.parse(text) as string[]).filter((password) => password.length >= PASSWORD_MIN_LENGTH)),
  );
  return common;
}

/**
 * Refuses a new password (sign-up, reset, create-admin) that is easy to guess: a common one, a repeated
 * character or simple sequence, or one made of the site's name or the person's own name or email.
 */
export async function assertGoodPassword(
  password: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const weakness = passwordWeakness(password, [person.email, person.firstName, person.lastName]);
  // The same field rules as the schema's, checked where the person is known: a field that failed validation.
  if (weakness) throw badRequest(t(weakness), 'validation_failed');
  if ((await commonPasswords()).has(password.trim().toLowerCase()))
    throw badRequest(t('auth.validation.passwordTooCommon'), 'validation_failed');
}
