import type { en, Translate, translateMessage } from '@tabang/shared';
import { common, errors } from '@tabang/shared/messages/en/common';
import { offline } from '@tabang/shared/messages/en/offline';
import type { i18n } from 'i18next';
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

let whole: Promise<void> | undefined;

/** Loads i18next with the whole English catalogue (once); a page renders only after it has arrived. */
export function loadCatalogue(): Promise<void> {
  whole ??= import('./catalogue').then(async (loaded) => {
    await loaded.i18next.use(loaded.initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: loaded.catalogue } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
    i18next = loaded.i18next;
    toText = loaded.translateMessage;
    i18next.on('languageChanged', changed);
    changed();
  });
  return whole;
}

/** The i18next instance, once `loadCatalogue` has finished (tests add languages to it). */
export const loadedI18next = () => i18next;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
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
