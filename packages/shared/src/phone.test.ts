import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_MAX } from './constants';
import { nationalPhoneNumber, philippineMobile } from './phone';
import { addCharityFields } from './schemas/add-charity';
import { ZContactNumber } from './schemas/auth';
import { msg } from './schemas/message-key';

describe('nationalPhoneNumber', () => {
  it.each([
    // A mobile number written every usual way.
    ['09171234567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['0917.123.4567', '09171234567'],
    ['(0917) 123-4567', '09171234567'],
    ['+63 917 123 4567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['+63 (917) 123-4567', '09171234567'],
    ['+63 0917 123 4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['63 917 123 4567', '09171234567'],
    ['  0917 123 4567\t', '09171234567'],
    // A Davao landline, with and without the country code.
    ['(082) 291 0000', '0822910000'],
    ['082-291-0000', '0822910000'],
    ['+63 82 291 0000', '0822910000'],
    // Short local numbers and bare 63s that are not a mobile stay as they are (no separators).
    ['291 0000', '2910000'],
    ['63822910000', '63822910000'],
    // What is not a Philippine number is left for the rule to refuse.
    ['+1 415 555 0100', '+14155550100'],
    ['0917-ABC-4567', '0917ABC4567'],
    ['', ''],
  ])('reads %j as %j', (typed, national) => {
    expect(nationalPhoneNumber(typed)).toBe(national);
  });
});

describe('philippineMobile', () => {
  it.each([
    ['09171234567', '639171234567'],
    ['+639171234567', '639171234567'],
    ['639171234567', '639171234567'],
    ['0917 123 4567', '639171234567'],
    ['0917-123-4567', '639171234567'],
    ['+63 917 123 4567', '639171234567'],
    ['(0917) 123.4567', '639171234567'],
  ])('reads %s as %s', (number, normalized) => {
    expect(philippineMobile(number)).toBe(normalized);
  });

  it.each([
    '',
    // A Davao landline, a number too short or too long, a foreign mobile, a mobile without its 0.
    '0822220000',
    '0917123456',
    '091712345678',
    '+14155550100',
    '9171234567',
    '08171234567',
    '+63 82 222 0000',
  ])('refuses %j', (number) => {
    expect(philippineMobile(number)).toBeNull();
  });
});

describe('ZContactNumber (sign-up and profile)', () => {
  const digitsOnly = msg('auth.validation.contactNumberDigits', { max: CONTACT_NUMBER_MAX });

  it.each([
    ['0917-123-4567', '09171234567'],
    ['+63 917 123 4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['(082) 291 0000', '0822910000'],
    ['09171234567', '09171234567'],
    ['2910000', '2910000'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(ZContactNumber.parse(typed)).toBe(kept);
  });

  it.each([
    ['letters', '0917-ABC-4567'],
    ['12 digits', '091712345678'],
    ['a foreign number', '+1 415 555 0100'],
    ['nothing but separators', ' - '],
    ['more than the field takes, however it is spaced', `0917${' '.repeat(30)}1234567`],
  ])('refuses %s with the digits message', (_name, typed) => {
    const result = ZContactNumber.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(digitsOnly);
  });
});

describe("a charity's phone numbers (free text)", () => {
  it.each(['(082) 291 0000', '+63 917 123 4567', '0917-123-4567', 'Local 123, (082) 291 0000'])(
    'keeps %j as typed',
    (number) => {
      const fields = addCharityFields.shape;
      expect(fields.organizationPhoneNumber.parse(number)).toBe(number);
      expect(fields.representativeContactNumber.parse(number)).toBe(number);
    },
  );
});
