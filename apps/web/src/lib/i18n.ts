import { en, type Translate, translateMessage } from '@tabang/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every text on screen comes from the shared catalogue; adding a language is adding a catalogue. */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

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
 * translated, anything else (a server's answer) as it is.
 */
export const translateText = (text: string) => translateMessage(text, translate);

export default i18next;
