import { describe, expect, it } from 'vitest';
import { type MessageKey, t } from '../messages';
import { ZAddCharityFields } from './add-charity';
import { ZPassword } from './auth';
import { ZDonationAmount } from './donations';
import { msg, type Translate, translateMessage } from './message-key';

/** A made-up language, only for this test: a few texts of the catalogue, marked so they cannot be English. */
const TEST_CATALOGUE: Partial<Record<MessageKey, string>> = {
  'auth.validation.passwordTooShort': '[xx] pasword {{min}}+',
  'dashboard.charityFieldErrors.organizationName.required': '[xx] kinahanglan ang ngalan sa charity',
  'payment.failed': '[xx] bayad {{status}}',
  'payment.statusInSentence.failed': '[xx] napakyas',
  'donations.invalidAmount': '[xx] sayop nga kantidad',
};
const inTestLanguage: Translate = (key, values = {}) =>
  (TEST_CATALOGUE[key] ?? `missing ${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name]),
  );

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('schema messages', () => {
  it('are shown in the language asked for when shown, not fixed when the schema loads', () => {
    const short = firstMessage(ZPassword.safeParse('short'));
    expect(translateMessage(short, inTestLanguage)).toBe('[xx] pasword 8+');
    expect(translateMessage(short)).toBe('Password must be at least 8 characters.');

    expect(translateMessage(firstMessage(ZDonationAmount.safeParse(-5)), inTestLanguage)).toBe(
      '[xx] sayop nga kantidad',
    );

    // A field's error is one whole sentence of the catalogue, never a label put into a sentence.
    const required = ZAddCharityFields.safeParse({}).error?.issues.find(
      (issue) => issue.path[0] === 'organizationName',
    );
    expect(translateMessage(required?.message ?? '', inTestLanguage)).toBe(
      '[xx] kinahanglan ang ngalan sa charity',
    );
    expect(translateMessage(required?.message ?? '')).toBe('Name is required');

    // A value given as a key of the catalogue is translated too.
    expect(
      translateMessage(
        msg('payment.failed', { status: { key: 'payment.statusInSentence.failed' } }),
        inTestLanguage,
      ),
    ).toBe('[xx] bayad [xx] napakyas');
  });

  it('leave any other text as it is: a server answer, zod’s own words, a broken or unknown key', () => {
    for (const text of [
      'Not found.',
      'Invalid input: expected string, received undefined',
      'auth.validation.noSuchMessage',
      'auth.validation',
      'auth.validation.passwordTooShort|{"min":',
      'auth.validation.passwordTooShort|[8]',
      'payment.failed|{"status":{"key":"no.such.label"}}',
      'toString',
      '',
    ])
      expect(translateMessage(text, inTestLanguage)).toBe(text);
  });

  it('fill in numbers and texts as given', () => {
    expect(translateMessage(msg('dashboard.charityFieldErrors.organizationName.tooLong', { max: 300 }))).toBe(
      'Name must be at most 300 characters.',
    );
    expect(translateMessage(msg('payment.failed', { status: 'expired' }))).toBe(
      t('payment.failed', { status: 'expired' }),
    );
  });
});
