import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEALTH_CHECK_TIMEOUT_MS } from '../../config';
import { databaseUnavailable, shuttingDown } from '../../errors';

/** Rejects with a 503 when `promise` has not settled within `ms`; the promise itself runs on to its own end. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable(new Error(`no answer within ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of a load balancer or orchestrator (docs/operations.md, "Health checks and draining"): answered now,
 * never from a cache, and not counted by the rate limit (plugins/http.ts), as one address probes every few seconds.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // A load balancer's probe must hear back quickly even from a frozen database, well before any query timeout.
  const databaseAnswers = () => within(app.db.execute(sql`select 1`), HEALTH_CHECK_TIMEOUT_MS);

  // Liveness: the process is alive and its database answers; it stays 200 while the server drains.
  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the server is alive and its database answers',
        description:
          'Liveness: 200 once the database answers `select 1`, 503 `database_unavailable` when it does not ' +
          `within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s. Stays 200 while the server drains. Not rate-limited; ` +
          '`Cache-Control: no-store`.',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await databaseAnswers();
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // Readiness: send this server new requests. 503 `shutting_down` from SIGTERM on, 503 without the database.
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Check that this server takes new requests',
        description:
          'Readiness: 503 `shutting_down` (with `Retry-After`) from the moment the process is told to ' +
          'stop, and 503 `database_unavailable` as for liveness. Not rate-limited; `Cache-Control: no-store`.',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.literal('ok') }) },
      },
    },
    async () => {
      if (app.draining) throw shuttingDown();
      await databaseAnswers();
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
};
export default routes;
