import { pageTexts, usePageTexts } from '../../lib/page-texts';

/*
 * The texts of tributes (the dialog's "Dedicate this gift" section, the reports page's Gifts section) come with
 * those parts, not in the catalogue every page loads (decision 029); each waits for them (usePageTexts).
 */
const texts = pageTexts('tributePages', {
  en: () => import('@tabang/shared/messages/en/tribute-pages').then((m) => m.tributePages),
  fil: () => import('@tabang/shared/messages/fil/tribute-pages').then((m) => m.tributePages),
  ceb: () => import('@tabang/shared/messages/ceb/tribute-pages').then((m) => m.tributePages),
});

export const useTributeTexts = () => usePageTexts(texts);
