import { useSyncExternalStore } from 'react';

/**
 * The width last read, updated on resize. React reads a store's value on every render of every card and again to
 * check it after each render; reading `window.innerWidth` each time would make the browser lay the page out then
 * and there, once per card, while the page is being drawn.
 */
let current = typeof window === 'undefined' ? 1024 : window.innerWidth;
const listeners = new Set<() => void>();

function read() {
  const width = window.innerWidth;
  if (width === current) return;
  current = width;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', read);
  listeners.add(onChange);
  // The window may have changed while nothing listened.
  read();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('resize', read);
  };
}
const width = () => current;

/** The window's width in CSS pixels, kept current on resize (the event cards truncate by it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width, () => 1024);
}
