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

const pesoFormats = new Map<number, Intl.NumberFormat>();
/** Formats pesos as PHP currency, e.g. ₱1,250.00 with 2 decimals or ₱1,250 with 0. */
export function formatPeso(amount: number, decimals: number): string {
  let format = pesoFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    pesoFormats.set(decimals, format);
  }
  return format.format(amount);
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
