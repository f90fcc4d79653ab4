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
