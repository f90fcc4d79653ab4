import { LANGUAGE_LOCALES, type Language, PH_TIME_ZONE } from '@tabang/shared';
import { currentLanguage } from './i18n';

/** Events happen in the Philippines, so their times are shown in Philippine time wherever the reader is. */
export const EVENT_TIME_ZONE = PH_TIME_ZONE;

/**
 * A date format in the reader's language, made once per language (formatters are costly to create). English
 * (en-PH) is the fallback for a browser that lacks the language's locale data.
 */
export function localFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return () => {
    const language = currentLanguage();
    let format = made.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat([LANGUAGE_LOCALES[language], LANGUAGE_LOCALES.en], options);
      made.set(language, format);
    }
    return format;
  };
}

const dateTime = localFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });
const longDateTime = localFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });

/** e.g. "Jun 14, 2026, 8:00 AM" (in Filipino "Hun 14, 2026, 8:00 AM") */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
/** e.g. "Sunday, June 14, 2026 at 8:00 AM" */
export const formatLongDateTime = (iso: string) => longDateTime().format(new Date(iso));

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: EVENT_TIME_ZONE,
});

/** True when the date falls in the same calendar month as `now`, in Philippine time. */
function isSameMonth(iso: string, now: Date = new Date()): boolean {
  return yearMonth.format(new Date(iso)) === yearMonth.format(now);
}

/**
 * Of upcoming events (not ended yet), those that belong to this calendar month: they start this month, or
 * started before it and are still going on.
 */
export function isThisMonthsEvent(event: { dateAndTimeStart: string }, now: Date = new Date()): boolean {
  return isSameMonth(event.dateAndTimeStart, now) || new Date(event.dateAndTimeStart) <= now;
}

const time = localFormat({ timeStyle: 'short', timeZone: EVENT_TIME_ZONE });
/** e.g. "9:02 AM" */
export const formatTime = (iso: string) => time().format(new Date(iso));
