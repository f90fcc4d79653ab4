import type { FastifyRequest } from 'fastify';

/**
 * What the logs never hold: a capability, a value that opens something by itself (a calendar feed's token, a
 * donation's req_id, a password reset token, a gateway's checkout or session id). The one rule: a query parameter
 * or a route's path parameter whose name matches this is a secret, and its value is written as `[redacted]`.
 * Routes name their secret path parameters so (`:token`, `:reqId`), and a new one is covered by its name alone.
 */
export const SECRET_NAME = /token|secret|password|signature|session|checkout|^req_?id$/i;
export const REDACTED = '[redacted]';

/** Paths whose whole query string is secret (a reset link's page, whatever its parameters are called). */
const SECRET_QUERY_PATH = /reset-password/i;

/** One segment of a route pattern: a fixed word (decoded, lower-cased), any value, or a secret. */
type Segment = { kind: 'static'; value: string } | { kind: 'param' } | { kind: 'secret' };

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A route pattern ("/api/get/my/calendar/:token") as segments up to its last secret one, or null when it has no
 * secret parameter. Only that prefix is matched, so a longer or mangled URL under it is redacted too.
 */
function secretPattern(url: string): Segment[] | null {
  const segments: Segment[] = url
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const names = [...part.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
      if (names.some((name) => SECRET_NAME.test(name))) return { kind: 'secret' };
      if (names.length > 0 || part.includes('*')) return { kind: 'param' };
      return { kind: 'static', value: decodeSafe(part).toLowerCase() };
    });
  const last = segments.findLastIndex((segment) => segment.kind === 'secret');
  return last < 0 ? null : segments.slice(0, last + 1);
}

/** `name=value` with the value redacted when the name is a secret's (the name read decoded: `req%5Fid`). */
function redactParameter(part: string): string {
  const at = part.indexOf('=');
  const name = at < 0 ? part : part.slice(0, at);
  return SECRET_NAME.test(decodeSafe(name.replaceAll('+', ' '))) ? `${name}=${REDACTED}` : part;
}

/**
 * The redaction of request logs, one per app: the routes are added as they are registered (`addRoute`, from an
 * `onRoute` hook), and `request` is the logger's `req` serializer.
 */
export function createLogRedaction() {
  const patterns: Segment[][] = [];
  const seen = new Set<string>();

  /** `url` (a path with its query) as it may be logged. */
  function redactUrl(url: string): string {
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? undefined : url.slice(queryAt + 1);

    // Segments are compared decoded and lower-cased, and empty ones ("//") skipped: the router may read a path
    // more loosely than it is written, and a secret must not slip through by a different spelling of its route.
    const raw = path.split('/');
    const present = raw.flatMap((part, index) => (part ? [index] : []));
    const words = present.map((index) => decodeSafe(raw[index]!).toLowerCase());
    for (const pattern of patterns) {
      if (pattern.length > present.length) continue;
      const matches = pattern.every((segment, i) => segment.kind !== 'static' || segment.value === words[i]);
      if (!matches) continue;
      pattern.forEach((segment, i) => {
        if (segment.kind === 'secret') raw[present[i]!] = REDACTED;
      });
    }
    const safePath = raw.join('/');
    if (query === undefined) return safePath;
    if (SECRET_QUERY_PATH.test(decodeSafe(path))) return `${safePath}?${REDACTED}`;
    return `${safePath}?${query.split('&').map(redactParameter).join('&')}`;
  }

  return {
    /** Learns a route's secret path segments from its pattern (every method's route, HEAD included). */
    addRoute(url: string) {
      const pattern = secretPattern(url);
      const key = JSON.stringify(pattern);
      if (pattern && !seen.has(key)) {
        seen.add(key);
        patterns.push(pattern);
      }
    },
    redactUrl,
    /** Fastify's request log fields, with the URL redacted. */
    request: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  };
}
