#!/usr/bin/env node
// npm writes package-lock.json without the optional packages of other platforms (npm/cli#4828), and npm 11's
// `npm ci` then refuses that very lock. This adds every missing optional dependency's entry, with its version,
// integrity and os/cpu/libc from the registry, where Node's resolution would look for it. Run it after
// `npm install` changes the lock: `node scripts/complete-lockfile.mjs`. Registries that carry only this
// platform's binaries answer 404 for the others; their platform is then read from the package's name (these binary
// packages are named <tool>-<os>-<cpu>[-<libc>]). `npm ci` skips an entry whose os/cpu do not match without
// fetching it, so those entries need no integrity.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** Where Node would find `name` from the package at `path`, or null. */
function resolve(path, name) {
  let dir = path;
  while (true) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const wanted = new Map();
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolve(path, name)) continue;
    const top = `node_modules/${name}`;
    const at =
      packages[top] || [...wanted.values()].some((w) => w.at === top && w.range !== range)
        ? `${path}/${top}`
        : top;
    wanted.set(`${at}@${range}`, { at, name, range, dev: Boolean(entry.dev) });
  }
}

const OSES = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'android',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['x64', 'arm64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** os, cpu and libc from a name like @rollup/rollup-linux-arm64-musl or @img/sharp-win32-ia32. */
function platformFromName(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part) || part === 'arm64ec');
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('glibc')
      ? 'glibc'
      : null;
  return {
    ...(cpu ? { cpu: cpu === 'arm64ec' ? 'arm64' : cpu } : {}),
    ...(os ? { os } : {}),
    ...(libc ? { libc } : {}),
  };
}

async function manifest(name, range) {
  try {
    const { stdout } = await run('npm', [
      'view',
      `${name}@${range}`,
      '--json',
      'version',
      'dist.integrity',
      'os',
      'cpu',
      'libc',
      'license',
      'engines',
    ]);
    const data = JSON.parse(stdout);
    return Array.isArray(data) ? data[data.length - 1] : data;
  } catch (error) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) || !/E404/.test(String(error.stdout ?? error))) throw error;
    const platform = platformFromName(name);
    if (!platform.os && !platform.cpu)
      throw new Error(`${name}@${range}: not in the registry, and its name names no platform`);
    return { version: range, ...platform };
  }
}

const queue = [...wanted.values()];
let added = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const info = await manifest(item.name, item.range);
      packages[item.at] = {
        version: info.version,
        ...(info['dist.integrity'] ? { integrity: info['dist.integrity'] } : {}),
        ...(item.dev ? { dev: true } : {}),
        optional: true,
        ...(info.cpu ? { cpu: [info.cpu].flat() } : {}),
        ...(info.os ? { os: [info.os].flat() } : {}),
        ...(info.libc ? { libc: [info.libc].flat() } : {}),
        ...(info.license ? { license: info.license } : {}),
        ...(info.engines ? { engines: info.engines } : {}),
      };
      added += 1;
    }
  }),
);

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`package-lock.json: added ${added} optional platform entries\n`);
