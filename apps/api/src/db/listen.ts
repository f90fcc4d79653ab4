import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener reports: each notification (with its payload), and the connection lost or (re)listening. */
export type ChannelEvents = {
  notify(payload: string): void;
  /** Listening (again): notifications sent while not listening were missed. */
  listening(): void;
  lost(error: Error): void;
};

export type ChannelListener = {
  /**
   * A time (ms since the epoch) before which every notification sent has been heard: answers read from the
   * database then are still right unless a notification since said otherwise. 0 while not listening.
   */
  heardUpTo(): number;
  /**
   * Settles once `heardUpTo()` reaches `at` (proving it at once rather than at the next heartbeat), or at once
   * while not listening, when nothing is heard at all.
   */
  caughtUp(at: number): Promise<void>;
  close(): Promise<void>;
};

export type ListenTimings = {
  /** How often the connection is asked a trivial query, which also proves every earlier notification arrived. */
  heartbeatMs: number;
  /** The longest wait before connecting again after the connection was lost. */
  maxBackoffMs: number;
};

export const LISTEN_APPLICATION_NAME = 'tabang-listen';

export const DEFAULT_LISTEN_TIMINGS: ListenTimings = { heartbeatMs: 250, maxBackoffMs: 5_000 };

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to queries and lose it).
 * PostgreSQL sends a notification before the answer to any query issued after the notifying commit, so when a
 * heartbeat issued at time T is answered, everything committed before T has been heard: `heardUpTo` is the
 * issue time of the last answered heartbeat (or query asked for by `caughtUp`). A lost connection is reported,
 * then opened again with backoff.
 */
export function listenPostgres(
  url: string,
  channel: string,
  events: ChannelEvents,
  timings: ListenTimings = DEFAULT_LISTEN_TIMINGS,
): ChannelListener {
  let closed = false;
  let current: pg.Client | undefined;
  let heard = 0;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number, run: () => void) => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(run, ms);
  };

  // Those waiting for a proof that every change before their time was heard (see `caughtUp`).
  let waiters: { at: number; settle: () => void }[] = [];
  const settleWaiters = () => {
    const waiting = waiters;
    waiters = [];
    for (const waiter of waiting)
      if (heard === 0 || waiter.at <= heard) waiter.settle();
      else waiters.push(waiter);
  };
  // When the newest query in flight was issued (0: none): queries are answered in order, so its answer proves the
  // most.
  let probedAt = 0;

  const dead = new WeakSet<pg.Client>();
  // 'error' and 'end' may both come for one connection; only its first report counts.
  const lose = (client: pg.Client, error: Error) => {
    if (closed || dead.has(client)) return;
    dead.add(client);
    if (client !== current) return;
    current = undefined;
    heard = 0;
    probedAt = 0;
    settleWaiters();
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    events.lost(error);
    failures += 1;
    later(Math.min(timings.maxBackoffMs, 100 * 2 ** Math.min(failures, 10)), connect);
  };

  /** A trivial query: its answer proves that every notification committed before it was issued has arrived. */
  const probe = (client: pg.Client) => {
    const issued = Date.now();
    probedAt = issued;
    return client.query('select 1').then(
      () => {
        if (client !== current) return false;
        heard = Math.max(heard, issued);
        if (probedAt === issued) probedAt = 0;
        settleWaiters();
        return true;
      },
      (error: Error) => {
        lose(client, error);
        return false;
      },
    );
  };

  const heartbeat = (client: pg.Client) => {
    void probe(client).then((alive) => {
      if (alive) later(timings.heartbeatMs, () => heartbeat(client));
    });
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      // Named, so an operator (or a test) can find it in pg_stat_activity.
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      // A heartbeat that hangs this long means a dead link that TCP has not noticed yet.
      query_timeout: 5_000,
    });
    current = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) events.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      const issued = Date.now();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (closed || client !== current) return;
      failures = 0;
      events.listening();
      heard = issued;
      later(timings.heartbeatMs, () => heartbeat(client));
    } catch (error) {
      lose(client, error as Error);
    }
  }

  void connect();
  return {
    heardUpTo: () => heard,
    caughtUp(at) {
      if (heard === 0 || at <= heard || !current) return Promise.resolve();
      const client = current;
      return new Promise<void>((settle) => {
        waiters.push({ at, settle });
        // One query in flight since `at` proves it for every waiter: a burst of readers costs one.
        if (probedAt < at) void probe(client);
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      heard = 0;
      settleWaiters();
      await client?.end().catch(() => {});
    },
  };
}

/** PGlite runs in this process and calls listeners as soon as a notifying statement commits: always current. */
export function listenPglite(client: PGlite, channel: string, events: ChannelEvents): ChannelListener {
  let heard = 0;
  const unsubscribe = client
    .listen(channel, (payload) => events.notify(payload))
    .then((stop) => {
      events.listening();
      heard = Number.POSITIVE_INFINITY;
      return stop;
    });
  return {
    heardUpTo: () => (heard === 0 ? 0 : Date.now()),
    caughtUp: () => Promise.resolve(),
    async close() {
      heard = 0;
      await (await unsubscribe)().catch(() => {});
    },
  };
}
