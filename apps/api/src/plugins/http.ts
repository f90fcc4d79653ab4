import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { DISTRIBUTION_PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { t, waitText } from '../i18n';
import { clientKey } from './request-limits';

/** The load balancer's probes (modules/health). */
const HEALTH_ROUTES = new Set(['/api/health', '/api/health/ready']);

/** The HTTP basics every route relies on: compression, cookies, the per-client request limit, multipart bodies. */
async function http(app: FastifyInstance) {
  const { config } = app;
  // Lists and pages compress to a tenth of their size: much faster on a slow phone connection. Quality/level are
  // moderate because these bodies are compressed on every request; images are left alone (already compressed).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: config.rateLimit,
    max: config.limits.perClient,
    timeWindow: '1 minute',
    redis: config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl) : undefined,
    keyGenerator: clientKey,
    // The web app's fingerprinted files (a route each, see plugins/web-app.ts) are not counted: a first visit fetches
    // a dozen, browsers keep them a year, and a venue's crowd behind one address must be able to load the app.
    // Nor are the health checks: a load balancer probes from one address every few seconds, and a 429 would take
    // the server out of rotation.
    allowList: (request) => {
      const route = request.routeOptions.url ?? '';
      return route.startsWith('/assets/') || HEALTH_ROUTES.has(route);
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', t('errors.tooManyRequests', { after: waitText(context.ttl) })),
  });
  // Files: a distribution's photos are the most one form sends; one more is let through so that form can refuse it
  // with its own message (modules/images/http.ts, readMultipart's `many`).
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: DISTRIBUTION_PHOTOS_MAX + 1,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 50,
    },
  });
}

export default fp(http, { name: 'http' });
