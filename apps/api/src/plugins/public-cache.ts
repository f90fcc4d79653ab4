import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { ChannelListener, ListenTimings } from '../db/listen';

/**
 * How long a public answer stays right while no table changes: `true` until the next write; 'events-end' also
 * until the first event it lists is over (an upcoming list loses it then); 'one-second' for an answer that time
 * changes in ways the answer itself does not show (past events gain one whenever an event ends).
 */
export type PublicRead = true | 'events-end' | 'one-second';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for everyone, whoever asks: kept in memory and marked cacheable over HTTP. */
    publicRead?: PublicRead;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicRead: ReadState | null;
  }
}

/** The channel the database triggers notify on every change a public read could show (migration 0001). */
export const PUBLIC_CHANGED_CHANNEL = 'tabang_public_changed';

/**
 * Browsers and shared caches may reuse an answer for a second while they ask again in the background; with the
 * server's own bound below, no one is shown an answer more than 2 s older than the last write.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=1';

/** A hit is served only if every notification sent this long ago or earlier has been heard. */
const FRESH_MS = 1_000;
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Compressed once per answer, not per request, so the ratio can be better than the per-request setting.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

type Entry = {
  key: string;
  body: Buffer;
  contentType: string;
  /** The Link header (the next page of a list). */
  link: string | undefined;
  hash: string;
  expiresAt: number;
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  size: number;
};

type ReadState = {
  key: string;
  policy: PublicRead;
  /** The cache's generation when this request started, if usable then; stored only if no change came since. */
  generation: number | undefined;
  /** Set when this request runs the handler for others waiting on the same key. */
  done?: () => void;
  hit?: boolean;
  /** The handler's answer before serialisation (for its expiry). */
  value?: unknown;
  /** Set by the handler (`keepPublicReadUntil`) when time changes its answer in a way the policy cannot see. */
  until?: number;
};

/**
 * Bounds how long this request's public answer is kept, whatever its route's policy: for an answer that changes at
 * a known time with no write (a list of "today's" events at midnight). No effect outside a public read.
 */
export function keepPublicReadUntil(request: FastifyRequest, at: Date): void {
  const state = request.publicRead;
  if (state) state.until = Math.min(state.until ?? Number.POSITIVE_INFINITY, at.getTime());
}

export type PublicCacheOptions = {
  maxEntries: number;
  maxBytes: number;
  listenTimings?: ListenTimings;
};

export const DEFAULT_PUBLIC_CACHE_OPTIONS: PublicCacheOptions = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
};

/** The answers themselves: a bounded LRU (a Map keeps insertion order), emptied on every change. */
export class PublicCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<void>>();
  private bytes = 0;
  generation = 0;
  /**
   * How many answers were served from memory (hits), computed by their handler instead (misses: not stored yet,
   * or the cache bypassed), stored, and how often the cache was emptied (for tests, logs and the metrics).
   */
  stats = { hits: 0, misses: 0, stores: 0, clears: 0 };
  listener: ChannelListener | undefined;

  constructor(private readonly options: PublicCacheOptions) {}

  /** True while every change older than FRESH_MS is known to have been heard. */
  usable(now = Date.now()): boolean {
    return this.listener !== undefined && now - this.listener.heardUpTo() < FRESH_MS;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  waitFor(key: string): Promise<void> | undefined {
    return this.inflight.get(key);
  }

  /** Marks `key` as being computed; the returned function says it is done (stored or not). */
  lead(key: string): () => void {
    let finish!: () => void;
    const promise = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.inflight.set(key, promise);
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
      finish();
    };
  }

  /**
   * Keeps an answer computed by a request that started at `generation` while the cache was usable. Any change
   * since, or losing the connection, moved the generation on. Whether the cache is usable now does not matter: a
   * long computation delays the heartbeat, and a hit is checked again when served.
   */
  store(entry: Entry, generation: number | undefined): void {
    if (generation !== this.generation || entry.size > this.options.maxBytes / 4) return;
    const old = this.entries.get(entry.key);
    if (old) this.remove(old);
    this.entries.set(entry.key, entry);
    this.bytes += entry.size;
    this.stats.stores += 1;
    this.evict();
  }

  /** The body in `encoding`, compressed once and kept with the entry. */
  variant(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let variant = entry.variants[encoding];
    if (!variant) {
      variant = compressors[encoding](entry.body);
      entry.variants[encoding] = variant;
      void variant.then(
        (compressed) => {
          if (this.entries.get(entry.key) !== entry) return;
          entry.size += compressed.length;
          this.bytes += compressed.length;
          this.evict();
        },
        () => {},
      );
    }
    return variant;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
    this.stats.clears += 1;
    // Requests waiting on a computation that started before the change compute their own answer.
    this.inflight.clear();
  }

  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.size;
  }

  private evict() {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.remove(oldest);
    }
  }
}

/** JSON with every object's keys sorted, so equal values always give equal text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );

/**
 * What the route's own schema for `part` makes of the request: the value its handler will see (unknown query
 * parameters stripped, values trimmed and converted, defaults filled in), or undefined when the schema refuses it.
 * A route with no query schema reads no query, so its query counts as empty.
 */
function parsed(request: FastifyRequest, part: 'params' | 'querystring'): { value: unknown } | undefined {
  const input = part === 'params' ? request.params : request.query;
  const validate = request.getValidationFunction(part);
  if (!validate) return { value: part === 'params' ? input : {} };
  // The zod compiler (app.ts) answers { value } or { error }; a JSON-schema (Ajv) one answers a boolean and
  // converts its input in place, hence the copy.
  const copy = { ...(input as object) };
  const result = validate(copy) as boolean | { value?: unknown; error?: unknown };
  if (typeof result === 'boolean') return result ? { value: copy } : undefined;
  return result.error ? undefined : { value: result.value };
}

/**
 * The key of a public answer: the route and what its schemas make of the path's params and the query, as its
 * handler will see them. So `?b=2&a=1` and `?a=1&b=2`, `?limit=05` and `?limit=5`, `?q=` and no `q`, and any
 * parameter the route does not declare (`fbclid`, `utm_source`, made-up ones), which the schema strips, share one
 * entry: unknown parameters cannot fill the cache or reach the database. A route's new filter joins the key by
 * being declared in its querystring schema. Undefined when the schemas refuse the request (its 400 or 404 is
 * never kept). The reader's language is part of it too: most public bodies are data alone, but some carry
 * catalogue text (the recent donations' "Anonymous" name), and a body kept for one language must never reach a
 * reader of another, here or in a shared cache (hence the Vary below).
 */
function keyOf(request: FastifyRequest): string | undefined {
  const params = parsed(request, 'params');
  const query = parsed(request, 'querystring');
  if (!params || !query) return undefined;
  return `${request.language} ${request.routeOptions.url} ${canonical([params.value, query.value])}`;
}

/**
 * What a public answer depends on besides its URL: the encoding and the language. Not `Cookie`, which would give
 * every signed-in reader a copy of their own in shared caches; a `lang` cookie that disagrees with Accept-Language
 * is caught on revalidation instead: max-age=0 makes every cache ask again, and the ETag (a hash of the bytes) of
 * another language's copy does not match this language's answer, so the right body comes back as a 200.
 */
export const PUBLIC_VARY = 'Accept-Encoding, Accept-Language';

/** When an answer stops being right with no write: per its route's policy. */
function expiryOf(policy: PublicRead, payload: unknown, now: number): number {
  if (policy === 'one-second') return now + 1_000;
  if (policy !== 'events-end' || !Array.isArray(payload)) return Number.POSITIVE_INFINITY;
  let first = Number.POSITIVE_INFINITY;
  for (const item of payload as {
    dateAndTimeStart?: string | Date;
    dateAndTimeEnd?: string | Date | null;
  }[]) {
    const end = new Date(item.dateAndTimeEnd ?? item.dateAndTimeStart ?? Number.NaN).getTime();
    if (end < first) first = end;
  }
  return first;
}

/** The encoding to send: br, else gzip, when the client takes it and the body is worth compressing. */
function encodingFor(request: FastifyRequest, size: number): Encoding | undefined {
  if (size < COMPRESS_THRESHOLD || request.headers['x-no-compression'] !== undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

const etagOf = (entry: Entry, encoding: Encoding | undefined) =>
  `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match names this answer (in any of its encodings: they are the same content). */
function notModified(request: FastifyRequest, entry: Entry): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value.slice(1).split(/[-"]/, 1)[0] === entry.hash;
  });
}

/** Sets the headers of `entry` and gives the bytes to send (none for a 304). */
async function prepare(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<Buffer | null> {
  const encoding = encodingFor(request, entry.body.length);
  reply.header('content-type', entry.contentType);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', etagOf(entry, encoding));
  reply.header('vary', PUBLIC_VARY);
  if (entry.link) reply.header('link', entry.link);
  if (notModified(request, entry)) {
    reply.code(304);
    // No body, and so no Content-Length (a 304's would have to be the full answer's).
    return null;
  }
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return request.server.publicCache.variant(entry, encoding);
}

/**
 * An in-process cache of the public reads (routes with `config.publicRead`): the answer's bytes, compressed
 * variants and ETag, served from an onRequest hook before validation, handler and serializer. It is emptied
 * whenever the database notifies that public data changed (triggers in migration 0001), from this server or any
 * other, and bypassed while this server cannot be sure it has heard every notification. See
 * docs/decisions/010-public-read-cache.md.
 */
async function publicCache(
  app: FastifyInstance,
  options: Partial<PublicCacheOptions> & { listen: Database['listen'] },
) {
  const cache = new PublicCache({ ...DEFAULT_PUBLIC_CACHE_OPTIONS, ...options });
  app.decorate('publicCache', cache);
  // Read from the stats when scraped, so the cache itself knows nothing of metrics.
  const counted = (name: string, help: string, stat: keyof PublicCache['stats']) =>
    app.metrics.counter({
      name,
      help,
      collect() {
        this.reset();
        this.inc(cache.stats[stat]);
      },
    });
  counted('tabang_public_cache_hits_total', 'Public reads answered from memory.', 'hits');
  counted(
    'tabang_public_cache_misses_total',
    'Public reads their handler answered: not in memory yet, or the cache bypassed while not sure it is fresh.',
    'misses',
  );
  counted(
    'tabang_public_cache_invalidations_total',
    'Times the public cache was emptied: a change to public data, or (re)connecting to hear changes.',
    'clears',
  );
  app.decorateRequest('publicRead', null);

  cache.listener = options.listen(
    PUBLIC_CHANGED_CHANNEL,
    {
      notify: () => cache.clear(),
      listening: () => {
        cache.clear();
        app.log.info('listening for public data changes');
      },
      lost: (error) => {
        cache.clear();
        app.log.warn({ err: error }, 'lost the connection that hears public data changes; cache bypassed');
      },
    },
    options.listenTimings,
  );
  app.addHook('onClose', async () => cache.listener?.close());

  const serveFromMemory: onRequestAsyncHookHandler = async (request, reply) => {
    const policy = request.routeOptions.config.publicRead;
    if (request.method !== 'GET' || !policy) return;
    const key = keyOf(request);
    // Refused by its schemas: validation answers it, and nothing is kept.
    if (key === undefined) return;
    const usable = cache.usable();
    const state: ReadState = { key, policy, generation: usable ? cache.generation : undefined };
    request.publicRead = state;
    if (!usable) return;
    let entry = cache.get(key);
    if (!entry) {
      const pending = cache.waitFor(key);
      if (!pending) {
        state.done = cache.lead(key);
        return;
      }
      await pending;
      entry = cache.get(key);
      if (!entry) return;
    }
    state.hit = true;
    cache.stats.hits += 1;
    const body = await prepare(request, reply, entry);
    // send(null) would write the JSON `null`; send() writes nothing.
    return body === null ? reply.send() : reply.send(body);
  };

  // Behind the request limit's own onRequest hook (registered before), so hits are still counted.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicRead) return;
    const own = route.onRequest;
    route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), serveFromMemory];
  });

  // Runs before @fastify/compress's route-level hook, which leaves a body with a Content-Encoding alone.
  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.publicRead;
    if (!state || state.hit) return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      state.done?.();
      return payload;
    }
    const body = Buffer.from(payload);
    const now = Date.now();
    const entry: Entry = {
      key: state.key,
      body,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      link: reply.getHeader('link') as string | undefined,
      hash: createHash('sha256').update(body).digest('hex').slice(0, 32),
      expiresAt: Math.min(expiryOf(state.policy, state.value, now), state.until ?? Number.POSITIVE_INFINITY),
      variants: {},
      size: body.length + state.key.length + 256,
    };
    cache.store(entry, state.generation);
    state.done?.();
    return prepare(request, reply, entry);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.publicRead) request.publicRead.value = payload;
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const state = request.publicRead;
    if (!state) return;
    if (!state.hit) cache.stats.misses += 1;
    // Whatever happened to the leader's request, those waiting on it go on.
    state.done?.();
  });
  app.addHook('onRequestAbort', async (request) => request.publicRead?.done?.());
}

export default fp(publicCache, { name: 'public-cache', dependencies: ['http', 'metrics'] });
