import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEALTH_CHECK_TIMEOUT_MS } from '../../config';
import { databaseUnavailable } from '../../errors';

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

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } } },
    async () => {
      // A load balancer's probe must hear back quickly even from a frozen database, well before any query timeout.
      await within(app.db.execute(sql`select 1`), HEALTH_CHECK_TIMEOUT_MS);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
export default routes;
