#!/usr/bin/env node
// `npm test`: every check in turn, stopping at the first that fails, with the time each one took.
import { spawnSync } from 'node:child_process';

const steps = ['lint', 'typecheck', 'check:migrations', 'test:unit', 'test:e2e'];
const times = [];
for (const step of steps) {
  const start = performance.now();
  const result = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  times.push(`${step} ${Math.round((performance.now() - start) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`\nnpm test: ${step} failed (${times.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\nnpm test: ${times.join(', ')}`);
