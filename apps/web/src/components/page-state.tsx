import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { StatusMessage } from './status-message';

/**
 * A whole page that is loading, failed or not found: it still has its one <h1> and its <title>, so
 * screen-reader users and tabs always say where they are. The title is shown once: without a message of its
 * own, a failure says what to do next and an empty page shows only its action.
 */
export function PageState({
  kind,
  title,
  message,
  action,
  onRetry,
}: {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  message?: string;
  action?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  // While loading the heading is hidden, so the status line is where the title shows.
  const text =
    message ?? (kind === 'loading' ? title : kind === 'error' ? t('events.checkConnection') : undefined);
  return (
    <section className="container-page py-12">
      <h1 className={kind === 'loading' ? 'sr-only' : 'mb-6 text-3xl font-extrabold'}>{title}</h1>
      {(text !== undefined || action || onRetry) && (
        <StatusMessage kind={kind} action={action} onRetry={onRetry}>
          {text}
        </StatusMessage>
      )}
    </section>
  );
}
