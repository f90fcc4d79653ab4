import {
  type ApiErrorCode,
  isApiErrorCode,
  REQUEST_TIMEOUT_MS,
  TOKEN_STORAGE_KEY,
  WRITTEN_AT_HEADER,
  WRITTEN_AT_READS_MS,
} from '@tabang/shared';
import { isOnline, noteCachedAnswer } from '../pwa/offline-state';
import texts from './i18n';
import { forgetKept } from './kept';

/**
 * An API failure with the server's message (or the general fallback text), the HTTP status (0: no response) and
 * the server's stable error code (null when no answer came, or one without a code, like a proxy's error page).
 * Decide on `code` (or `status`), never on the message: it is translated and may be reworded.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | null;
  /**
   * For a failure without a server message, the technical 'HTTP error! status: {code}', kept for logs and support;
   * people see `message`, a catalogue text they can act on.
   */
  readonly detail: string;
  constructor(message: string, status: number, detail = message, code: ApiErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

const API_BASE = '/api';
/** The catalogue text for a failure that brings no message of its own (a proxy's 502 page); others: 'generic'. */
const STATUS_TEXTS: Record<number, 'unauthorized' | 'forbidden' | 'notFound'> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
};

export const getToken = () => {
  try {
    return sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};
/**
 * Without "Remember me" the token lives in sessionStorage, so closing the browser ends the sign-in. Whatever was
 * kept on the device for the previous sign-in (lib/kept.ts) goes with its token.
 */
export const setToken = (token: string | null, remember?: boolean) => {
  forgetKept();
  try {
    sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    if (token) (remember ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
};

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: unknown;
  /** Paths are relative to the API base unless `root` is set (the /auth calls). */
  root?: boolean;
  /** Include cookies, for the calls that are sent with the session cookie (auth, likes, donations). */
  credentials?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Read a successful answer as a Blob (a file such as a PDF) instead of JSON or text. */
  blob?: boolean;
};

/**
 * The one way the web app talks to the server: the bearer token from `authToken`, JSON unless
 * the body is form data, a 15 s timeout giving 'Request timeout', JSON or text by content type, and errors from
 * the response's `message` or else a catalogue text for the status (never a raw 'HTTP error'), or the connection
 * text when no answer came.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** This page's last write, as the server timed it, and until when (this clock) its reads say so. */
let lastWrite: { at: string; until: number } | undefined;

/**
 * Lets the browser do other work before a request starts: starting one costs a slow phone some milliseconds (the
 * browser's own part of `fetch` most of it), and a page's sections ask for theirs together, in one task long enough
 * to hold up a tap. `scheduler.yield` (Chromium) goes on in a task of its own, ahead of other waiting work; where
 * it is missing the request starts at once.
 */
const taskOfItsOwn = () =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();

/** The headers of every request: JSON, and the bearer token when there is one. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The reads answered before a service worker controlled this page (a first visit): they went around it, so it kept
 * none of them for a visit without a connection (pwa/register.ts asks them again through it).
 */
const readsAroundWorker = new Set<string>();
/** Where the reads are: the only answers the service worker may keep (never the sign-in, under /auth). */
const READS = `${API_BASE}/get/`;

/** As many as a first visit's pages ask for: where no service worker comes (a browser without one), none drains them. */
const MOST_READS_AROUND_WORKER = 200;

/** Notes a read's URL when no service worker saw it: none controls the page yet. */
export function noteReadAroundWorker(url: string) {
  if (!navigator.serviceWorker?.controller && readsAroundWorker.size < MOST_READS_AROUND_WORKER)
    readsAroundWorker.add(url);
}

/** The URLs of the reads answered around the service worker since the last call. */
export function takeReadsAroundWorker(): string[] {
  const urls = [...readsAroundWorker];
  readsAroundWorker.clear();
  return urls;
}

async function send<T>(path: string, options: RequestOptions): Promise<{ data: T; response: Response }> {
  await taskOfItsOwn();
  const headers = baseHeaders();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A list read just after a change of this page's (an update posted, a like) must not be one the server kept from
  // before it.
  if (method === 'GET' && lastWrite && performance.now() < lastWrite.until)
    headers[WRITTEN_AT_HEADER] = lastWrite.at;
  // A change (like, volunteer, donate, sign up) is never sent, queued or retried without a connection.
  if (method !== 'GET' && !isOnline()) {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', abortFromCaller);
    throw new ApiError(texts.t('offline.needsConnection'), 0);
  }

  const url = `${options.root ? '' : API_BASE}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: options.credentials ? 'include' : 'same-origin',
      // The browser asks the server every time (a 304 when nothing changed) instead of showing a public answer
      // it may reuse while revalidating: a page must not show a list from before a change just made.
      cache: 'no-cache',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all: our timeout, or no connection (offline, DNS, a blocked request).
    throw new ApiError(texts.t(controller.signal.aborted ? 'errors.requestTimeout' : 'errors.offline'), 0);
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (method === 'GET' && url.startsWith(READS) && response.ok) noteReadAroundWorker(url);

  const writtenAt = response.headers.get(WRITTEN_AT_HEADER);
  if (writtenAt) lastWrite = { at: writtenAt, until: performance.now() + WRITTEN_AT_READS_MS };

  // The service worker's mark on an answer from its cache (offline): the offline banner shows its time.
  const cachedAt = response.headers.get('x-tabang-cached');
  if (cachedAt) noteCachedAnswer(cachedAt);

  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const data: unknown =
    options.blob && response.ok
      ? await response.blob()
      : isJson
        ? await response.json().catch(() => null)
        : await response.text();
  if (!response.ok) {
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      const { message, code } = data as { message: string; code?: unknown };
      throw new ApiError(message, response.status, message, isApiErrorCode(code) ? code : null);
    }
    throw new ApiError(
      texts.t(`errors.${STATUS_TEXTS[response.status] ?? 'generic'}`),
      response.status,
      texts.t('errors.httpError', { code: String(response.status) }),
    );
  }
  return { data: data as T, response };
}

/** How long a downloaded file's blob URL lives: long enough for the browser to save it. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/**
 * Saves a file from the API (a receipt, a CSV export) under the name its Content-Disposition gives, else
 * `fallbackName`. The API takes a bearer token, which a plain link cannot carry, so the file is fetched and
 * offered from a blob URL. Throws the ApiError of a failed request (404, 409…).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { data, response } = await send<Blob>(path, { blob: true });
  const disposition = response.headers.get('content-disposition') ?? '';
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** One page of a list and the URL of the next one (null on the last page). */
export type Page<T> = { items: T[]; next: string | null };

/**
 * GET one page of a paged list: the items, and the `rel="next"` URL of the `Link` header. That URL is an
 * absolute path under /api; pass it back with `{ root: true }` to get the next page.
 */
export async function apiPage<T>(path: string, options: Omit<RequestOptions, 'body' | 'method'> = {}) {
  const { data, response } = await send<T[]>(path, options);
  return { items: data, next: nextLink(response.headers.get('link')) } satisfies Page<T>;
}

/** One link-value of a Link header: `<uri>` and its parameters (`; name=value` or `; name="quoted"`). */
const LINK_VALUE = /<([^>]*)>((?:\s*;\s*[^\s;,=]+(?:\s*=\s*(?:"(?:[^"\\]|\\.)*"|[^;,\s]*))?)*)/g;
const LINK_PARAM = /;\s*([^\s;,=]+)(?:\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;,\s]*)))?/g;

/**
 * The `rel="next"` target of a Link header (RFC 8288: several comma-separated links, rel may be unquoted or
 * hold several space-separated types, names are case-insensitive). Only a same-origin path under /api is
 * followed, so a header can never send the app's bearer token elsewhere.
 */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const [, target = '', params = ''] of header.matchAll(LINK_VALUE)) {
    for (const [, name = '', quoted, bare] of params.matchAll(LINK_PARAM)) {
      if (name.toLowerCase() !== 'rel') continue;
      const rels = (quoted?.replace(/\\(.)/g, '$1') ?? bare ?? '').toLowerCase().split(/\s+/);
      if (!rels.includes('next')) break;
      return sameOriginApiPath(target);
    }
  }
  return null;
}

function sameOriginApiPath(target: string): string | null {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${API_BASE}/`)) return null;
  return `${url.pathname}${url.search}`;
}

/** The URL of an API path for a plain link (a file download): the root plus /api plus the path. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** The URL of an image path the API gives (the root plus /api plus the path). */
export const imageUrl = (path: string | null | undefined) => (path ? `${API_BASE}${path}` : undefined);
