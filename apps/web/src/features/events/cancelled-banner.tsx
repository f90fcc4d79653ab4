import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../lib/dates';

/** The Event page's notice for a cancelled event (instead of Donate and Volunteer). */
export function CancelledBanner({ cancelledAt }: { cancelledAt: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="text-lg font-bold">{t('editing.banner.title')}</p>
      <p className="mt-1">{t('editing.banner.body', { date: formatLongDateTime(cancelledAt) })}</p>
    </div>
  );
}
