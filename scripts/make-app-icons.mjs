// The installable app's icons (apps/web/public/icons), drawn from the favicon: 192 and 512 px as they are, and a
// maskable 512 px whose heart sits inside the central 80 % safe zone on a full-bleed brand square, since a
// launcher may cut the corners to any shape. Run: node scripts/make-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '../apps/web/public');
const out = join(publicDir, 'icons');
mkdirSync(out, { recursive: true });
const favicon = readFileSync(join(publicDir, 'favicon.svg'));
const BRAND = '#0f766e';

for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}

// Maskable: the favicon's drawing at 60 % of the side, centred on an opaque square (safe zone: a 40 % radius).
const inner = Math.round(512 * 0.6);
const drawing = await sharp(favicon, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: drawing, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'maskable-512.png'));
