import { useSyncExternalStore } from 'react';

/**
 * What the installable app knows about the connection: whether the browser says it is online, and, while it is
 * not, the oldest time of the answers the service worker served from its cache (the time of the data on screen).
 */
let cachedSince: Date | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The API client calls this with the `x-tabang-cached` header the service worker puts on a cached answer. */
export function noteCachedAnswer(serverDate: string) {
  const date = new Date(serverDate);
  if (Number.isNaN(date.getTime())) return;
  if (cachedSince && cachedSince <= date) return;
  cachedSince = date;
  changed();
}

if (typeof window !== 'undefined') {
  // Back online, what is on screen is refreshed from the network: the old time no longer describes it.
  window.addEventListener('online', () => {
    cachedSince = null;
    changed();
  });
}

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
export const useCachedSince = () =>
  useSyncExternalStore(
    subscribe,
    () => cachedSince,
    () => null,
  );
