import type { FastifyRequest } from 'fastify';

/** Paths whose query string can carry a secret (a password reset link's token). */
const SENSITIVE_PATH = /reset-password/i;
const SENSITIVE_PARAMETER = /(^|[?&])[^=&]*token[^=&]*=/i;

/** The URL as it may be logged: the query string of a sensitive path, or one naming a token, is blanked. */
function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return SENSITIVE_PATH.test(decodeURIComponentSafe(path)) || SENSITIVE_PARAMETER.test(url.slice(query))
    ? `${path}?[redacted]`
    : url;
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request log fields, with the URL redacted. */
export const logRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
