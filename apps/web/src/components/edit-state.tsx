import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { PageState } from './page-state';

/**
 * An edit page while its current values load, or when they cannot: a 403 says who may edit, a 404 that it is
 * gone, anything else offers to try again. Renders `children` with the values once they are there.
 */
export function EditState<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageState kind="loading" title={title} message={t('editing.loading')} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const back = (
      <Link to="/dashboard" className="btn-outline">
        {t('editing.back')}
      </Link>
    );
    if (status === 403 || status === 404)
      return (
        <PageState
          kind="error"
          title={title}
          message={t(status === 403 ? 'editing.forbidden' : 'editing.notFound')}
          action={back}
        />
      );
    return (
      <PageState
        kind="error"
        title={title}
        message={t('editing.loadFailed')}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** The frame of an edit page: its heading, a way back, and the form. */
export function EditFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="container-page max-w-3xl py-6 lg:py-10">
      <Link to="/dashboard" className="font-medium text-brand-800 hover:underline">
        ← {t('editing.back')}
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-extrabold text-brand-900 wrap-anywhere">{title}</h1>
      {children}
    </section>
  );
}
