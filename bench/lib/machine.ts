/** Facts about the machine and the code the report names, so its numbers can be judged. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { ROOT } from './config';
import type { CodeVersion, MachineInfo } from './results';

/** A command's trimmed output, or `fallback` when it cannot run. */
function output(command: string, args: string[], fallback: string): string {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return fallback;
  }
}

/**
 * The fixed piece of JavaScript `cpuLoopMs` times: 10⁸ integer additions, best of three, in a plain Node process of
 * its own, in a function warmed up first. Timed as one loop at the top of a function, V8 sometimes left it
 * unoptimised: the same loop took 34 ms or 455-480 ms from one run to the next on the same idle host.
 */
const CPU_LOOP = `function add(n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum = (sum + i) | 0;
  return sum;
}
let best = Infinity, sum = 0;
for (let run = 0; run < 50; run++) sum ^= add(1e5);
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  sum ^= add(1e8);
  best = Math.min(best, performance.now() - started);
}
console.log(sum === 0.5 ? 0 : Math.round(best));`;

function cpuLoopMs(): number | undefined {
  const ms = Number(output(process.execPath, ['-e', `(() => { ${CPU_LOOP} })()`], 'NaN'));
  return Number.isFinite(ms) ? ms : undefined;
}

export function machineInfo(chromium: string): MachineInfo {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  return {
    date: output('date', ['-u'], new Date().toUTCString()),
    nproc: output('nproc', [], String(cpus().length)),
    memGiB: (totalmem() / 1024 ** 3).toFixed(1),
    model: cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? 'unknown',
    node: process.version,
    chromium: output(chromium, ['--version'], 'unknown'),
    load: loadavg().map((l) => l.toFixed(2)),
    cpuLoopMs: cpuLoopMs(),
  };
}

/** The commit the server runs, and whether application files differ from it (others may be editing the tree). */
export function codeVersion(): CodeVersion {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean).length;
    return { commit, changed };
  } catch {
    return { commit: 'unknown', changed: 0 };
  }
}
