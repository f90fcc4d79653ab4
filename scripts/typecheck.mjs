#!/usr/bin/env node
// Type-checks every workspace (the benchmarks are part of the API's project), two projects at a time: each tsc
// uses one core.
import { spawn } from 'node:child_process';

const projects = ['apps/api', 'apps/web', 'packages/shared'];
const check = (project) =>
  new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
    tsc.on('close', (code) => resolve(code === 0));
  });

const queue = [...projects];
const results = await Promise.all(
  [1, 2].map(async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exit(1);
