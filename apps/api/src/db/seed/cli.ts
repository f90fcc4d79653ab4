// npm run seed: fills an empty database (the embedded one under DATA_DIR, or DATABASE_URL) with the demo data.
import { loadConfig } from '../../config';
import { createBlobStore } from '../../storage/blob-store';
import { openDatabase } from '../client';
import { demoAccounts, describeAccounts, isDatabaseEmpty, seedDemoData } from './index';

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    const accounts = demoAccounts(config.env);
    await seedDemoData(
      database.db,
      await createBlobStore(config),
      { info: (message: string) => console.info(message) },
      accounts,
    );
    console.info(describeAccounts(accounts));
  } else {
    console.info('The database already has data; the demo data is only seeded into an empty database.');
  }
} finally {
  await database.close();
}
