import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { JSON_BODY_MAX_BYTES, t, UPLOAD_MAX_BYTES } from '@tabang/shared';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { AppError, databaseUnavailable, isDatabaseUnavailable, isDataException } from './errors';
import adminRoutes from './modules/admin/routes';
import { logRequest } from './modules/auth/redact';
import authRoutes from './modules/auth/routes';
import categoryRoutes from './modules/categories/routes';
import dashboardRoutes from './modules/dashboard/routes';
import donationRoutes from './modules/donations/routes';
import engagementRoutes from './modules/engagement/routes';
import eventCreateRoutes from './modules/events/create-routes';
import eventRoutes from './modules/events/routes';
import healthRoutes from './modules/health/routes';
import leaderboardRoutes from './modules/leaderboard/routes';
import organizationCreateRoutes from './modules/organizations/create-routes';
import organizationRoutes from './modules/organizations/routes';
import paymentRoutes from './payments/routes';
import authPlugin from './plugins/auth';
import privateCache from './plugins/private-cache';
import { clientKey } from './plugins/request-limits';
import { type BlobStore, createBlobStore } from './storage/blob-store';
import type { BoundedQueue } from './storage/bounded-queue';
import { createImageQueue } from './storage/images';
import { validationMessage } from './validation-message';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    blobs: BlobStore;
    /** Where uploaded images wait to be decoded and re-encoded. */
    imageQueue: BoundedQueue;
  }
}

export type AppDeps = {
  /** An open, migrated database; when absent the app opens (and closes) one from the config. */
  database?: Database;
  blobs?: BlobStore;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
};

/** zod's own default messages do not name the field; ours do. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

/** A path the router cannot read (a parameter over its 100 characters, or bad percent-encoding) names nothing. */
function unreadablePath(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(404).send({ message: t('errors.notFound') });
}
/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that reached the server directly), so a
 * count becomes "trust the nearest N addresses": the socket's peer and the entries the proxies appended after it.
 */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server without listening, so tests can drive it through `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Reset links carry their token in the query string; request logs must not keep it.
            serializers: { req: logRequest },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_MAX_BYTES,
    requestIdHeader: false,
    frameworkErrors: unreadablePath,
    // Slow or idle clients must not hold sockets forever; a request that has not fully arrived in time gets a 408.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    maxRequestsPerSocket: config.http.maxRequestsPerSocket,
    http: {
      // Node ignores the request timeout while the headers timeout (60 s by default) is the longer one.
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
      // Node looks for requests past their timeout only this often (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.http.requestTimeoutMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, timeouts: config.database });
  if (!deps.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'a database connection broke; the pool opens a new one when needed'),
  );
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('blobs', deps.blobs ?? (await createBlobStore(config)));
  app.decorate('imageQueue', createImageQueue(config.images));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
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
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', t('errors.tooManyRequests', { after: String(context.after) })),
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  await app.register(authPlugin);
  await app.register(privateCache);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in a path names nothing that exists.
      if (error.validationContext === 'params')
        return reply.status(404).send({ message: t('errors.notFound') });
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const text = validationMessage(issue.message, field);
      const message = field && ZOD_DEFAULT_MESSAGE.test(text) ? `${field}: ${text}` : text;
      return reply.status(400).send({ message });
    }
    // A database that is down or too slow is a 503 ("come back soon"), wherever it was noticed.
    let known = error instanceof AppError ? error : undefined;
    if (!known && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      known = databaseUnavailable(error);
    }
    if (known?.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
    // A 503 says "busy, come back": its message is as safe to show as a 4xx's.
    if (known && (known.statusCode < 500 || known.code === 'SERVICE_UNAVAILABLE'))
      return reply.status(known.statusCode).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? t('errors.invalidJson')
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? t('errors.bodyTooLarge')
            : error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413
              ? t('errors.payloadTooLarge')
              : error.message;
      return reply.status(status).send({ message });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply.status(400).send({ message: t('errors.invalidData') });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: t('errors.generic') });
  });

  const spaIndex = join(config.webDistDir, 'index.html');
  const hasWebApp = existsSync(spaIndex);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi =
      path === '/api' ||
      path.startsWith('/api/') ||
      path.startsWith('/auth/') ||
      path.startsWith('/sandbox/');
    // A missing file (a name with an extension, like an old /assets/index-abc.js) is a 404, not the app's page.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && hasWebApp && (request.method === 'GET' || request.method === 'HEAD'))
      // Every unknown page is the web app; it renders Home for paths it does not know.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: t('errors.routeNotFound') });
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(organizationRoutes);
      await api.register(eventRoutes);
      await api.register(organizationCreateRoutes);
      await api.register(eventCreateRoutes);
      await api.register(categoryRoutes);
      await api.register(engagementRoutes);
      await api.register(donationRoutes);
      await api.register(leaderboardRoutes);
      await api.register(dashboardRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(paymentRoutes);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  return app;
}
