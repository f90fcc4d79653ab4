import { describe, expect, it } from 'vitest';
import { philippineMobile } from './phone';

describe('philippineMobile', () => {
  it.each([
    ['09171234567', '639171234567'],
    ['+639171234567', '639171234567'],
    ['639171234567', '639171234567'],
    ['0917 123 4567', '639171234567'],
    ['0917-123-4567', '639171234567'],
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
