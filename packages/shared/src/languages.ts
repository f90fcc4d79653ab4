/** The languages Tabang speaks: English (the default), Filipino and Cebuano (Bisaya), Davao's own. */
export const LANGUAGES = ['en', 'fil', 'ceb'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie (and localStorage key) that remembers the reader's choice; the server reads it too. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language in its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fil: 'Filipino',
  ceb: 'Cebuano/Bisaya',
};

/** The locale `Intl` formats with; Cebuano dates are written by `dateFormat` (browsers have no `ceb` data). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH', ceb: 'ceb-PH' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a BCP 47 tag, if Tabang speaks it: "ceb-PH" is Cebuano, "fil" and "tl" (Tagalog, which
 * browsers still send for Filipino) are Filipino, any "en-…" is English.
 */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (primary === 'tl') return 'fil';
  return isLanguage(primary) ? primary : undefined;
}

/** The first of the reader's languages (most wanted first) that Tabang speaks. */
export const preferredLanguage = (tags: readonly string[]): Language | undefined =>
  tags.map(languageOfTag).find((language) => language !== undefined);

/** The tags of an Accept-Language header, most wanted first (by q, then by order); q=0 means "not this". */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
