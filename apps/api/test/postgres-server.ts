import pg from 'pg';

/** Runs one statement on the PostgreSQL server at `serverUrl` (creating and dropping databases). */
export async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
