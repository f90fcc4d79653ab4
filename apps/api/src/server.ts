import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedOnStart } from './db/seed/index';
import { startJobs } from './jobs';
import { createBlobStore } from './storage/blob-store';

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const blobs = await createBlobStore(config);
const app = await buildApp(config, { database, blobs });

await seedOnStart(config, database.db, blobs, app.log);
const stopJobs = startJobs(app);

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
app.log.info(`Tabang is running at ${config.publicUrl} (${where}, ${config.payments.provider} payments)`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, finishing open requests`);
  stopJobs();
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
