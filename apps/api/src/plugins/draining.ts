import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shuttingDown } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is shutting down: `/api/health/ready` answers 503 from then on. */
    readonly draining: boolean;
    /** Starts the shutdown (server.ts, on SIGTERM): report not-ready while still serving everything. */
    drain(): void;
  }
}

/**
 * The shutdown's states, in order (docs/operations.md, "Health checks and draining"): serving; draining (every
 * route still answers, only readiness says 503 so the load balancer stops sending new clients); closing
 * (`app.close()`: no new connections, requests already in progress finish, any new request on an open
 * connection gets 503 `shutting_down`). From draining on, every answer says `Connection: close`, so that clients
 * and the load balancer open their next connection elsewhere.
 */
async function draining(app: FastifyInstance) {
  let state: 'serving' | 'draining' | 'closing' = 'serving';
  app.decorate('draining', {
    getter: () => state !== 'serving',
  });
  app.decorate('drain', () => {
    if (state === 'serving') state = 'draining';
  });
  // Fastify has marked itself closing by now (its own 503 is turned off in app.ts for this one, in our shape).
  app.addHook('preClose', async () => {
    state = 'closing';
  });
  // Callback hooks (as the others on every request): no promise per request.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(state === 'closing' ? shuttingDown() : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state !== 'serving') reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(draining, { name: 'draining' });
