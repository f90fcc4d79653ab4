import { describe, expect, it } from 'vitest';
import { checkImage, looksLikeImage } from './image-check';

const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('looksLikeImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes, whatever the name', async () => {
    expect(await looksLikeImage(file([0xff, 0xd8, 0xff, 0xe0, 0], 'photo.bin', ''))).toBe(true);
    expect(await looksLikeImage(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a', ''))).toBe(true);
    const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56];
    expect(await looksLikeImage(file(webp, 'a.webp', 'image/webp'))).toBe(true);
  });

  it('refuses text, a WAV (RIFF but not WebP), a GIF and an empty file', async () => {
    expect(await looksLikeImage(file('just some text', 'logo.png', 'image/png'))).toBe(false);
    const wav = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45];
    expect(await looksLikeImage(file(wav, 'a.webp', 'image/webp'))).toBe(false);
    expect(await looksLikeImage(file('GIF89a', 'a.gif', 'image/gif'))).toBe(false);
    expect(await looksLikeImage(file([], 'a.png', 'image/png'))).toBe(false);
  });
});

describe('checkImage', () => {
  it("names a text file named .png as the server would, and passes a real PNG's start", async () => {
    expect(await checkImage(file('hello', 'logo.png', 'image/png'), 'required')).toBe(
      'errors.unsupportedMediaType',
    );
    expect(await checkImage(file([0x89, 0x50, 0x4e, 0x47], 'logo.png', 'image/png'), 'required')).toBe(
      undefined,
    );
    expect(await checkImage(null, 'required')).toBe('required');
  });
});
