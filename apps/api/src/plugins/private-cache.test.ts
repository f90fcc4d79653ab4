import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, expect, it } from 'vitest';
import privateCache from './private-cache';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

it('lets an answer refused before the cookies were read go out as it is', async () => {
  app = Fastify();
  // As the draining plugin does while the server closes: its hook runs before the cookie plugin's.
  app.addHook('onRequest', async () => {
    throw Object.assign(new Error('closing'), { statusCode: 503 });
  });
  await app.register(cookie);
  await app.register(
    fp(
      async (auth) => {
        auth.decorate('sessionCookieName', 'session');
      },
      { name: 'auth' },
    ),
  );
  await app.register(privateCache);
  app.get('/', async () => 'hello');
  for (const headers of [{}, { cookie: 'session=abc' }]) {
    const response = await app.inject({ method: 'GET', url: '/', headers });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'closing' });
  }
});
