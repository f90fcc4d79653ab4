import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

// Placeholder until this screen's issue lands.
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pending'));
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-extrabold">{t('payment.pending')}</h1>
    </section>
  );
}
