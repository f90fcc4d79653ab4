#!/usr/bin/env node
// Compiles the API server into one JavaScript file (apps/api/build/server.mjs) for `npm start` and the benchmark,
// and its tracing preload into another (build/tracing.mjs, `node --import`): it must run before the server's imports.
// Running the TypeScript sources through tsx costs about 100 MB of memory and a slower start; the compiled file
// starts at once and leaves the server more of its memory budget. Packages from node_modules stay outside the
// file (loaded by Node as usual); only the workspace's own TypeScript (@tabang/shared) is compiled in.
// The file sits beside src/, at the same depth, so paths the code finds from its own location still hold.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
await build({
  entryPoints: {
    server: resolve(root, 'apps/api/src/server.ts'),
    tracing: resolve(root, 'apps/api/src/tracing.ts'),
  },
  outdir: resolve(root, 'apps/api/build'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-outside',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tabang/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
