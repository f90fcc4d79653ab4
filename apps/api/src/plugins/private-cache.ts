import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer to a request that carries a session (the cookie or an Authorization header) may hold that person's
 * data, so no shared cache may keep it and no cache may hand it to another session. Every such answer gets
 * `Cache-Control: private, no-store` and `Vary: Cookie, Authorization`, unless its route declared it `public` (the
 * same for everyone: images, the web app's fingerprinted files). A new route is private by default this way.
 * Anonymous answers keep their own headers.
 */
async function privateCache(app: FastifyInstance) {
  // A callback hook: it runs for every answer, and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // No cookies at all when the answer was given before they were read (the server closing, plugins/draining.ts).
    const carriesSession =
      request.headers.authorization !== undefined || request.cookies?.[app.sessionCookieName] !== undefined;
    if (carriesSession && !/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('cache-control', 'private, no-store');
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Cookie, Authorization` : 'Cookie, Authorization');
    }
    done(null, payload);
  });
}

export default fp(privateCache, { name: 'private-cache', dependencies: ['auth'] });
