import jsQR from 'jsqr';
import sharp from 'sharp';

/** Reads the QR code drawn by an inline <svg> (as a phone's camera would), or null when there is none to read. */
export async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The first inline <svg> of an HTML page. */
export const firstSvg = (html: string) => /<svg[\s\S]*?<\/svg>/.exec(html)?.[0] ?? null;
