import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
 * imports, the catalogue). The server names them in that page's `<link rel="modulepreload">`s.
 */
function pagePreloads(): Plugin {
  return {
    name: 'tabang-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk that holds a module (it need not be that module's facade: small chunks get merged).
      const holding = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
      const withImports = (chunk: OutputChunk | undefined, into = new Set<string>()) => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) withImports(byFile.get(file), into);
        return into;
      };
      const entry = withImports(chunks.find((chunk) => chunk.isEntry));
      const src = resolve(import.meta.dirname, 'src');
      const catalogue = holding(join(src, 'lib/catalogue.ts'));
      const pages = PAGE_ROUTES.map(({ path, page }) => {
        const chunk = holding(join(src, `features/${page}.tsx`));
        if (!chunk) this.error(`page-routes.ts names ${page}, which is no lazy page chunk`);
        const files = withImports(catalogue, withImports(chunk));
        return { path, files: [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify(pages, null, 1),
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
  plugins: [react(), tailwindcss(), pagePreloads(), VitePWA(pwaOptions), precompress()],
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
        // A lazy chunk named after its folder (react-hot-toast, messages) rather than its "index" file, so that
        // "index-*.js" is the entry alone.
        chunkFileNames: (chunk) =>
          `assets/${chunk.name === 'index' ? folderOf(chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? null) : '[name]'}-[hash].js`,
      },
    },
  },
});
