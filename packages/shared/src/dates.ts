import type { EventDateFilter } from './constants';
import { LANGUAGE_LOCALES, type Language } from './languages';

const words = (text: string) => text.split(' ');

/**
 * The month and weekday names each language writes dates with (CLDR's en-PH, fil-PH and ceb; browsers have no
 * Cebuano data), and its word between a date and its time. A short name is a long one's first three letters.
 */
const NAMES: Record<Language, { months: string[]; weekdays: string[]; at: string }> = {
  en: {
    months: words('January February March April May June July August September October November December'),
    weekdays: words('Sunday Monday Tuesday Wednesday Thursday Friday Saturday'),
    at: 'at',
  },
  fil: {
    months: words('Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Setyembre Oktubre Nobyembre Disyembre'),
    weekdays: words('Linggo Lunes Martes Miyerkules Huwebes Biyernes Sabado'),
    at: 'nang',
  },
  ceb: {
    months: words(
      'Enero Pebrero Marso Abril Mayo Hunyo Hulyo Agosto Septiyembre Oktubre Nobyembre Disyembre',
    ),
    weekdays: words('Domingo Lunes Martes Miyerkules Huwebes Biyernes Sabado'),
    at: 'sa',
  },
};

/** Philippine time is UTC+8 all year (no daylight saving), so its midnights are fixed offsets from UTC's. */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Time zones a date is written in without `Intl`: their offset from UTC never changes. */
const FIXED_OFFSETS_MS: Record<string, number> = { 'Asia/Manila': MANILA_OFFSET_MS, UTC: 0 };

/** The fields each date style stands for, the same in en-PH, fil-PH and ceb ("short" is "1/5/26"). */
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
};

const oneOf = (value: unknown, ...allowed: unknown[]) => allowed.includes(value);

/**
 * A date format written out, for a time zone of fixed offset: a page's first `Intl` object of any kind sets up
 * the browser's locale data (40-100 ms of the main thread in Chromium here, four times that under Lighthouse). The
 * layout is CLDR's for en-PH, fil-PH and ceb alike: "Thu, Jan 15, 2026, 8:05 AM", "January 2026", "1/15/26", a
 * date with its month written out joined to its time by the language's word ("at", "nang", "sa"). Undefined for a
 * format it does not know.
 */
function writtenFormat(
  language: Language,
  options: Intl.DateTimeFormatOptions,
): ((date: Date) => string) | undefined {
  const { timeZone, dateStyle, timeStyle, ...fields } = options;
  const offset = timeZone === undefined ? undefined : FIXED_OFFSETS_MS[timeZone];
  if (offset === undefined || !oneOf(timeStyle, undefined, 'short')) return undefined;
  if (dateStyle && (!DATE_STYLES[dateStyle] || Object.keys(fields).length)) return undefined;
  const { weekday, month, day, year, hour, minute, ...other } = {
    ...(dateStyle ? DATE_STYLES[dateStyle] : fields),
    ...(timeStyle && { hour: 'numeric', minute: '2-digit' }),
  };
  const numeric = month === 'numeric';
  const known =
    Object.keys(other).length === 0 &&
    oneOf(weekday, undefined, 'long', 'short') &&
    (numeric ? day === 'numeric' && year === '2-digit' && !weekday : oneOf(year, undefined, 'numeric')) &&
    oneOf(month, undefined, 'long', 'short', 'numeric') &&
    oneOf(day, undefined, 'numeric') &&
    (hour === undefined ? minute === undefined : hour === 'numeric' && minute === '2-digit') &&
    // Without a day: a weekday alone (without a time), or a month with or without its year, or a year.
    (day ? month !== undefined : !weekday || (!month && !year && !hour));
  if (!known) return undefined;
  const names = NAMES[language];
  const name = (list: string[], index: number, width: unknown) =>
    width === 'long' ? list[index]! : list[index]!.slice(0, 3);
  // CLDR joins a date with its month written out to its time by a word: "January 5 at 8:05 AM", "Jan 5, 8:05 AM".
  const joiner = month === 'long' ? ` ${names.at} ` : ', ';
  return (date) => {
    const at = new Date(date.getTime() + offset);
    const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
    const parts: string[] = [];
    if (weekday) parts.push(name(names.weekdays, at.getUTCDay(), weekday));
    if (numeric) parts.push(`${m + 1}/${d}/${String(y % 100).padStart(2, '0')}`);
    else if (day) parts.push(`${name(names.months, m, month)} ${d}`, ...(year ? [String(y)] : []));
    else if (month || year)
      parts.push([month && name(names.months, m, month), year && y].filter(Boolean).join(' '));
    const written = parts.join(', ');
    if (!hour) return written;
    const hours = at.getUTCHours();
    const clock = `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    return written ? `${written}${joiner}${clock}` : clock;
  };
}

function intlFormat(language: Language, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const intl = new Intl.DateTimeFormat([LANGUAGE_LOCALES[language], LANGUAGE_LOCALES.en], options);
  return (date) => intl.format(date);
}

/**
 * One date format in every language, the same in the browser and on the server: the app's formats written out
 * (`writtenFormat`, which a unit test holds to Node's CLDR), any other by `Intl` (where a browser's Cebuano is
 * English: add its layout to `writtenFormat`). Made once per language.
 *
 *     const long = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: PH_TIME_ZONE });
 *     long('ceb', date) // "Sabado, Nobyembre 28, 2026 sa 9:00 AM"
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (language: Language, date: Date) => string {
  const made = new Map<Language, (date: Date) => string>();
  return (language, date) => {
    let format = made.get(language);
    if (!format) {
      format = writtenFormat(language, options) ?? intlFormat(language, options);
      made.set(language, format);
    }
    return format(date);
  };
}

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
