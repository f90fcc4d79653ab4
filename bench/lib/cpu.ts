/** CPU time read from /proc: one process's, this process's and the whole machine's, to share a phase's out. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU milliseconds used so far. */
export interface CpuReading {
  /** The process watched (the server): user + system time. */
  processMs: number;
  /** This benchmark's own process (the donors' loop runs in it). */
  benchMs: number;
  /** Every core's busy time (user, nice, system, irq, softirq), all processes. */
  machineMs: number;
  at: number;
}

/** What each used between two readings, per unit of work (say, per completed gift), in ms. */
export interface CpuShares {
  process: number;
  bench: number;
  /** The rest of the machine: PostgreSQL, the kernel, anything else running. */
  rest: number;
  /** How busy the machine's cores were, as a % of all of them. */
  machineBusyPercent: number;
}

/** Clock ticks per second, the unit of /proc's CPU times (100 on every usual Linux). */
let ticksPerSecond: number | undefined;
const msPerTick = () => {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return 1000 / ticksPerSecond;
};

/** The reading now, or null off Linux or when the process has ended. */
export function readCpu(pid: number): CpuReading | null {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the
    // 14th field of the line, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const processTicks = Number(fields[11]) + Number(fields[12]);
    const cpu = readFileSync('/proc/stat', 'utf8')
      .match(/^cpu +(.*)$/m)?.[1]
      ?.split(/\s+/)
      .map(Number);
    if (!cpu || Number.isNaN(processTicks)) return null;
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = cpu;
    const own = process.cpuUsage();
    return {
      processMs: processTicks * msPerTick(),
      benchMs: (own.user + own.system) / 1000,
      machineMs: (user + nice + system + irq + softirq) * msPerTick(),
      at: performance.now(),
    };
  } catch {
    return null;
  }
}

/** The CPU each used between `from` and `to`, divided by `units`; null without both readings or any unit. */
export function cpuShares(from: CpuReading | null, to: CpuReading | null, units: number, cores: number) {
  if (!from || !to || units <= 0) return null;
  const watched = to.processMs - from.processMs;
  const bench = to.benchMs - from.benchMs;
  const machine = to.machineMs - from.machineMs;
  return {
    process: watched / units,
    bench: bench / units,
    rest: Math.max(0, machine - watched - bench) / units,
    machineBusyPercent: (100 * machine) / ((to.at - from.at) * cores),
  } satisfies CpuShares;
}
