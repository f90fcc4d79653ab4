/**
 * The HTTP side of images: reading an upload form and replying with a stored image. They live here, beside the
 * preparation and the queue, because image uploads are the only multipart requests and image replies the API's
 * only binary answers: whoever changes how images travel finds all of it in this one module.
 */
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@tabang/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { t } from '../../i18n';
import { findImage } from '../../lib/images';
import { validationMessage } from '../../lib/validation-message';
import type { BlobStore } from '../../storage/blob-store';

export type MultipartForm<F extends string> = {
  /** Text fields by name (no prototype, so a field named __proto__ is just a field). */
  fields: Record<string, string>;
  /** The bytes of each expected file field that was sent with content. */
  files: Partial<Record<F, Buffer>>;
  /** The bytes of each file of the repeatable field (`many`), in the order sent; empty when none. */
  many: Buffer[];
};

/** A file field that may be sent up to `max` times (a distribution's photos), and the refusal of one more. */
export type RepeatedFileField = { field: string; max: number; tooMany: () => AppError };

/** The form's text fields checked by `schema`, or a 400 with the first problem in the reader's language. */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(validationMessage(issue.message, issue.path.join('.')), 'validation_failed');
  }
  return parsed.data;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', t('errors.payloadTooLarge'));

/**
 * Reads a whole multipart/form-data request into memory: text fields, and the files named in
 * `fileFields` (each at most the multipart plugin's fileSize limit: 413 beyond). An unknown file field,
 * a field sent twice or a truncated value is refused with 4xx before anything is processed.
 */
export async function readMultipart<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
  repeated?: RepeatedFileField,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', t('dashboard.upload.notMultipart'));
  const fields: Record<string, string> = Object.create(null);
  const files: Partial<Record<F, Buffer>> = Object.create(null);
  const many: Buffer[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === repeated?.field) {
        // Refused before its bytes are read.
        if (many.length === repeated.max) {
          part.file.resume();
          throw repeated.tooMany();
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (bytes.length > 0) many.push(bytes);
        continue;
      }
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
  return { fields, files, many };
}

/**
 * Images are served under a charity's or event's id, and a charity may replace its logo later, so the
 * URL is not immutable: browsers keep an image for a day, may show the cached one for another week while
 * they revalidate in the background, and revalidation with the ETag costs a 304 without a body.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** What every image route answers, for its OpenAPI description (the route adds when it is a 404). */
export const IMAGE_DESCRIPTION =
  `The image, with an ETag (304 on a matching If-None-Match). \`?w=${IMAGE_VARIANT_WIDTHS.join('|')}\` ` +
  'answers the smallest copy at least that wide, the picture itself included, else the widest (400 for any ' +
  `other \`w\`); \`Save-Data: on\` is answered as \`w=${IMAGE_VARIANT_WIDTHS[0]}\`.`;

/** True when an If-None-Match header names this ETag (a list, weak validators and * included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => strip(candidate) === strip(etag));
}

/**
 * The `w` of an image URL's query: absent, or one of IMAGE_VARIANT_WIDTHS (anything else, a repeated `w`
 * included, is a 400). Read here rather than in each route's schema, so every image route takes it alike.
 */
function requestedWidth(request: FastifyRequest): ImageVariantWidth | undefined {
  const w = (request.query as Record<string, unknown> | undefined)?.w;
  if (w === undefined) return undefined;
  const width = IMAGE_VARIANT_WIDTHS.find((allowed) => String(allowed) === w);
  if (width === undefined)
    throw badRequest(
      t('errors.imageWidth', { widths: IMAGE_VARIANT_WIDTHS.join(', ') }),
      'validation_failed',
    );
  return width;
}

/**
 * Replies with a stored image: its bytes and content type, an ETag and cache headers, or 304 when the
 * client already holds this version. `?w=` asks for the copy that width (see `findImage`); each copy has its
 * own ETag. `imageId` null (no image) or a missing blob gives 404.
 */
export async function sendImage(
  db: Db,
  blobs: BlobStore,
  imageId: number | null | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const asked = requestedWidth(request);
  // Data saver (`Save-Data: on`, as the browser sends it when the person asks to save data): the smallest copy.
  const width =
    String(request.headers['save-data']).trim().toLowerCase() === 'on' ? IMAGE_VARIANT_WIDTHS[0] : asked;
  reply.header('vary', 'Save-Data');
  const image = imageId == null ? undefined : await findImage(db, imageId, width);
  if (!image) throw notFound();
  reply.header('etag', image.etag).header('cache-control', IMAGE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  const bytes = await blobs.get(image.storageKey);
  if (!bytes) {
    reply.removeHeader('etag').removeHeader('cache-control');
    throw notFound();
  }
  return reply.header('content-type', image.contentType).header('content-length', bytes.length).send(bytes);
}
