import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a request no route matched with the web app's page, when it asks for one; otherwise undefined. */
    sendWebAppPage: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => FastifyReply | Promise<FastifyReply> | undefined;
  }
}

/**
 * What the pages carry beside the build, given by app.ts (the previews are the share module's: a plugin never
 * imports a module).
 */
export type WebAppOptions = {
  /** index.html with the site's own link preview. */
  withSiteMeta: (html: string) => string;
  /**
   * For a charity's or an event's page: that page's preview (or a 404); undefined for any other path. `saveData`:
   * the browser asked to save data (`Save-Data: on`), so the page's picture is not preloaded at full size.
   */
  sharePages: (
    app: FastifyInstance,
  ) => (
    path: string,
    html: string,
    options?: { saveData?: boolean },
  ) => Promise<{ status: number; html: string } | undefined>;
  /** False in a process that serves no pages (a worker): every unknown path is then the plain 404. */
  servesPages?: boolean;
};

type Page = { html: string; etag: string };
const page = (html: string): Page => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/**
 * index.html for each public page of the build's page-preloads.json (see apps/web/vite.config.ts), with a
 * `<link rel="modulepreload">` for each chunk that page needs: the browser fetches them with the entry chunk
 * instead of after it has run. Other paths get index.html as built. Every page carries the site's link preview.
 */
function pagesOf(root: string, withSiteMeta: WebAppOptions['withSiteMeta']) {
  const index = withSiteMeta(readFileSync(join(root, 'index.html'), 'utf8'));
  const plain = page(index);
  const preloadsFile = join(root, 'page-preloads.json');
  const routes = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as { path: string; files: string[] }[]).map(
        ({ path, files }) => ({
          // "/charity/:organizationId" matches "/charity/12" (and "/charity/12/").
          pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
          page: page(
            index.replace(
              '</head>',
              `${files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`).join('')}  </head>`,
            ),
          ),
        }),
      )
    : [];
  return (path: string) => routes.find((route) => route.pattern.test(path))?.page ?? plain;
}

/**
 * The built web app (WEB_DIST_DIR), when there is one: its files, and its index.html for `/` and for every other
 * page path (the not-found handler asks `sendWebAppPage`), since the web app routes in the browser.
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const root = app.config.webDistDir;
  const hasWebApp = options.servesPages !== false && existsSync(join(root, 'index.html'));
  const pageFor = hasWebApp ? pagesOf(root, options.withSiteMeta) : () => undefined;
  // A charity's and an event's page carry that page's own link preview, or are a 404 (modules/share).
  const sharePage = options.sharePages(app);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const built = pageFor(path)!;
    const shared = await sharePage(path, built.html, { saveData: request.headers['save-data'] === 'on' });
    reply.header('cache-control', 'no-cache');
    // index.html as built is English whoever asks (its link preview is made once, outside any request); a charity's
    // or an event's page has its preview in the reader's language, so its ETag (of the bytes) differs by language
    // and caches keep one copy per Accept-Language (a differing `lang` cookie is caught by revalidating the ETag, as
    // for public reads).
    // Its picture's preload depends on Save-Data.
    if (shared) reply.header('vary', 'Accept-Language, Save-Data');
    const html = 'text/html; charset=utf-8';
    if (shared?.status === 404) return reply.code(404).type(html).send(shared.html);
    const sent = shared ? page(shared.html) : built;
    reply.header('etag', sent.etag);
    if (request.headers['if-none-match'] === sent.etag) return reply.code(304).send();
    return reply.type(html).send(sent.html);
  };

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
    return isApi || isFile ? undefined : sendIndex(request, reply);
  });

  if (!hasWebApp) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of scripts and styles (best compression, once): sent as they are.
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/, so those never change.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (request, reply) => sendIndex(request, reply));
}

export default fp(webApp, { name: 'web-app' });
