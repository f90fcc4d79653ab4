import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { t } from '@tabang/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCreateAdminArgs, runCreateAdmin } from '../src/cli/admin';
import { REPO_ROOT } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { createTestApp, createUser, type TestApp } from './helpers';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const roleOf = async (email: string) => {
  const [row] = await h.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
};

describe('create-admin', () => {
  it('creates a new admin who can log in, and no second one for the same email', async () => {
    const input = parseCreateAdminArgs(
      ['--email', 'Chief@Tabang.example', '--first-name', 'Inday', '--last-name', 'Sara'],
      {
        ADMIN_PASSWORD: 'durian season forever',
      },
    );
    expect(await runCreateAdmin(h.db, input)).toMatch(/^Created admin account chief@tabang\.example/);
    const row = await roleOf('chief@tabang.example');
    expect(row).toMatchObject({ role: 'admin', firstName: 'Inday', lastName: 'Sara', username: 'isara' });
    expect(await verifyPassword(row!.passwordHash, 'durian season forever')).toBe(true);

    const login = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'chief@tabang.example', password: 'durian season forever' },
    });
    expect(login.json().user.role).toBe('admin');

    expect(await runCreateAdmin(h.db, input)).toMatch(/already an admin; nothing changed/);
    expect((await h.db.select().from(users).where(eq(users.email, 'chief@tabang.example'))).length).toBe(1);
  });

  it('promotes an existing member and keeps their password', async () => {
    const member = await createUser(h.db);
    const message = await runCreateAdmin(h.db, parseCreateAdminArgs(['--email', member.email], {}));
    expect(message).toMatch(/^Promoted .* to admin/);
    const row = await roleOf(member.email);
    expect(row!.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, member.password)).toBe(true);
  });

  it('refuses bad arguments with the reason', () => {
    expect(() => parseCreateAdminArgs([], {})).toThrow('--email is required.');
    expect(() => parseCreateAdminArgs(['--email', 'nope'], {})).toThrow(
      'Please enter a valid email address.',
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.ph', '--password', 'short'], {})).toThrow(
      'Password must be at least 8 characters.',
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.ph', '--bogus'], {})).toThrow();
  });

  it('refuses an easy password with the reason', async () => {
    expect(() => parseCreateAdminArgs(['--email', 'a@b.ph', '--password', 'abcdefgh'], {})).toThrow(
      t('auth.validation.passwordPattern'),
    );
    const email = `chief${Date.now()}@tabang.example`;
    for (const [password, message] of [
      ['letmein123', t('auth.validation.passwordTooCommon')],
      ['tabangadmin1', t('auth.validation.passwordPersonal')],
    ]) {
      const input = parseCreateAdminArgs(['--email', email, '--password', password!], {});
      await expect(runCreateAdmin(h.db, input)).rejects.toThrow(message);
    }
    expect(await roleOf(email)).toBeUndefined();
  });

  it('refuses to create an account without a password', async () => {
    const input = parseCreateAdminArgs(['--email', `new${Date.now()}@tabang.example`], {});
    await expect(runCreateAdmin(h.db, input)).rejects.toThrow(/needs a password/);
  });

  // It starts an embedded database of its own whatever the run's database is: the pass on PostgreSQL would repeat
  // the same 20 seconds.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'runs as `npm run create-admin` against the embedded database in DATA_DIR',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tabang-admin-'));
      try {
        const run = spawnSync(
          'npm',
          [
            'run',
            '--silent',
            'create-admin',
            '--',
            '--email',
            'ops@tabang.example',
            '--password',
            'mangosteen harvest',
          ],
          {
            cwd: REPO_ROOT,
            encoding: 'utf8',
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
            timeout: 120_000,
          },
        );
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain('Created admin account ops@tabang.example');

        const database = openDatabase({ dataDir });
        try {
          const [row] = await database.db.select().from(users).where(eq(users.email, 'ops@tabang.example'));
          expect(row!.role).toBe('admin');
        } finally {
          await database.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
