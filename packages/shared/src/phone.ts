/** What people put between the digits of a phone number: spaces, dashes, dots and parentheses. */
const SEPARATORS = /[\s.()-]/g;

/**
 * The country code in front of a national number: "+63" (with the trunk 0 people sometimes keep, "+63 0917…"),
 * or "63" before a mobile number alone (12 digits, never a national number; a bare "63" before fewer digits may be
 * a number of its own, so it is left as it is).
 */
const COUNTRY_CODE = /^(?:\+630?|63(?=9\d{9}$))(\d{9,10})$/;

/**
 * A Philippine phone number as people type it, in the national form it is kept in: separators dropped and the
 * country code turned into the trunk 0. "0917-123-4567", "+63 917 123 4567" and "(0917) 123.4567" are all
 * "09171234567"; the landline "(082) 291 0000" is "0822910000". Anything else comes back without its separators,
 * for the rule that follows to judge ("+1 415…" stays foreign, letters stay letters).
 */
export function nationalPhoneNumber(number: string): string {
  const compact = number.replace(SEPARATORS, '');
  const international = COUNTRY_CODE.exec(compact);
  return international ? `0${international[1]}` : compact;
}

/** A Philippine mobile number in national form, 11 digits: 09XXXXXXXXX. */
const MOBILE = /^0(9\d{9})$/;

/**
 * The number in the form the SMS gateway is given (`639XXXXXXXXX`, country code first), or null when it is not a
 * Philippine mobile number (a landline, a foreign number, too short). It reads what `nationalPhoneNumber` reads.
 */
export function philippineMobile(number: string): string | null {
  const match = MOBILE.exec(nationalPhoneNumber(number));
  return match ? `63${match[1]}` : null;
}
