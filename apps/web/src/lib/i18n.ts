import { en } from '@tabang/shared';
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

export default i18next;
