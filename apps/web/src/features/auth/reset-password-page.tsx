import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

// Placeholder until this screen's issue lands.
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold">{t('auth.login.title')}</h1>
    </section>
  );
}
