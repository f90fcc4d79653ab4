import {
  type Catalogue,
  DEFAULT_LANGUAGE,
  type en,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
  type Translation,
  type translateMessage,
} from '@tabang/shared';
import { common, errors } from '@tabang/shared/messages/en/common';
import type { monthlyPages } from '@tabang/shared/messages/en/monthly-pages';
import { offline } from '@tabang/shared/messages/en/offline';
import type { tributePages } from '@tabang/shared/messages/en/tribute-pages';
import type { whereItWentPages } from '@tabang/shared/messages/en/where-it-went-pages';
import { useSyncExternalStore } from 'react';

/**
 * Every text on screen comes from the shared catalogue; adding a language is adding a catalogue. The pages' texts
 * come in a chunk of their own (`loadCatalogue`), fetched alongside the first page; until it is there the shell
 * (navbar, loading, the API client's errors) reads its English texts, `common`, `errors` and `offline`, which the
 * entry chunk holds, so the first screen waits for nothing. The lookup is this module's own (a few hundred bytes):
 * keys with dots, `{{placeholders}}`, plurals by `count` (`key_one`, `key_other`, by the language's Intl.PluralRules)
 * and English where a language lacks a text.
 */
type Texts = { [key: string]: string | Texts };
/** What fills a text's {{placeholders}}; a number `count` also picks its plural form. */
export type TextValues = Record<string, string | number | undefined>;

const bundles = new Map<string, Texts>([['en', { common, errors, offline } as unknown as Texts]]);
/** The shared `translateMessage`, which needs the whole catalogue: it comes with it. */
let toText: typeof translateMessage | undefined;

function textAt(language: string, key: string): string | undefined {
  let node: Texts | string | undefined = bundles.get(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      // A language tag Intl does not know: English's rules.
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A text by its key in the reader's language, else English, else the key itself; placeholders filled. */
function translate(key: string, values?: TextValues): string {
  const count = values?.count;
  for (const shown of reading === 'en' ? ['en'] : [reading, 'en']) {
    const text =
      (typeof count === 'number' &&
        (textAt(shown, `${key}_${pluralOf(shown, count)}`) ?? textAt(shown, `${key}_other`))) ||
      textAt(shown, key);
    if (text !== undefined)
      return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
        values?.[name] === undefined ? match : String(values[name]),
      );
  }
  return key;
}

/**
 * Adds `from`'s texts to `into`, keeping what `into` has (a catalogue arriving does not undo page texts). A group
 * of texts `into` lacks is taken as it is, not copied: copying a catalogue's 1,700 texts one by one was half of a
 * 71 ms task on a Cebuano page (two catalogues) at a 4x CPU slowdown. Where both have a group, it is merged into a
 * copy, so no catalogue's own objects are ever changed.
 */
function addInto(into: Texts, from: Texts): Texts {
  for (const [name, value] of Object.entries(from)) {
    const here = into[name];
    if (here === undefined) into[name] = value;
    else if (typeof value === 'object' && typeof here === 'object' && here !== value)
      into[name] = addInto({ ...here }, value);
  }
  return into;
}

// Components render again when texts arrive or the language changes; `t` is a new function each time, so what
// depends on it (memos, effects) follows.
let version = 0;
const listeners = new Set<() => void>();
let t: TFunction = (key, values) => translate(key, values);
const changed = () => {
  version += 1;
  t = (key, values) => translate(key, values);
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );

/** `t` for the shell's components (navbar, layout), which render before the catalogue has loaded. */
export function useShellText(): (key: string, values?: TextValues) => string {
  useVersion();
  return t as (key: string, values?: TextValues) => string;
}

/** The texts of a component, in the reader's language: `const { t } = useTranslation()`. */
export function useTranslation() {
  useVersion();
  return { t, i18n: { language: reading } };
}

/**
 * The texts every page may show (the catalogue, and those a few pages load with themselves:
 * features/where-it-went/texts.ts, lib/page-texts.ts), and their keys; a plural's also without its `_one`/`_other`.
 */
type AllTexts = typeof en & {
  whereItWentPages: typeof whereItWentPages;
  monthlyPages: typeof monthlyPages;
  tributePages: typeof tributePages;
};
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
type Keys = Leaves<AllTexts>;
export type TextKey = Keys | WithoutPlural<Keys>;
export type TFunction = (key: TextKey, values?: TextValues) => string;

/** The `lang` cookie's value, if it names a language Tabang speaks. */
function cookieLanguage(): Language | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language to start in: the reader's choice on this device (localStorage), else the one the server knows
 * too (the cookie), else the browser's (`tl` counts as Filipino), else English.
 */
export function startingLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    // Storage can be unavailable (private mode); the cookie still remembers.
  }
  if (isLanguage(stored)) return stored;
  return (
    cookieLanguage() ??
    preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]) ??
    DEFAULT_LANGUAGE
  );
}

/** Whether this device has a language chosen (stored, or the cookie), rather than following the browser. */
export function languageChosenHere(): boolean {
  try {
    if (isLanguage(localStorage.getItem(LANGUAGE_COOKIE))) return true;
  } catch {
    // Storage can be unavailable (private mode); the cookie still remembers.
  }
  return cookieLanguage() !== undefined;
}

let language: Language = startingLanguage();
/** The language the texts are read in: the app's, once its catalogue is here. */
let reading: string = language;
// Screen readers and the browser's hyphenation read the page in its language from the first render on.
document.documentElement.lang = language;

/** The language the texts and dates are shown in. */
export const currentLanguage = () => language;

/** The language, for components that show something formatted in it (dates): they render again on a switch. */
export function useLanguage(): Language {
  useVersion();
  return language;
}

/** Each language but English is a chunk of its own, fetched only when chosen, so English pages do not grow. */
const otherCatalogues: Record<Exclude<Language, 'en'>, () => Promise<Translation<Catalogue>>> = {
  fil: () => import('@tabang/shared/messages/fil').then((module) => module.fil),
  ceb: () => import('@tabang/shared/messages/ceb').then((module) => module.ceb),
};

/** Texts of a language: its catalogue, or page texts under their key; what is there already stays. */
export function addTexts(to: string, texts: object): void {
  bundles.set(to, addInto(bundles.get(to) ?? {}, texts as Texts));
  changed();
}

/** Forgets a language's texts (tests add a made-up one). */
export function removeTexts(of: string): void {
  bundles.delete(of);
  changed();
}

/**
 * Shows texts in `chosen` from now on (its texts added first); every mounted component renders again. The app's
 * language (`currentLanguage`) is `setLanguage`'s to change; tests show a made-up one here alone.
 */
export function showIn(chosen: string): void {
  reading = chosen;
  document.documentElement.lang = chosen;
  changed();
}

let whole: Promise<void> | undefined;
/** The languages whose whole catalogue is here (page texts alone do not count). */
const catalogues = new Set<string>();

/**
 * Loads the whole English catalogue and, in another language, that language's catalogue too (once); a page renders
 * only after it has arrived. Should the other language's chunk fail, pages show English.
 */
export function loadCatalogue(): Promise<void> {
  whole ??= Promise.all([
    import('./catalogue'),
    language === 'en' ? undefined : otherCatalogues[language]().catch(() => undefined),
  ]).then(([loaded, other]) => {
    addTexts('en', loaded.catalogue);
    catalogues.add('en');
    if (other) {
      addTexts(language, other);
      catalogues.add(language);
    } else language = 'en';
    toText = loaded.translateMessage;
    showIn(language);
  });
  // A failed download (offline, never kept) is forgotten, so the next page asks for it again.
  whole.catch(() => {
    whole = undefined;
  });
  return whole;
}

/** Remembers the choice on this device and for the server (which answers in the cookie's language). */
function remember(chosen: Language) {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, chosen);
  } catch {
    // Storage can be unavailable (private mode); the cookie still remembers.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

let switches = 0;

/**
 * Shows everything in `chosen` at once, without a reload: fetches its catalogue if needed, switches the texts
 * (every mounted page and the shell render again), sets `<html lang>` and remembers the choice. Saving it on the
 * account is `useChooseLanguage`'s part (lib/language.ts).
 */
export async function setLanguage(chosen: Language): Promise<void> {
  const ticket = ++switches;
  remember(chosen);
  await loadCatalogue();
  if (!catalogues.has(chosen)) {
    addTexts(chosen, await otherCatalogues[chosen as Exclude<Language, 'en'>]());
    catalogues.add(chosen);
  }
  // A later choice made while this one's chunk was on its way wins.
  if (ticket !== switches) return;
  language = chosen;
  showIn(chosen);
}

/**
 * A text to show in the current language: a schema's message (a catalogue key, see `msg` in @tabang/shared)
 * translated, anything else (a server's answer) as it is. Only pages show such texts, and no page renders before
 * `loadCatalogue` has finished.
 */
export const translateText = (text: string) =>
  toText ? toText(text, translate as (key: string, values?: TextValues) => string) : text;

/** Texts outside React (the API client, form checks): `texts.t(key, values)`. */
const texts = { t: (key: TextKey, values?: TextValues) => translate(key, values) };
export default texts;
