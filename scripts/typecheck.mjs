#!/usr/bin/env node
// Type-checks every workspace (the benchmarks are part of the API's project), one after another: TypeScript's
// native compiler checks a project on every core by itself.
import { spawnSync } from 'node:child_process';

const projects = ['apps/api', 'apps/web', 'packages/shared'];
const failed = projects.filter(
  (project) => spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' }).status !== 0,
);
if (failed.length > 0) process.exit(1);
