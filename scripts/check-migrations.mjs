#!/usr/bin/env node
// Fails when apps/api/src/db/schema.ts has changes that no migration records: drizzle-kit generates into a copy
// of the migrations folder, and any file it adds there is a migration somebody forgot to generate and commit.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const apiDir = resolve(import.meta.dirname, '../apps/api');
const migrations = join(apiDir, 'src/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'tabang-migrations-'));
const listing = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

try {
  cpSync(migrations, scratch, { recursive: true });
  const before = listing(scratch);
  // drizzle-kit reads --out relative to the working directory.
  const result = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts'].concat([
      '--out',
      relative(apiDir, scratch),
    ]),
    { cwd: apiDir, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error('check-migrations: drizzle-kit generate failed');
    process.exit(1);
  }
  const added = listing(scratch).filter((file) => !before.includes(file));
  if (added.length > 0) {
    console.error(
      `check-migrations: schema.ts differs from the migrations; drizzle-kit would add ${added.join(', ')}.\n` +
        'Run `npm run db:generate -w apps/api`, check the SQL, and commit it.',
    );
    process.exit(1);
  }
  console.info('check-migrations: the migrations match schema.ts');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
