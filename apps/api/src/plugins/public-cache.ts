import { createHash } from 'node:crypto';
import { WRITTEN_AT_HEADER } from '@tabang/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { ChannelListener, ListenTimings } from '../db/listen';
import { compress, type Encoding, encodingFor, etagOf, namesContent } from '../lib/encoding';

/**
 * What a public answer shows, named as the database's notifications name what changed (migration 0015): one
 * charity or event (the one in the path's `:id`, with everything its page shows), or one of the public lists.
 */
export type PublicTopic = 'charity' | 'event' | 'charities' | 'events' | 'categories' | 'leaderboard';

export type PublicRead = {
  shows: PublicTopic;
  /**
   * When it also stops being right with no write: 'events-end' when the first event it lists is over (an upcoming
   * list loses it then); 'one-second' for an answer that time changes in ways the answer itself does not show
   * (past events gain one whenever an event ends). Otherwise only a change to what it shows ends it.
   */
  until?: 'events-end' | 'one-second';
};

/** The topic a notification names for one charity or event, or a list. */
export const topicOf = (shows: PublicTopic, id?: number) =>
  shows === 'charity' || shows === 'event' ? `${shows}:${id}` : shows;

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
/**
 * How long a gift's changes (totals, counts, recent gifts: notifications marked "soon") may wait before they end
 * the answers they touch: at 50 gifts a second, the leaderboard is computed again twice a second, not 50 times.
 */
export const SOON_MS = 500;
/**
 * How long an answer gifts ended may still be given to readers while one request computes its successor, so that
 * no reader waits for that computation (it takes milliseconds; this bounds one that fails or hangs). With SOON_MS
 * and FRESH_MS, a gift shows within 2 s on every server (decision 035).
 */
export const REFRESH_MS = 500;

export type Entry = {
  key: string;
  body: Buffer;
  contentType: string;
  /** The Link header (the next page of a list). */
  link: string | undefined;
  hash: string;
  expiresAt: number;
  /** What it shows, and the cache's sequence number when its computation started. */
  topic: string;
  since: number;
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  size: number;
  /** When it was first found ended by gifts (see PublicCache.get). */
  endedAt?: number;
};

type ReadState = {
  key: string;
  policy: PublicRead;
  topic: string;
  /** The cache's sequence number when this request started, if usable then; stored only if no change came since. */
  since: number | undefined;
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
  /** Off: nothing is kept, and every public read is computed (headers and ETag as always). */
  enabled: boolean;
  maxEntries: number;
  maxBytes: number;
  listenTimings?: ListenTimings;
  soonMs: number;
};

export const DEFAULT_PUBLIC_CACHE_OPTIONS: PublicCacheOptions = {
  enabled: true,
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  soonMs: SOON_MS,
};

/**
 * The answers themselves: a bounded LRU (a Map keeps insertion order). Each notification moves a sequence number
 * on and records it against the topics it names; an answer whose computation started before its topic last changed
 * is no longer served. A notification naming everything ("*"), or hearing changes again after missing some, empties
 * the whole cache.
 */
export class PublicCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<void>>();
  private bytes = 0;
  /** Moved on by every change heard. */
  private sequence = 0;
  /** When everything last changed, and when each topic did since. */
  private clearedAt = 0;
  private changedAt = new Map<string, number>();
  /** Each topic's last change that must show at once (not a gift's). */
  private urgentAt = new Map<string, number>();
  /** The topics of gifts heard but not applied yet, and the timer that applies them. */
  private soon = new Set<string>();
  private soonTimer: NodeJS.Timeout | undefined;
  /**
   * How many answers were served from memory (hits), computed by their handler instead (misses: not stored yet,
   * or the cache bypassed), stored, how often the cache was emptied and how many topic changes were applied (for
   * tests, logs and the metrics).
   */
  stats = { hits: 0, misses: 0, stores: 0, clears: 0, changes: 0 };
  listener: ChannelListener | undefined;

  constructor(private readonly options: PublicCacheOptions) {}

  /** The sequence number to give a computation starting now. */
  now(): number {
    return this.sequence;
  }

  /** Whether an answer about `topic` computed from `since` on is still right. */
  current(topic: string, since: number): boolean {
    return this.clearedAt <= since && (this.changedAt.get(topic) ?? 0) <= since;
  }

  /**
   * A notification's payload: "<now|soon> <topic> …" (migration 0015). Anything else, or "*", empties the cache:
   * a payload this server cannot read must not leave a wrong answer in it.
   */
  heard(payload: string): void {
    const [urgency, ...topics] = payload.split(' ').filter(Boolean);
    if (topics.length === 0 || topics.includes('*') || (urgency !== 'now' && urgency !== 'soon')) {
      this.clear();
      return;
    }
    if (urgency === 'now') {
      this.change(topics, true);
      return;
    }
    for (const topic of topics) this.soon.add(topic);
    this.soonTimer ??= setTimeout(() => {
      this.soonTimer = undefined;
      const due = [...this.soon];
      this.soon.clear();
      if (due.length > 0) this.change(due, false);
    }, this.options.soonMs).unref();
  }

  private change(topics: string[], urgent: boolean): void {
    this.sequence += 1;
    for (const topic of topics) {
      this.changedAt.set(topic, this.sequence);
      if (urgent) this.urgentAt.set(topic, this.sequence);
    }
    this.stats.changes += 1;
  }

  /** Whether an answer about `topic` computed from `since` on, and no longer current, was ended by gifts alone. */
  private endedByGifts(topic: string, since: number): boolean {
    return this.clearedAt <= since && (this.urgentAt.get(topic) ?? 0) <= since;
  }

  close(): void {
    clearTimeout(this.soonTimer);
    this.soonTimer = undefined;
  }

  /**
   * True while every change older than FRESH_MS is known to have been heard, and every change up to `writtenAt`
   * (a reader's own write).
   */
  usable(now = Date.now(), writtenAt = 0): boolean {
    if (!this.options.enabled || this.listener === undefined) return false;
    const heard = this.listener.heardUpTo();
    return now - heard < FRESH_MS && heard >= writtenAt;
  }

  /**
   * Waits, FRESH_MS at most, until every change up to `writtenAt` has been heard (a round trip to the database
   * usually). A time still to come counts as now: no one can make a reader wait longer than that, whatever they send.
   */
  async hearUpTo(writtenAt: number): Promise<number> {
    const at = Math.min(writtenAt, Date.now());
    const listener = this.listener;
    if (!this.options.enabled || !listener || listener.heardUpTo() >= at) return at;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      listener.caughtUp(at),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, FRESH_MS);
      }),
    ]);
    clearTimeout(timeout);
    return at;
  }

  /**
   * The answer kept for `key`, and whether gifts ended it (`refreshing`): such an answer is still given for
   * REFRESH_MS from when it was first found ended, while one request computes its successor.
   */
  get(key: string, now = Date.now()): { entry: Entry; refreshing: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const refreshing = !this.current(entry.topic, entry.since);
    const givable = !refreshing || this.endedByGifts(entry.topic, entry.since);
    if (refreshing && givable) entry.endedAt ??= now;
    if (entry.expiresAt <= now || !givable || now - (entry.endedAt ?? now) >= REFRESH_MS) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, refreshing };
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
   * Keeps an answer computed by a request that started while the cache was usable (`entry.since`), unless what it
   * shows changed since, or the connection was lost. Whether the cache is usable now does not matter: a long
   * computation delays the heartbeat, and a hit is checked again when served.
   */
  store(entry: Entry): void {
    if (!this.current(entry.topic, entry.since) || entry.size > this.options.maxBytes / 4) return;
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
      variant = compress(entry.body, encoding);
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
    this.sequence += 1;
    this.clearedAt = this.sequence;
    // Every answer from before is gone, so no topic's older changes matter any more.
    this.changedAt.clear();
    this.urgentAt.clear();
    this.soon.clear();
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
function keyOf(request: FastifyRequest, shows: PublicTopic): { key: string; topic: string } | undefined {
  const params = parsed(request, 'params');
  const query = parsed(request, 'querystring');
  if (!params || !query) return undefined;
  return {
    key: `${request.language} ${request.routeOptions.url} ${canonical([params.value, query.value])}`,
    topic: topicOf(shows, (params.value as { id?: number }).id),
  };
}

/**
 * What a public answer depends on besides its URL: the encoding and the language. Not `Cookie`, which would give
 * every signed-in reader a copy of their own in shared caches; a `lang` cookie that disagrees with Accept-Language
 * is caught on revalidation instead: max-age=0 makes every cache ask again, and the ETag (a hash of the bytes) of
 * another language's copy does not match this language's answer, so the right body comes back as a 200.
 */
export const PUBLIC_VARY = 'Accept-Encoding, Accept-Language';

/** When an answer stops being right with no write: per its route's policy. */
function expiryOf({ until }: PublicRead, payload: unknown, now: number): number {
  if (until === 'one-second') return now + 1_000;
  if (until !== 'events-end' || !Array.isArray(payload)) return Number.POSITIVE_INFINITY;
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

/** Sets the headers of `entry` and gives the bytes to send (none for a 304). */
async function prepare(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<Buffer | null> {
  const encoding = encodingFor(request, entry.body.length);
  reply.header('content-type', entry.contentType);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', etagOf(entry.hash, encoding));
  reply.header('vary', PUBLIC_VARY);
  if (entry.link) reply.header('link', entry.link);
  if (namesContent(request, entry.hash)) {
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
 * variants and ETag, served from an onRequest hook before validation, handler and serializer. An answer ends when
 * the database notifies that what it shows changed (triggers in migration 0015), from this server or any other,
 * and the cache is bypassed while this server cannot be sure it has heard every notification. See
 * docs/decisions/010-public-read-cache.md and 022-targeted-invalidation.md.
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
    'Times the whole public cache was emptied: a change to everything, or (re)connecting to hear changes.',
    'clears',
  );
  counted(
    'tabang_public_cache_topic_changes_total',
    'Changes to some charities, events or lists applied to the public cache (gifts at most twice a second).',
    'changes',
  );
  app.decorateRequest('publicRead', null);

  cache.listener = options.listen(
    PUBLIC_CHANGED_CHANNEL,
    {
      notify: (payload) => cache.heard(payload),
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
  app.addHook('onClose', async () => {
    cache.close();
    await cache.listener?.close();
  });

  const serveFromMemory: onRequestAsyncHookHandler = async (request, reply) => {
    const policy = request.routeOptions.config.publicRead;
    if (request.method !== 'GET' || !policy) return;
    const keyed = keyOf(request, policy.shows);
    // Refused by its schemas: validation answers it, and nothing is kept.
    if (keyed === undefined) return;
    const { key, topic } = keyed;
    // A reader who has just written waits until its write has been heard, so as not to be shown the answer before it.
    const written = Number(request.headers[WRITTEN_AT_HEADER]);
    const writtenAt = written > 0 ? await cache.hearUpTo(written) : 0;
    const usable = cache.usable(Date.now(), writtenAt);
    const state: ReadState = { key, policy, topic, since: usable ? cache.now() : undefined };
    request.publicRead = state;
    if (!usable) return;
    let found = cache.get(key);
    const pending = cache.waitFor(key);
    // Missing, or ended by gifts: one request computes the answer. Those arriving meanwhile wait for it, or are
    // given the answer the gifts ended, so that during a campaign no reader waits for the totals to be recomputed.
    if ((!found || found.refreshing) && !pending) {
      state.done = cache.lead(key);
      return;
    }
    if (!found) {
      await pending;
      found = cache.get(key);
      if (!found) return;
    }
    const { entry } = found;
    state.hit = true;
    cache.stats.hits += 1;
    const body = await prepare(request, reply, entry);
    // send(null) would write the JSON `null`; send() writes nothing.
    return body === null ? reply.send() : reply.send(body);
  };

  // Behind the request limit's own onRequest hook (registered before), so hits are still counted.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicRead) return;
    const { shows } = route.config.publicRead;
    // The topic of one thing is named by the :id in the path.
    if ((shows === 'charity' || shows === 'event') && !route.url.includes('/:id'))
      throw new Error(`${route.url} shows one ${shows}, so its path must have its :id`);
    const own = route.onRequest;
    route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), serveFromMemory];
  });

  // Runs before @fastify/compress's route-level hook, which leaves a body with a Content-Encoding alone. A callback
  // hook, so an answer from memory (and every other request) passes without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.publicRead;
    if (!state || state.hit) return done(null, payload);
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      state.done?.();
      return done(null, payload);
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
      topic: state.topic,
      since: state.since ?? -1,
      variants: {},
      size: body.length + state.key.length + 256,
    };
    // Computed while the cache was not usable: sent with its ETag, never kept.
    if (state.since !== undefined) cache.store(entry);
    state.done?.();
    prepare(request, reply, entry).then((prepared) => done(null, prepared), done);
  });
  // Stamped after the handler, so after its transaction committed.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      reply.header(WRITTEN_AT_HEADER, String(Date.now()));
    done(null, payload);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.publicRead) request.publicRead.value = payload;
    return payload;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const state = request.publicRead;
    if (state) {
      if (!state.hit) cache.stats.misses += 1;
      // Whatever happened to the leader's request, those waiting on it go on.
      state.done?.();
    }
    done();
  });
  app.addHook('onRequestAbort', async (request) => request.publicRead?.done?.());
}

export default fp(publicCache, { name: 'public-cache', dependencies: ['http', 'metrics'] });
