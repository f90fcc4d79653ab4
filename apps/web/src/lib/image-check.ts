import { msg, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@tabang/shared';

/**
 * The browser's first look at a chosen image, so a person learns before uploading: missing, not JPEG/PNG/WebP,
 * or over 5 MB. The server sniffs the bytes again; this only saves a round trip. The problem is a message made
 * by `msg`, which the form's field shows in the reader's language.
 */
export function checkImageFile(file: File | null, requiredMessage: string): string | undefined {
  if (!file) return requiredMessage;
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return msg('errors.unsupportedMediaType');
  if (file.size > UPLOAD_MAX_BYTES) return msg('errors.payloadTooLarge');
  return undefined;
}

/** How the images the server accepts begin (`null`: any byte), as it sniffs them: JPEG, PNG, WebP. */
const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  // "RIFF", the file's length, "WEBP"
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

/** The first bytes of a file (FileReader: jsdom's Blob has no arrayBuffer()). */
const firstBytes = (file: Blob, count: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });

/** True when the file's bytes begin as a JPEG, PNG or WebP does, whatever its name or declared type say. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const bytes = await firstBytes(file, 12).catch(() => new Uint8Array());
  return SIGNATURES.some((signature) =>
    signature.every((byte, index) => byte === null || bytes[index] === byte),
  );
}

/** `checkImageFile`, then the bytes: a text file named .png is refused here, as the server would refuse it. */
export async function checkImage(file: File | null, requiredMessage: string): Promise<string | undefined> {
  const problem = checkImageFile(file, requiredMessage);
  if (problem || !file) return problem;
  return (await looksLikeImage(file)) ? undefined : msg('errors.unsupportedMediaType');
}
