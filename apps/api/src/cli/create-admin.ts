// npm run create-admin -- --email you@example.ph --password '…'  (see CREATE_ADMIN_USAGE)
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CREATE_ADMIN_USAGE, parseCreateAdminArgs, runCreateAdmin } from './admin';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${CREATE_ADMIN_USAGE}\n`);
  process.exit(0);
}

let input: ReturnType<typeof parseCreateAdminArgs>;
try {
  input = parseCreateAdminArgs(argv);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${CREATE_ADMIN_USAGE}\n`);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  process.stdout.write(`${await runCreateAdmin(database.db, input)}\n`);
} catch (error) {
  process.stderr.write(`Could not create the admin: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
