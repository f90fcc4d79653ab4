import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { onServer } from './postgres-server';

const MIGRATIONS = join(import.meta.dirname, '../src/db/migrations');

export type OlderDatabase = {
  db: Db;
  /** Raw SQL, for the rows an older schema holds (the code's schema has columns its tables lack). */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** A charity and two of its events, "Before" and "Quiet", in raw SQL (columns every schema has had). */
  charityWithTwoEvents(): Promise<{ charityId: number; eventIds: [number, number] }>;
  /** Applies the migrations it lacks, as the next start of the server would. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
};

/** The migrations folder as it was before `tag`: a copy whose journal and files stop just before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tabang-migrations-before-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`the journal has no migration ${tag} after its first`);
  for (const entry of journal.entries.slice(at)) unlinkSync(join(folder, `${entry.tag}.sql`));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A database made before the migration `tag` was written (every migration before it applied, none after), for the
 * tests of what a migration does with the rows an older database held. It is on the engine the API tests run on: a
 * new database on TEST_DATABASE_URL's PostgreSQL server (dropped on close), else an in-memory PGlite.
 */
export async function databaseBefore(tag: string): Promise<OlderDatabase> {
  let engine: Pick<OlderDatabase, 'db' | 'query' | 'close'> & { migrate(folder: string): Promise<void> };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tabang_test_before_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const db = drizzleNodePg(pool, { schema });
    engine = {
      db,
      query: async (text, params) => (await pool.query(text, params)).rows,
      migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
      async close() {
        await pool.end();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  } else {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    engine = {
      db: db as unknown as Db,
      query: async (text, params) => (await client.query(text, params)).rows as never,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const before = migrationsBefore(tag);
  try {
    await engine.migrate(before);
  } catch (error) {
    await engine.close();
    throw error;
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  const { query } = engine;
  return {
    ...engine,
    async charityWithTwoEvents() {
      const [charity] = await query<{ id: number }>(
        `insert into organizations (name, abbreviation, description, address, phone_number, email,
           representative_name, representative_contact_number, type)
         values ('Before', 'B', 'A charity from before.', 'Davao', '(082) 222 0000', 'before@example.ph', 'Rep',
           '09170000000', 'non-profit')
         returning id`,
      );
      const events = await query<{ id: number }>(
        `insert into events (organization_id, name, description, location, starts_at)
         values ($1, 'Before', 'An event from before.', 'Davao', now()), ($1, 'Quiet', 'Nothing recorded.', 'Davao', now())
         returning id`,
        [charity!.id],
      );
      return { charityId: charity!.id, eventIds: events.map((row) => row.id) as [number, number] };
    },
    upgrade: () => engine.migrate(MIGRATIONS),
  };
}
