/** The server's resident memory, read from /proc/<pid>/status every 250 ms for the whole pass. */
import { readFileSync } from 'node:fs';

export interface RssSampler {
  /** Starts a named phase; the maximum is kept per phase too. */
  phase(name: string): void;
  stop(): RssResult;
}

export interface RssResult {
  samples: number;
  maxMB: number;
  /** The largest RSS seen in each phase (MB). */
  phases: { name: string; maxMB: number }[];
}

function rssMB(pid: number): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null; // the process has ended, or this is not Linux
  }
}

export function sampleRss(pid: number, everyMs = 250): RssSampler {
  const phases: { name: string; maxMB: number }[] = [{ name: 'start', maxMB: 0 }];
  let samples = 0;
  const take = () => {
    const mb = rssMB(pid);
    if (mb === null) return;
    samples += 1;
    const current = phases.at(-1)!;
    current.maxMB = Math.max(current.maxMB, mb);
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    phase(name) {
      take();
      phases.push({ name, maxMB: 0 });
      take();
    },
    stop() {
      take();
      clearInterval(timer);
      return {
        samples,
        maxMB: Math.max(...phases.map((p) => p.maxMB)),
        phases: phases.filter((p) => p.maxMB > 0),
      };
    },
  };
}
