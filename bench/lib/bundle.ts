/** The built web app's JavaScript and CSS, raw and gzipped. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AssetSize, BundleSizes } from './results';

export function bundleSizes(webDist: string): BundleSizes {
  const assets = join(webDist, 'assets');
  const files = readdirSync(assets);
  const size = (file: string): AssetSize => {
    const bytes = readFileSync(join(assets, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const entry = files.filter((f) => /^index-.*\.js$/.test(f)).map(size);
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((m) =>
    size(m[1]!),
  );
  const css = files.filter((f) => f.endsWith('.css')).map(size);
  const allJs = files.filter((f) => f.endsWith('.js')).map(size);
  const sum = (list: AssetSize[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((total, item) => total + item[key], 0);
  return {
    entry,
    entryGzip: sum(entry, 'gzipBytes'),
    preloaded,
    initialGzip: sum(entry, 'gzipBytes') + sum(preloaded, 'gzipBytes'),
    css,
    cssGzip: sum(css, 'gzipBytes'),
    jsFiles: allJs.length,
    allJsBytes: sum(allJs, 'bytes'),
    allJsGzip: sum(allJs, 'gzipBytes'),
    largest: [...allJs].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 3),
  };
}
