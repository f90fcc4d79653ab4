import { describe, expect, it } from 'vitest';
import { buildUsername, publicName, splitFullName } from './format';
import { t } from './messages';
import { isCommonPassword, passwordWeakness, ZPassword, ZRegisterRequest } from './schemas/auth';
import { translateMessage } from './schemas/message-key';

/** A failed parse's first message, as a reader sees it (schemas hold catalogue keys). */
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  translateMessage(result.error?.issues[0]?.message ?? '');

describe('splitFullName', () => {
  it('takes the last word as the last name and the rest as the first name', () => {
    expect(splitFullName('Juan Dela Cruz')).toEqual({ firstName: 'Juan Dela', lastName: 'Cruz' });
    expect(splitFullName('Maria Clara Santos')).toEqual({ firstName: 'Maria Clara', lastName: 'Santos' });
    expect(splitFullName('Jose Rizal')).toEqual({ firstName: 'Jose', lastName: 'Rizal' });
  });

  it('splits on any run of whitespace and ignores it at the ends', () => {
    expect(splitFullName('  Ana \t Marie\n Reyes  ')).toEqual({ firstName: 'Ana Marie', lastName: 'Reyes' });
  });

  it('leaves the last name empty for a single word, and both empty for nothing', () => {
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('buildUsername', () => {
  it('joins the first letter of each first-name word with the last name, lowercased', () => {
    expect(buildUsername('Juan', 'Dela Cruz')).toBe('jdelacruz');
    expect(buildUsername('Maria Clara', 'Santos')).toBe('mcsantos');
    expect(buildUsername('Ana Marie Joy', 'Reyes')).toBe('amjreyes');
  });

  it('removes every space, however the names were typed', () => {
    expect(buildUsername('  maria   clara ', '  De   Los Santos ')).toBe('mcdelossantos');
  });

  it('keeps letters beyond ASCII, lowercased', () => {
    expect(buildUsername('Ñino', 'Peña')).toBe('ñpeña');
  });
});

describe('password rules', () => {
  it('refuses a common password whatever its case, and accepts an uncommon one', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(ZPassword.safeParse('PASSWORD').success).toBe(false);
    expect(ZPassword.safeParse('kalamansi-sa-buntag').success).toBe(true);
  });

  it('refuses a repeated character or a simple sequence, and the site name with little else', () => {
    for (const password of ['aaaaaaaa', 'abcdefgh', 'qwertyui', '1234567890a', '98765432', 'asdfghjkl;'])
      expect(passwordWeakness(password), password).toBe('auth.validation.passwordPattern');
    for (const password of ['tabangtabang', 'Tabang2026!', 'mytabang'])
      expect(passwordWeakness(password), password).toBe('auth.validation.passwordPersonal');
    for (const password of ['kalamansi-sa-buntag', 'I give to Tabang every month', 'abc 123 and more words'])
      expect(passwordWeakness(password), password).toBeNull();
    expect(firstMessage(ZPassword.safeParse('abcdefgh'))).toBe(t('auth.validation.passwordPattern'));
  });

  it("refuses a password made of the person's own name or email", () => {
    const person = ['maria.santos@example.ph', 'Maria Clara', 'Santos'];
    for (const password of ['mariasantos', 'MariaClara1990', 'santos2026!!', 'maria.santos@example.ph'])
      expect(passwordWeakness(password, person), password).toBe('auth.validation.passwordPersonal');
    expect(passwordWeakness('santos family reunion', person)).toBeNull();
    const body = {
      firstName: 'Maria Clara',
      lastName: 'Santos',
      email: 'maria.santos@example.ph',
      contactNumber: '09171234567',
      password: 'mariaclara1',
      dob: '1990-02-28',
      location: 'Davao City',
      interestedIn: 'Education',
    };
    const issue = ZRegisterRequest.safeParse(body).error?.issues[0];
    expect(translateMessage(issue?.message ?? '')).toBe(t('auth.validation.passwordPersonal'));
    expect(issue?.path).toEqual(['password']);
  });

  it('counts length only, with no composition rules', () => {
    expect(firstMessage(ZPassword.safeParse('short'))).toBe('Password must be at least 8 characters.');
    expect(ZPassword.safeParse('all lowercase words').success).toBe(true);
  });
});

describe('ZRegisterRequest', () => {
  const valid = {
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    email: ' Juan@Example.PH ',
    contactNumber: '09171234567',
    password: 'mangga at saging',
    confirmPassword: 'mangga at saging',
    dob: '1990-02-28',
    location: 'Davao City',
    interestedIn: 'Education',
  };

  it('accepts a valid payload, normalises the email and drops a role', () => {
    const parsed = ZRegisterRequest.parse({ ...valid, role: 'admin' });
    expect(parsed.email).toBe('juan@example.ph');
    expect(parsed).not.toHaveProperty('role');
  });

  it('refuses an impossible or future date of birth', () => {
    expect(ZRegisterRequest.safeParse({ ...valid, dob: '1990-02-30' }).success).toBe(false);
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, dob: '2999-01-01' }))).toBe(
      'Date of birth must be in the past.',
    );
  });

  it('refuses a confirmation that does not match', () => {
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, confirmPassword: 'something else' }))).toBe(
      'Passwords do not match.',
    );
  });
});

describe('publicName', () => {
  it('keeps the first name and the initial of the last name, in capitals, whatever the spaces', () => {
    expect(publicName('Maria', 'Santos')).toBe('Maria S.');
    expect(publicName(' Ana ', ' ñuñez')).toBe('Ana Ñ.');
    expect(publicName('Cher', '')).toBe('Cher');
  });
});
