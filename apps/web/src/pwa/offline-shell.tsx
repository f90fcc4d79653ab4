import { type Query, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api-client';
import { formatDateTime } from '../lib/dates';
import { useShellText } from '../lib/i18n';
import { authQueryKey } from '../lib/session';
import { useCachedSince, useOnline } from './offline-state';
import { acceptUpdate, subscribeToUpdate, updateWaiting } from './update-state';

/** While offline: says so, and how old the data on screen is (the oldest answer the cache gave). */
export function OfflineBanner() {
  const t = useShellText();
  const online = useOnline();
  const since = useCachedSince();
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      <p className="container-page">
        <strong>{t('offline.banner')}</strong>
        {since && <span> · {t('offline.savedAt', { time: formatDateTime(since.toISOString()) })}</span>}
      </p>
    </div>
  );
}

/** A page's read on screen (not the sign-in check, which falls back to the session kept on this device). */
const pageRead = (query: Query) => query.getObserversCount() > 0 && query.queryKey[0] !== authQueryKey[0];
/** A page's read that failed for want of a connection and has nothing to show. */
const failedOffline = (query: Query) =>
  pageRead(query) &&
  query.state.status === 'error' &&
  query.state.data === undefined &&
  query.state.error instanceof ApiError &&
  query.state.error.status === 0;

/**
 * The page, or, when it is one never seen on this device and the connection is gone (its reads failed and none
 * has anything kept), the offline page. The page stays mounted underneath, so "Try again" asks its reads again.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const t = useShellText();
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  useEffect(() => {
    // Back online, everything on screen (the sign-in too) is asked of the server again.
    const refresh = () => void client.invalidateQueries();
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('online', refresh);
    };
  }, [client]);
  const failed = useSyncExternalStore(
    subscribe,
    // Never seen here: a read failed offline and no read on screen has anything to show.
    () => {
      const reads = cache.getAll().filter(pageRead);
      return reads.some(failedOffline) && !reads.some((query) => query.state.data !== undefined);
    },
    () => false,
  );
  return (
    <>
      {failed && (
        <section className="container-page py-12" aria-labelledby="offline-title">
          <h1 id="offline-title" className="mb-4 text-3xl font-extrabold">
            {t('offline.pageTitle')}
          </h1>
          <p className="mb-6 max-w-prose text-stone-700">{t('offline.pageBody')}</p>
          <button
            type="button"
            className="btn-primary"
            onClick={() => void client.refetchQueries({ predicate: failedOffline })}
          >
            {t('offline.tryAgain')}
          </button>
        </section>
      )}
      <div hidden={failed} className={failed ? undefined : 'contents'}>
        {children}
      </div>
    </>
  );
}

/** "Reload for the new version", once a new version's service worker is waiting. */
export function UpdateToast() {
  const t = useShellText();
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  const [later, setLater] = useState(false);
  if (!waiting || later) return null;
  return (
    <div role="status" className="update-toast">
      <p>{t('offline.updateReady')}</p>
      <button type="button" className="btn-primary" onClick={acceptUpdate}>
        {t('offline.reload')}
      </button>
      <button type="button" className="update-toast-later" onClick={() => setLater(true)}>
        {t('offline.later')}
      </button>
    </div>
  );
}
