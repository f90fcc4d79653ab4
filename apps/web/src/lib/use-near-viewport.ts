import { useCallback, useState } from 'react';

/**
 * Whether the element (given by the returned ref) has come within `margin` of the screen, and true from then on:
 * for a heavy part, a map's frame, that should load only when the person scrolls towards it. The browser's own
 * `loading="lazy"` decides when the element is added, and a page whose sections are still loading is short then:
 * a map at the foot of a phone's page was fetched with the page. Without IntersectionObserver it is true at once.
 *
 * The ref starts the observer itself rather than putting the element in state: a state update while React attaches
 * refs makes it render again and run every effect of the page at once, in the task that drew the page.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near] as const;
}
