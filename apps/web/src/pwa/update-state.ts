/**
 * The update toast's state, apart from the Workbox code (register.ts, loaded after the page): whether a new
 * version's service worker is waiting, and how to let it take over.
 */

let takeOver: (() => void) | null = null;
const listeners = new Set<() => void>();

export const subscribeToUpdate = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const updateWaiting = () => takeOver !== null;

/** register.ts: a new version is waiting; `accept` lets it take over and reloads. */
export function offerUpdate(accept: () => void) {
  takeOver = accept;
  for (const listener of listeners) listener();
}

/** The toast's "Reload for the new version". */
export const acceptUpdate = () => takeOver?.();
