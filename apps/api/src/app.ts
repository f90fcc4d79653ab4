import { JSON_BODY_MAX_BYTES } from '@tabang/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import i18n from './i18n';
import { jobHandlers } from './jobs/handlers';
import { createJobQueue, type JobQueue } from './jobs/queue';
import type { BoundedQueue } from './lib/bounded-queue';
import { createImageQueue } from './lib/images';
import { createLogRedaction } from './lib/log-redaction';
import accountRoutes from './modules/account/routes';
import adminRoutes from './modules/admin/routes';
import authRoutes from './modules/auth/routes';
import calendarRoutes from './modules/calendar/routes';
import categoryRoutes from './modules/categories/routes';
import certificateRoutes from './modules/certificates/routes';
import charityRoutes from './modules/charities/routes';
import dashboardRoutes from './modules/dashboard/routes';
import payments from './modules/donations/payment-deps';
import donationRoutes from './modules/donations/routes';
import sandboxRoutes from './modules/donations/sandbox-routes';
import driveRoutes from './modules/drives/routes';
import engagementRoutes from './modules/engagement/routes';
import eventRoutes from './modules/events/routes';
import givingRoutes from './modules/giving/routes';
import healthRoutes from './modules/health/routes';
import leaderboardRoutes from './modules/leaderboard/routes';
import { createMailer } from './modules/mail/mailer';
import notificationRoutes from './modules/notifications/routes';
import recurringRoutes from './modules/recurring/routes';
import reportRoutes from './modules/reports/routes';
import { firstReads, sharePages } from './modules/share/pages';
import shareRoutes from './modules/share/routes';
import { metaTags, siteMeta, withFirstScreen, withMeta } from './modules/share/service';
import { createTextSender } from './modules/texts/sender';
import updateRoutes from './modules/updates/routes';
import volunteeringRoutes from './modules/volunteering/routes';
import whereItWentRoutes from './modules/where-it-went/routes';
import authPlugin from './plugins/auth';
import draining from './plugins/draining';
import errors, { unreadablePath } from './plugins/errors';
import http from './plugins/http';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import privateCache from './plugins/private-cache';
import publicCache, { type PublicCacheOptions } from './plugins/public-cache';
import responseSchemas from './plugins/response-schemas';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import { type BlobStore, createBlobStore } from './storage/blob-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    blobs: BlobStore;
    /** Where uploaded images wait to be decoded and re-encoded, and link previews to be drawn. */
    imageQueue: BoundedQueue;
    /** The app's clock, ms since the epoch: what time jobs go by (tests build the app with their own). */
    now: () => number;
    /** The job queue: every email and background task (jobs/). Not working until `start()`, which server.ts calls. */
    jobs: JobQueue;
  }
}

export type AppDeps = {
  /** An open, migrated database; when absent the app opens (and closes) one from the config. */
  database?: Database;
  blobs?: BlobStore;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** Limits and listening timings of the public-read cache (tests shorten them). */
  publicCache?: Partial<PublicCacheOptions>;
  /** The clock the app's jobs go by; Date.now when absent. */
  now?: () => number;
};

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that reached the server directly), so a
 * count becomes "trust the nearest N addresses": the socket's peer and the entries the proxies appended after it.
 */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server without listening, so tests can drive it through `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  // No capability (a feed token, a req_id, a reset token, a checkout id) reaches a request log, in the path or the
  // query: the `req` serializer rewrites the URL, knowing every route's secret path parameters (`onRoute` below).
  const redaction = createLogRedaction();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: redaction.request },
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
    // While closing, Fastify closes idle keep-alive connections (`forceCloseConnections: 'idle'`, the default) and
    // answers a new request on a busy one 503 with `Connection: close`; plugins/draining.ts sends that 503 instead,
    // as `{ message, code }` in the client's language.
    return503OnClosing: false,
    http: {
      // Node ignores the request timeout while the headers timeout (60 s by default) is the longer one.
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
      // Node looks for requests past their timeout only this often (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.http.requestTimeoutMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Before any route: the redaction learns each one's secret path parameters (`:token`, `:reqId`).
  app.addHook('onRoute', (route) => redaction.addRoute(route.url));

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
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  app.decorate('texts', createTextSender({ config: config.texts, log: app.log }));
  app.decorate('now', deps.now ?? Date.now);
  // Built here, working only once started (server.ts): tests run due jobs themselves (`app.jobs.runDue()`).
  app.decorate('jobs', createJobQueue({ database, handlers: jobHandlers(app), now: app.now, log: app.log }));
  // Hooks run last-added first: the workers stop before the database closes.
  app.addHook('onClose', () => app.jobs.stop());

  // A worker answers only its health checks: its HTTP is for the orchestrator, its work is the jobs (server.ts).
  const servesUsers = config.role !== 'worker';

  // First: every plugin and module after it may add its own metrics to the app's registry.
  await app.register(metrics, { poolStats: database.poolStats, jobCounts: () => app.jobs.counts() });
  // Before any hook that could answer: every request (and its error or 404) runs in its language.
  await app.register(i18n);
  // Right after: while closing, a request is refused before any other hook runs for it.
  await app.register(draining);
  // First, so that every route's response schemas are compiled serializers (fast-json-stringify), not zod parses.
  await app.register(responseSchemas);
  await app.register(securityHeaders);
  await app.register(http);
  if (servesUsers) {
    await app.register(authPlugin);
    // Before private-cache: its onSend must see the `public` Cache-Control this one sets.
    await app.register(publicCache, {
      enabled: config.publicCache,
      ...deps.publicCache,
      listen: database.listen,
    });
    await app.register(privateCache);
  }
  // The jobs use it too: the reconciliation asks the gateway about pending donations.
  await app.register(payments);
  // The pages carry link previews (modules/share), given here since a plugin never imports a module.
  await app.register(webApp, {
    withSiteMeta: (html) => withMeta(html, metaTags(siteMeta(), config.publicUrl)),
    sharePages,
    firstReads,
    firstScreen: withFirstScreen,
    servesPages: servesUsers,
  });
  await app.register(errors);
  if (!servesUsers) {
    await app.register(healthRoutes, { prefix: '/api' });
    return app;
  }
  // Before the routes: it collects each as it is added, for the OpenAPI document.
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(charityRoutes);
      await api.register(eventRoutes);
      await api.register(categoryRoutes);
      await api.register(engagementRoutes);
      await api.register(donationRoutes);
      await api.register(givingRoutes);
      await api.register(leaderboardRoutes);
      await api.register(dashboardRoutes);
      await api.register(adminRoutes);
      await api.register(accountRoutes);
      await api.register(calendarRoutes);
      await api.register(shareRoutes);
      await api.register(reportRoutes);
      await api.register(volunteeringRoutes);
      await api.register(driveRoutes);
      await api.register(updateRoutes);
      await api.register(notificationRoutes);
      await api.register(whereItWentRoutes);
      await api.register(certificateRoutes);
      await api.register(recurringRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(sandboxRoutes);
  return app;
}
