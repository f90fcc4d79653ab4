import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@tabang/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, type Encoding, encodingFor, etagOf, namesContent } from '../lib/encoding';

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
  /**
   * The public reads (API paths) a page asks for first, given the page's URL (with its query), to send inside its
   * HTML: the page then renders without waiting for a round trip after its scripts have run. Undefined or empty
   * for a page that has none.
   */
  firstReads?: (url: string) => string[] | undefined;
  /**
   * For a page whose first screen needs no database (Home, Charities, the Leaderboard): the page's HTML with it, in
   * the request's language; undefined for any other path.
   */
  firstScreen?: (path: string, html: string) => string | undefined;
  /** False in a process that serves no pages (a worker): every unknown path is then the plain 404. */
  servesPages?: boolean;
};

type Page = { html: string; hash: string; variants: Partial<Record<Encoding, Promise<Buffer>>> };

/** How long a page waits for one of its first reads before it is sent without it. */
const READ_TIMEOUT_MS = 1_000;
const page = (html: string): Page => ({
  html,
  hash: createHash('sha256').update(html).digest('base64url').slice(0, 27),
  variants: {},
});

/**
 * index.html for each public page of the build's page-preloads.json (see apps/web/vite.config.ts), with a
 * `<link rel="modulepreload">` for each chunk that page needs: the browser fetches them with the entry chunk
 * instead of after it has run. Other paths get index.html as built. For a reader of another language than English,
 * every page also preloads that language's catalogue (language-preloads.json), which the app would otherwise ask for
 * only once its entry chunk has run. Every page carries the site's link preview.
 */
function pagesOf(root: string, withSiteMeta: WebAppOptions['withSiteMeta']) {
  const index = withSiteMeta(readFileSync(join(root, 'index.html'), 'utf8'));
  const json = <T>(file: string, none: T): T =>
    existsSync(join(root, file)) ? (JSON.parse(readFileSync(join(root, file), 'utf8')) as T) : none;
  const languageFiles = json<Record<string, string[]>>('language-preloads.json', {});
  /** The page for a reader of each language: `files` preloaded, then that language's catalogue (none for English). */
  const inEach = (files: string[]) => {
    const made = new Map<string, Page>();
    return (language: string) => {
      let found = made.get(language);
      if (!found) {
        const links = [...files, ...(languageFiles[language] ?? [])]
          .map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n`)
          .join('');
        found = page(links ? index.replace('</head>', `${links}  </head>`) : index);
        made.set(language, found);
      }
      return found;
    };
  };
  const plain = inEach([]);
  const routes = json<{ path: string; files: string[] }[]>('page-preloads.json', []).map(
    ({ path, files }) => ({
      // "/charity/:organizationId" matches "/charity/12" (and "/charity/12/").
      pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
      page: inEach(files),
    }),
  );
  return (path: string, language: string) =>
    (routes.find((route) => route.pattern.test(path))?.page ?? plain)(language);
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
  /** The pages with a first screen of their own, made once per path and language ("en /"). */
  const screens = new Map<string, Page>();
  const withScreen = (path: string, language: string, built: Page): Page => {
    const key = `${language} ${path}`;
    let found = screens.get(key);
    if (!found) {
      const html = options.firstScreen?.(path, built.html);
      if (html === undefined) return built;
      found = page(html);
      screens.set(key, found);
    }
    return found;
  };
  /**
   * The page's first reads as a JSON block (`{ "/get/…": { body, link? } }`, read by the web app's
   * lib/first-reads.ts), through the API itself so each answer is exactly what the page would fetch, from the public
   * cache. A read that fails or does not answer within READ_TIMEOUT_MS is left out: the page then asks for it.
   */
  const firstReadsOf = async (request: FastifyRequest) => {
    const reads = await Promise.all(
      (options.firstReads?.(request.url) ?? []).map(async (url) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, READ_TIMEOUT_MS, undefined);
        });
        const answer = app
          // From the reader's address, so the read counts against the reader's request limit as the fetch it
          // replaces would, not against one shared local address.
          .inject({
            method: 'GET',
            url,
            remoteAddress: request.ip,
            headers: { cookie: `${LANGUAGE_COOKIE}=${request.language}` },
          })
          .then((response) => {
            const json = String(response.headers['content-type']).includes('application/json');
            if (response.statusCode !== 200 || !json) return undefined;
            // A list's next page is named by its Link header.
            const { link } = response.headers;
            const linked = typeof link === 'string' ? `,"link":${JSON.stringify(link)}` : '';
            return `${JSON.stringify(url.replace(/^\/api/, ''))}:{"body":${response.body}${linked}}`;
          })
          .catch(() => undefined);
        return Promise.race([answer, late]).finally(() => clearTimeout(timer));
      }),
    );
    const found = reads.filter((read) => read !== undefined);
    // `<` escaped, so no text in an answer can close the script element.
    return found.length === 0
      ? ''
      : `  <script type="application/json" id="first-reads">{${found.join(',').replace(/</g, '\\u003c')}}</script>\n`;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const built = withScreen(path, request.language, pageFor(path, request.language)!);
    const [shared, reads] = await Promise.all([
      sharePage(path, built.html, { saveData: request.headers['save-data'] === 'on' }),
      firstReadsOf(request),
    ]);
    reply.header('cache-control', 'no-cache');
    // Every page depends on the reader's language: it preloads that language's catalogue, and its ETag (of the bytes)
    // differs by language, so caches keep one copy per Accept-Language (a differing `lang` cookie is caught by
    // revalidating the ETag, as for public reads). A charity's or an event's page also has its preview and its first
    // reads in that language, and its picture's preload depends on Save-Data. Home's first screen is in the
    // reader's language.
    reply.header(
      'vary',
      shared || reads ? 'Accept-Encoding, Accept-Language, Save-Data' : 'Accept-Encoding, Accept-Language',
    );
    const html = 'text/html; charset=utf-8';
    if (shared?.status === 404) return reply.code(404).type(html).send(shared.html);
    const sentHtml = shared?.html ?? built.html;
    const sent = reads
      ? page(sentHtml.replace('</head>', () => `${reads}  </head>`))
      : shared
        ? page(shared.html)
        : built;
    // Compressed here: a page sent by the not-found handler is no route, so @fastify/compress never sees it. A page
    // as built is compressed once; one with its reads or preview, once per request.
    const body = Buffer.from(sent.html);
    const encoding = encodingFor(request, body.length);
    reply.header('etag', etagOf(sent.hash, encoding));
    if (namesContent(request, sent.hash)) return reply.code(304).send();
    reply.type(html);
    if (!encoding) return reply.send(body);
    sent.variants[encoding] ??= compress(body, encoding);
    return reply.header('content-encoding', encoding).send(await sent.variants[encoding]);
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
