import { useDeferredValue } from 'react';

/**
 * A query's data, held back until a deferred flag has caught up with its first arrival (undefined until then: show
 * the loading state). React draws a query's answer in one synchronous task; the render the deferred flag schedules
 * is drawn in short slices, so a list of cards arriving does not block a slow phone (docs/architecture.md, "The
 * first screen"). Data there from the first render (a page's first reads), and every later change, shows at once.
 */
export function useDrawnInSlices<T>(data: T | undefined): T | undefined {
  const shown = useDeferredValue(data !== undefined);
  return shown ? data : undefined;
}
