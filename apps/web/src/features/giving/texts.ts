import type { Language } from '@tabang/shared';
import type { monthlyPages } from '@tabang/shared/messages/en/monthly-pages';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadCatalogue, loadedI18next, useLanguage } from '../../lib/i18n';

/*
 * The monthly plans' and plan links' texts come with My giving and the link page, not in the catalogue every page
 * loads (decision 029). This module waits for them (English, and the reader's language) before any page that
 * imports it renders.
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

await Promise.all([loadMonthlyTexts('en'), loadMonthlyTexts(currentLanguage())]);

/** `useTranslation` for these texts: after a switch to a language not fetched yet, English until it arrives. */
export function useMonthlyTexts() {
  const language = useLanguage();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = loaded.has(language);
  useEffect(() => {
    if (!ready) void loadMonthlyTexts(language).then(arrived);
  }, [ready, language]);
  return useTranslation();
}
