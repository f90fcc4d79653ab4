import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/**
 * The installable app (docs/decisions/013-offline-first-reads.md): its manifest and a Workbox service worker that
 * precaches the shell, keeps the public reads and images it has seen, and never keeps anything signed in.
 * Workbox serialises these callbacks into the generated sw.js, so they may use nothing from this module's scope.
 */

/**
 * Modules whose chunks are NOT precached, only cached as they load: the organiser's camera scanner (jsQR, 46 KiB
 * gzipped; the roster it serves needs the network anyway), the reports chart (its data is never kept offline) and
 * the Filipino and Cebuano catalogues (a reader's language is kept the first time it loads). Everything else —
 * every page a person can reach, the donation dialog, the QR drawing, the catalogue — is precached, so no page
 * goes blank offline (decision 013 states the size).
 */
const CACHED_ON_USE = [/\/jsqr\//, /features\/reports\/donation-chart\./, /messages\/(fil|ceb)\//];

/** The Vite build manifest's entries (apps/web/vite.config.ts sets build.manifest). */
type BuildManifest = Record<string, { file: string; src?: string; css?: string[] }>;

/** Drops from the precache the chunks (and style sheets) of the modules in CACHED_ON_USE. */
const exceptCachedOnUse: ManifestTransform = async (entries) => {
  const outDir = join(import.meta.dirname, process.env.WEB_OUT_DIR ?? 'dist');
  const built = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const skip = new Set(
    Object.entries(built)
      .filter(([key, { src }]) => CACHED_ON_USE.some((pattern) => pattern.test(src ?? key)))
      .flatMap(([, { file, css = [] }]) => [file, ...css]),
  );
  return { manifest: entries.filter(({ url }) => !skip.has(url)), warnings: [] };
};

export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version waits until the person accepts the "Reload for the new version" toast (update-toast.tsx).
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: 'Tabang — give and volunteer in Davao',
    short_name: 'Tabang',
    description: 'Give to and volunteer for charities in Davao and across the Philippines.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell, every page's chunks but CACHED_ON_USE, the favicon and icons; not the .br/.gz copies.
    // A version's precache names only its own fingerprinted chunks, so no page mixes two versions.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
    manifestTransforms: [exceptCachedOnUse],
    // Pages are asked of the server every time (a missing charity stays a 404); offline, any page opens the
    // precached shell, which shows what the reads below kept, or the offline page.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // The first worker takes over the open page at once (nothing older to mix with); an update waits (prompt).
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: {
          plugins: [
            {
              handlerDidError: async () =>
                (await caches.match('/index.html', { ignoreSearch: true })) ?? undefined,
            },
          ],
        },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          // Public reads: lists, one charity or event, categories, the leaderboard…
          /^\/api\/get\/(organizations|organizationsByID|events|categories|leaderboard)\b/.test(
            url.pathname,
          ) &&
          // …never the person's own data, donation status, receipts or likes (nor /auth, outside /api).
          !/^\/api\/get\/(my|dashboard|donation|donations)\b|\/liked\/|\.(pdf|csv|ics)$/.test(url.pathname) &&
          !/\/(image|logo)\//.test(url.pathname),
        // Online, the network answers (fresh data, as before); the cache only when it does not within 4 s.
        handler: 'NetworkFirst',
        options: {
          cacheName: 'tabang-reads',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
          plugins: [
            {
              // Only what the server says is the same for everyone is kept.
              cacheWillUpdate: async ({ response }) =>
                response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
                  ? response
                  : null,
              // Marks an answer from the cache with the time the server gave it, for the offline banner.
              cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                if (!cachedResponse) return cachedResponse;
                const headers = new Headers(cachedResponse.headers);
                headers.set('x-tabang-cached', headers.get('date') ?? new Date(0).toUTCString());
                return new Response(cachedResponse.body, {
                  status: cachedResponse.status,
                  statusText: cachedResponse.statusText,
                  headers,
                });
              },
            },
          ],
        },
      },
      {
        // The chunks left out of the precache (CACHED_ON_USE), as they load: fingerprinted, so never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tabang-chunks',
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/get\/(organizations|events)\/(image|logo)\/\d+$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tabang-images',
          expiration: { maxEntries: 80, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
