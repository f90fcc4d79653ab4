import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/**
 * Compressing answers this server keeps (the public cache's, the web app's pages): once per answer rather than per
 * request, so at a better ratio than @fastify/compress's per-request setting (plugins/http.ts).
 */
export type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: the headers would cost more than the bytes saved. */
const COMPRESS_THRESHOLD = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export const compress = (body: Buffer, encoding: Encoding) => compressors[encoding](body);

/** The encoding to send: br, else gzip, when the client takes it and the body is worth compressing. */
export function encodingFor(request: FastifyRequest, size: number): Encoding | undefined {
  if (size < COMPRESS_THRESHOLD || request.headers['x-no-compression'] !== undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** The ETag of one encoding of the content whose hash is `hash`: each encoding is other bytes. */
export const etagOf = (hash: string, encoding: Encoding | undefined) =>
  `"${hash}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match names the content whose hash is `hash`, in any of its encodings (they are the same content). */
export function namesContent(request: FastifyRequest, hash: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value.replace(/-(?:br|gzip)"$/, '"') === `"${hash}"`;
  });
}
