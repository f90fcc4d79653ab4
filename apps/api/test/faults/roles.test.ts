import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createUser } from '../helpers';
import { type Cluster, createCluster, postgresBinDir } from './cluster';
import { killServer, type ServerProcess, spawnServer, startServer } from './server';

// The processes of a deploy (TABANG_ROLE): `npm run migrate` once, then a web process that answers and enqueues and
// a worker that runs the jobs, on one PostgreSQL. A web process never migrates: it refuses an older schema.

const binDir = postgresBinDir();
if (!binDir)
  console.warn(
    '\n*** The fault tests are SKIPPED: PostgreSQL server binaries (initdb, pg_ctl) are not installed. ***\n' +
      '*** Debian: apt-get install -y postgresql                                                          ***\n',
  );

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
/** Generous for a loaded machine: a worker looks for new jobs every 2 s. */
const EMAIL_WITHIN_MS = 30_000;

describe.runIf(binDir)('web and worker processes on one PostgreSQL', () => {
  let cluster: Cluster;
  let web: ServerProcess | undefined;
  let worker: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'tabang-roles-'));

  beforeAll(async () => {
    cluster = await createCluster(binDir!);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([killServer(web, 'SIGKILL'), killServer(worker, 'SIGKILL')]);
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('a web process on a database never migrated refuses to start and names `npm run migrate`', async () => {
    const refused = await spawnServer({ DATABASE_URL: cluster.url, TABANG_ROLE: 'web' });
    expect(await refused.exited, refused.output()).toBe(1);
    expect(refused.output()).toMatch(/Tabang cannot start: the database lacks \d+ migration\(s\)/);
    expect(refused.output()).toContain('run `npm run migrate` once');
  });

  it('`npm run migrate` migrates the configured database and exits 0', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'migrate'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: cluster.url },
    });
    expect(stdout).toMatch(/Applied \d+ migration\(s\): 0000_init, /);
    const database = openDatabase({ url: cluster.url, dataDir: '' });
    try {
      expect(await database.pendingMigrations()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('the web process enqueues, the worker sends, and the worker answers only its health checks', async () => {
    [web, worker] = await Promise.all([
      startServer({ DATABASE_URL: cluster.url, TABANG_ROLE: 'web', LOG_LEVEL: 'info' }),
      startServer({ DATABASE_URL: cluster.url, TABANG_ROLE: 'worker', LOG_LEVEL: 'info' }),
    ]);
    const database = openDatabase({ url: cluster.url, dataDir: '' });
    const member = await createUser(database.db).finally(() => database.close());

    const asked = await fetch(`${web.url}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email }),
    });
    expect(asked.status).toBe(200);
    // Without SMTP_URL the mailer writes the email to its process's log: the worker's, with the web's link in it.
    await worker.waitForOutput(
      (output) => output.includes('SMTP_URL is not set') && output.includes(member.email),
      EMAIL_WITHIN_MS,
    );
    expect(worker.output()).toContain(`${web.url}/reset-password?token=`);
    expect(web.output()).toContain('TABANG_ROLE=web: this process runs no jobs');
    expect(web.output()).not.toContain('SMTP_URL is not set');
    expect(web.output()).not.toMatch(/"jobID"/);

    for (const path of ['/api/health', '/api/health/ready'])
      expect((await fetch(`${worker.url}${path}`)).status, path).toBe(200);
    for (const path of ['/api/get/organizations', '/auth/authenticated', '/'])
      expect((await fetch(`${worker.url}${path}`)).status, path).toBe(404);
    expect((await fetch(`${web.url}/api/get/organizations`)).status).toBe(200);
  });

  it('web and worker are refused on the embedded database', async () => {
    const refusals = await Promise.all(
      ['web', 'worker'].map((role) =>
        spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, TABANG_ROLE: role }),
      ),
    );
    for (const [index, role] of ['web', 'worker'].entries()) {
      const refused = refusals[index]!;
      expect(await refused.exited, refused.output()).toBe(1);
      expect(refused.output()).toContain(`TABANG_ROLE=${role} needs DATABASE_URL`);
      expect(refused.output()).toContain('one process does everything (TABANG_ROLE=all)');
    }
  });
});
