import type { Language } from '@tabang/shared';
import { useEffect, useReducer } from 'react';
import { addTexts, currentLanguage, loadCatalogue, useLanguage, useTranslation } from './i18n';

/** One set of page texts: loading a language's (once), and whether it is there. */
export type PageTexts = { load(language: Language): Promise<void>; has(language: Language): boolean };

/**
 * Texts a few pages or dialogs load with themselves instead of the catalogue every page loads (decision 029), under
 * one key of the texts: `pageTexts('tributePages', bundles)` gives the texts and `ready` (English and the
 * reader's language, started at once so they are usually there before the part renders).
 */
export function pageTexts(
  key: string,
  bundles: Record<Language, () => Promise<object>>,
): PageTexts & { ready: Promise<unknown> } {
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>();
  const load = (language: Language): Promise<void> => {
    let pending = loading.get(language);
    if (!pending) {
      pending = Promise.all([loadCatalogue(), bundles[language]()])
        .then(([, texts]) => {
          addTexts(language, { [key]: texts });
          loaded.add(language);
        })
        .catch((error: unknown) => {
          loading.delete(language);
          // Another language failing to arrive leaves English to show.
          if (language === 'en') throw error;
        });
      loading.set(language, pending);
    }
    return pending;
  };
  return {
    load,
    has: (language) => loaded.has(language),
    ready: Promise.all([load('en'), load(currentLanguage())]),
  };
}

/**
 * `useTranslation` for a part with page texts, and whether they are there (`ready`: English at least; the part shows
 * nothing or a loading line until then). After a switch to a language whose texts have not come yet, it shows
 * English for the moment it takes to fetch them, then renders again in the new language. (A top-level await in the
 * part's module would wait without this, but makes the build split React out of the entry chunk, growing every
 * page.)
 */
export function usePageTexts(texts: PageTexts) {
  const language = useLanguage();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const here = texts.has(language);
  const english = texts.has('en');
  useEffect(() => {
    if (!english) void texts.load('en').then(arrived, arrived);
    if (!here) void texts.load(language).then(arrived, arrived);
  }, [here, english, language, texts]);
  return { ...useTranslation(), ready: english };
}
