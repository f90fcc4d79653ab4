import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

/** Loading, empty and error states, announced to screen readers. */
export function StatusMessage({
  kind,
  children,
  action,
  onRetry,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const colour =
    kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-stone-200 bg-white text-stone-600';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border p-6 text-center ${colour}`}
    >
      <p>{children}</p>
      {(action || onRetry) && (
        <div className="mt-3">
          {action ??
            (onRetry && (
              <button type="button" className="btn-outline" onClick={onRetry}>
                {t('common.retry')}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
