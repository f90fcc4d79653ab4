import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { seedOnStart } from './db/seed/index';
import { isDatabaseUnavailable } from './errors';
import { stopTracing, tracingStarted } from './lib/tracing';
import { startMetricsServer } from './plugins/metrics';
import { createBlobStore } from './storage/blob-store';

/**
 * Migrates, waiting for a database that is not reachable yet (it may be starting beside this server) with a
 * growing pause, up to `waitMs`; then exits with a one-line reason instead of a stack trace.
 */
async function migrateWhenReachable(database: Database, waitMs: number) {
  const giveUpAt = Date.now() + waitMs;
  for (let pauseMs = 500; ; pauseMs = Math.min(pauseMs * 2, 10_000)) {
    try {
      return await database.migrate();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      let cause = error as Error;
      while (cause.cause instanceof Error) cause = cause.cause;
      const reason = cause.message;
      if (Date.now() + pauseMs > giveUpAt) {
        console.error(`Tabang cannot reach its database (${reason}); gave up after ${waitMs / 1000} s.`);
        process.exit(1);
      }
      console.error(`Tabang cannot reach its database yet (${reason}); trying again in ${pauseMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

const config = loadConfig();
const database = openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.database,
});
await migrateWhenReachable(database, config.database.startupWaitMs);
const blobs = await createBlobStore(config);
const app = await buildApp(config, { database, blobs });

await seedOnStart(config, database.db, blobs, app.log);
// The job workers: every email, the reconciliation of pending donations, the housekeeping (docs/operations.md).
await app.jobs.start();

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
app.log.info(`Tabang is running at ${config.publicUrl} (${where}, ${config.payments.provider} payments)`);
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
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
