import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageScripts, withStaticImports } from '../../scripts/page-budget.mjs';
import { pwaOptions } from './pwa.config';
import { PAGE_ROUTES } from './src/app/page-routes';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** The package or folder a module belongs to: "react-hot-toast" for node_modules/react-hot-toast/dist/index.mjs. */
function folderOf(id: string | null) {
  const parts = (id ?? '').split('/').slice(0, -1);
  while (parts.length > 1 && ['dist', 'src', 'esm', 'es', 'lib'].includes(parts.at(-1)!)) parts.pop();
  return parts.at(-1) || 'chunk';
}

/**
 * page-preloads.json: for each public page's path, the chunks it needs beyond the entry chunk (its own, their
 * imports, the catalogue). The server names them in that page's `<link rel="modulepreload">`s. language-preloads.json:
 * for each language but English, its catalogue's chunks, which the server names in every page for a reader of that
 * language (the app asks for them only once its entry chunk has run). And .vite/page-scripts.json: every page's
 * JavaScript, for its budget (scripts/check-entry-size.mjs).
 */
function pageFiles(): Plugin {
  return {
    name: 'tabang-page-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const closure = withStaticImports(chunks);
      const entry = closure(chunks.find((chunk) => chunk.isEntry)!);
      const scripts = pageScripts(chunks, resolve(import.meta.dirname, 'src'));
      const pages = PAGE_ROUTES.map(({ path, page }) => {
        const files = scripts.find((item) => item.page === page)?.files;
        if (!files) this.error(`page-routes.ts names ${page}, which no chunk holds`);
        return { path, files: files.filter((file) => !entry.has(file)).map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify(pages, null, 1),
      });
      const languages = chunks.flatMap((chunk) => {
        const language = /\/messages\/(\w+)\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        return language
          ? [[language, [...closure(chunk)].filter((file) => !entry.has(file)).map((file) => `/${file}`)]]
          : [];
      });
      if (languages.length === 0) this.error('no chunk holds a language catalogue (messages/*/index.ts)');
      this.emitFile({
        type: 'asset',
        fileName: 'language-preloads.json',
        source: JSON.stringify(Object.fromEntries(languages), null, 1),
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-scripts.json',
        source: JSON.stringify(scripts, null, 1),
      });
    },
  };
}

/**
 * Brotli (best) and gzip copies of every script, style sheet and SVG, made once at build time: the server sends
 * them as they are (`preCompressed`) instead of compressing, at a lower quality, on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tabang-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|svg)$/.test(name))) {
        const path = join(outDir, file);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pageFiles(), VitePWA(pwaOptions), precompress()],
  resolve: {
    alias: [
      // react-router's package points bundlers at its development build, whose only difference is that it keeps
      // its development warnings: 0.5 KiB gzipped of the first screen's JavaScript.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
          '/dist/development/',
          '/dist/production/',
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/auth': api, '/sandbox': api },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each module needs, for the service worker's precache (pwa.config.ts) and
    // the per-page JavaScript budget (scripts/check-entry-size.mjs).
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 code knows <link rel="modulepreload">: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    // Terser's output gzips about 2.5 KB smaller than esbuild's on the entry chunk (the first screen's budget is
    // 110 KiB gzipped); it costs some 20 s of build time.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // Chunks under 1 kB (before gzip) merged into others that load with them, when that runs nothing sooner
        // (Rollup merges only chunks without side effects): a charity page asked for 40 scripts, most of them a
        // few hundred bytes, and each request costs a round trip on a phone's link. It asks for 26 now, for the
        // same bytes (every page within 2.2 KiB gzipped of before). Lighthouse mobile on one server's data, runs in
        // turns: a charity page LCP 3.97 -> 3.13 s and TBT 647 -> 427 ms, Home 3.18 -> 2.89 s and 355 -> 106 ms
        // (medians of three). 5 kB cut more requests but merged small pages into other pages' chunks (+4 to +16 KiB
        // per page).
        experimentalMinChunkSize: 1_000,
        // A lazy chunk named after its folder (react-hot-toast, messages) rather than its "index" file, so that
        // "index-*.js" is the entry alone; the catalogue's chunk keeps its name whichever chunk it was merged into.
        chunkFileNames: (chunk) =>
          `assets/${chunk.moduleIds.some((id) => id.endsWith('/src/lib/catalogue.ts')) ? 'catalogue' : chunk.name === 'index' ? folderOf(chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? null) : '[name]'}-[hash].js`,
      },
    },
  },
});
