import { formatPeso } from '@tabang/shared';
import { useTranslation } from '../lib/i18n';

/**
 * "₱12,000.00 online · ₱3,500.00 recorded by the charity": cash the charity received outside Tabang and recorded
 * itself, beside the online total and never added into it (the goal's bar and the leaderboard count online gifts
 * only). Nothing when none was recorded, so a page reads as before.
 */
export function OfflineTotal({
  online,
  offline,
  className = '',
}: {
  online: number;
  offline: number | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!offline || offline <= 0) return null;
  return (
    <p className={`text-sm text-stone-700 ${className}`} data-testid="offline-total">
      {t('whereItWentLinks.totalsLine', { online: formatPeso(online, 2), offline: formatPeso(offline, 2) })}
    </p>
  );
}
