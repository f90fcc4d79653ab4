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

/** The fixed piece of JavaScript `cpuLoopMs` times: 10⁸ integer additions, best of three. */
function cpuLoopMs(): number {
  let best = Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    for (let i = 0; i < 1e8; i++) sum = (sum + i) | 0;
    best = Math.min(best, performance.now() - started);
  }
  // The sum is used, so the loop cannot be left out.
  return sum === 0.5 ? 0 : Math.round(best);
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
