import { nextLink, noteReadAroundWorker, type Page } from './api-client';

/**
 * The public answers the server sent inside the page's HTML (`<script type="application/json" id="first-reads">`,
 * apps/api/src/plugins/web-app.ts): the reads the page asks for first, keyed by API path, each with its Link header
 * when it is a list's page. A query takes its answer as its initial data, once, so the page's first render already
 * shows it, without a round trip after the scripts have run; any later read asks the server as usual.
 */
type FirstRead = { body: unknown; link?: string };
let answers: Map<string, FirstRead> | undefined;

function load(): Map<string, FirstRead> {
  const element = typeof document === 'undefined' ? null : document.getElementById('first-reads');
  let read: Record<string, FirstRead> = {};
  try {
    read = element?.textContent ? (JSON.parse(element.textContent) as Record<string, FirstRead>) : {};
  } catch {
    // A damaged block only costs the round trip it was meant to save.
  }
  element?.remove();
  return new Map(Object.entries(read));
}

function take(path: string): FirstRead | undefined {
  answers ??= load();
  const read = answers.get(path);
  if (!read) return undefined;
  answers.delete(path);
  // The installable app keeps public reads for offline use as they are fetched: one the page came with is fetched
  // once more after load, so opening this page offline later still finds it; before a service worker controls the
  // page, once one does (pwa/register.ts).
  if (typeof navigator === 'undefined') return read;
  if (navigator.serviceWorker?.controller) {
    const keep = () => void fetch(`/api${path}`).catch(() => undefined);
    if (document.readyState === 'complete') keep();
    else window.addEventListener('load', keep, { once: true });
  } else noteReadAroundWorker(`/api${path}`);
  return read;
}

/** The answer the page came with for this API path, once; undefined when there is none (left). */
export const takeFirstRead = <T>(path: string): T | undefined => take(path)?.body as T | undefined;

/** The first page of a list the page came with, once, with its next page's path as `apiPage` gives it. */
export function takeFirstPage<T>(path: string): Page<T> | undefined {
  const read = take(path);
  return read && { items: read.body as T[], next: nextLink(read.link ?? null) };
}
