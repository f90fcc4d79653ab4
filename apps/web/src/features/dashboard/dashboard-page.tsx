import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

// Placeholder until this screen's issue lands.
export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold">{t('dashboard.title')}</h1>
    </section>
  );
}
