import { LIST_PAGE_SIZE, ZIdParam } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import { currentLanguage } from '../../i18n';
import { topicOf } from '../../plugins/public-cache';
import { findPageMeta, metaTags, type PageMeta, type ShareKind, withMeta, withPicture } from './service';

/** A page asked while the database has not answered within this long is sent without its preview. */
const LOOKUP_TIMEOUT_MS = 1_000;
/** How long a lookup is reused while this server may not have heard of every change, or after it failed. */
const UNSURE_MS = 1_000;
const MAX_ENTRIES = 2_000;

const PATH = /^\/(charity|event)\/([^/]+)\/?$/;

/** What a lookup found: the preview, nothing the public may see, or no answer from the database. */
type Lookup = PageMeta | 'missing' | 'unavailable';
type Entry = { since: number; at: number; expiresAt: number; lookup: Promise<Lookup> };

/**
 * The charity and event pages with their own link preview. A lookup is kept (found or not) until the public cache
 * hears that the charity or event changed, as its own answers are (see plugins/public-cache.ts), so a crawler or a flood of unknown ids costs
 * no more than one query per page; requests for the same page while it is looked up share that query.
 */
export function sharePages(app: FastifyInstance) {
  const entries = new Map<string, Entry>();

  const lookup = (kind: ShareKind, id: number): Promise<Lookup> => {
    // Per language: the preview's words (and the picture's alt text) are the reader's.
    const key = `${kind}/${id}/${currentLanguage()}`;
    const now = Date.now();
    const hit = entries.get(key);
    entries.delete(key);
    if (
      hit &&
      app.publicCache.current(topicOf(kind, id), hit.since) &&
      now < hit.expiresAt &&
      (app.publicCache.usable(now) || now - hit.at < UNSURE_MS)
    ) {
      // Most recently used last.
      entries.set(key, hit);
      return hit.lookup;
    }
    const entry: Entry = {
      since: app.publicCache.now(),
      at: now,
      expiresAt: Number.POSITIVE_INFINITY,
      lookup: undefined!,
    };
    entry.lookup = findPageMeta(app.db, kind, id).then(
      (meta) => meta ?? 'missing',
      (error: unknown) => {
        app.log.warn({ err: error }, 'could not look up a page preview; the page is sent without one');
        entry.expiresAt = Date.now() + UNSURE_MS;
        return 'unavailable' as const;
      },
    );
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
    return entry.lookup;
  };

  /**
   * For a charity's or an event's path: `html` (the app's page) with that page's preview and first picture and
   * status 200, or with status 404 when there is no such public page (the app then shows its not-found state).
   * `saveData` leaves out the preload of its picture and draws its smallest copy. When the database does not answer
   * in time, the plain `html` with 200, so the app still loads. Undefined for every other path.
   */
  return async (
    path: string,
    html: string,
    options: { saveData?: boolean } = {},
  ): Promise<{ status: 200 | 404; html: string } | undefined> => {
    const match = PATH.exec(path);
    if (!match) return undefined;
    const id = ZIdParam.safeParse(match[2]);
    if (!id.success) return { status: 404, html };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'unavailable'>((resolve) => {
      timer = setTimeout(resolve, LOOKUP_TIMEOUT_MS, 'unavailable');
    });
    const found = await Promise.race([lookup(match[1] as ShareKind, id.data), late]).finally(() =>
      clearTimeout(timer),
    );
    if (found === 'missing') return { status: 404, html };
    if (found === 'unavailable') return { status: 200, html };
    // With data saver on, the page shows the picture's smallest copy only (components/responsive-image.tsx): no
    // preload of the candidates a full-size screen would pick.
    const saveData = options.saveData === true;
    const tagged = withMeta(
      html,
      metaTags(saveData ? { ...found, picture: undefined } : found, app.config.publicUrl),
    );
    return { status: 200, html: found.picture ? withPicture(tagged, found.picture, saveData) : tagged };
  };
}

/**
 * The public reads a page asks for first, sent inside its HTML so the page and its first picture render without a
 * round trip after the scripts: a charity's or an event's own record (the web app's features/charities/api.ts and
 * features/events/api.ts), and the first page of Events when its URL holds no filter (features/events/api.ts).
 */
export function firstReads(url: string): string[] | undefined {
  const [path = '', query] = url.split('?');
  if (/^\/events\/?$/.test(path))
    return query ? undefined : [`/api/get/events/all/upcoming?limit=${LIST_PAGE_SIZE}`];
  const match = PATH.exec(path);
  const id = match && ZIdParam.safeParse(match[2]);
  if (!match || !id?.success) return undefined;
  return [match[1] === 'charity' ? `/api/get/organizationsByID/${id.data}` : `/api/get/events/${id.data}`];
}
