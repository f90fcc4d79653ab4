#!/usr/bin/env node
// Fails when the JavaScript a first screen loads before anything else (index.html's entry script and the chunks
// it preloads) grows past the budget, gzipped at level 9 as bench/lib/bundle.ts counts it. Reads a finished build:
// node scripts/check-entry-size.mjs [web out dir, default apps/web/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 110 * 1024;
const dist = process.argv[2] ?? 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
if (files.length === 0) {
  console.error(`check-entry-size: no entry script found in ${join(dist, 'index.html')}`);
  process.exit(1);
}
const sizes = files.map((file) => ({
  file,
  gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
}));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const list = sizes.map(({ file, gzip }) => `${file} ${kib(gzip)}`).join(', ');
if (total > BUDGET_BYTES) {
  console.error(
    `check-entry-size: the first screen's JavaScript is ${kib(total)} gzipped, over ${kib(BUDGET_BYTES)}: ${list}`,
  );
  console.error(
    'Split off what the first screen does not need (see docs/architecture.md, "The first screen").',
  );
  process.exit(1);
}
process.stdout.write(`check-entry-size: ${kib(total)} gzipped of ${kib(BUDGET_BYTES)} (${list})\n`);
