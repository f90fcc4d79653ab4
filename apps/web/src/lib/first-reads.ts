/**
 * The public answers the server sent inside the page's HTML (`<script type="application/json" id="first-reads">`,
 * apps/api/src/plugins/web-app.ts): the reads the page asks for first, keyed by API path. A query takes its answer
 * as its initial data, once, so the page's first render already shows it, without a round trip after the scripts
 * have run; any later read asks the server as usual.
 */
let answers: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('first-reads');
  let read: Record<string, unknown> = {};
  try {
    read = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
  } catch {
    // A damaged block only costs the round trip it was meant to save.
  }
  element?.remove();
  return new Map(Object.entries(read));
}

/** The answer the page came with for this API path, once; undefined when there is none (left). */
export function takeFirstRead<T>(path: string): T | undefined {
  answers ??= load();
  if (!answers.has(path)) return undefined;
  const data = answers.get(path) as T;
  answers.delete(path);
  // The installable app keeps public reads for offline use as they are fetched: one the page came with is fetched
  // once more after load, so opening this page offline later still finds it.
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
    const keep = () => void fetch(`/api${path}`).catch(() => undefined);
    if (document.readyState === 'complete') keep();
    else window.addEventListener('load', keep, { once: true });
  }
  return data;
}
