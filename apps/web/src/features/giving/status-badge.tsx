import type { DonationStatus } from '@tabang/shared';
import { useTranslation } from '../../lib/i18n';

/** One colour and one mark per status; the word is always there, so colour is never the only cue. */
const LOOKS: Record<DonationStatus, { className: string; mark: string }> = {
  completed: { className: 'bg-emerald-100 text-emerald-900 border-emerald-300', mark: '✓' },
  pending: { className: 'bg-amber-100 text-amber-900 border-amber-300', mark: '…' },
  failed: { className: 'bg-red-100 text-red-900 border-red-300', mark: '✕' },
  expired: { className: 'bg-stone-200 text-stone-800 border-stone-400', mark: '⌛' },
  cancelled: { className: 'bg-white text-stone-700 border-stone-400', mark: '⊘' },
};

/** A donation's status as a badge: Completed, Pending, Failed, Expired or Cancelled. */
export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation();
  const look = LOOKS[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${look.className}`}
    >
      <span aria-hidden="true">{look.mark}</span>
      {t(`giving.statuses.${status}`)}
    </span>
  );
}
