import { t } from '@tabang/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export type MultipartForm<F extends string> = {
  /** Text fields by name (no prototype, so a field named __proto__ is just a field). */
  fields: Record<string, string>;
  /** The bytes of each expected file field that was sent with content. */
  files: Partial<Record<F, Buffer>>;
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge'));

/**
 * Reads a whole multipart/form-data request into memory: text fields, and the files named in
 * `fileFields` (each at most the multipart plugin's fileSize limit: 413 beyond). An unknown file field,
 * a field sent twice or a truncated value is refused with 4xx before anything is processed.
 */
export async function readMultipart<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
): Promise<MultipartForm<F>> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', t('dashboard.upload.notMultipart'));
  const fields: Record<string, string> = Object.create(null);
  const files: Partial<Record<F, Buffer>> = Object.create(null);
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (seen.has(part.fieldname))
        throw badRequest(t('dashboard.upload.duplicateField', { field: part.fieldname }));
      seen.add(part.fieldname);
      if (part.type === 'file') {
        if (!(fileFields as readonly string[]).includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(t('dashboard.upload.unexpectedFile', { field: part.fieldname }));
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // A file input left empty is sent as a part with no name and no bytes: that is a missing file.
        if (bytes.length > 0) files[part.fieldname as F] = bytes;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw badRequest(t('dashboard.upload.fieldTooLong', { field: part.fieldname }));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    // Our own refusals and the plugin's limits (413) keep their status; a body the parser cannot read
    // (no boundary, cut off, garbage) is the client's fault: 400, not 500.
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (status && status >= 400 && status < 500) throw error;
    throw new AppError('BAD_REQUEST', t('dashboard.upload.malformed'), { cause: error });
  }
  return { fields, files };
}
