import { useTranslation } from '../lib/i18n';

/** "Pending verification": shown on a charity, and on its events, until an admin verifies the charity. */
export function PendingVerificationBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${className}`}
    >
      {t('charities.pendingVerification')}
    </span>
  );
}
