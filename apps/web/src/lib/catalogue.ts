/**
 * The whole English catalogue, what reads it and i18next itself: a lazy chunk of their own, see `loadCatalogue` in
 * i18n.ts.
 */
export { en as catalogue, translateMessage } from '@tabang/shared';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
