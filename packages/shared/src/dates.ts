import type { EventDateFilter } from './constants';
import { LANGUAGE_LOCALES, type Language } from './languages';

/** Cebuano month and weekday names (CLDR's `ceb`, which Node has and Chromium and Android do not). */
export const CEBUANO_MONTHS = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Septiyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
] as const;
export const CEBUANO_WEEKDAYS = [
  'Domingo',
  'Lunes',
  'Martes',
  'Miyerkules',
  'Huwebes',
  'Biyernes',
  'Sabado',
] as const;
const CEBUANO_SHORT_MONTHS = [
  'Ene',
  'Peb',
  'Mar',
  'Abr',
  'May',
  'Hun',
  'Hul',
  'Ago',
  'Sep',
  'Okt',
  'Nob',
  'Dis',
];
const CEBUANO_SHORT_WEEKDAYS = ['Dom', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'];

const ENGLISH = LANGUAGE_LOCALES.en;
type Width = 'long' | 'short' | 'narrow' | 'numeric';

/** How wide a format writes its month and weekday, read from a probe date (January 15, 2026, a Thursday). */
function widths(layout: Intl.DateTimeFormat): { month: Width; weekday: Width } {
  const parts = layout.formatToParts(Date.UTC(2026, 0, 15, 12));
  const width = (value: string | undefined, long: string, short: string): Width =>
    value === long ? 'long' : value === short ? 'short' : value && /^\d+$/.test(value) ? 'numeric' : 'narrow';
  return {
    month: width(parts.find((part) => part.type === 'month')?.value, 'January', 'Jan'),
    weekday: width(parts.find((part) => part.type === 'weekday')?.value, 'Thursday', 'Thu'),
  };
}

const named = (width: Width, long: string, short: string, numeric: string): string =>
  width === 'long' ? long : width === 'short' ? short : width === 'narrow' ? long.charAt(0) : numeric;

/**
 * Cebuano in English's layout (CLDR's `ceb` is laid out as `en`): the month and weekday names swapped for
 * Cebuano ones, and "at" between date and time for Cebuano "sa" (never the Tagalog "nang" of fil-PH). The month
 * and weekday are read as numbers in the format's time zone, so English's "May" or a narrow "J" is never ambiguous.
 */
function cebuanoFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const layout = new Intl.DateTimeFormat(ENGLISH, options);
  const which = new Intl.DateTimeFormat('en-US', {
    timeZone: layout.resolvedOptions().timeZone,
    month: 'numeric',
    weekday: 'short',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  let width: { month: Width; weekday: Width } | undefined;
  return (date) => {
    width ??= widths(layout);
    const parts = which.formatToParts(date);
    const month = Number(parts.find((part) => part.type === 'month')?.value) - 1;
    const weekday = weekdays.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
    return layout
      .formatToParts(date)
      .map(({ type, value }) => {
        if (type === 'month')
          return named(width!.month, CEBUANO_MONTHS[month]!, CEBUANO_SHORT_MONTHS[month]!, value);
        if (type === 'weekday')
          return named(width!.weekday, CEBUANO_WEEKDAYS[weekday]!, CEBUANO_SHORT_WEEKDAYS[weekday]!, value);
        // format() writes a plain space before AM/PM where formatToParts() gives U+202F (V8 keeps the old form).
        if (type === 'literal') return value.replace(/\bat\b/, 'sa').replace(/\u202f/g, ' ');
        return value;
      })
      .join('');
  };
}

/**
 * One date format in every language, the same in the browser and on the server: English and Filipino are
 * `Intl`'s en-PH and fil-PH (English if a browser lacks Filipino), Cebuano is written out here because browsers
 * have no Cebuano data. Made once per language (formatters are costly to create).
 *
 *     const long = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: PH_TIME_ZONE });
 *     long('ceb', date) // "Sabado, Nobyembre 28, 2026 sa 9:00 AM"
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (language: Language, date: Date) => string {
  const made = new Map<Language, (date: Date) => string>();
  return (language, date) => {
    let format = made.get(language);
    if (!format) {
      if (language === 'ceb') format = cebuanoFormat(options);
      else {
        const intl = new Intl.DateTimeFormat([LANGUAGE_LOCALES[language], ENGLISH], options);
        format = (at) => intl.format(at);
      }
      made.set(language, format);
    }
    return format(date);
  };
}

/** Philippine time is UTC+8 all year (no daylight saving), so its midnights are fixed offsets from UTC's. */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today's date (YYYY-MM-DD) in the Philippines (UTC+8, no daylight saving), wherever the code runs. */
export const philippineToday = (now = Date.now()) =>
  new Date(now + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Philippine date (YYYY-MM-DD) begins: its midnight in Manila. */
export const manilaDayStart = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

/** The instant Philippine midnight starts the day `days` after the Manila day of `now`. */
function manilaMidnight(now: Date, days = 0): Date {
  const local = new Date(now.getTime() + MANILA_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days) - MANILA_OFFSET_MS,
  );
}

/**
 * The span of an Events date filter in Philippine time, `from` inclusive and `to` exclusive: today; this weekend
 * (Saturday and Sunday: the coming one on a weekday, the one under way on Saturday and Sunday); this month. An
 * event belongs to it when it is under way at some moment of it (starts before `to`, ends after `from`).
 */
export function eventDateRange(filter: EventDateFilter, now: Date = new Date()): { from: Date; to: Date } {
  if (filter === 'today') return { from: manilaMidnight(now), to: manilaMidnight(now, 1) };
  const local = new Date(now.getTime() + MANILA_OFFSET_MS);
  if (filter === 'weekend') {
    const weekday = local.getUTCDay(); // 0 Sunday … 6 Saturday
    const toSaturday = weekday === 0 ? -1 : 6 - weekday;
    return { from: manilaMidnight(now, toSaturday), to: manilaMidnight(now, toSaturday + 2) };
  }
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MANILA_OFFSET_MS;
  const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - MANILA_OFFSET_MS;
  return { from: new Date(first), to: new Date(next) };
}

/** The next Philippine midnight after `now`: when a date filter's answer may change with no write. */
export const nextManilaMidnight = (now: Date = new Date()): Date => manilaMidnight(now, 1);
