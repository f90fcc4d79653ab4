import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

// Placeholder until this screen's issue lands.
export default function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.heading'));
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold">{t('admin.heading')}</h1>
    </section>
  );
}
