import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for parts no first screen shows (the footer, below the
 * fold; the toaster), so their chunks do not compete with the page's own for a slow phone's link and CPU.
 */
export function useAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    const hasIdle = typeof requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = hasIdle
        ? requestIdleCallback(() => setReady(true), { timeout: 3_000 })
        : window.setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (hasIdle) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  return ready;
}
