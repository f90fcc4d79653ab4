/**
 * Philippine mobile numbers, the only ones a text message goes to: 11 digits `09XXXXXXXXX` as people write them, or
 * with the country code, `+639XXXXXXXXX` / `639XXXXXXXXX`. Spaces and dashes between the digits are allowed.
 */
const MOBILE = /^(?:\+?63|0)(9\d{9})$/;

/**
 * The number in the form the SMS gateway is given (`639XXXXXXXXX`, country code first), or null when it is not a
 * Philippine mobile number (a landline, a foreign number, too short).
 */
export function philippineMobile(number: string): string | null {
  const match = MOBILE.exec(number.replace(/[\s-]/g, ''));
  return match ? `63${match[1]}` : null;
}
