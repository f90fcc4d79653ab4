import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from '../lib/categories';
import { PendingVerificationBadge } from './pending-verification-badge';

/** A verified charity's check mark, or "Pending verification" until an admin verifies it. */
export function VerificationBadge({ verified, className = '' }: { verified: boolean; className?: string }) {
  const { t } = useTranslation();
  return verified ? (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 ${className}`}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2l2.4 2.1 3.2-.4.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.4L12 22l-2.4-2.1-3.2.4-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.4z" />
        <path d="M8 12.5l2.5 2.5L16 9.5" stroke="white" strokeWidth="2" fill="none" />
      </svg>
      {t('common.verified')}
    </span>
  ) : (
    <PendingVerificationBadge className={className} />
  );
}

/** A category name as a small chip. */
export function CategoryChip({ name }: { name: string }) {
  const categoryLabel = useCategoryLabel();
  return (
    <span className="inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      {categoryLabel(name)}
    </span>
  );
}
