import type { Language } from '@tabang/shared';
import type { whereItWentPages } from '@tabang/shared/messages/en/where-it-went-pages';
import { useEffect, useReducer } from 'react';
import { addTexts, currentLanguage, loadCatalogue, useLanguage, useTranslation } from '../../lib/i18n';

/*
 * The report and organiser pages' texts come with those pages, not in the catalogue every page loads: every other
 * page stays as small as it was. This module waits for them (English, and the reader's language) before any page
 * that imports it renders.
 */

type Texts = typeof whereItWentPages;
const bundles: Record<Language, () => Promise<Record<keyof Texts, string>>> = {
  en: () => import('@tabang/shared/messages/en/where-it-went-pages').then((m) => m.whereItWentPages),
  fil: () => import('@tabang/shared/messages/fil/where-it-went-pages').then((m) => m.whereItWentPages),
  ceb: () => import('@tabang/shared/messages/ceb/where-it-went-pages').then((m) => m.whereItWentPages),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Adds one language's texts (once). Another language failing to arrive leaves English to show. */
export function loadPageTexts(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = Promise.all([loadCatalogue(), bundles[language]()])
      .then(([, texts]) => {
        addTexts(language, { whereItWentPages: texts });
        loaded.add(language);
      })
      .catch((error: unknown) => {
        loading.delete(language);
        if (language === 'en') throw error;
      });
    loading.set(language, load);
  }
  return load;
}

await Promise.all([loadPageTexts('en'), loadPageTexts(currentLanguage())]);

/**
 * `useTranslation` for these pages. After a switch to a language whose texts have not come yet, the page shows
 * English for the moment it takes to fetch them, then renders again in the new language.
 */
export function usePageTexts() {
  const language = useLanguage();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = loaded.has(language);
  useEffect(() => {
    if (!ready) void loadPageTexts(language).then(arrived);
  }, [ready, language]);
  return useTranslation();
}

/** A problem a form's check found: a text of these pages and what to fill into it. */
export type Problem = { key: keyof Texts; values?: Record<string, string> };

/** The words of a problem, in the reader's language (undefined: no problem). */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Problem | undefined) =>
    problem &&
    (t as (key: string, values?: Record<string, string>) => string)(
      `whereItWentPages.${problem.key}`,
      problem.values,
    );
}
