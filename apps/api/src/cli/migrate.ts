// npm run migrate: brings the configured database (DATABASE_URL, else the embedded one in DATA_DIR) up to this
// version's schema, then exits. Run once per deploy, before the new web processes start (docs/operations.md, "Roles").
import { type Config, loadConfig } from '../config';
import { openDatabase, whenReachable } from '../db/client';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const database = openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.database,
});
try {
  const pending = await whenReachable(() => database.pendingMigrations(), config.database.startupWaitMs);
  await database.migrate();
  process.stdout.write(
    pending.length
      ? `Applied ${pending.length} migration(s): ${pending.join(', ')}\n`
      : 'The database is up to date; nothing to apply.\n',
  );
} catch (error) {
  process.stderr.write(`Could not migrate the database: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
