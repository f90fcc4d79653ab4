/** The whole English catalogue and what reads it: a lazy chunk of its own, see `loadCatalogue` in i18n.ts. */
export { en as catalogue, translateMessage } from '@tabang/shared';
