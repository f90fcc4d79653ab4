import {
  CURRENCY,
  NARROW_SCREEN_MAX_EXCLUSIVE,
  PRODUCT_NAME,
  TRUNCATE_EVENT_DESCRIPTION,
  TRUNCATE_EVENT_LOCATION,
  WIDE_SCREEN_MIN_EXCLUSIVE,
} from './constants';
import { t } from './messages';

/** Cuts text to at most `max` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** The event card truncation lengths for a screen width: over 600, 400 to 600, under 400 pixels. */
export function eventTruncation(width: number): { description: number; location: number } {
  const size =
    width > WIDE_SCREEN_MIN_EXCLUSIVE ? 'wide' : width >= NARROW_SCREEN_MAX_EXCLUSIVE ? 'medium' : 'narrow';
  return { description: TRUNCATE_EVENT_DESCRIPTION[size], location: TRUNCATE_EVENT_LOCATION[size] };
}

/**
 * Formats pesos as PHP currency, e.g. ₱1,250.00 with 2 decimals or ₱1,250 with 0, exactly as
 * Intl.NumberFormat('en-PH') does: rounded half away from zero on the amount's shortest decimal form (1.005 is
 * ₱1.01). It is written out by hand because a page's first Intl object of any kind sets up the browser's locale
 * data. That took 40–100 ms of the main thread in Chromium on the benchmark's host, four times as long under
 * Lighthouse's slowdown. A page without dates now needs no Intl object at all.
 */
export function formatPeso(amount: number, decimals: number): string {
  const text = String(Math.abs(amount));
  // Beyond any amount here (NaN, infinities, exponents): Intl's own answer.
  if (!/^\d+(\.\d+)?$/.test(text)) return intlPeso(amount, decimals);
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5')
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const wholeDigits = digits.slice(0, digits.length - decimals);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₱${grouped}${decimals > 0 ? `.${digits.slice(-decimals)}` : ''}`;
}

function intlPeso(amount: number, decimals: number): string {
  return new Intl.NumberFormat('en-PH', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** Pesos (a JSON number with at most 2 decimals) to integer centavos, and back. */
export const toCentavos = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (centavos: number): number => centavos / 100;

/** Splits a full name on whitespace: the last word is the last name, the rest the first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/** A new member's username: first letters of each word of the first name, then the last name, lowercased, no spaces. */
export function buildUsername(firstName: string, lastName: string): string {
  const initials = firstName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
  return `${initials}${lastName}`.toLowerCase().replace(/\s+/g, '');
}

/** The donation description: 'Tabang - Donation for {event} by {charity}' or 'Tabang - Donation for {charity}'. */
export function donationDescription(charity: string, event?: string | null): string {
  return event
    ? t('donations.descriptionForEvent', { product: PRODUCT_NAME, event, charity })
    : t('donations.descriptionForCharity', { product: PRODUCT_NAME, charity });
}

/** "Maria S.": a first name and the last name's initial, all a public list (leaderboard, volunteers) shows of a person. */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('en-PH')}.` : first;
}
