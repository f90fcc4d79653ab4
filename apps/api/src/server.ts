import { buildApp } from './app';
import { type Config, loadConfig, MIGRATE_COMMAND } from './config';
import { openDatabase, whenReachable } from './db/client';
import { seedOnStart } from './db/seed/index';
import { stopTracing, tracingStarted } from './lib/tracing';
import { startMetricsServer } from './plugins/metrics';
import { createBlobStore } from './storage/blob-store';

/** Ends the start with a one-line reason an operator can act on, instead of a stack trace. */
function refuseToStart(reason: string): never {
  console.error(`Tabang cannot start: ${reason}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}
const database = openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.database,
});
// Migrations run once per deploy (docs/operations.md, "Roles"): a web process only checks that they have.
if (config.role === 'web') {
  const pending = await whenReachable(() => database.pendingMigrations(), config.database.startupWaitMs);
  if (pending.length) {
    const named = pending.length > 3 ? `${pending[0]} … ${pending.at(-1)}` : pending.join(', ');
    refuseToStart(
      `the database lacks ${pending.length} migration(s) of this version (${named}); run \`${MIGRATE_COMMAND}\` ` +
        'once, then start the web processes (TABANG_ROLE=web never migrates).',
    );
  }
} else await whenReachable(() => database.migrate(), config.database.startupWaitMs);
const blobs = await createBlobStore(config);
const app = await buildApp(config, { database, blobs });

if (config.role === 'web') app.log.info('TABANG_ROLE=web: this process runs no jobs; the workers run them');
else {
  // Whoever migrates seeds too, so that two web processes never both fill an empty database.
  await seedOnStart(config, database.db, blobs, app.log);
  // The job workers: every email, the reconciliation of pending donations, the housekeeping (docs/operations.md).
  await app.jobs.start();
}

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
if (config.role === 'worker')
  app.log.info(
    `Tabang worker is running jobs; its health checks at http://${config.host}:${config.port}/api/health`,
  );
else
  app.log.info(
    `Tabang is running at ${config.publicUrl} (${where}, ${config.payments.provider} payments, TABANG_ROLE=${config.role})`,
  );
// Its own listener, never the public port: only the operator's network should read it.
const metricsServer =
  config.metrics.port === undefined
    ? undefined
    : await startMetricsServer(app.metrics.registry, {
        host: config.metrics.host,
        port: config.metrics.port,
      });
if (metricsServer) app.log.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
if (config.tracing.endpoint && !(await tracingStarted()))
  app.log.warn(
    'OTEL_EXPORTER_OTLP_ENDPOINT is set but no traces are sent: start the server with its preload, --import ./src/tracing.ts (or ./build/tracing.mjs)',
  );

let closing = false;
/** What the drain keeps after the jobs' deadline: failing an unfinished job back to the queue, before the exit. */
const JOBS_STOP_MARGIN_MS = 1_000;
/**
 * The drain (docs/operations.md, "Health checks and draining"): the job workers take no new jobs and finish the
 * ones they run, meanwhile; report not-ready while still serving for SHUTDOWN_DELAY_MS, so the load balancer stops
 * sending new requests here; then stop taking connections and let open requests finish, within
 * SHUTDOWN_TIMEOUT_MS; close the database last.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Running jobs get the whole drain to finish; one still running then goes back to the queue (app.close awaits it).
  void app.jobs.stop(config.shutdown.delayMs + config.shutdown.timeoutMs - JOBS_STOP_MARGIN_MS);
  app.drain();
  app.log.info(`${signal} received: reporting not ready for ${config.shutdown.delayMs} ms`);
  await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
  app.log.info('no longer accepting connections; finishing open requests');
  const force = setTimeout(() => {
    app.log.error(`open requests still running after ${config.shutdown.timeoutMs} ms; exiting anyway`);
    process.exit(1);
  }, config.shutdown.timeoutMs).unref();
  await app.close();
  await metricsServer?.close();
  await database.close();
  clearTimeout(force);
  await stopTracing();
  app.log.info('shut down cleanly');
  process.exit(0);
}
// pg-boss marks a job done or failed without awaiting it: a database connection lost at that moment rejects with
// no handler, which would end the process. The job stays active until its expiry and is tried again, so such a loss
// is logged and the server goes on; any other unhandled rejection still ends it.
process.on('unhandledRejection', (reason) => {
  const code = (reason as { code?: unknown } | null)?.code;
  const lostConnection =
    code === '57P01' ||
    (reason instanceof Error && /Connection terminated|connection error|ECONNRESET/.test(reason.message));
  if (!lostConnection) throw reason;
  app.log.warn(
    { err: reason },
    'the job queue lost its database connection while recording a job; it is retried',
  );
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
