import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { onServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data directory (a tar file) that each test database starts from. */
    pgliteTemplate?: string;
    /** A migrated database on TEST_DATABASE_URL's server that each test database is copied from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates once for the whole run instead of once per test file: every test database then starts as a copy of
 * this one (see `createTestDatabase`), which saves seconds per file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tabang_template_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ url: url.toString(), dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const file = join(tmpdir(), `tabang-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
