import type { en, Translate, translateMessage } from '@tabang/shared';
import { common, errors } from '@tabang/shared/messages/en/common';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every text on screen comes from the shared catalogue; adding a language is adding a catalogue. The shell's
 * texts (navbar, footer, loading, the API client's errors) are in the entry chunk; the pages' texts are a chunk
 * of their own (`loadCatalogue`), fetched alongside the first page, so the first screen does not wait for all.
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { common, errors } } },
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

let whole: Promise<void> | undefined;
/** The shared `translateMessage`, which needs the whole catalogue: it comes with it. */
let toText: typeof translateMessage | undefined;

/** Adds the rest of the English catalogue (once); a page renders only after it has arrived. */
export function loadCatalogue(): Promise<void> {
  whole ??= import('./catalogue').then(({ catalogue, translateMessage }) => {
    i18next.addResourceBundle('en', 'translation', catalogue, true, false);
    toText = translateMessage;
  });
  return whole;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** i18next's `t` for a key known only at run time (its types check the values of keys written in the code). */
const translate = i18next.t.bind(i18next) as unknown as Translate;

/**
 * A text to show in the current language: a schema's message (a catalogue key, see `msg` in @tabang/shared)
 * translated, anything else (a server's answer) as it is. Only pages show such texts, and no page renders before
 * `loadCatalogue` has finished.
 */
export const translateText = (text: string) => (toText ? toText(text, translate) : text);

export default i18next;
