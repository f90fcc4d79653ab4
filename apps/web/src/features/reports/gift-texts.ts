import { pageTexts, usePageTexts } from '../../lib/page-texts';

/*
 * The Gifts section's texts come with the reports page, not in the catalogue every page loads (decision 029); the
 * section waits for them (usePageTexts).
 */
const texts = pageTexts('tributePages', {
  en: () => import('@tabang/shared/messages/en/tribute-pages').then((m) => m.tributePages),
  fil: () => import('@tabang/shared/messages/fil/tribute-pages').then((m) => m.tributePages),
  ceb: () => import('@tabang/shared/messages/ceb/tribute-pages').then((m) => m.tributePages),
});

export const useGiftTexts = () => usePageTexts(texts);
