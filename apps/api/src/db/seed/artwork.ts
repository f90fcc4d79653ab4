import { loadSharp } from '../../lib/images';

// Demo pictures drawn here from SVG, so nothing is downloaded. They go through the same pipeline as uploads.

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [n >> 16, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const render = async (svg: string) => (await loadSharp())(Buffer.from(svg)).png().toBuffer();

/** A square logo: the initials on a rounded badge with a heart. */
export function drawLogo(abbreviation: string, colour: string): Promise<Buffer> {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" rx="72" fill="${colour}"/>
  <circle cx="160" cy="160" r="118" fill="${shade(colour, 0.18)}"/>
  <path d="M160 112c-14-24-56-20-56 12 0 28 56 60 56 60s56-32 56-60c0-32-42-36-56-12z" fill="#fff" opacity="0.9"/>
  <text x="160" y="252" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${abbreviation.length > 3 ? 52 : 62}" font-weight="700" fill="#fff">${escapeXml(abbreviation)}</text>
</svg>`);
}

/** A wide illustrated scene: sky, sun, hills or sea, in the charity's colour. */
export function drawScene(colour: string, seed: number): Promise<Buffer> {
  const sunX = 220 + ((seed * 137) % 760);
  // The cloud drifts in the half of the sky the sun is not in.
  const cloudX = (sunX < 600 ? 700 : 120) + (seed % 5) * 60;
  const wave = (y: number, amplitude: number) =>
    `M0 ${y} ${Array.from({ length: 13 }, (_, i) => `Q${i * 100 + 50} ${y + (i % 2 ? amplitude : -amplitude)} ${(i + 1) * 100} ${y}`).join(' ')} V600 H0 Z`;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(colour, 0.75)}"/>
      <stop offset="1" stop-color="#fde68a"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="600" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="170" r="80" fill="#fbbf24" opacity="0.9"/>
  <path d="M0 380 C200 260 380 300 560 360 S920 250 1200 330 V600 H0 Z" fill="${shade(colour, 0.35)}"/>
  <path d="M0 450 C260 360 460 420 700 440 S1040 380 1200 420 V600 H0 Z" fill="${shade(colour, 0.1)}"/>
  <path d="${wave(510, 14)}" fill="${shade(colour, -0.25)}" opacity="0.85"/>
  <g fill="#fff" opacity="0.85">
    <circle cx="${cloudX}" cy="90" r="26"/><circle cx="${cloudX + 35}" cy="80" r="34"/><circle cx="${cloudX + 75}" cy="94" r="24"/>
  </g>
</svg>`);
}

/** An event poster: the scene with the event's name on a band. */
export async function drawPoster(title: string, colour: string, seed: number): Promise<Buffer> {
  const scene = await drawScene(colour, seed);
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const band = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
  <rect x="60" y="${300 - lines.length * 34}" width="1080" height="${lines.length * 68 + 40}" rx="24" fill="${shade(colour, -0.35)}" opacity="0.82"/>
  ${lines
    .map(
      (line, i) =>
        `<text x="600" y="${300 - lines.length * 34 + 70 + i * 68}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
</svg>`;
  return (await loadSharp())(scene)
    .composite([{ input: Buffer.from(band) }])
    .png()
    .toBuffer();
}
