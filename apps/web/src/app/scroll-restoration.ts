import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { endFirstVisit } from '../lib/first-visit';

/** Where each history entry was scrolled to, by location key (for this tab's lifetime). */
const positions = new Map<string, number>();

/**
 * What the data router's `<ScrollRestoration>` did, for the plain router: a new page (a link, `navigate`) starts
 * at the top, Back and Forward return to where that page was, a replaced URL (filters, search) stays where it
 * is, and a `#fragment` is left to the browser.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const opened = useRef(location.key);
  // The entry a scroll belongs to, moved on as the new page commits. A scroll event comes a frame after its cause, so
  // the one from a navigation's own scrollTo (or the shorter page's) reaches the listener after the commit: it must
  // count for the new page, never overwrite where the reader left the old one.
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (a new location key)
  useLayoutEffect(() => {
    shown.current = location.key;
    if (location.key !== opened.current) endFirstVisit();
    if (location.hash || type === 'REPLACE') return;
    window.scrollTo(0, type === 'POP' ? (positions.get(location.key) ?? 0) : 0);
  }, [location.key]);
}
