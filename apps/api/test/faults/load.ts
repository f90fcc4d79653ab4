import { performance } from 'node:perf_hooks';

/** One request of the load and what the client saw. */
export type Outcome = {
  method: string;
  path: string;
  /** performance.now() when it was sent and when its answer (or failure) was in. */
  started: number;
  ended: number;
  /** The HTTP status, 0 when the request failed without one. */
  status: number;
  ok: boolean;
  error?: string;
};

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status that counts as success. */
  expect: number;
};

export type Load = {
  outcomes: Outcome[];
  /** Resolves once `count` requests sent after `since` (performance.now()) have been answered. */
  answeredSince(since: number, count: number, withinMs: number): Promise<void>;
  /** Stops sending, waits for the requests still open, and returns every outcome. */
  stop(): Promise<Outcome[]>;
};

const describeError = (error: unknown) => {
  let cause = error as Error & { code?: string };
  while (cause.cause instanceof Error) cause = cause.cause as Error & { code?: string };
  return `${(error as Error).message}${cause === error ? '' : `: ${cause.code ?? ''} ${cause.message}`}`;
};

/**
 * A steady load of `concurrency` clients, each sending `next(i)` (i = 0, 1, 2… over all clients), waiting for the
 * answer, then pausing `pauseMs`: requests every few milliseconds without taking the machine's cores from the
 * servers under test.
 */
export function startLoad(options: {
  baseUrl: string;
  concurrency: number;
  pauseMs: number;
  next(i: number): LoadRequest;
}): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let sent = 0;
  const listeners = new Set<() => void>();

  const client = async () => {
    while (running) {
      const request = options.next(sent++);
      const started = performance.now();
      let outcome: Outcome;
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        outcome = {
          method: request.method,
          path: request.path,
          started,
          ended: performance.now(),
          status: response.status,
          ok: response.status === request.expect,
        };
      } catch (error) {
        outcome = {
          method: request.method,
          path: request.path,
          started,
          ended: performance.now(),
          status: 0,
          ok: false,
          error: describeError(error),
        };
      }
      outcomes.push(outcome);
      for (const listener of listeners) listener();
      await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  const clients = Array.from({ length: options.concurrency }, client);

  return {
    outcomes,
    answeredSince: (since, count, withinMs) =>
      new Promise<void>((done, fail) => {
        const check = () => {
          if (outcomes.filter((outcome) => outcome.started >= since).length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          done();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          fail(new Error(`fewer than ${count} requests answered within ${withinMs} ms`));
        }, withinMs);
        listeners.add(check);
        check();
      }),
    async stop() {
      running = false;
      await Promise.all(clients);
      return outcomes;
    },
  };
}

/** The failures among `outcomes`, in a form that reads well in an assertion's message. */
export const failuresOf = (outcomes: Outcome[]) =>
  outcomes
    .filter((outcome) => !outcome.ok)
    .map(
      ({ method, path, status, error, started }) =>
        `${method} ${path} → ${status || error} (sent at ${Math.round(started)} ms)`,
    );
