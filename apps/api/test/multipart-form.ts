import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type FormFile = { filename: string; contentType: string; bytes: Buffer };
export type FormValue = string | FormFile;

/** Encodes a multipart/form-data body by hand, so a test controls every byte (names, types, sizes). */
export function multipart(parts: Array<[string, FormValue]> | Record<string, FormValue>) {
  const boundary = `----tabangtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(parts) ? parts : Object.entries(parts)) {
    if (typeof value === 'string')
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of a flat colour. */
export async function pngFile(width = 400, height = 300, filename = 'image.png'): Promise<FormFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return { filename, contentType: 'image/png', bytes };
}

/** A real JPEG with EXIF GPS coordinates in it. */
export async function jpegWithGps(): Promise<FormFile> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b45309' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TabangCam', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '7/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '125/1 36/1 0/1',
      },
    })
    .toBuffer();
  return { filename: 'photo.jpg', contentType: 'image/jpeg', bytes };
}
