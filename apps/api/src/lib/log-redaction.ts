import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What the logs never hold: a capability, a value that opens something by itself (a calendar feed's token, a
 * donation's req_id, a password reset token, a gateway's checkout or session id). The one rule: a query parameter
 * or a route's path parameter whose name matches this is a secret, and its value is written as `[redacted]`.
 * Routes name their secret path parameters so (`:token`, `:reqId`), and a new one is covered by its name alone.
 * The services' own lines name a donation by its id, or a capability by its `fingerprint`; a gateway's answer is
 * logged through `redactGatewayBody`.
 */
export const SECRET_NAME = /token|secret|password|signature|session|checkout|^req_?id$/i;
export const REDACTED = '[redacted]';

/**
 * A capability's stand-in in a log line: the first 12 hex characters of its SHA-256. An operator who already holds
 * the value (a donor's req_id, a gateway's event key) finds its lines by computing the same
 * (`printf %s VALUE | sha256sum | cut -c1-12`); the log alone reveals nothing that opens anything.
 */
export function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

/**
 * Fields of a gateway's answer that name or open one payment: its page's URL, its ids (the gateway's own, our
 * req_id echoed as external_id, reference_number or metadata.req_id), a payment code. Error codes and messages
 * stay readable.
 */
const GATEWAY_SECRET_FIELD = /url|external|checkout|reference|payment_?code|^id$|_id$/i;
const CAMEL_ID = /[a-z]Id$/;
/** Any URL in free text (a gateway's message may quote one), with its path and query. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;

/** `text` with every URL in it written as `[redacted]`. */
export function redactText(text: string): string {
  return text.replace(URL_IN_TEXT, REDACTED);
}

/**
 * A gateway's answer as it may be logged: the values of secret-looking fields (SECRET_NAME, or naming a URL, an
 * external id, a checkout, a reference) are `[redacted]` at any depth, and URLs inside other text too.
 */
export function redactGatewayBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any gateway's answer: cut rather than walk a cycle.
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactGatewayBody(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      SECRET_NAME.test(key) || GATEWAY_SECRET_FIELD.test(key) || CAMEL_ID.test(key)
        ? [key, REDACTED]
        : [key, redactGatewayBody(item, depth + 1)],
    ),
  );
}

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
