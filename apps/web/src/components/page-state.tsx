import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { StatusMessage } from './status-message';

/**
 * A whole page that is loading, failed or not found: it still has its one <h1> and its <title>, so
 * screen-reader users and tabs always say where they are.
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
  useDocumentTitle(title);
  return (
    <section className="container-page py-12">
      <h1 className={kind === 'loading' ? 'sr-only' : 'mb-6 text-3xl font-extrabold'}>{title}</h1>
      <StatusMessage kind={kind} action={action} onRetry={onRetry}>
        {message ?? title}
      </StatusMessage>
    </section>
  );
}
