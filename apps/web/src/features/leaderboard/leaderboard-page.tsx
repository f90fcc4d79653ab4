import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LeaderboardBoard } from './leaderboard-section';

// The heading reads 'LEADERBOARD' (an early design of the page said 'MORE EVENTS' by mistake).
export default function LeaderboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.nav.leaderboard'));
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{t('leaderboard.heading')}</h1>
      <p className="mt-2 mb-8 text-stone-600">{t('leaderboard.intro')}</p>
      <LeaderboardBoard />
    </section>
  );
}
