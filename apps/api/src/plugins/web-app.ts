import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a request no route matched with the web app's page, when it asks for one; otherwise undefined. */
    sendWebAppPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
  }
}

/**
 * The built web app (WEB_DIST_DIR), when there is one: its files, and its index.html for `/` and for every other
 * page path (the not-found handler asks `sendWebAppPage`), since the web app routes in the browser.
 */
async function webApp(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const hasWebApp = existsSync(join(root, 'index.html'));
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

  app.decorate('sendWebAppPage', (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    const path = request.url.split('?')[0]!;
    const isApi =
      path === '/api' ||
      path.startsWith('/api/') ||
      path.startsWith('/auth/') ||
      path.startsWith('/sandbox/');
    // A missing file (a name with an extension, like an old /assets/index-abc.js) is a 404, not the app's page.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    // Every unknown page is the web app; it renders Home for paths it does not know.
    return isApi || isFile ? undefined : sendIndex(reply);
  });

  if (!hasWebApp) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/, so those never change.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
}

export default fp(webApp, { name: 'web-app' });
