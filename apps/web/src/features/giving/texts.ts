import { pageTexts, usePageTexts } from '../../lib/page-texts';

/*
 * The monthly plans' and plan links' texts come with My giving and the link page, not in the catalogue every page
 * loads (decision 029); the parts that show them wait for them (usePageTexts).
 */
const texts = pageTexts('monthlyPages', {
  en: () => import('@tabang/shared/messages/en/monthly-pages').then((m) => m.monthlyPages),
  fil: () => import('@tabang/shared/messages/fil/monthly-pages').then((m) => m.monthlyPages),
  ceb: () => import('@tabang/shared/messages/ceb/monthly-pages').then((m) => m.monthlyPages),
});

export const useMonthlyTexts = () => usePageTexts(texts);
