import { type ReactNode, useDeferredValue } from 'react';

/**
 * What a page shows below its first screen, drawn in a render of its own once the top has been drawn: on a slow
 * phone the name and the Donate button paint without waiting for every section (and its requests) below them.
 * Until then a screen-high space keeps the footer off the first screen, so nothing visible moves when the sections
 * arrive.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <div className="min-h-screen" aria-hidden="true" />;
}
