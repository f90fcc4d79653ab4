import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const width = () => window.innerWidth;

/** The window's width in CSS pixels, kept current on resize (the event cards truncate by it). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, width, () => 1024);
}
