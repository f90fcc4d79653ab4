#!/usr/bin/env node
// Builds the web app and runs the Playwright tests in Debian's Chromium (its headless shell when installed).
// Without Chromium they are skipped with a loud notice, unless E2E=required, when that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! Browser tests SKIPPED: no Chromium at ${chromium}.`);
  console.error('!! Install it (Debian: apt-get update && apt-get install -y chromium) to run them.');
  if (process.env.E2E === 'required') {
    console.error(`!! E2E=required, so this is a failure.\n${banner}\n`);
    process.exit(1);
  }
  console.error(`${banner}\n`);
  process.exit(0);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const outDir = process.env.WEB_OUT_DIR ?? 'dist';
run('npm', ['run', 'build', '-w', 'apps/web'], { WEB_OUT_DIR: outDir });
// The first screen's JavaScript budget, checked on the build just made (no second build).
run('node', ['scripts/check-entry-size.mjs', `apps/web/${outDir}`]);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
