import {
  type Catalogue,
  DEFAULT_LANGUAGE,
  type en,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
  type Translate,
  type Translation,
  type translateMessage,
} from '@tabang/shared';
import { common, errors } from '@tabang/shared/messages/en/common';
import type { monthlyPages } from '@tabang/shared/messages/en/monthly-pages';
import { offline } from '@tabang/shared/messages/en/offline';
import type { tributePages } from '@tabang/shared/messages/en/tribute-pages';
import type { whereItWentPages } from '@tabang/shared/messages/en/where-it-went-pages';
import type { i18n, Resource } from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * Every text on screen comes from the shared catalogue; adding a language is adding a catalogue. i18next (some
 * 14 KiB gzipped) comes with the pages' texts in a chunk of their own (`loadCatalogue`), fetched alongside the
 * first page; until it is there the shell (navbar, loading, the API client's errors) reads its English texts,
 * `common` and `errors`, with the small `t` below, so the first screen waits for neither.
 */
let i18next: i18n | undefined;
/** The shared `translateMessage`, which needs the whole catalogue: it comes with it. */
let toText: typeof translateMessage | undefined;

const shellTexts: Record<string, unknown> = { common, errors, offline };
const textAt = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], shellTexts);

/** A text by its key, in the reader's language once i18next is there, until then the shell's English. */
function t(key: string, values?: Record<string, string>): string {
  if (i18next) return i18next.t(key as never, values);
  const text = textAt(key);
  return typeof text === 'string'
    ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '')
    : key;
}

// The shell's components render again when i18next arrives or the language changes.
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `t` for the shell's components (navbar, layout), which render before i18next has loaded. */
export function useShellText() {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return t;
}

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
// Screen readers and the browser's hyphenation read the page in its language from the first render on.
document.documentElement.lang = language;

/** The language the texts and dates are shown in. */
export const currentLanguage = () => language;

/** The language, for components that show something formatted in it (dates): they render again on a switch. */
export function useLanguage(): Language {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return language;
}

/** Each language but English is a chunk of its own, fetched only when chosen, so English pages do not grow. */
const otherCatalogues: Record<Exclude<Language, 'en'>, () => Promise<Translation<Catalogue>>> = {
  fil: () => import('@tabang/shared/messages/fil').then((module) => module.fil),
  ceb: () => import('@tabang/shared/messages/ceb').then((module) => module.ceb),
};

let whole: Promise<void> | undefined;

/**
 * Loads i18next with the whole English catalogue and, in another language, that language's catalogue too
 * (once); a page renders only after it has arrived. Should the other language's chunk fail, pages show English.
 */
export function loadCatalogue(): Promise<void> {
  whole ??= Promise.all([
    import('./catalogue'),
    language === 'en' ? undefined : otherCatalogues[language]().catch(() => undefined),
  ]).then(async ([loaded, other]) => {
    const resources: Resource = { en: { translation: loaded.catalogue } };
    if (other) resources[language] = { translation: other };
    else language = 'en';
    document.documentElement.lang = language;
    await loaded.i18next.use(loaded.initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
    i18next = loaded.i18next;
    toText = loaded.translateMessage;
    i18next.on('languageChanged', changed);
    changed();
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
 * Shows everything in `chosen` at once, without a reload: fetches its catalogue if needed, switches i18next
 * (every mounted page and the shell render again), sets `<html lang>` and remembers the choice. Saving it on the
 * account is `useChooseLanguage`'s part (lib/language.ts).
 */
export async function setLanguage(chosen: Language): Promise<void> {
  const ticket = ++switches;
  remember(chosen);
  await loadCatalogue();
  const instance = i18next!;
  if (!instance.hasResourceBundle(chosen, 'translation')) {
    const catalogue = chosen === 'en' ? undefined : await otherCatalogues[chosen]();
    instance.addResourceBundle(chosen, 'translation', catalogue);
  }
  // A later choice made while this one's chunk was on its way wins.
  if (ticket !== switches) return;
  language = chosen;
  document.documentElement.lang = chosen;
  await instance.changeLanguage(chosen);
}

/** The i18next instance, once `loadCatalogue` has finished (tests add languages to it). */
export const loadedI18next = () => i18next;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The catalogue, and the texts some pages load with themselves (features/where-it-went/texts.ts,
    // lib/page-texts.ts).
    resources: {
      translation: typeof en & {
        whereItWentPages: typeof whereItWentPages;
        monthlyPages: typeof monthlyPages;
        tributePages: typeof tributePages;
      };
    };
  }
}

/** `t` for a key known only at run time (i18next's types check the values of keys written in the code). */
const translate = t as unknown as Translate;

/**
 * A text to show in the current language: a schema's message (a catalogue key, see `msg` in @tabang/shared)
 * translated, anything else (a server's answer) as it is. Only pages show such texts, and no page renders before
 * `loadCatalogue` has finished.
 */
export const translateText = (text: string) => (toText ? toText(text, translate) : text);

/** Texts outside React (the API client, form checks): `texts.t(key, values)`. */
const texts = { t };
export default texts;
