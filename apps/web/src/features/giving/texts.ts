import type { Language } from '@tabang/shared';
import type { monthlyPages } from '@tabang/shared/messages/en/monthly-pages';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalogue, loadedI18next, useLanguage } from '../../lib/i18n';

/*
 * The monthly plans' and plan links' texts come with My giving and the link page, not in the catalogue every page
 * loads (decision 029). Fetched when a part that shows them first renders (no top-level await, which would make the
 * bundler split the shared code of the entry chunk into another chunk); the part waits for them.
 */

type Texts = typeof monthlyPages;
const bundles: Record<Language, () => Promise<Texts | Record<keyof Texts, unknown>>> = {
  en: () => import('@tabang/shared/messages/en/monthly-pages').then((m) => m.monthlyPages),
  fil: () => import('@tabang/shared/messages/fil/monthly-pages').then((m) => m.monthlyPages),
  ceb: () => import('@tabang/shared/messages/ceb/monthly-pages').then((m) => m.monthlyPages),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Adds one language's texts to i18next (once). Another language failing to arrive leaves English to show. */
export function loadMonthlyTexts(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = Promise.all([loadCatalogue(), bundles[language]()])
      .then(([, texts]) => {
        loadedI18next()?.addResourceBundle(language, 'translation', { monthlyPages: texts }, true, false);
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

/**
 * `useTranslation` for these texts, and whether the English ones have arrived (`ready`): until then the part shows
 * its loading state. The reader's language follows: English shows for the moment it takes to fetch it.
 */
export function useMonthlyTexts() {
  const language = useLanguage();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!loaded.has('en') || !loaded.has(language))
      void Promise.all([loadMonthlyTexts('en'), loadMonthlyTexts(language)]).then(arrived, arrived);
  }, [language]);
  const { t, i18n } = useTranslation();
  return { t, i18n, ready: loaded.has('en') };
}
